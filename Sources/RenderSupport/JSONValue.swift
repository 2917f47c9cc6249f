/// A parsed JSON value that remembers where it was written, so every later complaint about it
/// (through `extends`, tokens and state merging) can still name a file, line, column and path.
/// Objects keep their members in file order: states expand, and errors read, in that order.
package struct JSONValue: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    package var kind: Kind
    /// Where the value starts; `position.path` is the path it was written under in that file.
    package var position: SourcePosition

    package init(kind: Kind, position: SourcePosition) {
        self.kind = kind
        self.position = position
    }
}

package struct JSONMember: Equatable, Sendable {
    package var key: String
    /// Where the key's opening quote is, with the member's path (unknown-key errors point here).
    package var keyPosition: SourcePosition
    package var value: JSONValue

    package init(key: String, keyPosition: SourcePosition, value: JSONValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

extension JSONValue {
    /// The path this value was written under, for errors about it.
    package var sourcePath: String { position.path ?? JSONPath.root }

    /// "a string", "an object": the second half of "expected a number, got a string".
    package var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    package var members: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    package subscript(key: String) -> JSONValue? {
        members?.first { $0.key == key }?.value
    }

    /// The same object without the given keys (a no-op for other values).
    package func removing(_ keys: Set<String>) -> JSONValue {
        guard let members else { return self }
        return JSONValue(kind: .object(members.filter { !keys.contains($0.key) }), position: position)
    }
}
