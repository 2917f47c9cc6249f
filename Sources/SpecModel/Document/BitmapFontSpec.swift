/// A `bitmapFont` spec file: a label's text style baked into glyph cells, written as an AngelCode
/// BMFont (`.fnt` and page PNGs) per scale, for game engines that draw dynamic text.
public struct BitmapFontSpec: Codable, Sendable, Equatable, DocumentNoun {
    /// The JSON Schema an editor validates the file against (`"$schema"`); ignored when rendering.
    public var schema: String?
    /// Notes for people (`"$comment"`): a string or a list of lines; ignored when rendering.
    public var comment: CommentValue?
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
    /// Whether characters of a set, range or file that no face draws are errors or left out with a warning.
    public var missing: MissingCharacterPolicy?
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
    /// Whether the font's kerning pairs are written (`true` by default).
    public var kerning: Bool?
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
    /// Pages with colour multiplied by alpha, instead of straight alpha with transparent pixels
    /// bled with the colour of their nearest ink.
    public var premultiplied: Bool?
    /// `packed`: four single-colour glyph layers in a page's four channels (BMFont's `packed=1`).
    public var channels: BitmapFontChannels?
    /// `a8`: pages of 8-bit grey and alpha for a single-colour font.
    public var pageFormat: BitmapFontPageFormat?
    /// Empty pixels around each glyph in its cell, up, right, down, left (BMFont's `padding`).
    public var padding: [Int]?
    /// Scales and diff budgets.
    public var output: OutputValue?

    static var noun: String { "a spec object" }

    public init(schema: String? = nil, comment: CommentValue? = nil, version: Int? = nil, kind: SpecKind? = nil, name: String? = nil, extends: ExtendsValue? = nil, tokens: JSONAny? = nil, locale: String? = nil, fonts: [FontFileValue]? = nil, characters: CharactersValue? = nil, charactersFrom: [String]? = nil, missing: MissingCharacterPolicy? = nil, font: FontValue? = nil, fill: FillValue? = nil, stroke: StrokeValue? = nil, shadow: ShadowList? = nil, glow: GlowValue? = nil, innerShadow: ShadowValue? = nil, letterSpacing: Double? = nil, kerning: Bool? = nil, fontFormat: BitmapFontFormat? = nil, engine: BitmapFontEngine? = nil, layers: BitmapFontLayers? = nil, field: BitmapFontField? = nil, distanceRange: Int? = nil, atlas: AtlasValue? = nil, premultiplied: Bool? = nil, channels: BitmapFontChannels? = nil, pageFormat: BitmapFontPageFormat? = nil, padding: [Int]? = nil, output: OutputValue? = nil) {
        self.schema = schema; self.comment = comment; self.version = version; self.kind = kind; self.name = name; self.extends = extends
        self.tokens = tokens; self.locale = locale; self.fonts = fonts; self.characters = characters
        self.charactersFrom = charactersFrom; self.missing = missing; self.font = font; self.fill = fill; self.stroke = stroke
        self.shadow = shadow; self.glow = glow; self.innerShadow = innerShadow; self.letterSpacing = letterSpacing
        self.kerning = kerning
        self.fontFormat = fontFormat; self.engine = engine; self.layers = layers; self.field = field; self.distanceRange = distanceRange; self.atlas = atlas; self.premultiplied = premultiplied
        self.channels = channels; self.pageFormat = pageFormat; self.padding = padding; self.output = output
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema"
        case comment = "$comment"
        case version, kind, name, extends, tokens, locale, fonts, characters, charactersFrom, missing, font, fill, stroke, shadow, glow, innerShadow, letterSpacing, kerning, fontFormat, engine, layers, field, distanceRange, atlas, premultiplied, channels, pageFormat, padding, output
    }
}

/// `characters`: one item or a list of them. Each is a string (a named set such as `gb2312`, a
/// range such as `U+4E00-U+9FFF`, or the characters themselves) or an object naming a `set`, a
/// `range` or a `file` of characters.
public enum CharactersValue: Codable, Sendable, Equatable, ExpressibleByStringLiteral, DocumentNoun {
    case one(CharacterItem)
    case many([CharacterItem])

    public init(stringLiteral value: String) { self = .one(.text(value)) }

    static var noun: String { "a string, an object of `set`, `range` or `file`, or a list of them" }

    public init(from decoder: any Decoder) throws {
        if (try? decoder.unkeyedContainer()) != nil {
            self = .many(try [CharacterItem](from: decoder))
        } else {
            self = .one(try CharacterItem(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .one(let item): try item.encode(to: encoder)
        case .many(let items): try items.encode(to: encoder)
        }
    }

    /// The items in order, whichever form was written.
    public var items: [CharacterItem] {
        switch self {
        case .one(let item): [item]
        case .many(let items): items
        }
    }
}

/// One item of `characters`: a string, or `{"set"}`, `{"range"}` or `{"file"}`.
public enum CharacterItem: Codable, Sendable, Equatable, DocumentNoun, ExpressibleByStringLiteral {
    /// A set's name, a range, or the characters themselves.
    case text(String)
    case source(CharacterSourceValue)

    /// `"digits"`, `"U+4E00-U+9FFF"` or `"+-x"` in code, as in a spec file.
    public init(stringLiteral value: String) { self = .text(value) }

    static var noun: String { "a string or an object of `set`, `range` or `file`" }

    public init(from decoder: any Decoder) throws {
        if decoder.objectKeys() != nil {
            self = .source(try CharacterSourceValue(from: decoder))
        } else {
            self = .text(try String(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let text): try text.encode(to: encoder)
        case .source(let source): try source.encode(to: encoder)
        }
    }
}

/// `{"set": NAME}`, `{"range": "U+4E00-U+9FFF"}` or `{"file": PATH}`: exactly one of the three.
public struct CharacterSourceValue: Codable, Sendable, Equatable, DocumentNoun {
    /// A named set: `gb2312`, `joyo`, `hiragana`, ….
    public var set: String?
    /// Code points `FIRST-LAST` (`U+4E00-U+9FFF`, `0x20-0x7E`) or one (`U+20AC`).
    public var range: String?
    /// A UTF-8 text file, relative to this spec and inside the render root: every character in it.
    public var file: String?
    static var noun: String { "a character source object" }
    public init(set: String? = nil, range: String? = nil, file: String? = nil) {
        self.set = set; self.range = range; self.file = file
    }
    enum CodingKeys: String, CodingKey, CaseIterable { case set, range, file }
}

/// `missing`: what happens to a character no face of the font chain draws.
/// `error` (the default) refuses the spec; `warn` leaves out those that came from a named set, a
/// range or a file (the characters a spec lists itself stay errors), warns, and lists them in the
/// descriptor.
public enum MissingCharacterPolicy: String, SpecVocabulary { case error, warn }

/// `atlas`: how cells (a bitmap font's glyphs, an atlas's sprites) are packed into pages.
public struct AtlasValue: Codable, Sendable, Equatable, DocumentNoun {
    /// The largest page side in pixels, or one per scale; more pages are written when the cells do not fit one.
    public var maxSize: MaxSizeValue?
    /// Empty pixels between two cells.
    public var padding: Int?
    /// Empty pixels between two cells, across and down: `[h, v]` (instead of `padding`).
    public var spacing: [Int]?
    /// Page sides are powers of two.
    public var powerOfTwo: Bool?
    /// Each cell's edge pixels repeated this many times around it, outside its frame.
    public var extrude: Int?
    /// Sprites may lie turned 90° on the page when that packs tighter (atlases only).
    public var rotation: Bool?
    /// Every frame's pivot, `[x, y]` from 0 to 1 of its original size (atlases only).
    public var pivot: [Double]?
    static var noun: String { "an atlas object" }
    public init(maxSize: MaxSizeValue? = nil, padding: Int? = nil, spacing: [Int]? = nil, powerOfTwo: Bool? = nil,
                extrude: Int? = nil, rotation: Bool? = nil, pivot: [Double]? = nil) {
        self.maxSize = maxSize; self.padding = padding; self.spacing = spacing; self.powerOfTwo = powerOfTwo
        self.extrude = extrude; self.rotation = rotation; self.pivot = pivot
    }
    enum CodingKeys: String, CodingKey, CaseIterable { case maxSize, padding, spacing, powerOfTwo, extrude, rotation, pivot }
}

/// `maxSize`: one page side for every scale, one per scale keyed by the scale (`{"1": 1024, "2":
/// 2048}`), or a list in the order of `output.scales`.
public enum MaxSizeValue: Codable, Sendable, Equatable, DocumentNoun, ExpressibleByIntegerLiteral {
    case all(Int)
    case byScale(OrderedObject<Int>)
    case list([Int])

    static var noun: String { "a whole number, an object of scale → number, or a list" }

    public init(integerLiteral value: Int) { self = .all(value) }

    public init(from decoder: any Decoder) throws {
        switch decoder.valueTypeName() {
        case "an array": self = .list(try [Int](from: decoder))
        case "an object": self = .byScale(try OrderedObject<Int>(from: decoder))
        default: self = .all(try decoder.singleValueContainer().decode(Int.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .all(let side): try side.encode(to: encoder)
        case .byScale(let sides): try sides.encode(to: encoder)
        case .list(let sides): try sides.encode(to: encoder)
        }
    }
}

/// `rgba`: each glyph in all four channels of its page. `packed`: four single-colour glyph
/// layers, one per channel (BMFont's `packed=1`, each glyph's `chnl` naming its channel), for a
/// game's own shader.
public enum BitmapFontChannels: String, SpecVocabulary { case rgba, packed }

/// `rgba`: 32-bit pages. `a8`: 8-bit grey and alpha pages (PNG colour type 4) of white glyphs,
/// for a single-colour font that the engine tints.
public enum BitmapFontPageFormat: String, SpecVocabulary { case rgba, a8 }

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
