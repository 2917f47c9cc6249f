import RenderSupport

/// DTCG dimensions as spec points: `"12px"`, `"1.5rem"`, `{"value": 12, "unit": "px"}`, or a bare
/// number (Tokens Studio writes unitless pixels). One CSS pixel is one point, as on iOS, where a
/// point is the CSS reference pixel; a rem is 16 px, the browsers' default root font size.
/// `em` and `%` are relative to a font size, so they are only read where one is known (a
/// typography token's `letterSpacing`).
enum DTCGDimension {
    static let pixelsPerRem = 16.0

    static func points(_ node: JSONValue, fontSize: Double? = nil) -> Result<Double, DesignTokenProblem> {
        switch node.kind {
        case .number(let value):
            return .success(value)
        case .string(let text):
            guard let (value, unit) = split(text) else {
                return .failure(DesignTokenProblem("`\(text)` is not a dimension; use a number with `px` or `rem` (`12px`, `1.5rem`)", at: node))
            }
            return points(value, unit: unit, fontSize: fontSize, at: node)
        case .object:
            guard case .number(let value)? = node["value"]?.kind, case .string(let unit)? = node["unit"]?.kind else {
                return .failure(DesignTokenProblem("expected a dimension {\"value\": number, \"unit\": \"px\" or \"rem\"}", at: node))
            }
            return points(value, unit: unit, fontSize: fontSize, at: node)
        default:
            return .failure(DesignTokenProblem("expected a dimension (`12px`, `1rem` or {\"value\", \"unit\"}), got \(node.typeName)", at: node))
        }
    }

    private static func points(_ value: Double, unit: String, fontSize: Double?, at node: JSONValue) -> Result<Double, DesignTokenProblem> {
        switch unit {
        case "", "px": return .success(value)
        case "rem": return .success(value * pixelsPerRem)
        case "em" where fontSize != nil: return .success(value * fontSize!)
        case "%" where fontSize != nil: return .success(value / 100 * fontSize!)
        case "em", "%":
            return .failure(DesignTokenProblem("`\(unit)` is relative to a font size, which only a typography token has; use `px` or `rem`", at: node))
        default:
            return .failure(DesignTokenProblem("unit `\(unit)` is not supported; use `px` or `rem`", at: node))
        }
    }

    /// `"-1.5rem"` → (-1.5, "rem"); nil unless a plain decimal number leads.
    private static func split(_ text: String) -> (Double, String)? {
        let trimmed = text.trimmingWhitespace()
        guard let end = trimmed.firstIndex(where: { !($0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+")) })
                ?? Optional(trimmed.endIndex),
              let value = Double(trimmed[..<end]), value.isFinite else { return nil }
        return (value, trimmed[end...].trimmingWhitespace())
    }
}
