import RenderSupport

/// What a reader collects from a catalog's files, before `StringCatalog` answers lookups from it.
struct CatalogContent: Sendable {
    var sourceLanguage: String
    /// Language → key → message. Every language a file was found for has an entry, even if empty.
    package var messages: [String: [CatalogKey: CatalogMessage]] = [:]
    /// Keys marked not to be translated: every language shows the source language's value.
    var untranslatable: Set<CatalogKey> = []
    /// An `.xcstrings` string's other device variations, by language, key and device (`mac`), for a
    /// spec that names one; `messages` holds the one shown by default.
    var devices: [String: [CatalogKey: [String: CatalogMessage]]] = [:]
    /// What reading the files noticed but did not refuse (a folder whose name is no language
    /// render-spec can map, two folders of one language that disagree), for every report.
    var warnings: [CatalogWarning] = []

    init(sourceLanguage: String) {
        self.sourceLanguage = sourceLanguage
        messages[sourceLanguage] = [:]
    }

    mutating func addLanguage(_ language: String) {
        if messages[language] == nil { messages[language] = [:] }
    }

    mutating func set(_ message: CatalogMessage, for key: CatalogKey, language: String) {
        messages[language, default: [:]][key] = message
    }

    var languages: [String] { messages.keys.sorted() }

    func message(for key: CatalogKey, language: String) -> CatalogMessage? {
        messages[language]?[key]
    }
}

/// Something a catalog reader noticed and did not refuse, at the file (or folder) it is about.
package struct CatalogWarning: Equatable, Sendable {
    package var file: String
    package var line: Int?
    package var message: String

    /// `FILE[:LINE]: warning: message`, as every warning prints.
    package var text: String { "\(DisplayPath.forUser(file))\(line.map { ":\($0)" } ?? ""): warning: \(InputExcerpt.quotedSpans(in: message))" }
}
