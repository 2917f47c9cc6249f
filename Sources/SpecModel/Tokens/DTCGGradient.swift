import RenderSupport

/// DTCG gradients, `[{"color", "position"}, …]`, as the spec's `{"gradient": {"stops": [{"color",
/// "at"}, …]}}`: a linear gradient top to bottom, the spec's default, since DTCG gives no
/// direction. Positions outside 0–1 are clamped, as DTCG says; the spec checks they ascend.
enum DTCGGradient {
    static func fill(_ node: JSONValue) -> Result<JSONValue, DesignTokenProblem> {
        guard case .array(let items) = node.kind, items.count >= 2 else {
            return .failure(DesignTokenProblem("expected a gradient, a list of at least two {\"color\", \"position\"} stops", at: node))
        }
        var stops: [JSONValue] = []
        for item in items {
            guard item.members != nil, let colorNode = item["color"], let positionNode = item["position"] else {
                return .failure(DesignTokenProblem("a gradient stop must be {\"color\", \"position\"}", at: item))
            }
            guard case .number(let position) = positionNode.kind else {
                return .failure(DesignTokenProblem("a stop's `position` must be a number from 0 to 1, got \(positionNode.typeName)", at: positionNode))
            }
            let color: JSONValue
            switch DTCGColor.color(colorNode) {
            case .success(let mapped): color = mapped
            case .failure(let problem): return .failure(problem)
            }
            let at = JSONValue(kind: .number(min(max(position, 0), 1)), position: positionNode.position)
            stops.append(.object([("color", color), ("at", at)], at: item.position))
        }
        let gradient = JSONValue.object([("stops", JSONValue(kind: .array(stops), position: node.position))], at: node.position)
        return .success(.object([("gradient", gradient)], at: node.position))
    }
}
