/// The spec format as the models define it: every type a spec file can hold, found by walking the
/// four kinds' Codable models (`SchemaDecoder` for structs, `SpecVocabulary` for names,
/// `SchemaProviding` for the shorthand types). The JSON Schema and docs/reference.md are both
/// written from this one walk.
package struct SchemaModel {
    /// A type's JSON shape, as a key's value or an item names it.
    package indirect enum Shape: Equatable {
        case integer, number, string, boolean
        /// A `$defs` entry, by type name.
        case reference(String)
        case array(Shape)
        /// An object of the user's own keys (states, locales, font axes, glyphs).
        case map(Shape)
    }

    /// One form of a shorthand type, with the types it names resolved to shapes.
    package enum Form: Equatable {
        case shape(Shape)
        case string(String)
        case names([String])
        case number(NumberBounds)
        case integer(NumberBounds)
        case wrapper(key: String, Shape)
        case anything
    }

    package enum Body: Equatable {
        /// A struct: its keys in the order the model reads them.
        case object([(key: String, shape: Shape)])
        /// A `SpecVocabulary`: its names.
        case names([String])
        /// A shorthand type: any of these forms.
        case forms([Form])

        package static func == (a: Body, b: Body) -> Bool {
            switch (a, b) {
            case (.object(let x), .object(let y)): x.map(\.key) == y.map(\.key) && x.map(\.shape) == y.map(\.shape)
            case (.names(let x), .names(let y)): x == y
            case (.forms(let x), .forms(let y)): x == y
            default: false
            }
        }
    }

    package struct Definition: Equatable {
        package var name: String
        package var body: Body
    }

    /// The kinds in `SpecKind` order, each with its model: `SpecDocument` picks one by `kind`.
    package static var kinds: [(kind: SpecKind, type: any Decodable.Type)] {
        SpecKind.allCases.map { ($0, $0.documentType) }
    }

    /// Every type reachable from the kinds: the kinds first, then the others in the order the walk meets them.
    package let definitions: [Definition]

    package init() {
        var walk = SchemaWalk()
        for (_, type) in Self.kinds { _ = walk.shape(of: type) }
        let kindNames = Self.kinds.map { SchemaNames.name(of: $0.type) }
        definitions = kindNames.compactMap { name in walk.definitions.first { $0.name == name } }
            + walk.definitions.filter { !kindNames.contains($0.name) }
    }

    /// Whether `name` is one of the four kinds' models.
    package static func isKind(_ name: String) -> Bool { kinds.contains { SchemaNames.name(of: $0.type) == name } }

    package func definition(_ name: String) -> Definition? { definitions.first { $0.name == name } }

    /// Every `Type.key` the models have.
    package var keyPaths: [String] {
        definitions.flatMap { definition -> [String] in
            guard case .object(let fields) = definition.body else { return [] }
            return fields.map { "\(definition.name).\($0.key)" }
        }
    }
}

/// One walk: types defined so far, so that each is walked once (states hold their own kind).
private struct SchemaWalk {
    var definitions: [SchemaModel.Definition] = []

    mutating func shape(of type: Any.Type) -> SchemaModel.Shape {
        switch type {
        case is Int.Type: return .integer
        case is Double.Type: return .number
        case is String.Type: return .string
        case is Bool.Type: return .boolean
        default: break
        }
        if let array = type as? any SchemaArrayType.Type { return .array(shape(of: array.schemaElement)) }
        if let map = type as? any SchemaMapType.Type { return .map(shape(of: map.schemaValue)) }
        let name = SchemaNames.name(of: type)
        if definitions.contains(where: { $0.name == name }) { return .reference(name) }
        // Defined before its body is walked, so a type that holds itself (a kind's states) ends the walk.
        let index = definitions.count
        definitions.append(SchemaModel.Definition(name: name, body: .names([])))
        definitions[index].body = body(of: type, named: name)
        return .reference(name)
    }

    private mutating func body(of type: Any.Type, named name: String) -> SchemaModel.Body {
        if let vocabulary = type as? any SpecVocabulary.Type { return .names(Self.names(of: vocabulary)) }
        if let provided = type as? any SchemaProviding.Type { return .forms(provided.schemaForms.map { form($0) }) }
        guard let decodable = type as? any Decodable.Type else { preconditionFailure("\(name) is not Decodable") }
        do {
            return .object(try SchemaDecoder.fields(of: decodable).map { ($0.key, shape(of: $0.type)) })
        } catch {
            preconditionFailure("\(name) \(error): declare its JSON forms with SchemaProviding (SchemaForm.swift)")
        }
    }

    private mutating func form(_ form: SchemaForm) -> SchemaModel.Form {
        switch form {
        case .type(let type): .shape(shape(of: type))
        case .string(let note): .string(note)
        case .names(let names): .names(names)
        case .number(let bounds): .number(bounds)
        case .integer(let bounds): .integer(bounds)
        case .wrapper(let key, let type): .wrapper(key: key, shape(of: type))
        case .array(let type): .shape(.array(shape(of: type)))
        case .anything: .anything
        }
    }

    private static func names<V: SpecVocabulary>(of type: V.Type) -> [String] { V.allCases.map(\.rawValue) }
}

/// `$defs` names: the model type's own name.
package enum SchemaNames {
    package static func name(of type: Any.Type) -> String { String(describing: type) }
}

/// `[T]`: an array of T's shape.
protocol SchemaArrayType { static var schemaElement: Any.Type { get } }
extension Array: SchemaArrayType where Element: Decodable { static var schemaElement: Any.Type { Element.self } }

/// `OrderedObject<V>`: an object of the user's keys, each a V.
protocol SchemaMapType { static var schemaValue: Any.Type { get } }
extension OrderedObject: SchemaMapType { static var schemaValue: Any.Type { Value.self } }
