/// What one language says for one key: a single string, one per plural category, forms numbered by
/// a formula over the count (gettext), or an ICU message whose `plural`/`select` is chosen at
/// lookup (`.arb`).
enum CatalogMessage: Equatable, Sendable {
    case plain(CatalogEntry)
    case plural([PluralCategory: CatalogEntry])
    case icu(CatalogEntry)
    /// `msgstr[n]` by index, with the `Plural-Forms` that maps a count to an index.
    case indexed([Int: CatalogEntry], PluralForms)

    /// The form for `plural` (nil: `other`), falling back to `other` as every platform's runtime does
    /// when a language has no form of its own for a category.
    func entry(plural: PluralCategory?) -> CatalogEntry? {
        try? entry(plural.map(PluralChoice.category), language: "")
    }

    /// The form `choice` (nil: `other`) shows in `language`, the language whose plural rules turn a
    /// count into a category: a category the language has no form for falls back to `other`, as
    /// every platform's runtime does. Nil when that form is untranslated; an error when the
    /// catalog's own formula cannot place the count (gettext's `Plural-Forms`).
    func entry(_ choice: PluralChoice?, language: String) throws(CatalogError) -> CatalogEntry? {
        switch self {
        case .plain(let entry):
            return entry
        case .plural(let forms):
            return forms[choice?.category(in: language) ?? .other] ?? forms[.other]
        case .icu(var entry):
            entry.value = ICUMessageSelector.select(entry.value, plural: choice?.category(in: language), count: choice?.count)
            return entry
        case .indexed(let forms, let pluralForms):
            return forms[try pluralForms.index(for: choice)]
        }
    }

    /// Every form's entry, for what the whole catalog holds (its characters).
    var entries: [CatalogEntry] {
        switch self {
        case .plain(let entry), .icu(let entry): [entry]
        case .plural(let forms): Array(forms.values)
        case .indexed(let forms, _): forms.keys.sorted().compactMap { forms[$0] }
        }
    }
}

/// A key in one table: `Localizable` in Apple's formats, the `msgctxt` in gettext, `""` where the
/// format has no tables.
struct CatalogKey: Hashable, Sendable {
    var table: String
    var key: String
}
