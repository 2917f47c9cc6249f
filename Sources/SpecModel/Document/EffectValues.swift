/// `{"color", "offset": [dx, dy], "blur", "spread"}`: a drop shadow, and the form of `innerShadow`.
public struct ShadowValue: Codable, Sendable, Equatable, DocumentNoun {
    public var color: ColorValue?
    /// `[dx, dy]` in points, +y down.
    public var offset: [Double]?
    /// CSS's blur radius in points; the Gaussian it draws is docs/math.md#shadow-blur's (SpecScene's `ShadowLayer`).
    public var blur: Double?
    public var spread: Double?

    static var noun: String { "a shadow object" }

    public init(color: ColorValue? = nil, offset: [Double]? = nil, blur: Double? = nil, spread: Double? = nil) {
        self.color = color; self.offset = offset; self.blur = blur; self.spread = spread
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case color, offset, blur, spread }
}

/// `shadow`: one shadow object or a list of them, drawn in list order.
public enum ShadowList: Codable, Sendable, Equatable, DocumentNoun {
    case one(ShadowValue)
    case many([ShadowValue])

    static var noun: String { "a shadow object or a list of them" }

    public init(from decoder: any Decoder) throws {
        if let items = try? decoder.unkeyedContainer(), items.count != nil {
            self = .many(try [ShadowValue](from: decoder))
        } else if decoder.objectKeys() != nil {
            self = .one(try ShadowValue(from: decoder))
        } else {
            throw decoder.refuse("expected \(Self.noun), got \(decoder.valueTypeName())")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .one(let shadow): try shadow.encode(to: encoder)
        case .many(let shadows): try shadows.encode(to: encoder)
        }
    }

    public var shadows: [ShadowValue] {
        switch self {
        case .one(let shadow): [shadow]
        case .many(let shadows): shadows
        }
    }
}

/// `{"color", "blur", "spread"}`: a shadow with no offset; the colour is required.
public struct GlowValue: Codable, Sendable, Equatable, DocumentNoun {
    public var color: ColorValue?
    public var blur: Double?
    public var spread: Double?

    static var noun: String { "a glow object" }

    public init(color: ColorValue? = nil, blur: Double? = nil, spread: Double? = nil) {
        self.color = color; self.blur = blur; self.spread = spread
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case color, blur, spread }
}

/// `{"fill": Fill}` or `{"color": Color}`, `"width"` (> 0, default 1), `"position"` (default outside).
public struct StrokeValue: Codable, Sendable, Equatable, DocumentNoun {
    public var color: ColorValue?
    public var fill: FillValue?
    public var width: Double?
    public var position: StrokePosition?

    static var noun: String { "a stroke object" }

    public init(color: ColorValue? = nil, fill: FillValue? = nil, width: Double? = nil, position: StrokePosition? = nil) {
        self.color = color; self.fill = fill; self.width = width; self.position = position
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case color, fill, width, position }
}

/// Padding or insets: one number for all four sides, or `{"top", "left", "bottom", "right"}`.
public enum InsetsValue: Codable, Sendable, Equatable, DocumentNoun, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case all(Double)
    case sides(SidesValue)

    static var noun: String { "a number or {\"top\", \"left\", \"bottom\", \"right\"}" }

    public init(floatLiteral value: Double) { self = .all(value) }
    public init(integerLiteral value: Int) { self = .all(Double(value)) }

    public init(from decoder: any Decoder) throws {
        if decoder.valueTypeName() == "a number" {
            self = .all(try decoder.singleValueContainer().decode(Double.self))
        } else {
            self = .sides(try SidesValue(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .all(let value): try value.encode(to: encoder)
        case .sides(let sides): try sides.encode(to: encoder)
        }
    }
}

public struct SidesValue: Codable, Sendable, Equatable, DocumentNoun {
    public var top: Double?
    public var left: Double?
    public var bottom: Double?
    public var right: Double?

    static var noun: String { InsetsValue.noun }

    public init(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case top, left, bottom, right }
}
