/// Which plural form a catalog reference shows (docs/catalogs.md#plurals): a CLDR category the spec
/// names, the same in every language, or a count, which each language puts in a category of its
/// own by its rules, as the app's runtime does (Russian 5 → `many`, Arabic 2 → `two`).
package enum PluralChoice: Equatable, Sendable {
    case category(PluralCategory)
    case count(Int)

    /// The category of a form named by category (`.plural` forms, ICU branches) in `language`.
    package func category(in language: String) -> PluralCategory {
        switch self {
        case .category(let category): category
        case .count(let count): PluralRules.category(for: count, language: language)
        }
    }

    package var count: Int? {
        if case .count(let count) = self { return count }
        return nil
    }
}
