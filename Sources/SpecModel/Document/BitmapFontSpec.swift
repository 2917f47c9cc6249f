/// A `bitmapFont` spec file: a label's text style baked into glyph cells, written as an AngelCode
/// BMFont (`.fnt` and page PNGs) per scale, for game engines that draw dynamic text.
public struct BitmapFontSpec: Codable, Sendable, Equatable, DocumentNoun {
    /// The JSON Schema an editor validates the file against (`"$schema"`); ignored when rendering.
    public var schema: String?
    /// `1`, the only version there is.
    public var version: Int?
    /// What the spec draws.
    public var kind: SpecKind?
    /// Output base name; the file name without `.json` by default.
    public var name: String?
    /// Base specs merged under this one, relative to this file.
    public var extends: ExtendsValue?
    /// Token definitions (`"$name"` elsewhere is replaced), or a token file.
    public var tokens: JSONAny?
    /// BCP 47 language the glyphs are shaped for (a locale's letter forms).
    public var locale: String?
    /// Font files this spec may use.
    public var fonts: [FontFileValue]?
    /// The characters to include: named sets and strings.
    public var characters: CharactersValue?
    /// Spec files and string catalogs whose text the font must cover, relative to this file.
    public var charactersFrom: [String]?
    /// The font.
    public var font: FontValue?
    /// The glyphs' fill; a gradient runs over the line box.
    public var fill: FillValue?
    /// An outline around the glyphs.
    public var stroke: StrokeValue?
    /// Drop shadows, drawn in order.
    public var shadow: ShadowList?
    /// An outer glow.
    public var glow: GlowValue?
    /// A shadow inside the glyphs.
    public var innerShadow: ShadowValue?
    /// Extra advance after each character, in points.
    public var letterSpacing: Double?
    /// The `.fnt` file's format.
    public var fontFormat: BitmapFontFormat?
    /// The game engine the font is for: picks the format it reads and refuses what it cannot load.
    public var engine: BitmapFontEngine?
    /// One font, or the effects in a second font drawn under the fills.
    public var layers: BitmapFontLayers?
    /// Pages of distances to the glyph outlines instead of coloured glyphs, drawn by an engine's
    /// shader at any size: `sdf` or `msdf`.
    public var field: BitmapFontField?
    /// The distances a field page holds, in page pixels: from −range/2 (outside) to +range/2.
    public var distanceRange: Int?
    /// How the glyph cells are packed into pages.
    public var atlas: AtlasValue?
    /// Scales and diff budgets.
    public var output: OutputValue?

    static var noun: String { "a spec object" }

    public init(schema: String? = nil, version: Int? = nil, kind: SpecKind? = nil, name: String? = nil, extends: ExtendsValue? = nil, tokens: JSONAny? = nil, locale: String? = nil, fonts: [FontFileValue]? = nil, characters: CharactersValue? = nil, charactersFrom: [String]? = nil, font: FontValue? = nil, fill: FillValue? = nil, stroke: StrokeValue? = nil, shadow: ShadowList? = nil, glow: GlowValue? = nil, innerShadow: ShadowValue? = nil, letterSpacing: Double? = nil, fontFormat: BitmapFontFormat? = nil, engine: BitmapFontEngine? = nil, layers: BitmapFontLayers? = nil, field: BitmapFontField? = nil, distanceRange: Int? = nil, atlas: AtlasValue? = nil, output: OutputValue? = nil) {
        self.schema = schema; self.version = version; self.kind = kind; self.name = name; self.extends = extends
        self.tokens = tokens; self.locale = locale; self.fonts = fonts; self.characters = characters
        self.charactersFrom = charactersFrom; self.font = font; self.fill = fill; self.stroke = stroke
        self.shadow = shadow; self.glow = glow; self.innerShadow = innerShadow; self.letterSpacing = letterSpacing
        self.fontFormat = fontFormat; self.engine = engine; self.layers = layers; self.field = field; self.distanceRange = distanceRange; self.atlas = atlas; self.output = output
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema"
        case version, kind, name, extends, tokens, locale, fonts, characters, charactersFrom, font, fill, stroke, shadow, glow, innerShadow, letterSpacing, fontFormat, engine, layers, field, distanceRange, atlas, output
    }
}

/// `characters`: one string, or a list of strings; each string is a named set (`ascii`, `latin1`,
/// `digits`) or the characters themselves.
public enum CharactersValue: Codable, Sendable, Equatable, ExpressibleByStringLiteral {
    case one(String)
    case many([String])

    public init(stringLiteral value: String) { self = .one(value) }

    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .one(text)
        } else {
            self = .many(try [String](from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .one(let text): try text.encode(to: encoder)
        case .many(let texts): try texts.encode(to: encoder)
        }
    }

    /// The strings in order, whichever form was written.
    public var items: [String] {
        switch self {
        case .one(let text): [text]
        case .many(let texts): texts
        }
    }
}

/// `atlas`: how cells (of a bitmap font's glyphs) are packed into pages.
public struct AtlasValue: Codable, Sendable, Equatable, DocumentNoun {
    /// The largest page side in pixels; more pages are written when the cells do not fit one.
    public var maxSize: Int?
    /// Empty pixels between two cells.
    public var padding: Int?
    /// Page sides are powers of two.
    public var powerOfTwo: Bool?
    static var noun: String { "an atlas object" }
    public init(maxSize: Int? = nil, padding: Int? = nil, powerOfTwo: Bool? = nil) {
        self.maxSize = maxSize; self.padding = padding; self.powerOfTwo = powerOfTwo
    }
    enum CodingKeys: String, CodingKey, CaseIterable { case maxSize, padding, powerOfTwo }
}

/// The `.fnt` file's format: AngelCode's text (what LÖVE, libGDX and Godot read), its XML (Phaser),
/// its binary format (version 3: Godot 4, load-bmfont), or the JSON of the `load-bmfont` family of
/// readers.
public enum BitmapFontFormat: String, SpecVocabulary { case text, xml, json, binary }

/// The game engine a bitmap font is made for (docs/bitmap-fonts-engines.md): LÖVE 11, Godot 3,
/// libGDX or Phaser 3.
public enum BitmapFontEngine: String, SpecVocabulary { case love, godot3, libgdx, phaser }

/// `combined`: one font, effects baked under each glyph. `separate`: a second font `NAME-effects`
/// with the same metrics holds what lies under the fills (drop shadows and the glow), drawn first,
/// so a glyph's shadow never darkens its neighbour's fill or stroke.
public enum BitmapFontLayers: String, SpecVocabulary { case combined, separate }

/// A distance-field font (docs/bitmap-fonts.md#distance-fields): `sdf`, one signed distance to the
/// outline in every channel; `msdf`, three distances to differently coloured edges whose median is
/// the outline with its corners kept sharp.
public enum BitmapFontField: String, SpecVocabulary { case sdf, msdf }

/// A bitmap font has no frame and no canvas: its cells are as large as each glyph's ink and effects.
extension BitmapFontSpec: SpecFileKeys {
    package var size: SizeValue? { nil }
    package var canvas: CanvasValue? { nil }
}
