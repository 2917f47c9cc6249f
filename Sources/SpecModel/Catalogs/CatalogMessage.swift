/// What one language says for one key: a single string, one per plural category, or an ICU
/// message whose `plural`/`select` is chosen at lookup (`.arb`).
enum CatalogMessage: Equatable, Sendable {
    case plain(CatalogEntry)
    case plural([PluralCategory: CatalogEntry])
    case icu(CatalogEntry)

    /// The form for `plural` (nil: `other`), falling back to `other` as every platform's runtime does
    /// when a language has no form of its own for a category.
    func entry(plural: PluralCategory?) -> CatalogEntry? {
        switch self {
        case .plain(let entry):
            return entry
        case .plural(let forms):
            return forms[plural ?? .other] ?? forms[.other]
        case .icu(var entry):
            entry.value = ICUMessageSelector.select(entry.value, plural: plural)
            return entry
        }
    }
}

/// A key in one table: `Localizable` in Apple's formats, the `msgctxt` in gettext, `""` where the
/// format has no tables.
struct CatalogKey: Hashable, Sendable {
    var table: String
    var key: String
}
