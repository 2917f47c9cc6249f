/// Reads a folder of gettext catalogs: `<language>.po` translations (`de.po`, `pt_BR.po`,
/// `sr@latin.po`) and optionally a `.pot` template.
///
/// The `msgid` is both the key and the source-language text, so every `msgid` (from the template or
/// any `.po`) is a source-language entry; a `.po` for the source language itself overrides it. The
/// `msgctxt` is the table (no context: the default table `""`). `#, fuzzy` entries are
/// `needsReview`; an empty `msgstr` is untranslated; the header (`msgid ""`) and obsolete `#~`
/// entries are skipped.
///
/// Plurals are simplified to two forms, as in English: `msgstr[0]` is `one` and `msgstr[1]` is
/// `other` (`msgid` and `msgid_plural` in the source language); a language with a single form
/// (`nplurals=1`: Japanese, Chinese) has its `msgstr[0]` as `other`. The `Plural-Forms` formula is
/// not evaluated, so the third and later forms of Slavic languages are not reachable.
enum GettextReader {
    static func read(_ folder: String, files: CatalogFiles, sourceLanguage: String) throws(CatalogError) -> CatalogContent {
        var content = CatalogContent(sourceLanguage: sourceLanguage)
        var sourceText: [CatalogKey: CatalogMessage] = [:]  // from msgids, where the source .po says nothing
        for name in try files.contents(of: folder) where name.hasSuffix(".po") || name.hasSuffix(".pot") {
            let file = folder + "/" + name
            let entries = try POParser.parse(try files.readText(file), file: file)
            let isTemplate = name.hasSuffix(".pot")
            var language = sourceLanguage
            if !isTemplate {
                guard let tag = CatalogLanguage.gettext(String(name.dropLast(".po".count))) else {
                    throw CatalogError(file: file, "cannot tell the language from the name `\(name)`; expected e.g. `de.po`, `pt_BR.po` or `sr@latin.po`")
                }
                language = tag
                content.addLanguage(language)
            }
            for entry in entries where !(entry.id.isEmpty && entry.context == nil) {
                let key = CatalogKey(table: entry.context ?? "", key: entry.id)
                if sourceText[key] == nil { sourceText[key] = source(entry, language: sourceLanguage, file: file) }
                if !isTemplate, let message = translation(entry, language: language, file: file) {
                    content.set(message, for: key, language: language)
                }
            }
        }
        for (key, message) in sourceText where content.message(for: key, language: sourceLanguage) == nil {
            content.set(message, for: key, language: sourceLanguage)
        }
        return content
    }

    private static func source(_ entry: POEntry, language: String, file: String) -> CatalogMessage {
        let one = CatalogEntry(value: entry.id, state: .translated, language: language, file: file, line: entry.line)
        guard let plural = entry.idPlural else { return .plain(one) }
        var other = one
        other.value = plural
        return .plural([.one: one, .other: other])
    }

    private static func translation(_ entry: POEntry, language: String, file: String) -> CatalogMessage? {
        func form(_ index: Int) -> CatalogEntry? {
            guard let text = entry.strings[index], !text.isEmpty else { return nil }
            return CatalogEntry(value: text, state: entry.fuzzy ? .needsReview : .translated, language: language, file: file, line: entry.line)
        }
        guard entry.idPlural != nil else { return form(0).map(CatalogMessage.plain) }
        if entry.strings.count == 1 { return form(0).map { .plural([.other: $0]) } }
        var forms: [PluralCategory: CatalogEntry] = [:]
        forms[.one] = form(0)
        forms[.other] = form(1)
        return forms.isEmpty ? nil : .plural(forms)
    }
}
