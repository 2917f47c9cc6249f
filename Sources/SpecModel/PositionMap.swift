/// Every JSON path of a variant document → where its value was written (`Spec.positions`), so a
/// later stage can still report an error at the line the user wrote.
enum PositionMap {
    static func build(_ document: JSONValue) -> [String: SourcePosition] {
        var positions: [String: SourcePosition] = [:]
        add(document, at: JSONPath.root, to: &positions)
        return positions
    }

    private static func add(_ value: JSONValue, at path: String, to positions: inout [String: SourcePosition]) {
        positions[path] = value.position
        switch value.kind {
        case .array(let items):
            for (index, item) in items.enumerated() { add(item, at: JSONPath.appending(index: index, to: path), to: &positions) }
        case .object(let members):
            for member in members { add(member.value, at: JSONPath.appending(key: member.key, to: path), to: &positions) }
        default:
            break
        }
    }
}
