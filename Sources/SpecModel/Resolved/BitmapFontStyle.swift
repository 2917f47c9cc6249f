/// A resolved `bitmapFont`: the text style its glyphs are drawn in, the characters they cover and
/// how the font files are written.
package struct BitmapFontStyle: Equatable, Hashable, Sendable {
    /// `text` holds every character of the font once, in code point order; the layout keys a
    /// bitmap font has no use for (lines, alignment, padding) keep their defaults.
    package var text: TextStyle
    /// JSON path → the characters that path brought in (`$.characters[1]`, `$.charactersFrom[0]`),
    /// so a character no font draws is reported where it was asked for.
    package var sources: [CharacterSource]
    /// Whether characters no face draws are refused, or (those of a set, range or file) left out.
    package var missing: MissingCharacterPolicy
    /// Whether the descriptor carries the font's kerning pairs.
    package var kerning: Bool
    package var format: BitmapFontFormat
    /// The engine the font is for, if the spec names one: the exporter refuses what it cannot load
    /// (more pages than Phaser takes, characters above libGDX's U+FFFF).
    package var engine: BitmapFontEngine?
    package var layers: BitmapFontLayers
    package var atlas: AtlasOptions
    /// A distance-field font's pages hold distances to the outlines, not coloured glyphs; nil for
    /// a font of coloured glyphs.
    package var field: DistanceFieldOptions?
    /// How the pages hold the glyphs: channels, pixel format, padding (BitmapFontPages.swift).
    package var pages: BitmapFontPages

    package init(text: TextStyle, sources: [CharacterSource], missing: MissingCharacterPolicy = .error, kerning: Bool = true,
                 format: BitmapFontFormat = .text, engine: BitmapFontEngine? = nil, layers: BitmapFontLayers = .combined,
                 atlas: AtlasOptions = AtlasOptions(), field: DistanceFieldOptions? = nil, pages: BitmapFontPages = BitmapFontPages()) {
        self.text = text; self.sources = sources; self.missing = missing; self.kerning = kerning; self.format = format
        self.engine = engine; self.layers = layers; self.atlas = atlas; self.field = field; self.pages = pages
    }

    /// The characters, one Unicode scalar each (a BMFont `char id` is a code point).
    package var characters: [Unicode.Scalar] { Array(text.text.unicodeScalars) }

    /// The path a missing character is reported at: the first source that asked for it.
    package func path(asking character: String) -> String {
        sources.first { $0.characters.contains(character) }?.path ?? "$.characters"
    }

    /// The characters that must be drawn whatever `missing` says: those the spec lists itself and
    /// those other specs and catalogs show.
    package var required: Set<Unicode.Scalar> {
        Set(sources.filter { $0.origin == .spec }.flatMap { $0.characters.unicodeScalars })
    }

    /// The character files read (absolute): inputs of the spec, as its catalogs are.
    package var characterFiles: [String] { sources.compactMap(\.file) }

    /// The style without `left`: the characters no face draws, under `missing: warn`.
    package func leavingOut(_ left: Set<Unicode.Scalar>) -> BitmapFontStyle {
        var style = self
        style.text.text = String(String.UnicodeScalarView(text.text.unicodeScalars.filter { !left.contains($0) }))
        return style
    }
}

/// Where some of a bitmap font's characters were asked for.
package struct CharacterSource: Equatable, Hashable, Sendable {
    /// What brought the characters in: under `missing: warn`, only a set's, a range's or a file's
    /// may be left out.
    package enum Origin: Equatable, Hashable, Sendable {
        /// Listed in the spec, or shown by a spec or catalog of `charactersFrom`.
        case spec
        case set(String)
        /// `U+4E00-U+9FFF`.
        case range(String)
        /// The file as the spec names it.
        case file(String)
    }

    /// `$.characters[1]`, `$.charactersFrom[0]`.
    package var path: String
    package var characters: String
    package var origin: Origin
    /// The file read, absolute, for `.file`.
    package var file: String?
    package init(path: String, characters: String, origin: Origin = .spec, file: String? = nil) {
        self.path = path; self.characters = characters; self.origin = origin; self.file = file
    }
}

/// `field` and `distanceRange`: which distance field the pages hold and over how many pixels.
package struct DistanceFieldOptions: Equatable, Hashable, Sendable {
    package var kind: BitmapFontField
    /// Page pixels from the most outside distance a page holds to the most inside (BMFont's
    /// `distanceRange`): a pixel holds 0.5 + distance / range, clamped to 0…1.
    package var range: Int

    package init(kind: BitmapFontField, range: Int = 4) { self.kind = kind; self.range = range }

    /// Pixels of field kept around each glyph's ink, so the field reaches 0 (or nearly, at the
    /// cell's outermost pixel centres) before the cell ends: half the range, rounded up.
    package var padding: Int { (range + 1) / 2 }
}
