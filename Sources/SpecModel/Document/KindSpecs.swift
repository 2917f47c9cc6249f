// The spec file, one Codable type per kind, mirroring the JSON key for key. The order of the
// properties is the canonical key order: `render-spec format` and the schema list keys in it.
// Every property is optional: a state, a locale or a file that `extends` a base may omit any key,
// and what a rendered image needs is checked when the spec is resolved.

/// A `label` spec file: styled text in a frame.
public struct LabelSpec: Codable, Sendable, Equatable, DocumentNoun, SpecFileKeys, TextKeys {
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
    /// State name → overrides; each renders one more image.
    public var states: OrderedObject<LabelSpec>?
    /// Locale tag → overrides; each renders into a `<tag>/` folder.
    public var locales: OrderedObject<LabelSpec>?
    /// Scales, formats and diff budgets.
    public var output: OutputValue?

    static var noun: String { "a spec object" }

    public init(schema: String? = nil, version: Int? = nil, kind: SpecKind? = nil, name: String? = nil, extends: ExtendsValue? = nil, tokens: JSONAny? = nil, locale: String? = nil, size: SizeValue? = nil, canvas: CanvasValue? = nil, fonts: [FontFileValue]? = nil, text: TextValue? = nil, font: FontValue? = nil, fill: FillValue? = nil, stroke: StrokeValue? = nil, shadow: ShadowList? = nil, glow: GlowValue? = nil, innerShadow: ShadowValue? = nil, lines: Int? = nil, lineBreak: LineBreak? = nil, alignment: TextAlignment? = nil, verticalAlignment: VerticalAlignment? = nil, lineHeight: Double? = nil, letterSpacing: Double? = nil, minimumScale: Double? = nil, padding: InsetsValue? = nil, states: OrderedObject<LabelSpec>? = nil, locales: OrderedObject<LabelSpec>? = nil, output: OutputValue? = nil) {
        self.schema = schema
        self.version = version
        self.kind = kind
        self.name = name
        self.extends = extends
        self.tokens = tokens
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
        self.states = states
        self.locales = locales
        self.output = output
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema"
        case version, kind, name, extends, tokens, locale, size, canvas, fonts, text, font, fill, stroke, shadow, glow, innerShadow, lines, lineBreak, alignment, verticalAlignment, lineHeight, letterSpacing, minimumScale, padding, states, locales, output
    }

}

/// A `textField` spec file: one line of label-styled text in a UIKit text field's border.
public struct TextFieldSpec: Codable, Sendable, Equatable, DocumentNoun, SpecFileKeys, TextKeys {
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
    /// State name → overrides; each renders one more image.
    public var states: OrderedObject<TextFieldSpec>?
    /// Locale tag → overrides; each renders into a `<tag>/` folder.
    public var locales: OrderedObject<TextFieldSpec>?
    /// Scales, formats and diff budgets.
    public var output: OutputValue?

    static var noun: String { "a spec object" }

    public init(schema: String? = nil, version: Int? = nil, kind: SpecKind? = nil, name: String? = nil, extends: ExtendsValue? = nil, tokens: JSONAny? = nil, locale: String? = nil, size: SizeValue? = nil, canvas: CanvasValue? = nil, fonts: [FontFileValue]? = nil, text: TextValue? = nil, font: FontValue? = nil, fill: FillValue? = nil, stroke: StrokeValue? = nil, shadow: ShadowList? = nil, glow: GlowValue? = nil, innerShadow: ShadowValue? = nil, lines: Int? = nil, lineBreak: LineBreak? = nil, alignment: TextAlignment? = nil, verticalAlignment: VerticalAlignment? = nil, lineHeight: Double? = nil, letterSpacing: Double? = nil, minimumScale: Double? = nil, padding: InsetsValue? = nil, placeholder: TextValue? = nil, placeholderFill: FillValue? = nil, borderStyle: BorderStyle? = nil, background: FillValue? = nil, clearButton: ClearButtonMode? = nil, editingFill: ColorValue? = nil, states: OrderedObject<TextFieldSpec>? = nil, locales: OrderedObject<TextFieldSpec>? = nil, output: OutputValue? = nil) {
        self.schema = schema
        self.version = version
        self.kind = kind
        self.name = name
        self.extends = extends
        self.tokens = tokens
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
        self.states = states
        self.locales = locales
        self.output = output
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema"
        case version, kind, name, extends, tokens, locale, size, canvas, fonts, text, font, fill, stroke, shadow, glow, innerShadow, lines, lineBreak, alignment, verticalAlignment, lineHeight, letterSpacing, minimumScale, padding, placeholder, placeholderFill, borderStyle, background, clearButton, editingFill, states, locales, output
    }

}

/// A `button` spec file: glossy chrome around an optional title.
public struct ButtonSpec: Codable, Sendable, Equatable, DocumentNoun, SpecFileKeys {
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
    /// BCP 47 language of the base text.
    public var locale: String?
    /// The element's size in points.
    public var size: SizeValue?
    /// The image's background and margin.
    public var canvas: CanvasValue?
    /// Font files this spec may use.
    public var fonts: [FontFileValue]?
    /// The body's fill; a blue gloss by default.
    public var background: FillValue?
    /// Of the outer rounded rect, in points.
    public var cornerRadius: Double?
    /// A line just inside the body.
    public var border: BorderValue?
    /// The recessed ring around the body.
    public var groove: GrooveValue?
    /// The rim outside the groove.
    public var edge: EdgeValue?
    /// The title, with the label keys.
    public var title: TextStyleValue?
    /// From the bounds to the title's box.
    public var contentInsets: InsetsValue?
    /// State name → overrides; each renders one more image.
    public var states: OrderedObject<ButtonSpec>?
    /// Locale tag → overrides; each renders into a `<tag>/` folder.
    public var locales: OrderedObject<ButtonSpec>?
    /// Scales, formats and diff budgets.
    public var output: OutputValue?

    static var noun: String { "a spec object" }

    public init(schema: String? = nil, version: Int? = nil, kind: SpecKind? = nil, name: String? = nil, extends: ExtendsValue? = nil, tokens: JSONAny? = nil, locale: String? = nil, size: SizeValue? = nil, canvas: CanvasValue? = nil, fonts: [FontFileValue]? = nil, background: FillValue? = nil, cornerRadius: Double? = nil, border: BorderValue? = nil, groove: GrooveValue? = nil, edge: EdgeValue? = nil, title: TextStyleValue? = nil, contentInsets: InsetsValue? = nil, states: OrderedObject<ButtonSpec>? = nil, locales: OrderedObject<ButtonSpec>? = nil, output: OutputValue? = nil) {
        self.schema = schema
        self.version = version
        self.kind = kind
        self.name = name
        self.extends = extends
        self.tokens = tokens
        self.locale = locale
        self.size = size
        self.canvas = canvas
        self.fonts = fonts
        self.background = background
        self.cornerRadius = cornerRadius
        self.border = border
        self.groove = groove
        self.edge = edge
        self.title = title
        self.contentInsets = contentInsets
        self.states = states
        self.locales = locales
        self.output = output
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema"
        case version, kind, name, extends, tokens, locale, size, canvas, fonts, background, cornerRadius, border, groove, edge, title, contentInsets, states, locales, output
    }

}

/// A `view` spec file: a filled rounded rect with a border and shadows.
public struct ViewSpec: Codable, Sendable, Equatable, DocumentNoun, SpecFileKeys {
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
    /// BCP 47 language of the base text.
    public var locale: String?
    /// The element's size in points.
    public var size: SizeValue?
    /// The image's background and margin.
    public var canvas: CanvasValue?
    /// Font files this spec may use.
    public var fonts: [FontFileValue]?
    /// The view's fill.
    public var background: FillValue?
    /// In points.
    public var cornerRadius: Double?
    /// A line just inside the view.
    public var border: BorderValue?
    /// Drop shadows, drawn in order.
    public var shadow: ShadowList?
    /// A shadow inside the view.
    public var innerShadow: ShadowValue?
    /// State name → overrides; each renders one more image.
    public var states: OrderedObject<ViewSpec>?
    /// Locale tag → overrides; each renders into a `<tag>/` folder.
    public var locales: OrderedObject<ViewSpec>?
    /// Scales, formats and diff budgets.
    public var output: OutputValue?

    static var noun: String { "a spec object" }

    public init(schema: String? = nil, version: Int? = nil, kind: SpecKind? = nil, name: String? = nil, extends: ExtendsValue? = nil, tokens: JSONAny? = nil, locale: String? = nil, size: SizeValue? = nil, canvas: CanvasValue? = nil, fonts: [FontFileValue]? = nil, background: FillValue? = nil, cornerRadius: Double? = nil, border: BorderValue? = nil, shadow: ShadowList? = nil, innerShadow: ShadowValue? = nil, states: OrderedObject<ViewSpec>? = nil, locales: OrderedObject<ViewSpec>? = nil, output: OutputValue? = nil) {
        self.schema = schema
        self.version = version
        self.kind = kind
        self.name = name
        self.extends = extends
        self.tokens = tokens
        self.locale = locale
        self.size = size
        self.canvas = canvas
        self.fonts = fonts
        self.background = background
        self.cornerRadius = cornerRadius
        self.border = border
        self.shadow = shadow
        self.innerShadow = innerShadow
        self.states = states
        self.locales = locales
        self.output = output
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema"
        case version, kind, name, extends, tokens, locale, size, canvas, fonts, background, cornerRadius, border, shadow, innerShadow, states, locales, output
    }

}

/// A button's `title`: the label keys as an object.
public struct TextStyleValue: Codable, Sendable, Equatable, DocumentNoun, TextKeys {
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

    static var noun: String { "a title object (the label keys)" }

    public init(text: TextValue? = nil, font: FontValue? = nil, fill: FillValue? = nil, stroke: StrokeValue? = nil, shadow: ShadowList? = nil, glow: GlowValue? = nil, innerShadow: ShadowValue? = nil, lines: Int? = nil, lineBreak: LineBreak? = nil, alignment: TextAlignment? = nil, verticalAlignment: VerticalAlignment? = nil, lineHeight: Double? = nil, letterSpacing: Double? = nil, minimumScale: Double? = nil, padding: InsetsValue? = nil) {
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
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case text, font, fill, stroke, shadow, glow, innerShadow, lines, lineBreak, alignment, verticalAlignment, lineHeight, letterSpacing, minimumScale, padding
    }

}
