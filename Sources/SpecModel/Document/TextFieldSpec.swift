// One kind of spec file as a Codable document; LabelSpec.swift says the rules every kind follows.

/// A `textField` spec file: one line of label-styled text in a UIKit text field's border.
public struct TextFieldSpec: Codable, Sendable, Equatable, DocumentNoun, SpecFileKeys, TextKeys {
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
    /// The tokens a request to `render-spec serve` may set, and their limits.
    public var serve: ServeValue?
    /// BCP 47 language of the base text.
    public var locale: String?
    /// The element's size in points.
    public var size: SizeValue?
    /// The image's background and margin.
    public var canvas: CanvasValue?
    /// Font files this spec may use.
    public var fonts: [FontFileValue]?
    /// The text to draw.
    public var text: TextValue?
    /// The font.
    public var font: FontValue?
    /// The text's fill.
    public var fill: FillValue?
    /// An outline around the glyphs.
    public var stroke: StrokeValue?
    /// Drop shadows, drawn in order.
    public var shadow: ShadowList?
    /// An outer glow.
    public var glow: GlowValue?
    /// A shadow inside the glyphs.
    public var innerShadow: ShadowValue?
    /// Most lines shown; 0 for no limit.
    public var lines: Int?
    /// How lines wrap and what is cut.
    public var lineBreak: LineBreak?
    /// Horizontal alignment.
    public var alignment: TextAlignment?
    /// Vertical alignment in the frame.
    public var verticalAlignment: VerticalAlignment?
    /// Line height as a multiple of the font's.
    public var lineHeight: Double?
    /// Extra space between characters, in points.
    public var letterSpacing: Double?
    /// How far the text may shrink to fit, (0, 1].
    public var minimumScale: Double?
    /// Space between the frame and the text.
    public var padding: InsetsValue?
    /// Shown in UIKit's grey when `text` is empty.
    public var placeholder: TextValue?
    /// The placeholder's fill.
    public var placeholderFill: FillValue?
    /// UITextField's border style.
    public var borderStyle: BorderStyle?
    /// The field's background.
    public var background: FillValue?
    /// When the clear button shows.
    public var clearButton: ClearButtonMode?
    /// The text colour while editing.
    public var editingFill: ColorValue?
    /// State name → overrides; each renders one more image. Read from a file, the states keep
    /// the file's order; set from a dictionary (which has none), new states are taken in name order.
    public var states: [String: TextFieldSpec]? {
        get { stateEntries?.dictionary }
        set { stateEntries = OrderedObject(newValue, keepingOrderOf: stateEntries) }
    }
    /// Locale tag → overrides; each renders into a `<tag>/` folder. Ordered as `states`.
    public var locales: [String: TextFieldSpec]? {
        get { localeEntries?.dictionary }
        set { localeEntries = OrderedObject(newValue, keepingOrderOf: localeEntries) }
    }
    /// `states` in the order they render (the file's, or by name for those set in code).
    package var stateEntries: OrderedObject<TextFieldSpec>?
    /// `locales` in the order they render.
    package var localeEntries: OrderedObject<TextFieldSpec>?
    /// Scales, formats and diff budgets.
    public var output: OutputValue?

    static var noun: String { "a spec object" }

    public init(schema: String? = nil, comment: CommentValue? = nil, version: Int? = nil, kind: SpecKind? = nil, name: String? = nil, extends: ExtendsValue? = nil, tokens: JSONAny? = nil, serve: ServeValue? = nil, locale: String? = nil, size: SizeValue? = nil, canvas: CanvasValue? = nil, fonts: [FontFileValue]? = nil, text: TextValue? = nil, font: FontValue? = nil, fill: FillValue? = nil, stroke: StrokeValue? = nil, shadow: ShadowList? = nil, glow: GlowValue? = nil, innerShadow: ShadowValue? = nil, lines: Int? = nil, lineBreak: LineBreak? = nil, alignment: TextAlignment? = nil, verticalAlignment: VerticalAlignment? = nil, lineHeight: Double? = nil, letterSpacing: Double? = nil, minimumScale: Double? = nil, padding: InsetsValue? = nil, placeholder: TextValue? = nil, placeholderFill: FillValue? = nil, borderStyle: BorderStyle? = nil, background: FillValue? = nil, clearButton: ClearButtonMode? = nil, editingFill: ColorValue? = nil, states: [String: TextFieldSpec]? = nil, locales: [String: TextFieldSpec]? = nil, output: OutputValue? = nil) {
        self.schema = schema
        self.comment = comment
        self.version = version
        self.kind = kind
        self.name = name
        self.extends = extends
        self.tokens = tokens
        self.serve = serve
        self.locale = locale
        self.size = size
        self.canvas = canvas
        self.fonts = fonts
        self.text = text
        self.font = font
        self.fill = fill
        self.stroke = stroke
        self.shadow = shadow
        self.glow = glow
        self.innerShadow = innerShadow
        self.lines = lines
        self.lineBreak = lineBreak
        self.alignment = alignment
        self.verticalAlignment = verticalAlignment
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.minimumScale = minimumScale
        self.padding = padding
        self.placeholder = placeholder
        self.placeholderFill = placeholderFill
        self.borderStyle = borderStyle
        self.background = background
        self.clearButton = clearButton
        self.editingFill = editingFill
        self.stateEntries = OrderedObject(states, keepingOrderOf: nil)
        self.localeEntries = OrderedObject(locales, keepingOrderOf: nil)
        self.output = output
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema"
        case comment = "$comment"
        case version, kind, name, extends, tokens, serve, locale, size, canvas, fonts, text, font, fill, stroke, shadow, glow, innerShadow, lines, lineBreak, alignment, verticalAlignment, lineHeight, letterSpacing, minimumScale, padding, placeholder, placeholderFill, borderStyle, background, clearButton, editingFill, stateEntries = "states", localeEntries = "locales", output
    }

}
