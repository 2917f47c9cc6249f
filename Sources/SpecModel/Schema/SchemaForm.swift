/// The JSON forms of a model type with a hand-written `init(from:)` (a colour is a string or an
/// object of components; padding a number or sides), which `SchemaDecoder` cannot discover: each
/// such type lists them here, next to the others, and the walk follows the types they name.
protocol SchemaProviding {
    static var schemaForms: [SchemaForm] { get }
}

/// One JSON form a value may take.
enum SchemaForm {
    /// Another model type, walked or declared in turn.
    case type(any Decodable.Type)
    /// Any string; the note says which strings the tool reads.
    case string(String)
    /// One of these strings.
    case names([String])
    /// A number in a range.
    case number(NumberBounds)
    /// A whole number in a range.
    case integer(NumberBounds)
    /// `{"key": T}`: an object of that one key.
    case wrapper(key: String, any Decodable.Type)
    /// `[T]`.
    case array(any Decodable.Type)
    /// Any JSON value.
    case anything
}

/// The range the resolver enforces on a number (`SpecResolver.number`'s rules and `SpecLimits`).
package struct NumberBounds: Equatable, Sendable {
    package var minimum: Double?
    package var exclusiveMinimum: Double?
    package var maximum: Double?

    package static let any = NumberBounds()
    package static func atLeast(_ low: Double, max: Double? = nil) -> NumberBounds { NumberBounds(minimum: low, maximum: max) }
    package static func above(_ low: Double, max: Double? = nil) -> NumberBounds { NumberBounds(exclusiveMinimum: low, maximum: max) }
    package static func between(_ low: Double, _ high: Double) -> NumberBounds { NumberBounds(minimum: low, maximum: high) }
    /// Either way: ±`limit`.
    package static func within(_ limit: Double) -> NumberBounds { NumberBounds(minimum: -limit, maximum: limit) }
}

// The shorthand types, each as its `init(from:)` reads it.

extension ColorValue: SchemaProviding {
    static var schemaForms: [SchemaForm] {
        [.string("`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`, `rgba(r, g, b, a)`, a CSS colour name, `clear` or `transparent`"),
         .type(ColorComponents.self)]
    }
}

extension FillValue: SchemaProviding {
    static var schemaForms: [SchemaForm] {
        [.type(ColorValue.self), .wrapper(key: "gradient", GradientValue.self), .wrapper(key: "gloss", GlossValue.self)]
    }
}

extension GradientStopValue: SchemaProviding {
    static var schemaForms: [SchemaForm] { [.type(ColorValue.self), .type(PositionedStop.self)] }
}

extension GlossValue: SchemaProviding {
    static var schemaForms: [SchemaForm] { [.type(ColorValue.self), .type(GlossParameters.self)] }
}

extension ShadowList: SchemaProviding {
    static var schemaForms: [SchemaForm] { [.type(ShadowValue.self), .array(ShadowValue.self)] }
}

extension InsetsValue: SchemaProviding {
    static var schemaForms: [SchemaForm] { [.number(.atLeast(0, max: SpecLimits.maxLength)), .type(SidesValue.self)] }
}

extension MarginValue: SchemaProviding {
    static var schemaForms: [SchemaForm] { [.number(.atLeast(0, max: SpecLimits.maxLength)), .names(["auto"])] }
}

extension FontWeightValue: SchemaProviding {
    static var schemaForms: [SchemaForm] {
        [.names(FontWeight.allCases.map(\.rawValue)), .integer(.between(100, 900))]
    }
}

extension GlyphRefValue: SchemaProviding {
    static var schemaForms: [SchemaForm] { [.string("a glyph name"), .integer(.atLeast(0))] }
}

extension ExtendsValue: SchemaProviding {
    static var schemaForms: [SchemaForm] { [.string("a base spec's path"), .array(String.self)] }
}

extension CommentValue: SchemaProviding {
    static var schemaForms: [SchemaForm] { [.string("a note"), .array(String.self)] }
}

extension CharactersValue: SchemaProviding {
    static var schemaForms: [SchemaForm] { [.type(CharacterItem.self), .array(CharacterItem.self)] }
}

extension CharacterItem: SchemaProviding {
    static var schemaForms: [SchemaForm] {
        [.string("a named set (" + NamedCharacterSet.names.map { "`\($0)`" }.joined(separator: ", ")
                 + "), a range (`U+4E00-U+9FFF`, `0x20-0x7E`), or the characters themselves"),
         .type(CharacterSourceValue.self)]
    }
}

extension MaxSizeValue: SchemaProviding {
    static var schemaForms: [SchemaForm] {
        [.integer(.between(16, Double(SpecLimits.maxImageSide))), .type(OrderedObject<Int>.self), .array(Int.self)]
    }
}

extension JSONAny: SchemaProviding {
    static var schemaForms: [SchemaForm] { [.anything] }
}

extension TextValue: SchemaProviding {
    static var schemaForms: [SchemaForm] { [.string("the text itself"), .type(CatalogText.self)] }
}

extension PluralValue: SchemaProviding {
    static var schemaForms: [SchemaForm] { [.type(PluralForm.self), .type(PluralQuantity.self)] }
}

extension ArgumentReference: SchemaProviding {
    static var schemaForms: [SchemaForm] {
        [.string("the argument's name, when `arguments` is an object"), .integer(.atLeast(1))]
    }
}
