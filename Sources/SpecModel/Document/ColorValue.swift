/// A colour as a spec writes it: a string (`"#FFD23F"`, `"rgba(0, 0, 0, 0.5)"`, a CSS name, or a
/// `"$token"`) or components in grey, RGB or HSB space, each 0–1. Kept as written, so it encodes
/// back to the same form; converted to RGBA when the spec is resolved.
public enum ColorValue: Codable, Sendable, Equatable, ExpressibleByStringLiteral, DocumentNoun {
    case string(String)
    case components(ColorComponents)

    static var noun: String { "a colour" }

    public init(stringLiteral value: String) { self = .string(value) }

    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .string(text)
        } else {
            self = .components(try ColorComponents(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let text): try text.encode(to: encoder)
        case .components(let components): try components.encode(to: encoder)
        }
    }
}

/// `{"red", "green", "blue"}`, `{"white"}` or `{"hue", "saturation", "brightness"}`, with `alpha`.
/// The keys present choose the space (a key of another space is then an error).
public struct ColorComponents: Codable, Sendable, Equatable, DocumentNoun {
    public var red: Double?
    public var green: Double?
    public var blue: Double?
    public var white: Double?
    public var hue: Double?
    public var saturation: Double?
    public var brightness: Double?
    public var alpha: Double?

    static var noun: String { "a colour" }

    public init(red: Double? = nil, green: Double? = nil, blue: Double? = nil, white: Double? = nil, hue: Double? = nil,
                saturation: Double? = nil, brightness: Double? = nil, alpha: Double? = nil) {
        self.red = red; self.green = green; self.blue = blue; self.white = white; self.hue = hue
        self.saturation = saturation; self.brightness = brightness; self.alpha = alpha
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case red, green, blue, white, hue, saturation, brightness, alpha
    }
}
