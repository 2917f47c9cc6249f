/// Every JSON path of a variant document → where its value was written (`ResolvedSpec.positions`), so a
/// later stage can still report an error at the line the user wrote.
enum PositionMap {
    /// `stateKey` and `localeKey` add where the variant's `states` / `locales` entry was written
    /// (`$.states.pressed`, `$.locales["pt-BR"]`): the merged document no longer holds them, and an
    /// entry that overrides nothing has no value of its own to point at.
    static func build(_ document: JSONValue, stateKey: (name: String, position: SourcePosition)? = nil,
                      localeKey: (tag: String, position: SourcePosition)? = nil) -> [String: SourcePosition] {
        var positions: [String: SourcePosition] = [:]
        add(document, at: JSONPath.root, to: &positions)
        if let stateKey { positions[statePath(stateKey.name)] = stateKey.position }
        if let localeKey { positions[localePath(localeKey.tag)] = localeKey.position }
        return positions
    }

    static func statePath(_ name: String) -> String {
        JSONPath.appending(key: name, to: JSONPath.appending(key: "states", to: JSONPath.root))
    }

    static func localePath(_ tag: String) -> String {
        JSONPath.appending(key: tag, to: JSONPath.appending(key: "locales", to: JSONPath.root))
    }

    /// Every object member's JSON path → where its key was written (an error about a key itself,
    /// such as an axis tag or a glyph's character, points there).
    static func keys(_ document: JSONValue) -> [String: SourcePosition] {
        var positions: [String: SourcePosition] = [:]
        addKeys(document, at: JSONPath.root, to: &positions)
        return positions
    }

    private static func addKeys(_ value: JSONValue, at path: String, to positions: inout [String: SourcePosition]) {
        switch value.kind {
        case .array(let items):
            for (index, item) in items.enumerated() { addKeys(item, at: JSONPath.appending(index: index, to: path), to: &positions) }
        case .object(let members):
            for member in members {
                let memberPath = JSONPath.appending(key: member.key, to: path)
                positions[memberPath] = member.keyPosition
                addKeys(member.value, at: memberPath, to: &positions)
            }
        default:
            break
        }
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
