/// A resolved `bitmapFont`: the text style its glyphs are drawn in, the characters they cover and
/// how the font files are written.
package struct BitmapFontStyle: Equatable, Hashable, Sendable {
    /// `text` holds every character of the font once, in code point order; the layout keys a
    /// bitmap font has no use for (lines, alignment, padding) keep their defaults.
    package var text: TextStyle
    /// JSON path → the characters that path brought in (`$.characters[1]`, `$.charactersFrom[0]`),
    /// so a character no font draws is reported where it was asked for.
    package var sources: [CharacterSource]
    package var format: BitmapFontFormat
    /// The engine the font is for, if the spec names one: the exporter refuses what it cannot load
    /// (more pages than Phaser takes, characters above libGDX's U+FFFF).
    package var engine: BitmapFontEngine?
    package var layers: BitmapFontLayers
    package var atlas: AtlasOptions
    /// How the pages hold the glyphs: channels, pixel format, padding (BitmapFontPages.swift).
    package var pages: BitmapFontPages

    package init(text: TextStyle, sources: [CharacterSource], format: BitmapFontFormat = .text,
                 engine: BitmapFontEngine? = nil, layers: BitmapFontLayers = .combined, atlas: AtlasOptions = AtlasOptions(),
                 pages: BitmapFontPages = BitmapFontPages()) {
        self.text = text; self.sources = sources; self.format = format; self.engine = engine; self.layers = layers; self.atlas = atlas
        self.pages = pages
    }

    /// The characters, one Unicode scalar each (a BMFont `char id` is a code point).
    package var characters: [Unicode.Scalar] { Array(text.text.unicodeScalars) }

    /// The path a missing character is reported at: the first source that asked for it.
    package func path(asking character: String) -> String {
        sources.first { $0.characters.contains(character) }?.path ?? "$.characters"
    }
}

/// Where some of a bitmap font's characters were asked for.
package struct CharacterSource: Equatable, Hashable, Sendable {
    /// `$.characters[1]`, `$.charactersFrom[0]`.
    package var path: String
    package var characters: String
    package init(path: String, characters: String) { self.path = path; self.characters = characters }
}

/// The named character sets `characters` may list.
package enum NamedCharacterSet: String, CaseIterable, Sendable {
    case ascii, latin1, digits

    package var characters: String {
        switch self {
        case .ascii: return Self.range(0x20...0x7E)
        // Latin-1's printable characters, without the soft hyphen (U+00AD), which nothing draws.
        case .latin1: return Self.range(0x20...0x7E) + Self.range(0xA0...0xAC) + Self.range(0xAE...0xFF)
        case .digits: return "0123456789"
        }
    }

    private static func range(_ codes: ClosedRange<UInt32>) -> String {
        String(String.UnicodeScalarView(codes.compactMap(Unicode.Scalar.init)))
    }
}
