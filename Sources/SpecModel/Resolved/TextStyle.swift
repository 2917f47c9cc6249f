// The resolved text style: font, fill, effects and layout keys shared by labels, text fields and
// button titles.

public enum FontStyle: String, SpecVocabulary { case normal, italic }
/// What a character no face of the font chain has does: refuse the spec (`error`), draw the
/// font's .notdef box (`allow`), or draw it in a family installed on the machine that has it
/// (`fallback`, for text a spec does not know in advance, such as player names).
public enum MissingGlyphs: String, SpecVocabulary { case error, allow, fallback }
/// How colour glyphs (emoji) are drawn: in the font's own colours (`keep`), or as silhouettes
/// filled with the text's paint (`fill`, for one-colour styles).
public enum ColorGlyphStyle: String, SpecVocabulary { case keep, fill }
package enum GlyphRef: Equatable, Hashable, Sendable { case name(String), id(Int) }

package struct FontSpec: Equatable, Hashable, Sendable {
    /// Nil when the spec names a `file` instead (or nothing: then the default family applies).
    package var family: String?
    package var size: Double
    /// 100…900 (regular = 400, bold = 700).
    package var weight: Int
    package var style: FontStyle
    /// Absolute, already checked to lie inside the render root.
    package var file: String?
    package var index: Int
    /// Axis tag → value, e.g. ["wght": 650].
    package var variations: [String: Double]
    package var fallback: [String]
    package var missingGlyphs: MissingGlyphs
    package var features: [String]
    /// Character (one extended grapheme) → glyph.
    package var glyphs: [String: GlyphRef]
    package var colorGlyphs: ColorGlyphStyle = .keep
    package static let defaultFamily = "DejaVu Sans"
    package init(family: String? = nil, size: Double = 17, weight: Int = 400, style: FontStyle = .normal,
                file: String? = nil, index: Int = 0, variations: [String: Double] = [:], fallback: [String] = [],
                missingGlyphs: MissingGlyphs = .error, features: [String] = [], glyphs: [String: GlyphRef] = [:]) {
        self.family = family; self.size = size; self.weight = weight; self.style = style; self.file = file
        self.index = index; self.variations = variations; self.fallback = fallback
        self.missingGlyphs = missingGlyphs; self.features = features; self.glyphs = glyphs
    }
}

public enum LineBreak: String, SpecVocabulary {
    case word, char, clip, truncateHead, truncateMiddle, truncateTail
}
public enum TextAlignment: String, SpecVocabulary { case natural, left, center, right, justified }
public enum VerticalAlignment: String, SpecVocabulary { case top, center, bottom }

/// The text keys shared by label, textField and button titles.
package struct TextStyle: Equatable, Hashable, Sendable {
    package var text: String
    package var font: FontSpec
    package var fill: Fill
    package var stroke: Stroke?
    package var shadows: [Shadow]
    package var glow: Shadow?          // a glow is a shadow with offset (0, 0)
    package var innerShadow: Shadow?
    package var lines: Int             // 0 = unlimited
    package var lineBreak: LineBreak
    package var alignment: TextAlignment
    package var verticalAlignment: VerticalAlignment
    package var lineHeight: Double
    package var letterSpacing: Double
    package var minimumScale: Double
    package var padding: Insets
    package init(text: String, font: FontSpec = FontSpec(), fill: Fill = .color(.black), stroke: Stroke? = nil,
                shadows: [Shadow] = [], glow: Shadow? = nil, innerShadow: Shadow? = nil, lines: Int = 1,
                lineBreak: LineBreak = .truncateTail, alignment: TextAlignment = .natural,
                verticalAlignment: VerticalAlignment = .center, lineHeight: Double = 1, letterSpacing: Double = 0,
                minimumScale: Double = 1, padding: Insets = .zero) {
        self.text = text; self.font = font; self.fill = fill; self.stroke = stroke; self.shadows = shadows
        self.glow = glow; self.innerShadow = innerShadow; self.lines = lines; self.lineBreak = lineBreak
        self.alignment = alignment; self.verticalAlignment = verticalAlignment; self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing; self.minimumScale = minimumScale; self.padding = padding
    }
}
