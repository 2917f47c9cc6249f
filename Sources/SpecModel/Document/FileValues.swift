/// `size`: points; a label may omit `height` and then fits its text.
public struct SizeValue: Codable, Sendable, Equatable, DocumentNoun {
    public var width: Double?
    public var height: Double?
    static var noun: String { "{\"width\", \"height\"}" }
    public init(width: Double? = nil, height: Double? = nil) { self.width = width; self.height = height }
    enum CodingKeys: String, CodingKey, CaseIterable { case width, height }
}

/// `canvas`: the image's background and the margin around the element.
public struct CanvasValue: Codable, Sendable, Equatable, DocumentNoun {
    public var background: ColorValue?
    public var margin: MarginValue?
    static var noun: String { "{\"background\", \"margin\"}" }
    public init(background: ColorValue? = nil, margin: MarginValue? = nil) { self.background = background; self.margin = margin }
    enum CodingKeys: String, CodingKey, CaseIterable { case background, margin }
}

/// Points, or `"auto"`: room for every effect's reach.
public enum MarginValue: Codable, Sendable, Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case points(Double)
    case auto

    public init(floatLiteral value: Double) { self = .points(value) }
    public init(integerLiteral value: Int) { self = .points(Double(value)) }

    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let points = try? single.decode(Double.self) {
            self = .points(points)
        } else if let text = try? single.decode(String.self), text == "auto" {
            self = .auto
        } else if let text = try? single.decode(String.self) {
            throw decoder.refuse("expected a number of at least 0 or \"auto\", got `\(text)`")
        } else {
            _ = try single.decode(Double.self)  // a too-large number reports itself
            throw decoder.refuse("expected a number of at least 0 or \"auto\", got \(decoder.valueTypeName())")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .points(let points): try points.encode(to: encoder)
        case .auto: try "auto".encode(to: encoder)
        }
    }
}

/// One entry of `fonts`: a font file relative to the spec, optionally registered under another family.
public struct FontFileValue: Codable, Sendable, Equatable, DocumentNoun {
    public var file: String?
    public var family: String?
    static var noun: String { "{\"file\", \"family\"}" }
    public init(file: String? = nil, family: String? = nil) { self.file = file; self.family = family }
    enum CodingKeys: String, CodingKey, CaseIterable { case file, family }
}

/// `output`: scales, formats and the spec's own diff budgets for `check`.
public struct OutputValue: Codable, Sendable, Equatable, DocumentNoun {
    public var scales: [Double]?
    public var formats: [OutputFormat]?
    public var threshold: Double?
    public var maxDiffPixels: Int?
    public var maxDiffRatio: Double?
    static var noun: String { "an output object" }
    public init(scales: [Double]? = nil, formats: [OutputFormat]? = nil, threshold: Double? = nil,
                maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.scales = scales; self.formats = formats; self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels; self.maxDiffRatio = maxDiffRatio
    }
    enum CodingKeys: String, CodingKey, CaseIterable { case scales, formats, threshold, maxDiffPixels, maxDiffRatio }
}

/// `extends`: one base path or a list of them, relative to the spec.
public enum ExtendsValue: Codable, Sendable, Equatable, ExpressibleByStringLiteral {
    case one(String)
    case many([String])

    public init(stringLiteral value: String) { self = .one(value) }

    public init(from decoder: any Decoder) throws {
        if let path = try? decoder.singleValueContainer().decode(String.self) {
            self = .one(path)
        } else {
            self = .many(try [String](from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .one(let path): try path.encode(to: encoder)
        case .many(let paths): try paths.encode(to: encoder)
        }
    }
}

/// `$comment`: a note for people reading the file, one string or a list of lines; JSON has no
/// comments, so the starters `render-spec init` writes explain their keys here. Ignored when rendering.
public enum CommentValue: Codable, Sendable, Equatable, ExpressibleByStringLiteral {
    case text(String)
    case lines([String])

    public init(stringLiteral value: String) { self = .text(value) }

    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .text(text)
        } else {
            self = .lines(try [String](from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let text): try text.encode(to: encoder)
        case .lines(let lines): try lines.encode(to: encoder)
        }
    }
}
