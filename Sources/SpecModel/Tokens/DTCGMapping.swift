import RenderSupport

/// DTCG token types onto spec values. The value given has its aliases resolved already
/// (DesignTokenSet); each composite type has a type of its own (DTCGColor, DTCGGradient,
/// DTCGShadow, DTCGFont). Every produced value keeps the token-file position of what it came from,
/// so a value the spec later refuses (a gradient's stops out of order) is reported there.
enum DTCGMapping {
    /// Tokens Studio's own type names, as the DTCG types they stand for.
    static let typeSynonyms: [String: String] = [
        "boxShadow": "shadow",
        "sizing": "dimension", "spacing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension",
        "fontSizes": "dimension",
        "fontFamilies": "fontFamily", "fontWeights": "fontWeight",
    ]

    static let supportedTypes = ["color", "gradient", "shadow", "typography", "dimension", "number", "fontFamily", "fontWeight"]

    /// `type` is the token's DTCG type (nil: untyped, which passes a plain string, number or boolean through).
    static func map(_ value: JSONValue, type: String?) -> Result<MappedToken, DesignTokenProblem> {
        let plain: (Result<JSONValue, DesignTokenProblem>) -> Result<MappedToken, DesignTokenProblem> = { $0.map { MappedToken(value: $0) } }
        switch type.map({ typeSynonyms[$0] ?? $0 }) {
        case "color"?: return plain(DTCGColor.color(value))
        case "gradient"?: return plain(DTCGGradient.fill(value))
        case "shadow"?: return DTCGShadow.shadow(value)
        case "typography"?: return plain(DTCGFont.typography(value))
        case "dimension"?: return plain(DTCGDimension.points(value).map { JSONValue(kind: .number($0), position: value.position) })
        case "fontFamily"?: return plain(DTCGFont.family(value))
        case "fontWeight"?:
            return plain(DTCGFont.weight(value).flatMap { weight in
                weight.italic ? .failure(DesignTokenProblem("a weight token cannot also say italic; use a typography token", at: value)) : .success(weight.weight)
            })
        case "number"?:
            guard case .number = value.kind else {
                return .failure(DesignTokenProblem("expected a number, got \(value.typeName)", at: value))
            }
            return .success(MappedToken(value: value))
        case let other?:
            return .failure(DesignTokenProblem("`\(other)` has no spec equivalent; the spec takes " + supportedTypes.joined(separator: ", "), at: value))
        case nil:
            switch value.kind {
            case .string, .number, .bool: return .success(MappedToken(value: value))
            default: return .failure(DesignTokenProblem("neither the token nor a group around it has a `$type`, so \(value.typeName) cannot be mapped", at: value))
            }
        }
    }

    /// The DTCG type of a composite's member (`letterSpacing` of a typography), for member tokens
    /// such as `$type.heading.letterSpacing`; nil when the member is not one.
    static func memberType(of type: String?, member: String) -> String? {
        switch type.map({ typeSynonyms[$0] ?? $0 }) {
        case "typography"?:
            return ["fontFamily": "fontFamily", "fontSize": "dimension", "fontWeight": "fontWeight",
                    "letterSpacing": "letterSpacing", "lineHeight": "lineHeight"][member]
        case "shadow"?:
            return ["color": "color", "offsetX": "dimension", "offsetY": "dimension", "x": "dimension", "y": "dimension",
                    "blur": "dimension", "spread": "dimension"][member]
        default:
            return nil
        }
    }

    /// A typography's `letterSpacing` (`em` and `%` of its `fontSize`) or `lineHeight`, which the
    /// spec cannot take: its `lineHeight` multiplies the font's own line height, not its size.
    static func typographyMember(_ member: String, of typography: JSONValue) -> Result<MappedToken, DesignTokenProblem> {
        guard let node = typography[member] else {
            return .failure(DesignTokenProblem("the typography has no `\(member)`", at: typography))
        }
        if member == "lineHeight" {
            return .failure(DesignTokenProblem("a DTCG `lineHeight` is a multiple of the font size, but the spec's `lineHeight` multiplies the font's own line height; set `lineHeight` in the spec", at: node))
        }
        let fontSize = typography["fontSize"].flatMap { try? DTCGDimension.points($0).get() }
        return DTCGDimension.points(node, fontSize: fontSize).map { MappedToken(value: JSONValue(kind: .number($0), position: node.position)) }
    }
}

extension JSONValue {
    /// An object built by the mapping, each member's key placed where its value came from.
    static func object(_ members: [(String, JSONValue)], at position: SourcePosition) -> JSONValue {
        JSONValue(kind: .object(members.map { JSONMember(key: $0.0, keyPosition: $0.1.position, value: $0.1) }), position: position)
    }

    /// Levels of arrays and objects in this value: 0 for a plain value, 1 for `[1, 2]`. A mapped
    /// DTCG value is shallow (its resolved value is held within the nesting limit).
    var height: Int {
        switch kind {
        case .array(let items): 1 + items.reduce(0) { max($0, $1.height) }
        case .object(let members): 1 + members.reduce(0) { max($0, $1.value.height) }
        default: 0
        }
    }

    /// This value and everything inside it, counted.
    var nodeCount: Int {
        switch kind {
        case .array(let items): 1 + items.reduce(0) { $0 + $1.nodeCount }
        case .object(let members): 1 + members.reduce(0) { $0 + $1.value.nodeCount }
        default: 1
        }
    }
}
