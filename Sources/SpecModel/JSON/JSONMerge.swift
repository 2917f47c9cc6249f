import RenderSupport

/// The merging rule (docs/spec.md#merging-extends-states-locales), shared by `extends`, `states`
/// and `locales`: objects merge key by key, arrays and scalars replace, and a Color or Fill is
/// replaced whole, so a state that says `{"white": 0.5}` never gets the base's `"red"` mixed into it.
enum JSONMerge {
    /// Keys whose value is a Color or a Fill, wherever they appear (`fill`, `stroke.fill`,
    /// `shadow.color`, `canvas.background`, a gloss's `caustic`, …).
    static let wholeValueKeys: Set<String> = ["fill", "color", "background", "caustic", "placeholderFill", "editingFill",
                                               "from", "to"]
    /// Keys holding maps of user-chosen names, whose entries are never Colors by name (a state may be called `fill`).
    private static let nameMapKeys: Set<String> = ["states", "locales", "glyphs", "variations"]

    /// `over` merged onto `base`. Members keep the base's order, new ones follow in `over`'s order;
    /// every value keeps the position it was written at, and a merged object takes `over`'s.
    static func merge(_ base: JSONValue, _ over: JSONValue) -> JSONValue {
        merge(base, over, key: nil, parentKey: nil)
    }

    private static func merge(_ base: JSONValue, _ over: JSONValue, key: String?, parentKey: String?) -> JSONValue {
        if key == "tokens", parentKey == nil, base.members == nil || over.members == nil {
            return tokenSources(base, over)
        }
        guard let baseMembers = base.members, let overMembers = over.members else { return over }
        if parentKey == "tokens" { return over }  // each token is one value, replaced whole
        if let key, wholeValueKeys.contains(key), !nameMapKeys.contains(parentKey ?? "") { return over }
        var merged = baseMembers
        var indexByKey: [String: Int] = [:]
        for (index, member) in merged.enumerated() { indexByKey[member.key] = index }
        for member in overMembers {
            if let index = indexByKey[member.key] {
                merged[index].value = merge(merged[index].value, member.value, key: member.key, parentKey: key)
                merged[index].keyPosition = member.keyPosition
            } else {
                indexByKey[member.key] = merged.count
                merged.append(member)
            }
        }
        return JSONValue(kind: .object(merged), position: over.position)
    }

    /// `tokens` that name a design token file (or a list) merge as one list, the base's entries
    /// first: a file that extends a base keeps the base's token files and may override their tokens.
    private static func tokenSources(_ base: JSONValue, _ over: JSONValue) -> JSONValue {
        func entries(_ value: JSONValue) -> [JSONValue] {
            if case .array(let items) = value.kind { return items }
            return [value]
        }
        return JSONValue(kind: .array(entries(base) + entries(over)), position: over.position)
    }
}
