/// A JSON value whose objects keep their keys in the order they were built, printed the same way
/// every time: the generated schema (and an atlas descriptor) is committed, so its text must not
/// depend on hashing.
package indirect enum OrderedJSON: Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    package static func == (a: OrderedJSON, b: OrderedJSON) -> Bool { a.pretty() == b.pretty() }

    /// Two-space indentation, one member or item a line, a newline at the end: the canonical
    /// printer with no line short enough to join.
    package func pretty() -> String {
        CanonicalJSON.text(node, width: 0)
    }

    /// The canonical layout with short arrays and objects (a frame's `{"x": 0, "y": 0, "w": 64,
    /// "h": 32}`) joined on one line when it fits in `width` columns.
    package func text(width: Int = 100) -> String {
        CanonicalJSON.text(node, width: width)
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
