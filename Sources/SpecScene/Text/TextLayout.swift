import SpecModel

/// What the scene builder asks of a text engine: lay out this text in this box. The engine (Pango in
/// SpecRender, a stub in tests) answers in points with the origin at the top-left of the layout box.
package struct TextLayoutRequest: Equatable, Sendable {
    package var text: String
    package var font: FontSpec
    /// Multiplies the font size (minimumScale shrinking).
    package var fontScale: Double
    package var fonts: [FontFile]
    package var language: String
    /// Width to wrap, ellipsize and align in; nil lays out on one unbounded line.
    package var width: Double?
    /// Height for `lines == 0` ellipsizing; nil for none.
    package var height: Double?
    package var lines: Int
    package var lineBreak: LineBreak
    package var alignment: TextAlignment
    package var lineHeight: Double
    package var letterSpacing: Double
    package init(text: String, font: FontSpec, fontScale: Double = 1, fonts: [FontFile], language: String,
                width: Double?, height: Double?, lines: Int, lineBreak: LineBreak, alignment: TextAlignment,
                lineHeight: Double, letterSpacing: Double) {
        self.text = text; self.font = font; self.fontScale = fontScale; self.fonts = fonts; self.language = language
        self.width = width; self.height = height; self.lines = lines; self.lineBreak = lineBreak
        self.alignment = alignment; self.lineHeight = lineHeight; self.letterSpacing = letterSpacing
    }
}

package struct TextLine: Equatable, Sendable {
    package var runs: [GlyphRun]
    /// Baseline, from the layout's top.
    package var baseline: Double
    /// The line box (ascent to descent, full advance width).
    package var logical: Rect
    /// The inked area of the glyphs; empty for a blank line.
    package var ink: Rect
    package init(runs: [GlyphRun], baseline: Double, logical: Rect, ink: Rect) {
        self.runs = runs; self.baseline = baseline; self.logical = logical; self.ink = ink
    }
}

package struct TextLayoutResult: Equatable, Sendable {
    /// The lines kept (at most `lines` of them).
    package var lines: [TextLine]
    /// The logical extent of the kept lines.
    package var logical: Rect
    /// Some text was replaced by an ellipsis.
    package var ellipsized: Bool
    /// The text needed more lines than allowed, or is wider than the width (and was cut).
    package var overflowed: Bool
    /// The paragraph runs right to left (its first strong character is RTL): its end is at the left.
    package var rightToLeft: Bool
    /// Faces drawn because a family of the chain has none of the requested weight or style, each once.
    package var faceFallbacks: [FaceFallback]
    /// Cursive scripts in the text ("Arabic") that the letter spacing was not applied to (CSS Text:
    /// it would break their joins), in text order; empty when the letter spacing is 0.
    package var unspacedScripts: [String]
    /// `missingGlyphs: fallback`: the installed families that drew characters the chain lacks.
    package var fallbackFonts: [FallbackFont]
    /// `missingGlyphs: fallback`: characters no installed family draws either, drawn as .notdef.
    package var undrawn: [MissingCharacter]
    /// Characters whose glyph is a COLR version 1 paint, which is drawn from its plain outline, each
    /// once with the font file's name.
    package var unpaintedColorGlyphs: [UnpaintedGlyph] = []
    package init(lines: [TextLine], logical: Rect, ellipsized: Bool, overflowed: Bool, rightToLeft: Bool = false,
                faceFallbacks: [FaceFallback] = [], unspacedScripts: [String] = [], fallbackFonts: [FallbackFont] = [],
                undrawn: [MissingCharacter] = []) {
        self.lines = lines; self.logical = logical; self.ellipsized = ellipsized; self.overflowed = overflowed
        self.rightToLeft = rightToLeft; self.faceFallbacks = faceFallbacks; self.unspacedScripts = unspacedScripts
        self.fallbackFonts = fallbackFonts; self.undrawn = undrawn
    }
}

/// A character whose colour glyph only a COLR version 1 painter could draw.
package struct UnpaintedGlyph: Equatable, Hashable, Sendable {
    package var character: String
    /// The font file's name.
    package var font: String
    package init(character: String, font: String) { self.character = character; self.font = font }
}

/// A face drawn in place of the requested weight or style, which the family does not have.
package struct FaceFallback: Equatable, Hashable, Sendable {
    /// The family as the spec names it.
    package var family: String
    /// The face's style name ("Bold", "Book", "Oblique").
    package var face: String
    /// The face's weight (the one nearest the request, for a variable font).
    package var weight: Int
    /// The face is italic or oblique.
    package var slanted: Bool
    package init(family: String, face: String, weight: Int, slanted: Bool) {
        self.family = family; self.face = face; self.weight = weight; self.slanted = slanted
    }
}

/// A character that no font in the spec's chain can draw.
package struct MissingCharacter: Equatable, Sendable {
    package var character: String
    package init(_ character: String) { self.character = character }
    /// "U+0E01 'ก'" — the form error messages use. A character with nothing to see (a control, a
    /// format character such as U+200D, whitespace) is named by its code points alone: printed raw
    /// it would be blank, or would garble the terminal.
    package var label: String {
        let scalars = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
        let codes = scalars.joined(separator: " ")
        return character.unicodeScalars.contains(where: Self.isVisible) ? codes + " '\(character)'" : codes
    }

    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: return false
        default: return !properties.isWhitespace && !properties.isDefaultIgnorableCodePoint
        }
    }
}

extension String {
    func leftPadded(to n: Int) -> String { count >= n ? self : String(repeating: "0", count: n - count) + self }
}

package enum TextLayoutError: Error, Equatable, Sendable {
    /// A family in the chain resolves to no font. `chainIndex` 0 is `font.family`, 1… are `fallback`;
    /// `nearest` are the known families closest to the name (Suggestion.nearest), nearest first.
    case familyNotFound(family: String, chainIndex: Int, nearest: [String])
    case fontFileUnreadable(path: String, reason: String)
    /// Characters no face of the chain draws; `installed` are families on the machine that draw
    /// them all (FontLibrary.installedFamilies), best first for the text's language, to name.
    case missingCharacters([MissingCharacter], fontsTried: [String], installed: [String] = [])
    /// A `glyphs` override names a glyph the font the character is set in does not have.
    case glyphNotFound(character: String, glyph: String, font: String)
}

/// Shapes and lays out text. Implementations must be deterministic and thread-safe.
package protocol TextLayoutEngine: Sendable {
    func layout(_ request: TextLayoutRequest) throws(TextLayoutError) -> TextLayoutResult
}
