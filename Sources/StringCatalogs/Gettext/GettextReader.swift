/// Reads a folder of gettext catalogs: `<language>.po` translations (`de.po`, `pt_BR.po`,
/// `sr@latin.po`) and optionally a `.pot` template, as msgfmt and the C library read them.
///
/// The `msgid` is both the key and the source-language text, so every `msgid` (from the template or
/// any `.po`) is a source-language entry; a `.po` for the source language itself overrides it. The
/// `msgctxt` is the table (no context: the default table `""`). An empty `msgstr` is untranslated;
/// the header (`msgid ""`) and obsolete `#~` entries are skipped.
///
/// `#, fuzzy` entries are kept as `fuzzy`: msgfmt leaves them out of the compiled catalog, so the
/// caller skips them unless the spec asks for them. In the source language's own `.po`, a fuzzy
/// entry never replaces its `msgid`, which is what the app shows without it.
///
/// Plurals keep their `msgstr[n]` numbers: each file's `Plural-Forms` (`PluralForms`) maps a count to
/// one. In the source language, `msgid` is the `one` form and `msgid_plural` the `other` form, chosen
/// by the source language's CLDR rules.
enum GettextReader {
    static func read(_ folder: String, files: CatalogFiles, sourceLanguage: String) throws(CatalogError) -> CatalogContent {
        var content = CatalogContent(sourceLanguage: sourceLanguage)
        var sourceText: [CatalogKey: CatalogMessage] = [:]  // from msgids, where the source .po says nothing
        for name in try files.contents(of: folder) where name.hasSuffix(".po") || name.hasSuffix(".pot") {
            let file = folder + "/" + name
            let isTemplate = name.hasSuffix(".pot")
            var language = sourceLanguage
            if !isTemplate {
                // A file named for no language is left out with a warning, not the whole catalog.
                guard let tag = CatalogLanguage.gettext(String(name.dropLast(".po".count))) else {
                    content.warnings.append(CatalogWarning(file: file, message: "cannot tell the language from the name `\(name)` (e.g. `de.po`, `pt_BR.po`, `sr@latin.po`, `ca@valencia.po`); its messages are not read"))
                    continue
                }
                language = tag
                content.addLanguage(language)
            }
            let entries = try POParser.parse(try files.readText(file), file: file)
            let pluralForms = isTemplate ? nil : try Self.pluralForms(in: entries, language: language, file: file)
            for entry in entries where !(entry.id.isEmpty && entry.context == nil) {
                let key = CatalogKey(table: entry.context ?? "", key: entry.id)
                if sourceText[key] == nil { sourceText[key] = source(entry, language: sourceLanguage, file: file) }
                if entry.fuzzy && language == sourceLanguage { continue }
                if let pluralForms, let message = translation(entry, language: language, file: file, pluralForms: pluralForms) {
                    content.set(message, for: key, language: language)
                }
            }
        }
        for (key, message) in sourceText where content.message(for: key, language: sourceLanguage) == nil {
            content.set(message, for: key, language: sourceLanguage)
        }
        return content
    }

    /// The header's `Plural-Forms`, or gettext's default when the file has no header or no such field.
    private static func pluralForms(in entries: [POEntry], language: String, file: String) throws(CatalogError) -> PluralForms {
        guard let header = entries.first(where: { $0.id.isEmpty && $0.context == nil }), let text = header.strings[0] else {
            return .germanic(language: language, file: file)
        }
        var offset = 0
        for scalars in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { offset += scalars.count + 1 }
            let field = String(Substring(scalars))
            guard field.hasPrefix("Plural-Forms:") else { continue }
            let line = header.stringPieces.last { $0.offset <= offset }?.line ?? header.line
            return try PluralForms.parse(String(field.dropFirst("Plural-Forms:".count)), language: language, file: file, line: line)
        }
        return .germanic(language: language, file: file)
    }

    private static func source(_ entry: POEntry, language: String, file: String) -> CatalogMessage {
        let one = CatalogEntry(value: entry.id, state: .translated, language: language, file: file, line: entry.line)
        guard let plural = entry.idPlural else { return .plain(one) }
        var other = one
        other.value = plural
        return .plural([.one: one, .other: other])
    }

    private static func translation(_ entry: POEntry, language: String, file: String, pluralForms: PluralForms) -> CatalogMessage? {
        func form(_ text: String) -> CatalogEntry? {
            guard !text.isEmpty else { return nil }
            return CatalogEntry(value: text, state: entry.fuzzy ? .fuzzy : .translated, language: language, file: file, line: entry.line)
        }
        guard entry.idPlural != nil else { return entry.strings[0].flatMap(form).map(CatalogMessage.plain) }
        let forms = entry.strings.compactMapValues(form)
        return forms.isEmpty ? nil : .indexed(forms, pluralForms)
    }
}
