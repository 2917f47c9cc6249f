/// Reads an Android `res` folder: `values/` in the source language, `values-<locale>/` translated.
///
/// Every `*.xml` file of a locale folder is read, as Android merges them (`strings.xml`,
/// `strings_settings.xml`); resources other than `<string>` and `<plurals>` are skipped. Folders
/// for a device configuration (`values-night`, `values-fr-land`) are not read: see
/// `CatalogLanguage.android`. A string marked `translatable="false"` shows its `values/` text in
/// every language.
enum AndroidStringsReader {
    static func read(_ folder: String, files: CatalogFiles, sourceLanguage: String) throws(CatalogError) -> CatalogContent {
        var content = CatalogContent(sourceLanguage: sourceLanguage)
        for name in try files.contents(of: folder) where files.isFolder(name, in: folder) {
            let language: String
            switch CatalogLanguage.android(name) {
            case .base: language = sourceLanguage
            case .language(let tag): language = tag
            case nil: continue
            }
            content.addLanguage(language)
            // Where each string was first defined in this language, to name both places of a duplicate.
            var defined: [String: (file: String, line: Int)] = [:]
            let values = folder + "/" + name
            for file in try files.contents(of: values) where file.hasSuffix(".xml") {
                let path = values + "/" + file
                for resource in try AndroidResourceParser.parse(try files.read(path), file: path) {
                    if let first = defined[resource.name] {
                        throw CatalogError(file: path, line: resource.line, "duplicate string `\(resource.name)`; it is also defined at \(DisplayPath.forUser(first.file)):\(first.line)")
                    }
                    defined[resource.name] = (path, resource.line)
                    let key = CatalogKey(table: "", key: resource.name)
                    if !resource.translatable && language == sourceLanguage { content.untranslatable.insert(key) }
                    if let message = message(resource, language: language, file: path) {
                        content.set(message, for: key, language: language)
                    }
                }
            }
        }
        return content
    }

    private static func message(_ resource: AndroidResource, language: String, file: String) -> CatalogMessage? {
        func entry(_ text: String) -> CatalogEntry? {
            text.isEmpty ? nil : CatalogEntry(value: text, state: .translated, language: language, file: file, line: resource.line)
        }
        switch resource.value {
        case .string(let text):
            return entry(text).map(CatalogMessage.plain)
        case .plurals(let items):
            let forms = items.compactMapValues(entry)
            return forms.isEmpty ? nil : .plural(forms)
        }
    }
}
