/// `border`: a line just inside the rounded rect (as CALayer's border).
public struct BorderValue: Codable, Sendable, Equatable, DocumentNoun {
    public var color: ColorValue?
    public var width: Double?
    static var noun: String { "a border object {\"color\", \"width\"}" }
    public init(color: ColorValue? = nil, width: Double? = nil) { self.color = color; self.width = width }
    enum CodingKeys: String, CodingKey, CaseIterable { case color, width }
}

/// `groove`: the recessed ring around a button body, a per-row ramp
/// (docs/math.md#groove-and-edge-ramps).
public struct GrooveValue: Codable, Sendable, Equatable, DocumentNoun {
    public var width: Double?
    public var from: ColorValue?
    public var to: ColorValue?
    public var exponent: Double?
    static var noun: String { "a groove object" }
    public init(width: Double? = nil, from: ColorValue? = nil, to: ColorValue? = nil, exponent: Double? = nil) {
        self.width = width; self.from = from; self.to = to; self.exponent = exponent
    }
    enum CodingKeys: String, CodingKey, CaseIterable { case width, from, to, exponent }
}

/// `edge`: the outermost rim outside the groove, the same four keys.
public struct EdgeValue: Codable, Sendable, Equatable, DocumentNoun {
    public var width: Double?
    public var from: ColorValue?
    public var to: ColorValue?
    public var exponent: Double?
    static var noun: String { "an edge object" }
    public init(width: Double? = nil, from: ColorValue? = nil, to: ColorValue? = nil, exponent: Double? = nil) {
        self.width = width; self.from = from; self.to = to; self.exponent = exponent
    }
    enum CodingKeys: String, CodingKey, CaseIterable { case width, from, to, exponent }
}
