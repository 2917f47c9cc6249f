/// The JSON path a value was written under, kept as its parent's path and its own last component
/// and written out (`$.tokens["a b"][3]`) only when something asks for it, which is an error or a
/// lookup. The values of an array or object share their parent's path instead of each holding a
/// copy of it: a spec of many values, or of a long key with many values under it, would otherwise
/// hold a path string for every value, as long as every key above it.
package struct WrittenPath: Sendable {
    private enum Storage: Sendable {
        case text(String)
        case node(Node)
        /// An element of an array: no node of its own, since nothing lies below a plain value and
        /// a container's elements get nodes when they need them.
        case element(of: Node, index: Int)
    }

    private let storage: Storage

    /// One component of a path and the path above it.
    package final class Node: Sendable {
        package enum Component: Sendable {
            case root
            case key(String)
            case index(Int)
        }

        package let parent: Node?
        package let component: Component

        package init(parent: Node?, component: Component) {
            self.parent = parent
            self.component = component
        }

        package static let root = Node(parent: nil, component: .root)

        /// The path as JSONPath writes it.
        package var text: String {
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

        package func appending(key: String) -> Node { Node(parent: self, component: .key(key)) }
        package func appending(index: Int) -> Node { Node(parent: self, component: .index(index)) }
    }

    package init(_ text: String) { storage = .text(text) }
    package init(_ node: Node) { storage = .node(node) }
    package init(element index: Int, of array: Node) { storage = .element(of: array, index: index) }

    package var text: String {
        switch storage {
        case .text(let text): text
        case .node(let node): node.text
        case .element(let array, let index): JSONPath.appending(index: index, to: array.text)
        }
    }
}
