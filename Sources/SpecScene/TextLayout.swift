import SpecModel

/// What the scene builder asks of a text engine: lay out this text in this box. The engine (Pango in
/// SpecRender, a stub in tests) answers in points with the origin at the top-left of the layout box.
public struct TextLayoutRequest: Equatable, Sendable {
    public var text: String
    public var font: FontSpec
    /// Multiplies the font size (minimumScale shrinking).
    public var fontScale: Double
    public var fonts: [FontFile]
    public var language: String
    /// Width to wrap, ellipsize and align in; nil lays out on one unbounded line.
    public var width: Double?
    /// Height for `lines == 0` ellipsizing; nil for none.
    public var height: Double?
    public var lines: Int
    public var lineBreak: LineBreak
    public var alignment: TextAlignment
    public var lineHeight: Double
    public var letterSpacing: Double
    public init(text: String, font: FontSpec, fontScale: Double = 1, fonts: [FontFile], language: String,
                width: Double?, height: Double?, lines: Int, lineBreak: LineBreak, alignment: TextAlignment,
                lineHeight: Double, letterSpacing: Double) {
        self.text = text; self.font = font; self.fontScale = fontScale; self.fonts = fonts; self.language = language
        self.width = width; self.height = height; self.lines = lines; self.lineBreak = lineBreak
        self.alignment = alignment; self.lineHeight = lineHeight; self.letterSpacing = letterSpacing
    }
}

public struct TextLine: Equatable, Sendable {
    public var runs: [GlyphRun]
    /// Baseline, from the layout's top.
    public var baseline: Double
    /// The line box (ascent to descent, full advance width).
    public var logical: Rect
    /// The inked area of the glyphs; empty for a blank line.
    public var ink: Rect
    public init(runs: [GlyphRun], baseline: Double, logical: Rect, ink: Rect) {
        self.runs = runs; self.baseline = baseline; self.logical = logical; self.ink = ink
    }
}

public struct TextLayoutResult: Equatable, Sendable {
    /// The lines kept (at most `lines` of them).
    public var lines: [TextLine]
    /// The logical extent of the kept lines.
    public var logical: Rect
    /// Some text was replaced by an ellipsis.
    public var ellipsized: Bool
    /// The text needed more lines than allowed, or is wider than the width (and was cut).
    public var overflowed: Bool
    /// The paragraph runs right to left (its first strong character is RTL): its end is at the left.
    public var rightToLeft: Bool
    /// Faces drawn because a family of the chain has none of the requested weight or style, each once.
    public var faceFallbacks: [FaceFallback]
    /// Cursive scripts in the text ("Arabic") that the letter spacing was not applied to (CSS Text:
    /// it would break their joins), in text order; empty when the letter spacing is 0.
    public var unspacedScripts: [String]
    public init(lines: [TextLine], logical: Rect, ellipsized: Bool, overflowed: Bool, rightToLeft: Bool = false,
                faceFallbacks: [FaceFallback] = [], unspacedScripts: [String] = []) {
        self.lines = lines; self.logical = logical; self.ellipsized = ellipsized; self.overflowed = overflowed
        self.rightToLeft = rightToLeft; self.faceFallbacks = faceFallbacks; self.unspacedScripts = unspacedScripts
    }
}

/// A face drawn in place of the requested weight or style, which the family does not have.
public struct FaceFallback: Equatable, Hashable, Sendable {
    /// The family as the spec names it.
    public var family: String
    /// The face's style name ("Bold", "Book", "Oblique").
    public var face: String
    /// The face's weight (the one nearest the request, for a variable font).
    public var weight: Int
    /// The face is italic or oblique.
    public var slanted: Bool
    public init(family: String, face: String, weight: Int, slanted: Bool) {
        self.family = family; self.face = face; self.weight = weight; self.slanted = slanted
    }
}

/// A character that no font in the spec's chain can draw.
public struct MissingCharacter: Equatable, Sendable {
    public var character: String
    public init(_ character: String) { self.character = character }
    /// "U+0E01 'ก'" — the form error messages use. A character with nothing to see (a control, a
    /// format character such as U+200D, whitespace) is named by its code points alone: printed raw
    /// it would be blank, or would garble the terminal.
    public var label: String {
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

public enum TextLayoutError: Error, Equatable, Sendable {
    /// A family in the chain resolves to no font. `chainIndex` 0 is `font.family`, 1… are `fallback`.
    case familyNotFound(family: String, chainIndex: Int)
    case fontFileUnreadable(path: String, reason: String)
    case missingCharacters([MissingCharacter], fontsTried: [String])
    /// A `glyphs` override names a glyph the font the character is set in does not have.
    case glyphNotFound(character: String, glyph: String, font: String)
}

/// Shapes and lays out text. Implementations must be deterministic and thread-safe.
public protocol TextLayoutEngine: Sendable {
    func layout(_ request: TextLayoutRequest) throws(TextLayoutError) -> TextLayoutResult
}
