/// A spec file of any kind, chosen by its `kind` key.
public enum SpecDocument: Codable, Sendable, Equatable, DocumentNoun {
    case label(LabelSpec)
    case textField(TextFieldSpec)
    case button(ButtonSpec)
    case view(ViewSpec)
    case bitmapFont(BitmapFontSpec)
    case atlas(AtlasSpec)

    static var noun: String { "a spec object" }

    enum KindKey: String, CodingKey { case kind }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: KindKey.self)
        guard container.contains(.kind) else {
            throw DecodingError.keyNotFound(KindKey.kind, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "missing required key `kind`"))
        }
        let name = try container.nestedDecoder(forKey: .kind).singleValueContainer().decode(String.self)
        guard let kind = SpecKind(rawValue: name) else {
            let kinds = SpecKind.allCases.map(\.rawValue)
            throw try container.nestedDecoder(forKey: .kind).refuse(
                "unknown kind `\(name)`; expected one of " + kinds.map { "`\($0)`" }.joined(separator: ", ")
                + Suggestion.didYouMean(name, among: kinds))
        }
        switch kind {
        case .label: self = .label(try LabelSpec(from: decoder))
        case .textField: self = .textField(try TextFieldSpec(from: decoder))
        case .button: self = .button(try ButtonSpec(from: decoder))
        case .view: self = .view(try ViewSpec(from: decoder))
        case .bitmapFont: self = .bitmapFont(try BitmapFontSpec(from: decoder))
        case .atlas: self = .atlas(try AtlasSpec(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .label(let spec): try spec.encode(to: encoder)
        case .textField(let spec): try spec.encode(to: encoder)
        case .button(let spec): try spec.encode(to: encoder)
        case .view(let spec): try spec.encode(to: encoder)
        case .bitmapFont(let spec): try spec.encode(to: encoder)
        case .atlas(let spec): try spec.encode(to: encoder)
        }
    }

    public var kind: SpecKind {
        switch self {
        case .label: .label
        case .textField: .textField
        case .button: .button
        case .view: .view
        case .bitmapFont: .bitmapFont
        case .atlas: .atlas
        }
    }
}

/// The keys every spec file has, whatever its kind.
protocol SpecFileKeys {
    var version: Int? { get }
    var kind: SpecKind? { get }
    var name: String? { get }
    var locale: String? { get }
    var size: SizeValue? { get }
    var canvas: CanvasValue? { get }
    var fonts: [FontFileValue]? { get }
    var output: OutputValue? { get }
}

/// The label keys, which a text field and a button's title share.
protocol TextKeys {
    var text: TextValue? { get }
    var font: FontValue? { get }
    var fill: FillValue? { get }
    var stroke: StrokeValue? { get }
    var shadow: ShadowList? { get }
    var glow: GlowValue? { get }
    var innerShadow: ShadowValue? { get }
    var lines: Int? { get }
    var lineBreak: LineBreak? { get }
    var alignment: TextAlignment? { get }
    var verticalAlignment: VerticalAlignment? { get }
    var lineHeight: Double? { get }
    var letterSpacing: Double? { get }
    var minimumScale: Double? { get }
    var padding: InsetsValue? { get }
}

extension KeyedDecodingContainer {
    /// The decoder of one member, to decode it by hand.
    func nestedDecoder(forKey key: Key) throws -> any Decoder { try superDecoder(forKey: key) }
}
