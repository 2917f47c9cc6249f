import RenderSupport

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
    /// Colour glyphs (emoji) in their own colours (`keep`, the default) or filled with the text's paint.
    public var colorGlyphs: ColorGlyphStyle?

    static var noun: String { "a font object" }

    public init(family: String? = nil, file: String? = nil, index: Int? = nil, size: Double? = nil,
                weight: FontWeightValue? = nil, style: FontStyle? = nil, variations: OrderedObject<Double>? = nil,
                features: [String]? = nil, fallback: [String]? = nil, missingGlyphs: MissingGlyphs? = nil,
                glyphs: OrderedObject<GlyphRefValue>? = nil, colorGlyphs: ColorGlyphStyle? = nil) {
        self.family = family; self.file = file; self.index = index; self.size = size; self.weight = weight
        self.style = style; self.variations = variations; self.features = features; self.fallback = fallback
        self.missingGlyphs = missingGlyphs; self.glyphs = glyphs; self.colorGlyphs = colorGlyphs
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case family, file, index, size, weight, style, variations, features, fallback, missingGlyphs, glyphs, colorGlyphs
    }
}

/// A weight name (`"bold"`, ``FontWeight/bold``) or a number 100…900.
///
/// In Swift, `.bold` (or any ``FontWeight``) and an integer literal both read as one:
/// `FontValue(size: 17, weight: .bold)`, `FontValue(size: 17, weight: 650)`.
public enum FontWeightValue: Codable, Sendable, Equatable, DocumentNoun, ExpressibleByIntegerLiteral {
    /// A named weight: `"bold"` in a file, `.bold` in Swift.
    case name(FontWeight)
    /// A number from 100 to 900 (checked when the spec is loaded).
    case number(Double)

    static var noun: String { "a weight name or a number from 100 to 900" }

    /// The named weight.
    public init(_ weight: FontWeight) { self = .name(weight) }
    /// `weight: 650`: a number from 100 to 900.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    // `weight: .bold`: each name as a value of its own.

    public static let thin = FontWeightValue.name(.thin)
    public static let extraLight = FontWeightValue.name(.extraLight)
    public static let ultraLight = FontWeightValue.name(.ultraLight)
    public static let light = FontWeightValue.name(.light)
    public static let regular = FontWeightValue.name(.regular)
    public static let medium = FontWeightValue.name(.medium)
    public static let semibold = FontWeightValue.name(.semibold)
    public static let bold = FontWeightValue.name(.bold)
    public static let extraBold = FontWeightValue.name(.extraBold)
    public static let heavy = FontWeightValue.name(.heavy)
    public static let black = FontWeightValue.name(.black)

    /// A name outside ``FontWeight`` is refused here, at the value, with the names and a
    /// did-you-mean that knows the other spellings (CSS's `normal`, a vendor's `demibold`).
    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let name = try? single.decode(String.self) {
            guard let weight = FontWeight(rawValue: name) else {
                let names = FontWeight.allCases.map(\.rawValue)
                throw decoder.refuse("`\(name)` is not a weight; use " + names.map { "`\($0)`" }.joined(separator: ", ")
                                     + " or a number from 100 to 900"
                                     + Suggestion.didYouMean(name, among: names, synonyms: FontWeight.synonyms))
            }
            self = .name(weight)
        } else {
            self = .number(try single.decode(Double.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .name(let weight): try weight.rawValue.encode(to: encoder)
        case .number(let number): try number.encode(to: encoder)
        }
    }
}

/// The weight names a spec's `font.weight` takes: the CSS / OpenType usWeightClass names in
/// UIKit's spelling, each standing for its number (`bold` is 700), and UIKit's own two names that
/// CSS spells otherwise, `ultraLight` (200, as `extraLight`) and `heavy` (800, as `extraBold`), so a
/// weight copied from `UIFont.Weight` is taken as it is written (and `format` keeps it).
public enum FontWeight: String, CaseIterable, Sendable, Hashable {
    case thin, extraLight, ultraLight, light, regular, medium, semibold, bold, extraBold, heavy, black

    /// The usWeightClass number, 100 (`thin`) to 900 (`black`).
    public var value: Int {
        switch self {
        case .thin: 100
        case .extraLight, .ultraLight: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .extraBold, .heavy: 800
        case .black: 900
        }
    }

    /// Other names for the weights, from CSS and font vendors, so that a near miss no edit distance
    /// catches still gets its suggestion. Keys are `Suggestion.folded`.
    static let synonyms: [String: String] = [
        "hairline": "thin", "ultrathin": "thin",
        "normal": "regular", "book": "regular", "roman": "regular", "plain": "regular", "standard": "regular",
        "demibold": "semibold", "demi": "semibold",
        "ultrabold": "extraBold",
        "ultrablack": "black", "extrablack": "black", "fat": "black",
    ]
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
