import RenderSupport

/// DTCG `fontFamily`, `fontWeight` and `typography` values as the spec's font values.
enum DTCGFont {
    /// DTCG's weight names (and the spellings Tokens Studio exports from Figma style names,
    /// `Semi Bold`, `ExtraBold`), keyed by `Suggestion.folded`, as the spec's names. DTCG's `heavy`
    /// is 900, so it maps to `black` here (UIKit's `heavy`, which the spec suggests for, is 800).
    static let weightNames: [String: String] = [
        "thin": "thin", "hairline": "thin",
        "extralight": "extraLight", "ultralight": "extraLight",
        "light": "light",
        "normal": "regular", "regular": "regular", "book": "regular",
        "medium": "medium",
        "semibold": "semibold", "demibold": "semibold",
        "bold": "bold",
        "extrabold": "extraBold", "ultrabold": "extraBold",
        "black": "black", "heavy": "black",
    ]

    /// A family name, or the first of a list (the rest are the typography's `fallback`).
    static func family(_ node: JSONValue) -> Result<JSONValue, DesignTokenProblem> {
        families(node).map { $0[0] }
    }

    static func families(_ node: JSONValue) -> Result<[JSONValue], DesignTokenProblem> {
        switch node.kind {
        case .string(let name) where !name.isEmpty:
            return .success([node])
        case .array(let items) where !items.isEmpty && items.allSatisfy({ if case .string(let name) = $0.kind { !name.isEmpty } else { false } }):
            return .success(items)
        default:
            return .failure(DesignTokenProblem("expected a font family name or a list of them, got \(node.typeName)", at: node))
        }
    }

    /// A weight for the spec's `font.weight`, and whether the name also said italic (`Bold Italic`,
    /// as Tokens Studio writes Figma's style names).
    static func weight(_ node: JSONValue) -> Result<(weight: JSONValue, italic: Bool), DesignTokenProblem> {
        switch node.kind {
        case .number(let value):
            guard value == value.rounded(), (100...900).contains(value) else {
                return .failure(DesignTokenProblem("font weight \(NumberText.short(value)) is not a whole number from 100 to 900, the weights the spec draws", at: node))
            }
            return .success((node, false))
        case .string(let name):
            var folded = Suggestion.folded(name)
            let italic = folded.hasSuffix("italic") && folded != "italic"
            if italic { folded.removeLast("italic".count) }
            if let spec = weightNames[folded] {
                return .success((JSONValue(kind: .string(spec), position: node.position), italic))
            }
            return .failure(DesignTokenProblem("`\(name)` is not a font weight; use 100–900 or a DTCG weight name (`thin` … `black`)", at: node))
        default:
            return .failure(DesignTokenProblem("expected a font weight (100–900 or a name), got \(node.typeName)", at: node))
        }
    }

    /// `{"fontFamily", "fontSize", "fontWeight", …}` as `{"family", "fallback", "size", "weight",
    /// "style"}`. `letterSpacing` and `lineHeight` are label keys in the spec, not font keys; they
    /// are left to the member tokens `<path>.letterSpacing` (DesignTokenSet).
    static func typography(_ node: JSONValue) -> Result<JSONValue, DesignTokenProblem> {
        guard node.members != nil else {
            return .failure(DesignTokenProblem("expected a typography object {\"fontFamily\", \"fontSize\", \"fontWeight\", …}, got \(node.typeName)", at: node))
        }
        var members: [(String, JSONValue)] = []
        if let familyNode = node["fontFamily"] {
            switch families(familyNode) {
            case .success(let names):
                members.append(("family", names[0]))
                if names.count > 1 { members.append(("fallback", JSONValue(kind: .array(Array(names.dropFirst())), position: familyNode.position))) }
            case .failure(let problem): return .failure(problem)
            }
        }
        if let sizeNode = node["fontSize"] {
            switch DTCGDimension.points(sizeNode) {
            case .success(let size): members.append(("size", JSONValue(kind: .number(size), position: sizeNode.position)))
            case .failure(let problem): return .failure(problem)
            }
        }
        if let weightNode = node["fontWeight"] {
            switch weight(weightNode) {
            case .success(let weight):
                members.append(("weight", weight.weight))
                if weight.italic { members.append(("style", JSONValue(kind: .string("italic"), position: weightNode.position))) }
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(.object(members, at: node.position))
    }
}
