import RenderSupport

/// DTCG shadows, `{"color", "offsetX", "offsetY", "blur", "spread", "inset"}` or a list of them, as
/// the spec's `{"color", "offset": [dx, dy], "blur", "spread"}` (a list stays a list, first on top
/// as in CSS). Tokens Studio's `boxShadow` spelling (`x`, `y`, `"type": "innerShadow"`) is read too.
/// Dimensions are points (DTCGDimension); DTCG's blur is CSS's blur radius, as the spec's is.
enum DTCGShadow {
    static func shadow(_ node: JSONValue) -> Result<MappedToken, DesignTokenProblem> {
        switch node.kind {
        case .object:
            return one(node).map { MappedToken(value: $0.value, insetShadow: $0.inset) }
        case .array(let items) where !items.isEmpty:
            var shadows: [JSONValue] = []
            var insets: [Bool] = []
            for item in items {
                switch one(item) {
                case .success(let shadow):
                    shadows.append(shadow.value)
                    insets.append(shadow.inset)
                case .failure(let problem):
                    return .failure(problem)
                }
            }
            // The spec's `innerShadow` takes one shadow, so a list can only be drop shadows.
            if let index = insets.firstIndex(of: true) {
                return .failure(DesignTokenProblem("an inset shadow in a list: the spec's `innerShadow` takes one shadow, so make it a token of its own", at: items[index]))
            }
            return .success(MappedToken(value: JSONValue(kind: .array(shadows), position: node.position)))
        default:
            return .failure(DesignTokenProblem("expected a shadow object or a list of them, got \(node.typeName)", at: node))
        }
    }

    private static func one(_ node: JSONValue) -> Result<(value: JSONValue, inset: Bool), DesignTokenProblem> {
        guard node.members != nil else {
            return .failure(DesignTokenProblem("expected a shadow object {\"color\", \"offsetX\", \"offsetY\", \"blur\", \"spread\"}, got \(node.typeName)", at: node))
        }
        var members: [(String, JSONValue)] = []
        if let colorNode = node["color"] {
            switch DTCGColor.color(colorNode) {
            case .success(let color): members.append(("color", color))
            case .failure(let problem): return .failure(problem)
            }
        }
        var offset: [JSONValue] = []
        for keys in [["offsetX", "x"], ["offsetY", "y"]] {
            let dimension = keys.lazy.compactMap { node[$0] }.first
            switch dimension.map({ length($0) }) ?? .success(JSONValue(kind: .number(0), position: node.position)) {
            case .success(let value): offset.append(value)
            case .failure(let problem): return .failure(problem)
            }
        }
        members.append(("offset", JSONValue(kind: .array(offset), position: node.position)))
        for key in ["blur", "spread"] {
            guard let dimension = node[key] else { continue }
            switch length(dimension) {
            case .success(let value): members.append((key, value))
            case .failure(let problem): return .failure(problem)
            }
        }
        let inset: Bool
        switch (node["inset"]?.kind, node["type"]?.kind) {
        case (.bool(let flag)?, _): inset = flag
        case (_, .string(let type)?): inset = type == "innerShadow"
        default: inset = false
        }
        return .success((.object(members, at: node.position), inset))
    }

    private static func length(_ node: JSONValue) -> Result<JSONValue, DesignTokenProblem> {
        DTCGDimension.points(node).map { JSONValue(kind: .number($0), position: node.position) }
    }
}
