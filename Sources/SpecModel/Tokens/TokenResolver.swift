import RenderSupport

/// Replaces every string that is exactly `"$name"` (or `"${name}"`) with the value of token `name`,
/// and every `${name}` inside longer text with the token's text, after `extends` has merged the
/// tokens of every base (this file's override the bases'), so a base can be restyled by the file
/// that extends it. Tokens are inline spec values or DTCG design tokens (TokenDefinitions); how `$`
/// reads inside text is TokenText's.
///
/// - A token's value may itself use tokens; a cycle is an error, and so is a chain of more than
///   `maxAliasDepth` tokens each using the next, or a value nested deeper than `maxJSONDepth`
///   once its tokens are in place: both are checked before the walk goes deeper, so no spec can
///   exhaust the stack (docs/spec.md#errors-and-limits).
/// - The substituted value takes the position and path of the usage (errors point where it is used);
///   values nested inside an object or array token keep their positions in the token's definition
///   (for a DTCG token, in the token file).
/// - A DTCG token that cannot be mapped is an error only where the spec references it: design
///   tool exports hold many tokens (durations, easing curves) a spec has no use for.
struct TokenResolver {
    /// The document with tokens substituted and the `tokens` key removed. `serve` is kept as it
    /// was written (its limits are never tokens); `requestText` (checked by the caller against
    /// `serve`) replaces the defaults of the tokens `serve` declares, after `extends` and token
    /// files and before anything uses them.
    static func resolve(_ document: JSONValue, root: RenderRoot, diagnostics: Diagnostics,
                        serve: ServeDeclaration? = nil, requestText: [String: String] = [:]) -> JSONValue {
        var definitions = TokenDefinitions(document["tokens"], root: root, diagnostics: diagnostics)
        let body = document.removing(["tokens", "serve"])
        if let serve {
            serve.checkDefaults(definitions, replaced: Set(requestText.keys), diagnostics: diagnostics)
            RequestTokenUses.check(body, definitions: definitions, declared: serve.rules.names, diagnostics: diagnostics)
            for (name, text) in requestText where serve.rules[name] != nil { definitions.setRequestText(name, text) }
        }
        var resolver = TokenResolver(definitions: definitions, root: root, diagnostics: diagnostics)
        var substituted = resolver.substituteCounting(body, depth: 0).value
        if let kept = document.members?.first(where: { $0.key == "serve" }), case .object(var members) = substituted.kind {
            members.append(kept)
            substituted.kind = .object(members)
        }
        return substituted
    }

    /// A value with its tokens substituted: how many values it holds, how many levels of arrays
    /// and objects (0 for a plain value), and whether it is a DTCG inset shadow (MappedToken).
    private struct Substituted {
        var value: JSONValue
        var count: Int
        var height: Int
        var insetShadow = false
        /// Whether `value` differs from the value it was made from: only then is it written back
        /// into its array or object, so a document with no token in a big array shares that array
        /// instead of copying it.
        var changed = true

        /// `value` left as it is, a plain value.
        static func unchanged(_ value: JSONValue) -> Substituted { Substituted(value: value, count: 1, height: 0, changed: false) }

        /// `value` in place of a plain value.
        static func replaced(_ value: JSONValue) -> Substituted { Substituted(value: value, count: 1, height: 0) }

        /// Counts `part`, an element or member placed one level inside this value.
        mutating func add(_ part: Substituted) {
            count += part.count
            height = max(height, part.height + 1)
            changed = changed || part.changed
        }
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

    // `substituteCounting`, `place` and `tokenValue` recurse once per array or object and once per
    // token a token's value uses; `depth` counts the arrays and objects around `value` in the
    // document being built (a token's value is resolved where it is first used).

    private mutating func substituteCounting(_ value: JSONValue, depth: Int) -> Substituted {
        switch value.kind {
        case .string(let text):
            guard text.unicodeScalars.contains("$") else { return .unchanged(value) }
            if let name = TokenText.wholeReference(text) { return place(name, at: value, depth: depth) }
            return .replaced(interpolate(text, at: value, depth: depth))
        case .array(var items):
            guard enters(value, at: depth) else { return .replaced(Self.refused(value)) }
            var total = Substituted(value: value, count: 1, height: 1, changed: false)
            for index in items.indices {
                let result = substituteCounting(items[index], depth: depth + 1)
                total.add(result)
                if result.changed { items[index] = result.value }
            }
            if total.changed { total.value.kind = .array(items) }
            return total
        case .object(var members):
            guard enters(value, at: depth) else { return .replaced(Self.refused(value)) }
            var total = Substituted(value: value, count: 1, height: 1, changed: false)
            for index in members.indices {
                let result = substituteCounting(members[index].value, depth: depth + 1)
                total.add(result)
                if result.changed { members[index].value = result.value }
            }
            if total.changed { total.value.kind = .object(members) }
            return total
        default:
            return .unchanged(value)
        }
    }

    /// Token `name`'s value in place of `usage`, a string that is only the reference.
    private mutating func place(_ name: String, at usage: JSONValue, depth: Int) -> Substituted {
        guard let token = tokenValue(name, usedAt: usage, depth: depth) else { return .unchanged(usage) }
        expandedValues += token.count
        guard expandedValues <= SpecLimits.maxExpandedValues else {
            if !reportedExpansion {
                reportedExpansion = true
                diagnostics.report(usage, "tokens expand to more than \(NumberText.grouped(SpecLimits.maxExpandedValues)) values")
            }
            return .unchanged(usage)
        }
        if token.insetShadow, !Self.mayHoldInsetShadow(usage) {
            diagnostics.report(usage, "token `$\(name)` is an inset shadow (DTCG `\"inset\": true`); use it as `innerShadow`")
            return .unchanged(usage)
        }
        guard depth + token.height <= SpecLimits.maxJSONDepth else {
            reportNesting(usage)
            return .unchanged(usage)
        }
        var placed = token
        placed.value.position = usage.position
        placed.changed = true
        return placed
    }

    /// Whether an array or object at `depth` is within the nesting limit; reported when not.
    private func enters(_ value: JSONValue, at depth: Int) -> Bool {
        guard depth >= SpecLimits.maxJSONDepth else { return true }
        reportNesting(value)
        return false
    }

    private func reportNesting(_ value: JSONValue) {
        diagnostics.report(value, "with its tokens substituted, the value nests deeper than \(SpecLimits.maxJSONDepth) levels")
    }

    /// What stands for a value refused for its nesting: a plain value, so no later walk over the
    /// (already refused) document goes deeper. The spec is not loaded after an error.
    private static func refused(_ value: JSONValue) -> JSONValue {
        JSONValue(kind: .null, position: value.position)
    }

    /// `innerShadow`, or another token (the spec value that uses that one decides).
    private static func mayHoldInsetShadow(_ usage: JSONValue) -> Bool {
        let path = usage.sourcePath
        return path.hasPrefix("$.tokens") || JSONPath.split(path)?.last == ".innerShadow"
    }

    /// `text` with each `${name}` replaced by its token's text; `$$` is `$`.
    private mutating func interpolate(_ text: String, at usage: JSONValue, depth: Int) -> JSONValue {
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
                guard let token = tokenValue(name, usedAt: usage, depth: depth) else { return usage }
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

    private mutating func tokenValue(_ name: String, usedAt usage: JSONValue, depth: Int) -> Substituted? {
        if let done = resolved[name] { return done }
        switch definitions.definition(name) {
        case nil:
            diagnostics.report(usage, "unknown token `$\(name)`" + Suggestion.didYouMean(name, among: definitions.order, prefix: "$"))
            return nil
        case .design?:
            return designTokenValue(name, usedAt: usage)
        case .inline(let definition)?:
            guard mayResolve(name, usedAt: usage) else { return nil }
            resolving.append(name)
            let result = substituteCounting(definition, depth: depth)
            resolving.removeLast()
            resolved[name] = result
            return result
        }
    }

    /// Whether inline token `name`, used at `usage` inside the tokens being resolved, may be
    /// resolved: not when it is one of them (a cycle), nor when its use would be number
    /// `maxAliasDepth + 1` in a row (`$a` whose value is `$b` is one). Reported when not.
    private func mayResolve(_ name: String, usedAt usage: JSONValue) -> Bool {
        if let start = resolving.firstIndex(of: name) {
            let cycle = (resolving[start...] + [name]).map { "$" + $0 }.joined(separator: " → ")
            diagnostics.report(usage, "token cycle: \(cycle)")
            return false
        }
        guard resolving.count > SpecLimits.maxAliasDepth, let first = resolving.first, let last = resolving.last else { return true }
        diagnostics.report(usage, "tokens chain more than \(SpecLimits.maxAliasDepth) deep: $\(first) → … → $\(last) → $\(name)")
        return false
    }

    /// A DTCG token's spec value; when it has none, the error names the token, its type and the
    /// place in the token file, at the spec position that references it.
    private mutating func designTokenValue(_ name: String, usedAt usage: JSONValue) -> Substituted? {
        switch definitions.designTokens.specValue(name) {
        case .success(let token)?:
            let result = Substituted(value: token.value, count: token.value.nodeCount, height: token.value.height,
                                     insetShadow: token.insetShadow)
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
