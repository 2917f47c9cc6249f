/// An `Encoder` that keeps object keys in the order they are encoded, which for the document models
/// is the order their properties are declared: the canonical key order. (`JSONEncoder` gives no
/// order, or sorts.) The result is a plain tree for `CanonicalJSON` to print.
final class OrderedEncoder {
    /// A JSON value being built; containers write into it after they are handed out, so it is a class.
    final class Node {
        enum Kind {
            case empty
            case null
            case bool(Bool)
            case number(Double)
            case string(String)
            case array([Node])
            case object([(key: String, value: Node)])
        }
        var kind: Kind = .empty
    }

    /// `placeholders` puts back the token references a format decode set aside.
    static func encode(_ value: some Encodable, placeholders: TokenPlaceholders? = nil) throws -> Node {
        let node = Node()
        try value.encode(to: NodeEncoder(node: node, codingPath: [], placeholders: placeholders))
        return node
    }
}

private struct NodeEncoder: Encoder {
    let node: OrderedEncoder.Node
    let codingPath: [any CodingKey]
    let placeholders: TokenPlaceholders?
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.kind {} else { node.kind = .object([]) }
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath, placeholders: placeholders))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.kind {} else { node.kind = .array([]) }
        return UnkeyedNodeContainer(node: node, codingPath: codingPath, placeholders: placeholders)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath, placeholders: placeholders)
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: OrderedEncoder.Node
    let codingPath: [any CodingKey]
    let placeholders: TokenPlaceholders?

    /// A new member's node, or the existing one when a key is encoded twice (it is then replaced).
    private func child(_ key: Key) -> OrderedEncoder.Node {
        guard case .object(var members) = node.kind else { return OrderedEncoder.Node() }
        if let existing = members.first(where: { $0.key == key.stringValue }) { return existing.value }
        let child = OrderedEncoder.Node()
        members.append((key.stringValue, child))
        node.kind = .object(members)
        return child
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).kind = .null }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let node = child(key)
        if let reference = placeholders?.reference(at: codingPath + [key]) {
            node.kind = .string(reference)
            return
        }
        try value.encode(to: NodeEncoder(node: node, codingPath: codingPath + [key], placeholders: placeholders))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: child(key), codingPath: codingPath + [key], placeholders: placeholders).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: child(key), codingPath: codingPath + [key], placeholders: placeholders).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node, codingPath: codingPath, placeholders: placeholders) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: child(key), codingPath: codingPath + [key], placeholders: placeholders)
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: OrderedEncoder.Node
    let codingPath: [any CodingKey]
    let placeholders: TokenPlaceholders?

    var count: Int {
        if case .array(let items) = node.kind { return items.count }
        return 0
    }

    private func append() -> OrderedEncoder.Node {
        let child = OrderedEncoder.Node()
        if case .array(let items) = node.kind { node.kind = .array(items + [child]) }
        return child
    }

    private var nextPath: [any CodingKey] { codingPath + [AnyCodingKey(intValue: count)!] }

    mutating func encodeNil() throws { append().kind = .null }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath
        let node = append()
        if let reference = placeholders?.reference(at: path) {
            node.kind = .string(reference)
            return
        }
        try value.encode(to: NodeEncoder(node: node, codingPath: path, placeholders: placeholders))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        return NodeEncoder(node: append(), codingPath: path, placeholders: placeholders).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        return NodeEncoder(node: append(), codingPath: path, placeholders: placeholders).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return NodeEncoder(node: append(), codingPath: path, placeholders: placeholders)
    }
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: OrderedEncoder.Node
    let codingPath: [any CodingKey]
    let placeholders: TokenPlaceholders?

    mutating func encodeNil() throws { node.kind = .null }
    mutating func encode(_ value: Bool) throws { node.kind = .bool(value) }
    mutating func encode(_ value: String) throws { node.kind = .string(value) }
    mutating func encode(_ value: Double) throws { node.kind = .number(value) }
    mutating func encode(_ value: Float) throws { node.kind = .number(Double(value)) }
    mutating func encode(_ value: Int) throws { node.kind = .number(Double(value)) }
    mutating func encode(_ value: Int8) throws { node.kind = .number(Double(value)) }
    mutating func encode(_ value: Int16) throws { node.kind = .number(Double(value)) }
    mutating func encode(_ value: Int32) throws { node.kind = .number(Double(value)) }
    mutating func encode(_ value: Int64) throws { node.kind = .number(Double(value)) }
    mutating func encode(_ value: UInt) throws { node.kind = .number(Double(value)) }
    mutating func encode(_ value: UInt8) throws { node.kind = .number(Double(value)) }
    mutating func encode(_ value: UInt16) throws { node.kind = .number(Double(value)) }
    mutating func encode(_ value: UInt32) throws { node.kind = .number(Double(value)) }
    mutating func encode(_ value: UInt64) throws { node.kind = .number(Double(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: NodeEncoder(node: node, codingPath: codingPath, placeholders: placeholders))
    }
}
