/// Text as a spec gives it: the string itself, or a reference into the app's own string catalog
/// (`{"key": "continue", "from": "Localizable.xcstrings"}`), whose translations become locales.
public enum TextValue: Codable, Sendable, Equatable, ExpressibleByStringLiteral, DocumentNoun {
    case literal(String)
    case catalog(CatalogText)

    static var noun: String { "a string or a catalog reference {\"key\", \"from\"}" }

    public init(stringLiteral value: String) { self = .literal(value) }

    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .literal(text)
        } else {
            self = .catalog(try CatalogText(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .literal(let text): try text.encode(to: encoder)
        case .catalog(let reference): try reference.encode(to: encoder)
        }
    }
}

/// `{"key", "from", "table", "plural", "arguments", "fuzzy", "device"}`: a string of a catalog file or folder
/// (`.xcstrings`, `*.lproj/`, an Android `res/`, `*.arb`, `*.po`), relative to the spec.
public struct CatalogText: Codable, Sendable, Equatable, DocumentNoun {
    public var key: String?
    public var from: String?
    /// The `.strings` table or gettext context; the catalog's own default when absent.
    public var table: String?
    /// Which plural form to show: a category, or a count each language places by its own rules;
    /// `other` by default.
    public var plural: PluralValue?
    /// Values for the string's placeholders: a list for `%d`, `%@`, `%1$s`…, an object for `{name}`.
    public var arguments: JSONAny?
    /// Whether gettext's `#, fuzzy` translations are shown; `skip` (as msgfmt) by default.
    public var fuzzy: FuzzyEntries?
    /// Which device's text an `.xcstrings` device variation shows; `other`, else `iphone`, by default.
    public var device: DeviceVariation?

    static var noun: String { "a catalog reference {\"key\", \"from\"}" }

    public init(key: String, from: String, table: String? = nil, plural: PluralValue? = nil, arguments: JSONAny? = nil,
                fuzzy: FuzzyEntries? = nil, device: DeviceVariation? = nil) {
        self.key = key; self.from = from; self.table = table; self.plural = plural; self.arguments = arguments
        self.fuzzy = fuzzy; self.device = device
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case key, from, table, plural, arguments, fuzzy, device }
}

/// The devices a String Catalog's `device` variations name.
public enum DeviceVariation: String, SpecVocabulary {
    case iphone, ipad, ipod, mac, applewatch, appletv, applevision, other
}

/// A CLDR plural category.
public enum PluralForm: String, SpecVocabulary {
    case zero, one, two, few, many, other
}
