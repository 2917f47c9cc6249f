/// Replaces every string that is exactly `"$name"` (or `"${name}"`) with the value of token `name`,
/// and every `${name}` inside longer text with the token's text, after `extends` has merged the
/// tokens of every base (this file's override the bases'), so a base can be restyled by the file
/// that extends it. Tokens are inline spec values or DTCG design tokens (TokenDefinitions); how `$`
/// reads inside text is TokenText's.
///
/// - A token's value may itself use tokens; a cycle is an error.
/// - The substituted value takes the position and path of the usage (errors point where it is used);
///   values nested inside an object or array token keep their positions in the token's definition
///   (for a DTCG token, in the token file).
/// - A DTCG token that cannot be mapped is an error only where the spec references it: design
///   tool exports hold many tokens (durations, easing curves) a spec has no use for.
struct TokenResolver {
    /// The document with tokens substituted and the `tokens` key removed.
    static func resolve(_ document: JSONValue, root: RenderRoot, diagnostics: Diagnostics) -> JSONValue {
        var resolver = TokenResolver(definitions: TokenDefinitions(document["tokens"], root: root, diagnostics: diagnostics),
                                     root: root, diagnostics: diagnostics)
        return resolver.substitute(document.removing(["tokens"]))
    }

    /// A value with its tokens substituted. `insetShadow`: it is a DTCG inset shadow (MappedToken).
    private struct Substituted {
        var value: JSONValue
        var count: Int
        var insetShadow = false
    }

    private var definitions: TokenDefinitions
    private let root: RenderRoot
    private let diagnostics: Diagnostics
    private var resolved: [String: Substituted] = [:]
    private var resolving: [String] = []
    /// Values produced by substitution so far; capped so shared token values cannot expand without bound.
    private var expandedValues = 0
    private var reportedExpansion = false

    private init(definitions: TokenDefinitions, root: RenderRoot, diagnostics: Diagnostics) {
        self.definitions = definitions
        self.root = root
        self.diagnostics = diagnostics
    }

    private mutating func substitute(_ value: JSONValue) -> JSONValue {
        substituteCounting(value).value
    }

    private mutating func substituteCounting(_ value: JSONValue) -> Substituted {
        switch value.kind {
        case .string(let text):
            guard text.unicodeScalars.contains("$") else { return Substituted(value: value, count: 1) }
            if let name = TokenText.wholeReference(text) { return place(name, at: value) }
            return Substituted(value: interpolate(text, at: value), count: 1)
        case .array(let items):
            var count = 1
            let substituted = items.map { item in
                let result = substituteCounting(item)
                count += result.count
                return result.value
            }
            return Substituted(value: JSONValue(kind: .array(substituted), position: value.position), count: count)
        case .object(let members):
            var count = 1
            let substituted = members.map { member in
                var member = member
                let result = substituteCounting(member.value)
                count += result.count
                member.value = result.value
                return member
            }
            return Substituted(value: JSONValue(kind: .object(substituted), position: value.position), count: count)
        default:
            return Substituted(value: value, count: 1)
        }
    }

    /// Token `name`'s value in place of `usage`, a string that is only the reference.
    private mutating func place(_ name: String, at usage: JSONValue) -> Substituted {
        guard let token = tokenValue(name, usedAt: usage) else { return Substituted(value: usage, count: 1) }
        expandedValues += token.count
        guard expandedValues <= SpecLimits.maxExpandedValues else {
            if !reportedExpansion {
                reportedExpansion = true
                diagnostics.report(usage, "tokens expand to more than \(NumberText.grouped(SpecLimits.maxExpandedValues)) values")
            }
            return Substituted(value: usage, count: 1)
        }
        if token.insetShadow, !Self.mayHoldInsetShadow(usage) {
            diagnostics.report(usage, "token `$\(name)` is an inset shadow (DTCG `\"inset\": true`); use it as `innerShadow`")
            return Substituted(value: usage, count: 1)
        }
        var placed = token
        placed.value.position = usage.position
        return placed
    }

    /// `innerShadow`, or another token (the spec value that uses that one decides).
    private static func mayHoldInsetShadow(_ usage: JSONValue) -> Bool {
        let path = usage.sourcePath
        return path.hasPrefix("$.tokens") || JSONPath.split(path)?.last == ".innerShadow"
    }

    /// `text` with each `${name}` replaced by its token's text; `$$` is `$`.
    private mutating func interpolate(_ text: String, at usage: JSONValue) -> JSONValue {
        let definitions = self.definitions
        let pieces: [TokenText.Piece]
        switch TokenText.pieces(text, isDefined: { definitions.isDefined($0) }) {
        case .success(let result): pieces = result
        case .failure(.unterminated):
            diagnostics.report(usage, "`${` without a closing `}`; write `$${` for a literal `${`")
            return usage
        case .failure(.emptyName):
            diagnostics.report(usage, "`${}` names no token")
            return usage
        case .failure(.bare(let name)):
            diagnostics.report(usage, "`$\(name)` inside text would be drawn as it is, not as token `\(name)`: write `${\(name)}` to insert the token, or `$$\(name)` for a literal `$\(name)`")
            return usage
        }
        var out = ""
        var length = 0
        for piece in pieces {
            let part: String
            switch piece {
            case .text(let literal): part = literal
            case .token(let name):
                guard let token = tokenValue(name, usedAt: usage) else { return usage }
                switch token.value.kind {
                case .string(let string): part = string
                case .number(let number): part = NumberText.short(number)
                default:
                    diagnostics.report(usage, "token `$\(name)` is \(token.value.typeName); only a string or number token can stand inside text (`${\(name)}`)")
                    return usage
                }
            }
            length += part.count
            guard length <= SpecLimits.maxTextLength else {
                diagnostics.report(usage, "the text with its tokens inserted is longer than \(NumberText.grouped(SpecLimits.maxTextLength)) characters")
                return usage
            }
            out += part
        }
        return JSONValue(kind: .string(out), position: usage.position)
    }

    private mutating func tokenValue(_ name: String, usedAt usage: JSONValue) -> Substituted? {
        if let done = resolved[name] { return done }
        switch definitions.definition(name) {
        case nil:
            diagnostics.report(usage, "unknown token `$\(name)`" + Suggestion.didYouMean(name, among: definitions.order, prefix: "$"))
            return nil
        case .design?:
            return designTokenValue(name, usedAt: usage)
        case .inline(let definition)?:
            if let start = resolving.firstIndex(of: name) {
                let cycle = (resolving[start...] + [name]).map { "$" + $0 }.joined(separator: " → ")
                diagnostics.report(usage, "token cycle: \(cycle)")
                return nil
            }
            resolving.append(name)
            let result = substituteCounting(definition)
            resolving.removeLast()
            resolved[name] = result
            return result
        }
    }

    /// A DTCG token's spec value; when it has none, the error names the token, its type and the
    /// place in the token file, at the spec position that references it.
    private mutating func designTokenValue(_ name: String, usedAt usage: JSONValue) -> Substituted? {
        switch definitions.designTokens.specValue(name) {
        case .success(let token)?:
            let result = Substituted(value: token.value, count: token.value.nodeCount, insetShadow: token.insetShadow)
            resolved[name] = result
            return result
        case .failure(let failure)?:
            let position = failure.problem.position
            let place = "\(root.relative(position.file)):\(position.line):\(position.column)"
            let type = failure.type.map { "DTCG `\($0)`" } ?? "untyped DTCG token"
            diagnostics.report(usage, "token `$\(name)` (\(type), \(place)): \(failure.problem.message)")
            return nil
        case nil:
            diagnostics.report(usage, "unknown token `$\(name)`")
            return nil
        }
    }

    static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.isASCIILetter else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "."
        }
    }
}
