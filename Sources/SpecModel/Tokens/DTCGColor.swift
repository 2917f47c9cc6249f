import RenderSupport

/// DTCG colours as spec Colors. A string (`"#0a84ff"`, `"#0a84ff80"`, and the `rgb()`/`rgba()` and
/// CSS names Tokens Studio also writes) is kept as written once the spec's colour parser accepts it.
/// The 2025 object form `{"colorSpace", "components", "alpha", "hex"}` becomes the spec's exact
/// `{"red", "green", "blue", "alpha"}` for `srgb` and `srgb-linear` (converted with the sRGB
/// transfer function); another colour space falls back to its `hex`, or is refused.
enum DTCGColor {
    static func color(_ node: JSONValue) -> Result<JSONValue, DesignTokenProblem> {
        switch node.kind {
        case .string(let text):
            if case .failure(let problem) = ColorString.parse(text) {
                return .failure(DesignTokenProblem(problem.message, at: node))
            }
            return .success(node)
        case .object:
            return colorObject(node)
        default:
            return .failure(DesignTokenProblem("expected a colour (a hex string or {\"colorSpace\", \"components\"}), got \(node.typeName)", at: node))
        }
    }

    private static func colorObject(_ node: JSONValue) -> Result<JSONValue, DesignTokenProblem> {
        let space: String
        switch node["colorSpace"]?.kind {
        case .string(let name)?: space = name
        default: return .failure(DesignTokenProblem("a colour object needs a `colorSpace` string", at: node))
        }
        guard space == "srgb" || space == "srgb-linear" else {
            if let hex = node["hex"], case .string = hex.kind { return color(hex) }
            return .failure(DesignTokenProblem("colour space `\(space)` is not supported; use `srgb` or `srgb-linear`, or give a `hex` fallback", at: node))
        }
        guard let componentsNode = node["components"], case .array(let items) = componentsNode.kind, items.count == 3 else {
            return .failure(DesignTokenProblem("`components` must be [red, green, blue], each 0–1", at: node["components"] ?? node))
        }
        var components: [Double] = []
        for item in items {
            switch item.kind {
            case .number(let value) where (0...1).contains(value):
                components.append(space == "srgb" ? value : encoded(value))
            case .string("none"):
                components.append(0)  // CSS Color 4: a missing component is zero when drawn
            default:
                return .failure(DesignTokenProblem("a colour component must be a number from 0 to 1 or \"none\"", at: item))
            }
        }
        var alpha = 1.0
        if let alphaNode = node["alpha"] {
            guard case .number(let value) = alphaNode.kind, (0...1).contains(value) else {
                return .failure(DesignTokenProblem("`alpha` must be a number from 0 to 1", at: alphaNode))
            }
            alpha = value
        }
        let names = ["red", "green", "blue", "alpha"]
        let values = components + [alpha]
        return .success(JSONValue.object(zip(names, values).map { ($0, JSONValue(kind: .number($1), position: node.position)) },
                                         at: node.position))
    }

    /// Linear light to the sRGB curve, as CSS Color 4 converts `srgb-linear`.
    private static func encoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}
