// One kind of spec file as a Codable document; LabelSpec.swift says the rules every kind follows.

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
