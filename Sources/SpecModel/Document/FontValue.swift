/// `font`: a family (or a `file`), size, weight, style, variations, fallback and OpenType settings.
public struct FontValue: Codable, Sendable, Equatable, DocumentNoun {
    public var family: String?
    /// A font file relative to the spec (inside the render root), instead of a family.
    public var file: String?
    /// Which face of a collection `file` is.
    public var index: Int?
    public var size: Double?
    public var weight: FontWeightValue?
    public var style: FontStyle?
    /// Axis tag → value, e.g. `{"wght": 650}`.
    public var variations: OrderedObject<Double>?
    public var features: [String]?
    public var fallback: [String]?
    public var missingGlyphs: MissingGlyphs?
    /// Character → glyph name or id.
    public var glyphs: OrderedObject<GlyphRefValue>?

    static var noun: String { "a font object" }

    public init(family: String? = nil, file: String? = nil, index: Int? = nil, size: Double? = nil,
                weight: FontWeightValue? = nil, style: FontStyle? = nil, variations: OrderedObject<Double>? = nil,
                features: [String]? = nil, fallback: [String]? = nil, missingGlyphs: MissingGlyphs? = nil,
                glyphs: OrderedObject<GlyphRefValue>? = nil) {
        self.family = family; self.file = file; self.index = index; self.size = size; self.weight = weight
        self.style = style; self.variations = variations; self.features = features; self.fallback = fallback
        self.missingGlyphs = missingGlyphs; self.glyphs = glyphs
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case family, file, index, size, weight, style, variations, features, fallback, missingGlyphs, glyphs
    }
}

/// A weight name (`"bold"`) or a number 100…900.
public enum FontWeightValue: Codable, Sendable, Equatable, DocumentNoun, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case name(String)
    case number(Double)

    static var noun: String { "a weight name or a number from 100 to 900" }

    public init(stringLiteral value: String) { self = .name(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let name = try? single.decode(String.self) {
            self = .name(name)
        } else {
            self = .number(try single.decode(Double.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .name(let name): try name.encode(to: encoder)
        case .number(let number): try number.encode(to: encoder)
        }
    }
}

/// A glyph by name (`"f_i"`) or by id.
public enum GlyphRefValue: Codable, Sendable, Equatable, DocumentNoun {
    case name(String)
    case id(Double)

    static var noun: String { "a glyph name or a glyph id" }

    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let name = try? single.decode(String.self) {
            self = .name(name)
        } else {
            self = .id(try single.decode(Double.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .name(let name): try name.encode(to: encoder)
        case .id(let id): try id.encode(to: encoder)
        }
    }
}
