/// An app's localized strings, read from its own catalog files (Xcode String Catalog, `.lproj`
/// `.strings` tables, Android `res/values*/`, Flutter `.arb`, gettext `.po`), so a spec can render
/// the text the app ships instead of a copy that drifts.
///
/// Lookups are exact: `de-CH` does not fall back to `de`, and a missing translation does not fall
/// back to the source language. The caller decides what a gap means (a warning, the source text).
/// The one fallback is a string marked not to be translated, which every language shows as written
/// in the source language.
///
/// | format | found as | languages from | tables | review state |
/// |---|---|---|---|---|
/// | Xcode String Catalog | an `.xcstrings` file | `sourceLanguage`, `localizations` | the file's name | `needs_review`, `stale` |
/// | `.strings` | a folder of `*.lproj/` | folder names; `Base.lproj` is the source | file names (`Localizable`) | none |
/// | Android | a `res` folder of `values*/` | qualifiers; `values/` is the source | none (`""`) | none |
/// | Flutter | a folder of `*.arb` | `@@locale` or the file name | none (`""`) | none |
/// | gettext | a folder of `*.po` (and `*.pot`) | file names; `msgid` is the source | `msgctxt` | `#, fuzzy` |
///
/// Plural forms are chosen by CLDR category or by count (`entry(key:table:language:choice:)`,
/// docs/catalogs.md#plurals); the caller fills the placeholders
/// with `CatalogFormat.apply`. `keys(table:)` lists the candidates for "did you mean …?"
/// (`Suggestion.didYouMean`) when a spec names a key the catalog lacks.
package struct StringCatalog: Sendable {
    package enum Format: String, Sendable {
        case xcstrings
        case appleStrings = "lproj"
        case android
        case arb
        case gettext
    }

    package let format: Format
    /// The file or folder read (absolute, symlinks resolved).
    package let path: String
    /// BCP 47, canonical case (`pt-BR`, `zh-Hans`).
    package var sourceLanguage: String { content.sourceLanguage }
    /// The table a lookup without one reads: `Localizable` for `.lproj` folders, the file's name for
    /// an `.xcstrings` file (`Localizable.xcstrings` is the table `Localizable`), `""` for formats
    /// without tables (Android, `.arb`, gettext messages without `msgctxt`).
    package let defaultTable: String
    private let content: CatalogContent

    init(format: Format, path: String, defaultTable: String, content: CatalogContent) {
        self.format = format
        self.path = path
        self.defaultTable = defaultTable
        self.content = content
    }

    /// What reading the files noticed and did not refuse.
    package var warnings: [CatalogWarning] { content.warnings }

    /// Every language with a file or localization, and the source language; sorted, BCP 47.
    package var languages: [String] { content.messages.keys.sorted() }

    /// Every table holding at least one key, sorted.
    package var tables: [String] {
        Set(content.messages.values.flatMap { $0.keys.map(\.table) }).sorted()
    }

    /// The keys of `table` (nil: the default table) in any language, sorted: the candidates for
    /// "did you mean …?" when a spec names a key the catalog lacks.
    package func keys(table: String? = nil) -> [String] {
        let table = table ?? defaultTable
        return Set(content.messages.values.flatMap { $0.keys.filter { $0.table == table }.map(\.key) }).sorted()
    }

    /// The string for `key` in `language` (a BCP 47 tag, any case), in the form for `plural`
    /// (nil: `other`); nil when that language has no usable value for it (untranslated, `new`,
    /// empty), so the caller can report the gap.
    package func entry(key: String, table: String? = nil, language: String, plural: PluralCategory? = nil) -> CatalogEntry? {
        try? entry(key: key, table: table, language: language, choice: plural.map(PluralChoice.category))
    }

    /// The string for `key` in `language` in the form `choice` shows (nil: `other`): a count takes
    /// the category of the language the string is written in. Nil when that language has no usable
    /// value; an error when the catalog's own plural formula cannot place the count (gettext).
    /// `device` picks an `.xcstrings` device variation (nil: the default one).
    package func entry(key: String, table: String? = nil, language: String, choice: PluralChoice?, device: String? = nil) throws(CatalogError) -> CatalogEntry? {
        let language = CatalogLanguage.canonical(language)
        let catalogKey = CatalogKey(table: table ?? defaultTable, key: key)
        let shown = content.untranslatable.contains(catalogKey) && content.messages[language] != nil ? sourceLanguage : language
        let message = device.flatMap { content.devices[shown]?[catalogKey]?[$0] } ?? content.message(for: catalogKey, language: shown)
        return try message?.entry(choice, language: shown)
    }
}

extension StringCatalog {
    /// Every value in every language and plural form, placeholders as written (their characters
    /// are included too; list the ones arguments need in `characters`).
    package var allText: String {
        content.messages.keys.sorted().flatMap { language in
            (content.messages[language] ?? [:]).values.flatMap { $0.entries.map(\.value) }
        }.joined()
    }
}
