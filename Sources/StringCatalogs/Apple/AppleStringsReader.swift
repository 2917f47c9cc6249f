import RenderSupport

/// Reads a folder of `<language>.lproj/<Table>.strings` files, the format before String Catalogs.
///
/// Each file is parsed by Foundation's property list reader, as Xcode and Bundle parse it: the
/// old-style `"key" = "value";` text (with `/* */` and `//` comments, `\n`, `\"` and `\U00e9`
/// escapes, UTF-8 or UTF-16), or an XML or binary plist dictionary. `Base.lproj` holds the
/// development language's text: its strings count for the source language where that language's
/// own `.lproj` lacks them. `.stringsdict` files beside the tables are read too (StringsDict).
///
/// The Foundation parser keeps the last of two equal keys without a word, and on Linux it also logs
/// a line of its own to stderr (`CFPropertyListCreateFromXMLData(): Old-style plist parser: …`) for
/// a file it refuses, besides the error reported here.
enum AppleStringsReader {
    static let defaultTable = "Localizable"

    static func read(_ folder: String, files: CatalogFiles, sourceLanguage: String?) throws(CatalogError) -> CatalogContent {
        var folders: [(name: String, language: CatalogLanguage.LprojName)] = []
        var unnamed: [CatalogWarning] = []
        for name in try files.contents(of: folder) where name.hasSuffix(".lproj") && files.isFolder(name, in: folder) {
            // A folder whose name is no language is left out, with a word: one odd folder must not
            // cost every other language of the app.
            guard let language = CatalogLanguage.lproj(name) else {
                unnamed.append(CatalogWarning(file: folder + "/" + name, message: "`\(name)` names no language render-spec can map to BCP 47 (e.g. `en.lproj`, `pt-BR.lproj`, `zh-Hans.lproj`, `Base.lproj`); its strings are not read"))
                continue
            }
            folders.append((name, language))
        }
        let source = try developmentLanguage(sourceLanguage, folders: folders.map(\.language), folder: folder)
        var content = CatalogContent(sourceLanguage: source)
        content.warnings = unnamed
        // Base first, so the source language's own `.lproj` overrides it.
        for (name, language) in folders.filter({ $0.language == .base }) + folders.filter({ $0.language != .base }) {
            let tag: String
            switch language {
            case .base: tag = source
            case .language(let code): tag = code
            }
            content.addLanguage(tag)
            let lproj = folder + "/" + name
            let names = try files.contents(of: lproj)
            for file in names where file.hasSuffix(".strings") {
                let table = String(file.dropLast(".strings".count))
                let path = lproj + "/" + file
                for (key, value) in try strings(path, files: files).sorted(by: { $0.key < $1.key }) where !value.isEmpty {
                    let entry = CatalogEntry(value: value, state: .translated, language: tag, file: path, line: nil)
                    content.set(.plain(entry), for: CatalogKey(table: table, key: key), language: tag)
                }
            }
            // A `.stringsdict` beside them: its plural entries win over a `.strings` entry of the
            // same key, as Foundation looks them up.
            for file in names where file.hasSuffix(".stringsdict") {
                let table = String(file.dropLast(".stringsdict".count))
                for (key, message) in try StringsDict.read(lproj + "/" + file, files: files, language: tag) {
                    content.set(message, for: CatalogKey(table: table, key: key), language: tag)
                }
            }
        }
        return content
    }

    /// The caller's source language; else `en` when there is an `en.lproj` or only a `Base.lproj`
    /// (Xcode's default development language). Any other layout must say, or every source lookup
    /// would silently miss.
    private static func developmentLanguage(_ given: String?, folders: [CatalogLanguage.LprojName], folder: String) throws(CatalogError) -> String {
        if let given { return given }
        if folders.contains(.language("en")) || folders.contains(.base) { return "en" }
        let found = folders.compactMap { if case .language(let tag) = $0 { tag } else { nil } }
        throw CatalogError(file: folder, "cannot tell the development language: there is no `en.lproj` or `Base.lproj` (found \(found.map { "`\($0).lproj`" }.joined(separator: ", "))); name the source language")
    }

    /// One `.strings` file's key → value pairs.
    static func strings(_ file: String, files: CatalogFiles) throws(CatalogError) -> [String: String] {
        let data = try files.read(file)
        if data.isEmpty { return [:] }
        let parsed: Any
        switch PropertyListValue.parse(data) {
        case .success(let value): parsed = value
        case .failure(let failure): throw parseError(failure.message, file: file)
        }
        guard let dictionary = parsed as? [String: Any] else {
            throw CatalogError(file: file, "a `.strings` file must hold `\"key\" = \"value\";` pairs")
        }
        var strings: [String: String] = [:]
        for (key, value) in dictionary {
            guard let string = value as? String else {
                throw CatalogError(file: file, "the value of `\(key)` is not a string")
            }
            strings[key] = string
        }
        return strings
    }

    /// The parser's own description (`Missing ';' on line 2`), with its line number as the line.
    private static func parseError(_ message: String?, file: String) -> CatalogError {
        let message = message ?? "not a valid `.strings` file"
        var line: Int?
        if let range = message.firstRange(of: "line ") {
            line = Int(message[range.upperBound...].prefix { $0.isNumber })
        }
        return CatalogError(file: file, line: line, "cannot parse the `.strings` file: \(message)")
    }
}
