import RenderSupport

/// A Fill as written: a Color, `{"gradient": Gradient}` or `{"gloss": Gloss}`.
public enum FillValue: Codable, Sendable, Equatable, DocumentNoun {
    case color(ColorValue)
    case gradient(GradientValue)
    case gloss(GlossValue)

    static var noun: String { "a fill (a colour, {\"gradient\": …} or {\"gloss\": …})" }
    static let formKeys = ["gradient", "gloss"]

    enum GradientKey: String, CodingKey, CaseIterable { case gradient }
    enum GlossKey: String, CodingKey, CaseIterable { case gloss }

    public init(from decoder: any Decoder) throws {
        guard let keys = decoder.objectKeys() else {
            self = .color(try ColorValue(from: decoder))
            return
        }
        if keys.contains("gradient") {
            let container = try decoder.container(keyedBy: GradientKey.self)
            // A list of colours is the commonest slip (CSS's `linear-gradient(#fff, #000)`): say
            // where the colours go, at the list, rather than that the fill is not a fill.
            let value = try container.superDecoder(forKey: .gradient)
            if value.valueTypeName() == "an array" {
                throw value.refuse("expected a gradient object, got an array: a gradient's colours are its `stops`, "
                                   + "as in {\"gradient\": {\"stops\": [\"#FFFFFF\", \"#000000\"]}}")
            }
            self = .gradient(try container.decode(GradientValue.self, forKey: .gradient))
        } else if keys.contains("gloss") {
            let container = try decoder.container(keyedBy: GlossKey.self)
            self = .gloss(try container.decode(GlossValue.self, forKey: .gloss))
        } else if keys.contains(where: ColorComponents.CodingKeys.allNames.contains) {
            self = .color(try ColorValue(from: decoder))
        } else {
            let known = Self.formKeys + ColorComponents.CodingKeys.allNames
            decoder.reportUnknownKeys(known: known)
            if keys.allSatisfy({ Suggestion.closest(to: $0, among: known) == nil }) {
                throw decoder.refuse("expected a fill: a colour, {\"gradient\": …} or {\"gloss\": …}")
            }
            throw TreeAlreadyReported()
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .color(let color): try color.encode(to: encoder)
        case .gradient(let gradient):
            var container = encoder.container(keyedBy: GradientKey.self)
            try container.encode(gradient, forKey: .gradient)
        case .gloss(let gloss):
            var container = encoder.container(keyedBy: GlossKey.self)
            try container.encode(gloss, forKey: .gloss)
        }
    }
}

extension CaseIterable where Self: CodingKey {
    static var allNames: [String] { allCases.map(\.stringValue) }
}

/// `{"stops", "type", "angle", "span", "dither"}`: stops are colours or `{"color", "at"}`.
public struct GradientValue: Codable, Sendable, Equatable, DocumentNoun {
    public var type: GradientType?
    /// Degrees, CSS convention: 180 (the default) runs top to bottom.
    public var angle: Double?
    public var span: GradientSpan?
    public var stops: [GradientStopValue]?
    /// Ordered dithering of the PNG pixels (docs/math.md#gradient-dither); when absent, on where the
    /// gradient's colour steps would be wider than 4 device pixels.
    public var dither: Bool?

    static var noun: String { "a gradient object" }

    public init(stops: [GradientStopValue]? = nil, type: GradientType? = nil, angle: Double? = nil, span: GradientSpan? = nil,
                dither: Bool? = nil) {
        self.stops = stops; self.type = type; self.angle = angle; self.span = span; self.dither = dither
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case type, angle, span, stops, dither }
}

/// A bare colour (placed evenly, as in CSS) or `{"color", "at"}`.
public enum GradientStopValue: Codable, Sendable, Equatable, ExpressibleByStringLiteral {
    case color(ColorValue)
    case positioned(PositionedStop)

    public init(stringLiteral value: String) { self = .color(.string(value)) }

    public init(from decoder: any Decoder) throws {
        if decoder.objectKeys()?.contains("color") == true {
            self = .positioned(try PositionedStop(from: decoder))
        } else {
            self = .color(try ColorValue(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .color(let color): try color.encode(to: encoder)
        case .positioned(let stop): try stop.encode(to: encoder)
        }
    }
}

public struct PositionedStop: Codable, Sendable, Equatable {
    public var color: ColorValue?
    /// 0…1 along the gradient, not decreasing.
    public var at: Double?
    public init(color: ColorValue, at: Double? = nil) { self.color = color; self.at = at }
    enum CodingKeys: String, CodingKey, CaseIterable { case color, at }
}

/// A gloss: just its base colour, or the colour with the caustic and reflection parameters.
public enum GlossValue: Codable, Sendable, Equatable, DocumentNoun {
    case color(ColorValue)
    case parameters(GlossParameters)

    static var noun: String { "a gloss object" }

    public init(from decoder: any Decoder) throws {
        // A colour object is one with a component key and no gloss key, so `{"white": 1, "exponent": 2}`
        // is read as a gloss, and `white` reported there.
        if let keys = decoder.objectKeys(), !keys.contains(where: GlossParameters.CodingKeys.allNames.contains)
            && keys.contains(where: ColorComponents.CodingKeys.allNames.contains) {
            self = .color(try ColorValue(from: decoder))
        } else if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .color(.string(text))
        } else {
            self = .parameters(try GlossParameters(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .color(let color): try color.encode(to: encoder)
        case .parameters(let parameters): try parameters.encode(to: encoder)
        }
    }
}

/// The gloss (docs/math.md#gloss-and-caustic): base colour, caustic (derived when absent),
/// reflection band.
public struct GlossParameters: Codable, Sendable, Equatable, DocumentNoun {
    public var color: ColorValue?
    public var caustic: ColorValue?
    public var reflection: ReflectionValue?
    public var exponent: Double?
    public var causticFraction: Double?

    static var noun: String { "a gloss object" }

    public init(color: ColorValue? = nil, caustic: ColorValue? = nil, reflection: ReflectionValue? = nil,
                exponent: Double? = nil, causticFraction: Double? = nil) {
        self.color = color; self.caustic = caustic; self.reflection = reflection
        self.exponent = exponent; self.causticFraction = causticFraction
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case color, caustic, reflection, exponent, causticFraction }
}

public struct ReflectionValue: Codable, Sendable, Equatable, DocumentNoun {
    public var top: Double?
    public var bottom: Double?
    static var noun: String { "{\"top\", \"bottom\"}" }
    public init(top: Double? = nil, bottom: Double? = nil) { self.top = top; self.bottom = bottom }
    enum CodingKeys: String, CodingKey, CaseIterable { case top, bottom }
}
