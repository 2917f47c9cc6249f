import RenderSupport

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
        // Folders by the language they hold; two folders may name one language (`values-iw` and
        // `values-he`): the one written with today's code is read last, so its text wins.
        var folders: [String: [String]] = [:]
        for name in try files.contents(of: folder) where files.isFolder(name, in: folder) {
            switch CatalogLanguage.android(name) {
            case .base: folders[sourceLanguage, default: []].append(name)
            case .language(let tag): folders[tag, default: []].append(name)
            case .configuration, nil: continue
            case .unknown:
                content.warnings.append(CatalogWarning(file: folder + "/" + name, message: "the qualifiers of `\(name)` are neither a language render-spec can map to BCP 47 nor a device configuration; its strings are not read"))
            }
        }
        for (language, names) in folders.sorted(by: { $0.key < $1.key }) {
            content.addLanguage(language)
            // Legacy codes first, then by name: the same order (and the same winner) on every run.
            let ordered = names.sorted { (isLegacy($0) ? 0 : 1, $0) < (isLegacy($1) ? 0 : 1, $1) }
            var fromFolder: [CatalogKey: (folder: String, message: CatalogMessage)] = [:]
            for name in ordered {
                for (key, message, path) in try read(folder + "/" + name, files: files, language: language, into: &content) {
                    if let earlier = fromFolder[key], earlier.folder != name, !sameText(earlier.message, message) {
                        content.warnings.append(CatalogWarning(file: path, line: line(of: message), message: "`\(key.key)` differs between `\(earlier.folder)` and `\(name)`, which are both \(language); the text of `\(name)` is used"))
                    }
                    fromFolder[key] = (name, message)
                }
            }
        }
        return content
    }

    /// One folder's strings into `content`, with where each was read.
    private static func read(_ values: String, files: CatalogFiles, language: String,
                             into content: inout CatalogContent) throws(CatalogError) -> [(CatalogKey, CatalogMessage, String)] {
        let sourceLanguage = content.sourceLanguage
        // Where each string was first defined in this folder, to name both places of a duplicate.
        var defined: [String: (file: String, line: Int)] = [:]
        var read: [(CatalogKey, CatalogMessage, String)] = []
        for file in try files.contents(of: values) where file.hasSuffix(".xml") {
            let path = values + "/" + file
            for resource in try AndroidStringsXML.parse(try files.read(path), file: path) {
                if let first = defined[resource.name] {
                    throw CatalogError(file: path, line: resource.line, "duplicate string `\(resource.name)`; it is also defined at \(DisplayPath.forUser(first.file)):\(first.line)")
                }
                defined[resource.name] = (path, resource.line)
                let key = CatalogKey(table: "", key: resource.name)
                if !resource.translatable && language == sourceLanguage { content.untranslatable.insert(key) }
                if let message = message(resource, language: language, file: path) {
                    content.set(message, for: key, language: language)
                    read.append((key, message, path))
                }
            }
        }
        return read
    }

    /// `values-iw`, `values-in`, `values-ji` (and their `b+` forms): the old ISO 639 codes Android
    /// still accepts.
    private static func isLegacy(_ name: String) -> Bool {
        var first = name.dropFirst("values-".count)
        if first.hasPrefix("b+") { first = first.dropFirst(2) }
        return ["iw", "in", "ji"].contains(first.prefix { $0 != "-" && $0 != "+" })
    }

    /// The line of a message's text (its `other` form's, for plurals), for a warning about it.
    private static func line(of message: CatalogMessage) -> Int? {
        switch message {
        case .plain(let entry): entry.line
        case .plural(let forms): (forms[.other] ?? forms.values.first)?.line
        default: nil
        }
    }

    /// Whether two folders say the same for a key, whatever file and line they say it at.
    private static func sameText(_ a: CatalogMessage, _ b: CatalogMessage) -> Bool {
        switch (a, b) {
        case (.plain(let x), .plain(let y)): x.value == y.value
        case (.plural(let x), .plural(let y)): x.mapValues(\.value) == y.mapValues(\.value)
        default: false
        }
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
