import RenderSupport

/// A `Decoder` over the position-keeping JSON tree, so that the Codable document models report
/// every problem at its file, line, column and JSON path, all of a document's problems at once.
///
/// It is lenient where `JSONDecoder` is strict: a value that fails to decode under an optional key
/// is recorded in `Diagnostics` and decoded as absent, so the rest of the document is still read.
/// Model types therefore make every property optional; what is required is checked at resolution.
/// Unknown keys are reported (with a did-you-mean) for every type whose `CodingKeys` are
/// `CaseIterable`; JSON `null` is never a value in a spec, so it is a type error like any other.
struct TreeDecoder: Decoder {
    let node: JSONValue
    let codingPath: [any CodingKey]
    let session: TreeDecodingSession
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes `type` from `document`, recording problems in `diagnostics`; nil when even the top
    /// level could not be read (already reported).
    /// With `placeholders`, a token reference where the model holds no string decodes as a
    /// placeholder (TokenPlaceholders.swift) instead of a type error: reading a file as written.
    static func decode<T: Decodable>(_ type: T.Type, from document: JSONValue, diagnostics: Diagnostics,
                                     placeholders: TokenPlaceholders? = nil) -> T? {
        let session = TreeDecodingSession(root: document, diagnostics: diagnostics, placeholders: placeholders)
        do {
            return try T(from: TreeDecoder(node: document, codingPath: [], session: session))
        } catch {
            session.record(error, decoding: T.self, at: document)
            return nil
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let members = node.members else { throw TreeTypeMismatch(expected: "an object", node: node, path: codingPath) }
        // A CaseIterable key type takes exactly the names of its cases, so only an object with a key
        // the type refuses can have an unknown key: the cast (a scan of every conformance in the
        // binary, the first time for each type) is left to that case.
        if members.contains(where: { Key(stringValue: $0.key) == nil }),
           let known = Key.self as? any (CodingKey & CaseIterable).Type {
            session.reportUnknownKeys(members, known: Self.names(of: known), in: node, codingPath: codingPath)
        }
        return KeyedDecodingContainer(TreeKeyedContainer<Key>(node: node, members: members, codingPath: codingPath, session: session))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = node.kind else { throw TreeTypeMismatch(expected: "an array", node: node, path: codingPath) }
        return TreeUnkeyedContainer(items: items, codingPath: codingPath, session: session)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        TreeSingleValueContainer(node: node, codingPath: codingPath, session: session)
    }

    /// The key names of a `CaseIterable` coding-key type, in declaration order.
    static func names<Keys: CodingKey & CaseIterable>(of keys: Keys.Type) -> [String] {
        keys.allCases.map(\.stringValue)
    }
}

/// The state one decode shares across its nested decoders: the document (to find the node an error
/// names by its coding path) and where the problems go.
final class TreeDecodingSession {
    let root: JSONValue
    let diagnostics: Diagnostics
    let placeholders: TokenPlaceholders?

    init(root: JSONValue, diagnostics: Diagnostics, placeholders: TokenPlaceholders? = nil) {
        self.root = root
        self.diagnostics = diagnostics
        self.placeholders = placeholders
    }

    /// The kind of the document decoded, when it is a spec: where else a key is valid depends on it.
    private lazy var kind: SpecKind? = {
        guard case .string(let name)? = root["kind"]?.kind else { return nil }
        return SpecKind(rawValue: name)
    }()

    /// Reports each key of `object` outside `known`, with a did-you-mean or the place the key
    /// belongs (UnknownKeyMessage.swift). A key that stands for one of the object's own keys under
    /// another name marks that key as given, so its absence is not reported too.
    func reportUnknownKeys(_ members: [JSONMember], known: [String], in object: JSONValue, codingPath: [any CodingKey]) {
        let place = kind.map { KeyPlaces.place(of: codingPath, in: $0) } ?? ""
        for member in members where !known.contains(member.key) {
            let message = UnknownKeyMessage(key: member.key, known: known, kind: kind, place: place)
            diagnostics.report(at: member.keyPosition, message.text)
            if let target = message.standsFor { diagnostics.markStandIn(for: target, inObjectAt: object.position) }
        }
    }

    /// Turns an error thrown while decoding `type` from `node` into one diagnostic at the value it is about.
    func record(_ error: any Error, decoding type: Any.Type, at node: JSONValue) {
        switch error {
        case let mismatch as TreeTypeMismatch:
            let expected = (type as? any DocumentNoun.Type)?.noun ?? mismatch.expected
            diagnostics.report(mismatch.node, "expected \(expected), got \(mismatch.node.typeName)")
        case let reported as TreeAlreadyReported:
            _ = reported
        case DecodingError.keyNotFound(let key, let context):
            let object = self.node(at: context.codingPath) ?? node
            if !diagnostics.hasStandIn(for: key.stringValue, inObjectAt: object.position) {
                diagnostics.report(object, "missing required key `\(key.stringValue)`")
            }
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
             DecodingError.valueNotFound(_, let context):
            diagnostics.report(self.node(at: context.codingPath) ?? node, context.debugDescription)
        default:
            diagnostics.report(node, "\(error)")
        }
    }

    /// The node a coding path names, if the document has it.
    func node(at path: [any CodingKey]) -> JSONValue? {
        var current = root
        for key in path {
            if let index = key.intValue, case .array(let items) = current.kind {
                guard items.indices.contains(index) else { return nil }
                current = items[index]
            } else if let value = current[key.stringValue] {
                current = value
            } else {
                return nil
            }
        }
        return current
    }
}

/// A type that names itself in "expected …, got …": "a shadow object or a list of them".
protocol DocumentNoun {
    static var noun: String { get }
}

/// The value is not the JSON type the model needs; `record` words it for the type being decoded.
struct TreeTypeMismatch: Error {
    let expected: String
    let node: JSONValue
    let path: [any CodingKey]
}

/// Thrown after a model type has reported its own problem, so that it is not reported twice.
struct TreeAlreadyReported: Error {}

/// A key of any name: for objects whose keys are the user's (states, locales, tokens, glyphs).
struct AnyCodingKey: CodingKey, Hashable {
    let stringValue: String
    let intValue: Int?
    init(_ string: String) { stringValue = string; intValue = nil }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}

extension Decoder {
    /// Reports a problem at the value being decoded and stops decoding it. Under `JSONDecoder`
    /// (no positions) it is a `DecodingError.dataCorrupted` with the same message.
    func refuse(_ message: String) -> any Error {
        if let tree = self as? TreeDecoder {
            tree.session.diagnostics.report(tree.node, message)
            return TreeAlreadyReported()
        }
        return DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
    }

    /// The keys the object being decoded has, in file order (any order under `JSONDecoder`); nil
    /// when it is not an object.
    func objectKeys() -> [String]? {
        if let tree = self as? TreeDecoder { return tree.node.members?.map(\.key) }
        return (try? container(keyedBy: AnyCodingKey.self))?.allKeys.map(\.stringValue)
    }

    /// Reports keys outside `known` (only `TreeDecoder` can: `JSONDecoder` ignores unknown keys).
    /// For the flat documents whose keys come from several structs decoded from one object.
    func reportUnknownKeys(known: [String]) {
        guard let tree = self as? TreeDecoder, let members = tree.node.members else { return }
        tree.session.reportUnknownKeys(members, known: known, in: tree.node, codingPath: tree.codingPath)
    }

    /// "a string", "an object": what the value being decoded is, for messages.
    func valueTypeName() -> String {
        if let tree = self as? TreeDecoder { return tree.node.typeName }
        guard let single = try? singleValueContainer() else { return "a value" }
        if single.decodeNil() { return "null" }
        if (try? single.decode(Bool.self)) != nil { return "a boolean" }
        if (try? single.decode(Double.self)) != nil { return "a number" }
        if (try? single.decode(String.self)) != nil { return "a string" }
        if (try? unkeyedContainer()) != nil { return "an array" }
        return "an object"
    }
}
