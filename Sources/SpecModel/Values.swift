// The resolved, fully defaulted spec values that every later stage consumes.
// Nothing here is optional unless "absent" is itself a meaning (no stroke, no glow).
// Colours are straight-alpha RGBA in 0…1, already converted from grey and HSB.

package struct RGBA: Equatable, Hashable, Sendable {
    package var r: Double, g: Double, b: Double, a: Double
    package init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    package static let clear = RGBA(0, 0, 0, 0)
    package static let black = RGBA(0, 0, 0, 1)
    package static let white = RGBA(1, 1, 1, 1)
}

package struct Point: Equatable, Hashable, Sendable {
    package var x: Double, y: Double
    package init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
}

package struct Insets: Equatable, Hashable, Sendable {
    package var top: Double, left: Double, bottom: Double, right: Double
    package init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    package static let zero = Insets()
}

public enum GradientType: String, SpecVocabulary { case linear, radial }
/// What box a text gradient runs over: each line's own ink box, the whole text block, or the frame.
/// What a text gradient stretches over: each line's box (ascent to descent, so every line shows the
/// same colour at the same height above its baseline), each line's inked box, all the text's ink,
/// or the frame.
public enum GradientSpan: String, SpecVocabulary { case line, ink, text, bounds }

package struct GradientStop: Equatable, Hashable, Sendable {
    package var color: RGBA
    package var at: Double
    package init(color: RGBA, at: Double) { self.color = color; self.at = at }
}

package struct Gradient: Equatable, Hashable, Sendable {
    package var type: GradientType
    /// Degrees, CSS convention: 180 runs top to bottom, 90 left to right.
    package var angle: Double
    package var span: GradientSpan
    /// At least two, positions filled in (evenly spaced when the spec gave bare colours), ascending.
    package var stops: [GradientStop]
    package init(type: GradientType = .linear, angle: Double = 180, span: GradientSpan = .line, stops: [GradientStop]) {
        self.type = type; self.angle = angle; self.span = span; self.stops = stops
    }
}

package struct Gloss: Equatable, Hashable, Sendable {
    package var color: RGBA
    /// Derived from `color` (REFERENCE-MATH.md) when the spec gives none.
    package var caustic: RGBA
    package var reflectionTop: Double
    package var reflectionBottom: Double
    package var exponent: Double
    package var causticFraction: Double
    package init(color: RGBA, caustic: RGBA, reflectionTop: Double = 0.6, reflectionBottom: Double = 0.2,
                exponent: Double = 1.2, causticFraction: Double = 0.6) {
        self.color = color; self.caustic = caustic; self.reflectionTop = reflectionTop
        self.reflectionBottom = reflectionBottom; self.exponent = exponent; self.causticFraction = causticFraction
    }
}

package enum Fill: Equatable, Hashable, Sendable {
    case color(RGBA)
    case gradient(Gradient)
    case gloss(Gloss)
}

package struct Shadow: Equatable, Hashable, Sendable {
    package var color: RGBA
    package var offset: Point
    /// CSS blur radius in points: a Gaussian of standard deviation blur / 2.
    package var blur: Double
    package var spread: Double
    package init(color: RGBA, offset: Point = Point(0, 0), blur: Double = 0, spread: Double = 0) {
        self.color = color; self.offset = offset; self.blur = blur; self.spread = spread
    }
}

public enum StrokePosition: String, SpecVocabulary { case outside, center, inside }

package struct Stroke: Equatable, Hashable, Sendable {
    package var fill: Fill
    package var width: Double
    package var position: StrokePosition
    package init(fill: Fill, width: Double, position: StrokePosition = .outside) {
        self.fill = fill; self.width = width; self.position = position
    }
}

public enum FontStyle: String, SpecVocabulary { case normal, italic }
public enum MissingGlyphs: String, SpecVocabulary { case error, allow }
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

/// UITextField.BorderStyle.
public enum BorderStyle: String, SpecVocabulary { case none, line, bezel, roundedRect }
/// UITextField.ViewMode for the clear button (`unlessEditing` has no use in a still image of text).
public enum ClearButtonMode: String, SpecVocabulary { case never, always, whileEditing }

/// A `textField`: one line of label-styled text in a UIKit text field's border.
package struct TextFieldStyle: Equatable, Hashable, Sendable {
    /// The label keys; `text` may be empty (then the placeholder shows), `lines` is always 1.
    package var text: TextStyle
    package var placeholder: String
    package var placeholderFill: Fill
    package var borderStyle: BorderStyle
    /// Nil: the border style's own (white for `roundedRect`, none otherwise).
    package var background: Fill?
    package var clearButton: ClearButtonMode
    /// The plain colour the text is drawn in while editing.
    package var editingFill: RGBA
    /// This variant is the `editing` state: plain text, a caret, the `whileEditing` clear button.
    package var editing: Bool
    /// UIKit's placeholder grey.
    package static let placeholderGrey = RGBA(0.78, 0.78, 0.80)
    package init(text: TextStyle, placeholder: String = "", placeholderFill: Fill = .color(placeholderGrey),
                borderStyle: BorderStyle = .roundedRect, background: Fill? = nil, clearButton: ClearButtonMode = .never,
                editingFill: RGBA? = nil, editing: Bool = false) {
        self.text = text; self.placeholder = placeholder; self.placeholderFill = placeholderFill
        self.borderStyle = borderStyle; self.background = background; self.clearButton = clearButton
        self.editingFill = editingFill ?? text.fill.firstColor; self.editing = editing
    }
}

extension Fill {
    /// The colour a plain rendering of this fill uses: itself, a gradient's first stop, a gloss's base.
    package var firstColor: RGBA {
        switch self {
        case .color(let c): return c
        case .gradient(let g): return g.stops.first?.color ?? .black
        case .gloss(let g): return g.color
        }
    }
}

package enum Margin: Equatable, Hashable, Sendable { case points(Double), auto }

package struct Canvas: Equatable, Hashable, Sendable {
    package var background: RGBA
    package var margin: Margin
    package init(background: RGBA = .clear, margin: Margin = .points(0)) {
        self.background = background; self.margin = margin
    }
}

/// `fnt` is a bitmap font's own output (its `.fnt` and page PNGs), `atlas` an atlas's (its sheets
/// and their descriptors); other kinds cannot write them.
public enum OutputFormat: String, SpecVocabulary { case png, svg, pdf, imageset, android, flutter, fnt, atlas }

package struct OutputOptions: Equatable, Hashable, Sendable {
    package var scales: [Double]
    package var formats: [OutputFormat]
    /// Per-spec diff budgets for `render-spec check` (nil: the command line's).
    package var threshold: Double?
    package var maxDiffPixels: Int?
    package var maxDiffRatio: Double?
    package init(scales: [Double] = [1], formats: [OutputFormat] = [.png], threshold: Double? = nil,
                maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.scales = scales; self.formats = formats; self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels; self.maxDiffRatio = maxDiffRatio
    }
}

package struct FontFile: Equatable, Hashable, Sendable {
    /// Absolute path, inside the render root.
    package var path: String
    /// Registers the file's faces under this family name instead of their own.
    package var family: String?
    package init(path: String, family: String? = nil) { self.path = path; self.family = family }
}

package struct Size: Equatable, Hashable, Sendable {
    package var width: Double
    /// Nil only for a label that fits its text's height.
    package var height: Double?
    package init(width: Double, height: Double?) { self.width = width; self.height = height }
}

/// A line drawn just inside a rounded rect (as CALayer's border), in points.
package struct Border: Equatable, Hashable, Sendable {
    package var color: RGBA
    /// 0 draws no border.
    package var width: Double
    package init(color: RGBA, width: Double) { self.color = color; self.width = width }
    /// REFERENCE-MATH.md's button border: 1 pt #9F9F9F.
    package static let button = Border(color: RGBA(159.0 / 255, 159.0 / 255, 159.0 / 255), width: 1)
    package static let none = Border(color: .clear, width: 0)
}

/// The recessed 'moat' ring around a button body: a per-row ramp from `from` (its top row) to `to`
/// (its bottom row) along c = S·(e^(−k(1−t)) − O), k = `exponent` (REFERENCE-MATH.md).
package struct Groove: Equatable, Hashable, Sendable {
    package var width: Double
    package var from: RGBA
    package var to: RGBA
    package var exponent: Double
    package init(width: Double = 3, from: RGBA = .black, to: RGBA = RGBA(34.0 / 255, 34.0 / 255, 34.0 / 255),
                exponent: Double = 2) {
        self.width = width; self.from = from; self.to = to; self.exponent = exponent
    }
}

/// The outermost rim outside the groove, the groove's ramp between its own two colours.
package struct Edge: Equatable, Hashable, Sendable {
    package var width: Double
    package var from: RGBA
    package var to: RGBA
    package var exponent: Double
    /// By default a recessed lip: shadowed at the top, catching the light at the bottom.
    package init(width: Double = 1, from: RGBA = RGBA(0, 0, 0, 0.35), to: RGBA = RGBA(1, 1, 1, 0.55), exponent: Double = 2) {
        self.width = width; self.from = from; self.to = to; self.exponent = exponent
    }
}

/// A `button`: chrome (edge, groove, border, body) around an optional title. Layer order and
/// geometry follow REFERENCE-MATH.md's button chrome; a state's default background is already
/// applied (ButtonStateDefaults.swift).
package struct ButtonStyle: Equatable, Hashable, Sendable {
    package var background: Fill
    /// Of the outer rounded rect, in points; capped at half the shorter side when drawn.
    package var cornerRadius: Double
    package var border: Border
    package var groove: Groove?
    package var edge: Edge?
    /// Nil for a background-only button (no `title`).
    package var title: TextStyle?
    /// Inset from the button's bounds to the title's box, as UIButton's contentEdgeInsets.
    package var contentInsets: Insets
    package init(background: Fill = ButtonStyle.defaultBackground, cornerRadius: Double = 0, border: Border = .button,
                groove: Groove? = nil, edge: Edge? = nil, title: TextStyle? = nil, contentInsets: Insets = .zero) {
        self.background = background; self.cornerRadius = cornerRadius; self.border = border
        self.groove = groove; self.edge = edge; self.title = title; self.contentInsets = contentInsets
    }
    /// SPEC-v1.md: "default a gloss of a blue".
    package static let defaultBackground = Fill.gloss(Gloss(color: RGBA(0.16, 0.36, 0.85)))
}

/// A `view`: a filled rounded rect with a border, drop shadows and an inner shadow.
package struct ViewStyle: Equatable, Hashable, Sendable {
    package var background: Fill
    package var cornerRadius: Double
    package var border: Border
    package var shadows: [Shadow]
    package var innerShadow: Shadow?
    package init(background: Fill = .color(.clear), cornerRadius: Double = 0, border: Border = .none,
                shadows: [Shadow] = [], innerShadow: Shadow? = nil) {
        self.background = background; self.cornerRadius = cornerRadius; self.border = border
        self.shadows = shadows; self.innerShadow = innerShadow
    }
}

package enum Content: Equatable, Hashable, Sendable {
    case label(TextStyle)
    case textField(TextFieldStyle)
    case button(ButtonStyle)
    case view(ViewStyle)
    case bitmapFont(BitmapFontStyle)
    case atlas(AtlasStyle)
}

/// Where a value came from, so that a later stage (a font that cannot be found, a character no font
/// draws) can still report `FILE:LINE:COLUMN: error: JSON.PATH: message`.
package struct SourcePosition: Equatable, Hashable, Sendable {
    package var file: String
    package var line: Int
    package var column: Int
    /// The JSON path under which the value was written in `file` (`$.states.highlighted.fill`,
    /// `$.tokens.brand`), which differs from the path of the merged variant it is looked up under;
    /// nil when unknown (then that lookup path is the one to report).
    package var path: String?
    package init(file: String, line: Int, column: Int, path: String? = nil) {
        self.file = file; self.line = line; self.column = column; self.path = path
    }
}

/// One output variant of a spec file: a state in a locale, fully resolved and validated.
package struct Spec: Equatable, Sendable {
    package var name: String
    /// "normal" for the base image.
    package var state: String
    /// The `locales` key this variant renders (its output folder), nil for the base text.
    package var locale: String?
    /// BCP 47 language of the text, for shaping and line breaking.
    package var language: String
    package var size: Size
    package var canvas: Canvas
    package var fonts: [FontFile]
    package var output: OutputOptions
    package var content: Content
    /// The spec file this variant was loaded from (absolute path).
    package var file: String
    /// JSON path (`$.font.family`) → position of the value that set it, through extends and tokens.
    package var positions: [String: SourcePosition]
    /// Found while loading, for every report of this variant: a catalog translation marked for
    /// review, say (`FILE:LINE:COL: warning: …`).
    package var warnings: [String] = []
    /// The string-catalog files its text (in any locale) came from, absolute.
    package var catalogFiles: [String] = []
    package init(name: String, state: String, locale: String?, language: String, size: Size, canvas: Canvas,
                fonts: [FontFile], output: OutputOptions, content: Content, file: String,
                positions: [String: SourcePosition]) {
        self.name = name; self.state = state; self.locale = locale; self.language = language; self.size = size
        self.canvas = canvas; self.fonts = fonts; self.output = output; self.content = content
        self.file = file; self.positions = positions
    }
}
