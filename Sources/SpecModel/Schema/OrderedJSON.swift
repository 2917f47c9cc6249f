/// A JSON value whose objects keep their keys in the order they were built, printed the same way
/// every time: the generated schema is committed, so its text must not depend on hashing.
indirect enum OrderedJSON: Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    static func == (a: OrderedJSON, b: OrderedJSON) -> Bool { a.pretty() == b.pretty() }

    /// Two-space indentation, one member or item a line, a newline at the end: the canonical
    /// printer with no line short enough to join.
    func pretty() -> String {
        CanonicalJSON.text(node, width: 0)
    }

    private var node: OrderedEncoder.Node {
        let node = OrderedEncoder.Node()
        switch self {
        case .string(let text): node.kind = .string(text)
        case .number(let value): node.kind = .number(value)
        case .bool(let value): node.kind = .bool(value)
        case .array(let items): node.kind = .array(items.map(\.node))
        case .object(let members): node.kind = .object(members.map { ($0.0, $0.1.node) })
        }
        return node
    }
}
