/// The JSON path a value was written under, kept as its parent's path and its own last component
/// and written out (`$.tokens["a b"][3]`) only when something asks for it, which is an error or a
/// lookup. The values of an array or object share their parent's path instead of each holding a
/// copy of it: a spec of many values, or of a long key with many values under it, would otherwise
/// hold a path string for every value, as long as every key above it.
struct WrittenPath: Sendable {
    // Plain stored fields rather than an enum of the three forms: a path written out, a node, or
    // an array's node and an index.
    private let written: String?
    private let node: Node?
    /// The element's index in `node`'s array, or -1 when `node` is the path itself.
    private let index: Int

    /// One component of a path and the path above it.
    final class Node: Sendable {
        enum Component: Sendable {
            case root
            case key(String)
            case index(Int)
        }

        let parent: Node?
        let component: Component

        init(parent: Node?, component: Component) {
            self.parent = parent
            self.component = component
        }

        static let root = Node(parent: nil, component: .root)

        /// The path as JSONPath writes it.
        var text: String {
            var components: [Component] = []
            var node: Node? = self
            while let current = node {
                components.append(current.component)
                node = current.parent
            }
            var out = ""
            for component in components.reversed() {
                switch component {
                case .root: out = JSONPath.root
                case .key(let key): out = JSONPath.appending(key: key, to: out)
                case .index(let index): out = JSONPath.appending(index: index, to: out)
                }
            }
            return out
        }

        func appending(key: String) -> Node { Node(parent: self, component: .key(key)) }
        func appending(index: Int) -> Node { Node(parent: self, component: .index(index)) }
    }

    init(_ text: String) { written = text; node = nil; index = -1 }
    init(_ node: Node) { written = nil; self.node = node; index = -1 }
    init(element index: Int, of array: Node) { written = nil; node = array; self.index = index }

    var text: String {
        if let written { return written }
        guard let node else { return JSONPath.root }
        return index < 0 ? node.text : JSONPath.appending(index: index, to: node.text)
    }
}
