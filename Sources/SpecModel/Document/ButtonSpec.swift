// One kind of spec file as a Codable document; LabelSpec.swift says the rules every kind follows.

/// A `button` spec file: glossy chrome around an optional title.
public struct ButtonSpec: Codable, Sendable, Equatable, DocumentNoun, SpecFileKeys {
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
    /// The whole button's opacity, 0–1, composited as one layer; 0.5 in the `disabled` state unless
    /// that state sets `opacity` or `background`.
    public var opacity: Double?
    /// Parts drawn at full opacity whatever `opacity` says.
    public var unfaded: [ButtonPart]?
    /// State name → overrides; each renders one more image. Read from a file, the states keep
    /// the file's order; set from a dictionary (which has none), new states are taken in name order.
    public var states: [String: ButtonSpec]? {
        get { stateEntries?.dictionary }
        set { stateEntries = OrderedObject(newValue, keepingOrderOf: stateEntries) }
    }
    /// Locale tag → overrides; each renders into a `<tag>/` folder. Ordered as `states`.
    public var locales: [String: ButtonSpec]? {
        get { localeEntries?.dictionary }
        set { localeEntries = OrderedObject(newValue, keepingOrderOf: localeEntries) }
    }
    /// `states` in the order they render (the file's, or by name for those set in code).
    package var stateEntries: OrderedObject<ButtonSpec>?
    /// `locales` in the order they render.
    package var localeEntries: OrderedObject<ButtonSpec>?
    /// Scales, formats and diff budgets.
    public var output: OutputValue?

    static var noun: String { "a spec object" }

    public init(schema: String? = nil, comment: CommentValue? = nil, version: Int? = nil, kind: SpecKind? = nil, name: String? = nil, extends: ExtendsValue? = nil, tokens: JSONAny? = nil, serve: ServeValue? = nil, locale: String? = nil, size: SizeValue? = nil, canvas: CanvasValue? = nil, fonts: [FontFileValue]? = nil, background: FillValue? = nil, cornerRadius: Double? = nil, border: BorderValue? = nil, groove: GrooveValue? = nil, edge: EdgeValue? = nil, title: TextStyleValue? = nil, contentInsets: InsetsValue? = nil, opacity: Double? = nil, unfaded: [ButtonPart]? = nil, states: [String: ButtonSpec]? = nil, locales: [String: ButtonSpec]? = nil, output: OutputValue? = nil) {
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
        self.background = background
        self.cornerRadius = cornerRadius
        self.border = border
        self.groove = groove
        self.edge = edge
        self.title = title
        self.contentInsets = contentInsets
        self.opacity = opacity
        self.unfaded = unfaded
        self.stateEntries = OrderedObject(states, keepingOrderOf: nil)
        self.localeEntries = OrderedObject(locales, keepingOrderOf: nil)
        self.output = output
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema"
        case comment = "$comment"
        case version, kind, name, extends, tokens, serve, locale, size, canvas, fonts, background, cornerRadius, border, groove, edge, title, contentInsets, opacity, unfaded, stateEntries = "states", localeEntries = "locales", output
    }

}
