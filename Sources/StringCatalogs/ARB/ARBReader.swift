import RenderSupport

/// Reads a folder of Flutter Application Resource Bundle files (`app_en.arb`, `app_de.arb`): JSON
/// objects of key → ICU message, one file per locale.
///
/// The locale is `@@locale` when the file has it, else the end of its name (`CatalogLanguage.arb`).
/// Keys starting with `@` are metadata (`@@locale`, `@greeting` descriptions and placeholder types)
/// and are skipped. Several files of one locale are merged; a key defined twice is an error.
/// ARB has no review state: every non-empty value is `translated`.
enum ARBReader {
    static func read(_ folder: String, files: CatalogFiles, sourceLanguage: String) throws(CatalogError) -> CatalogContent {
        var content = CatalogContent(sourceLanguage: sourceLanguage)
        var foundSource = false
        var defined: [String: [String: (file: String, line: Int)]] = [:]  // language → key → first place
        for name in try files.contents(of: folder) where name.hasSuffix(".arb") {
            let file = folder + "/" + name
            let bytes = [UInt8](try files.read(file))
            let document = try files.parseJSON(bytes, file)
            let members = try CatalogJSON.members(document, "an ARB file")
            // A file whose name says no locale (and has no `@@locale`) is left out with a warning:
            // one odd file must not cost the app's other languages.
            guard let language = try locale(of: document, name: name, file: file) else {
                content.warnings.append(CatalogWarning(file: file, message: "cannot tell the locale: the file has no `@@locale` and its name does not end in one (`app_de.arb`, `app_pt_BR.arb`); its messages are not read"))
                continue
            }
            content.addLanguage(language)
            foundSource = foundSource || language == sourceLanguage
            for member in members where !member.key.hasPrefix("@") {
                let text = try CatalogJSON.string(member.value, "an ARB message")
                if let first = defined[language]?[member.key] {
                    throw CatalogError(at: member.keyPosition, "`\(member.key)` is also defined for \(language) at \(DisplayPath.forUser(first.file)):\(first.line)")
                }
                defined[language, default: [:]][member.key] = (file, member.keyPosition.line)
                if let problem = ICUMessageSelector.firstProblem(in: text) {
                    let position = problem.character.map { CatalogJSON.position(ofCharacter: $0, in: member.value, bytes: bytes) }
                    throw CatalogError(at: position ?? member.value.position, problem.message)
                }
                guard !text.isEmpty else { continue }
                let entry = CatalogEntry(value: text, state: .translated, language: language, file: file, line: member.value.position.line)
                content.set(text.contains("{") ? .icu(entry) : .plain(entry), for: CatalogKey(table: "", key: member.key), language: language)
            }
        }
        guard foundSource else {
            throw CatalogError(file: folder, "no `.arb` file for the source language \(sourceLanguage) (the template, e.g. `app_\(sourceLanguage.replacingText("-", with: "_")).arb`); found \(content.languages.filter { $0 != sourceLanguage }.joined(separator: ", ")); name the source language")
        }
        return content
    }

    /// `@@locale` (refused when it is no locale), else the end of the file's name; nil when neither says.
    private static func locale(of document: JSONValue, name: String, file: String) throws(CatalogError) -> String? {
        if let node = document["@@locale"] {
            let text = try CatalogJSON.string(node, "`@@locale`")
            guard let tag = CatalogLanguage.tag(fromParts: CatalogLanguage.canonical(text).split(separator: "-", omittingEmptySubsequences: false)) else {
                throw CatalogError(at: node.position, "`@@locale` `\(text)` is not a locale such as `en`, `pt_BR` or `zh_Hant`")
            }
            return tag
        }
        return CatalogLanguage.arb(String(name.dropLast(".arb".count)))
    }
}
