/// `plural` of a catalog reference: which plural form of the string to show (docs/catalogs.md#plurals).
/// A category names the same form in every language; a count is placed by each language's own
/// rules, as the app's runtime places it (Russian 5 → `many`, Arabic 2 → `two`).
public enum PluralValue: Codable, Sendable, Equatable, DocumentNoun {
    /// `"one"`: a CLDR category.
    case category(PluralForm)
    /// `{"count": 5}`, or `{"argument": "n"}` / `{"argument": 1}` for the count the string prints.
    case quantity(PluralQuantity)

    static var noun: String { "a plural category, {\"count\": N} or {\"argument\": …}" }

    public init(from decoder: any Decoder) throws {
        if (try? decoder.singleValueContainer().decode(String.self)) != nil {
            self = .category(try PluralForm(from: decoder))
        } else {
            self = .quantity(try PluralQuantity(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .category(let category): try category.encode(to: encoder)
        case .quantity(let quantity): try quantity.encode(to: encoder)
        }
    }
}

/// `{"count": N}` or `{"argument": name or position}`: the count a plural form is chosen for; one of
/// the two, checked when the reference is resolved.
public struct PluralQuantity: Codable, Sendable, Equatable, DocumentNoun {
    /// A whole number, 0 or more.
    public var count: Int?
    /// The argument of `arguments` that holds the count.
    public var argument: ArgumentReference?

    static var noun: String { "{\"count\": N} or {\"argument\": …}" }

    public init(count: Int? = nil, argument: ArgumentReference? = nil) {
        self.count = count
        self.argument = argument
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case count, argument }
}

/// One of a catalog reference's `arguments`: by name when they are an object (`{name}`
/// placeholders), by position from 1 when they are a list (printf's `%1$d` is 1).
public enum ArgumentReference: Codable, Sendable, Equatable, DocumentNoun {
    case name(String)
    case position(Int)

    static var noun: String { "an argument's name or its position from 1" }

    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let name = try? single.decode(String.self) {
            self = .name(name)
            return
        }
        let position = try single.decode(Int.self)
        guard position >= 1 else {
            throw decoder.refuse("an argument's position counts from 1 (`%1$d` is argument 1), got \(position)")
        }
        self = .position(position)
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .name(let name): try name.encode(to: encoder)
        case .position(let position): try position.encode(to: encoder)
        }
    }
}

/// Whether a catalog reference shows gettext's `#, fuzzy` translations, which msgfmt leaves out.
public enum FuzzyEntries: String, SpecVocabulary {
    /// As msgfmt: the language has no text for the string (a note says so).
    case skip
    /// Rendered, with a warning, as a translation marked for review is.
    case include
}
