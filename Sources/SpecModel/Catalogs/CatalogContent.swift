/// What a reader collects from a catalog's files, before `StringCatalog` answers lookups from it.
struct CatalogContent: Sendable {
    var sourceLanguage: String
    /// Language → key → message. Every language a file was found for has an entry, even if empty.
    var messages: [String: [CatalogKey: CatalogMessage]] = [:]
    /// Keys marked not to be translated: every language shows the source language's value.
    var untranslatable: Set<CatalogKey> = []

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
