import RenderSupport

/// A spec file of any kind, chosen by its `kind` key.
public enum SpecDocument: Codable, Sendable, Equatable, DocumentNoun {
    case label(LabelSpec)
    case textField(TextFieldSpec)
    case button(ButtonSpec)
    case view(ViewSpec)
    case bitmapFont(BitmapFontSpec)
    case atlas(AtlasSpec)

    static var noun: String { "a spec object" }

    /// Reads `kind` alone. Every other key is the kind's own document's to judge, so any name is a
    /// key here: the decoder then has no unknown key to look for, and skips the cast behind that
    /// search (a scan of every conformance in the binary, once a run).
    struct KindKey: CodingKey {
        static let kind = KindKey(stringValue: "kind")
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

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
        self = try kind.documentType.init(from: decoder).document
    }

    public func encode(to encoder: any Encoder) throws {
        try fileKeys.encode(to: encoder)
    }

    public var kind: SpecKind { type(of: fileKeys).kind }

    /// The document, whatever its kind, as the keys every kind shares: the one switch over the
    /// cases, so encoding, completing and naming a document need none of their own.
    package var fileKeys: any SpecFileDocument {
        switch self {
        case .label(let spec): spec
        case .textField(let spec): spec
        case .button(let spec): spec
        case .view(let spec): spec
        case .bitmapFont(let spec): spec
        case .atlas(let spec): spec
        }
    }
}

extension SpecKind {
    /// Every kind's Codable model: what decoding picks by `kind` and what the schema walks.
    package var documentType: any SpecFileDocument.Type {
        switch self {
        case .label: LabelSpec.self
        case .textField: TextFieldSpec.self
        case .button: ButtonSpec.self
        case .view: ViewSpec.self
        case .bitmapFont: BitmapFontSpec.self
        case .atlas: AtlasSpec.self
        }
    }
}

/// A kind's Codable model: its shared keys, its kind, and the document case that holds it.
package protocol SpecFileDocument: SpecFileKeys, Codable, Sendable {
    static var kind: SpecKind { get }
    var version: Int? { get set }
    var kind: SpecKind? { get set }
    var document: SpecDocument { get }
}

extension LabelSpec: SpecFileDocument {
    package static var kind: SpecKind { .label }
    package var document: SpecDocument { .label(self) }
}

extension TextFieldSpec: SpecFileDocument {
    package static var kind: SpecKind { .textField }
    package var document: SpecDocument { .textField(self) }
}

extension ButtonSpec: SpecFileDocument {
    package static var kind: SpecKind { .button }
    package var document: SpecDocument { .button(self) }
}

extension ViewSpec: SpecFileDocument {
    package static var kind: SpecKind { .view }
    package var document: SpecDocument { .view(self) }
}

extension BitmapFontSpec: SpecFileDocument {
    package static var kind: SpecKind { .bitmapFont }
    package var document: SpecDocument { .bitmapFont(self) }
}

extension AtlasSpec: SpecFileDocument {
    package static var kind: SpecKind { .atlas }
    package var document: SpecDocument { .atlas(self) }
}

/// The keys every spec file has, whatever its kind.
package protocol SpecFileKeys {
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
