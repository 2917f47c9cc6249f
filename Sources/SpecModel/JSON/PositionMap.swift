import RenderSupport

/// Every JSON path of a variant document → where its value was written (`ResolvedSpec.positions`), so a
/// later stage can still report an error at the line the user wrote.
enum PositionMap {
    /// `stateKey` and `localeKey` add where the variant's `states` / `locales` entry was written
    /// (`$.states.pressed`, `$.locales["pt-BR"]`): the merged document no longer holds them, and an
    /// entry that overrides nothing has no value of its own to point at.
    static func build(_ document: JSONValue, stateKey: (name: String, position: SourcePosition)? = nil,
                      localeKey: (tag: String, position: SourcePosition)? = nil) -> PositionTable {
        var positions = PositionTable(document: document, of: .values)
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
    static func keys(_ document: JSONValue) -> PositionTable {
        PositionTable(document: document, of: .keys)
    }
}
