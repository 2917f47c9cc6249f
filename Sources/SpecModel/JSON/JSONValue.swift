/// A parsed JSON value that remembers where it was written, so every later complaint about it
/// (through `extends`, tokens and state merging) can still name a file, line, column and path.
/// Objects keep their members in file order: states expand, and errors read, in that order.
struct JSONValue: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    var kind: Kind
    /// Where the value starts; `position.path` is the path it was written under in that file.
    var position: SourcePosition
}

struct JSONMember: Equatable, Sendable {
    var key: String
    /// Where the key's opening quote is, with the member's path (unknown-key errors point here).
    var keyPosition: SourcePosition
    var value: JSONValue
}

extension JSONValue {
    /// The path this value was written under, for errors about it.
    var sourcePath: String { position.path ?? JSONPath.root }

    /// "a string", "an object": the second half of "expected a number, got a string".
    var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    var members: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    subscript(key: String) -> JSONValue? {
        members?.first { $0.key == key }?.value
    }

    /// The same object without the given keys (a no-op for other values).
    func removing(_ keys: Set<String>) -> JSONValue {
        guard let members else { return self }
        return JSONValue(kind: .object(members.filter { !keys.contains($0.key) }), position: position)
    }
}
