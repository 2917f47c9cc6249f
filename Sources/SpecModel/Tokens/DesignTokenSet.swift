import RenderSupport

/// The design tokens of every DTCG file a spec names, by path (a later file's token over an
/// earlier one's), turned into spec values on demand: aliases (`"{brand.primary}"`, the whole
/// value or a member of a composite) resolved, with cycles refused, then mapped by DTCGMapping.
/// Results are cached, so a token referenced many times is resolved once.
///
/// Both ways a value can grow are bounded before the walk goes deeper
/// (docs/spec.md#errors-and-limits): a chain of at most `maxAliasDepth` aliases, and a value nested
/// at most `maxJSONDepth` levels once its aliases are in place.
///
/// Aliases resolve among these tokens only: a spec's own inline tokens are spec values, not DTCG
/// values, and cannot stand in a DTCG composite.
struct DesignTokenSet {
    /// A token whose value could not be mapped, with what the message needs.
    struct Failure: Error {
        var type: String?
        var problem: DesignTokenProblem
    }

    /// A token's value with its aliases replaced, its type (inferred from the alias target when
    /// the token is an untyped alias, as DTCG says), how many values it holds, and how many levels
    /// of arrays and objects (0 for a plain value), for the nesting limit wherever it is placed.
    private struct Resolved {
        var type: String?
        var value: JSONValue
        var count: Int
        var height: Int
    }

    /// Where a value being resolved sits: `chain` holds the tokens whose values enclose it,
    /// outermost first (for cycles and the alias limit), and `depth` counts the arrays and objects
    /// around it from the outermost token's value (for the nesting limit).
    private struct Place {
        var chain: [String]
        var depth: Int

        func inside(_ token: String) -> Place { Place(chain: chain + [token], depth: depth) }
        var nested: Place { Place(chain: chain, depth: depth + 1) }
    }

    private var tokens: [String: DesignToken] = [:]
    /// Paths in file order, for "did you mean".
    private(set) var paths: [String] = []
    private var resolved: [String: Result<Resolved, DesignTokenProblem>] = [:]
    private var mapped: [String: Result<MappedToken, Failure>] = [:]

    mutating func add(_ list: [DesignToken]) {
        for token in list {
            if tokens.updateValue(token, forKey: token.path) == nil { paths.append(token.path) }
        }
        resolved = [:]
        mapped = [:]
    }

    func contains(_ path: String) -> Bool {
        tokens[path] != nil || member(path) != nil
    }

    /// `path` as a spec value; nil when no token or member token has that path.
    mutating func specValue(_ path: String) -> Result<MappedToken, Failure>? {
        if let done = mapped[path] { return done }
        let result: Result<MappedToken, Failure>
        if let token = tokens[path] {
            switch resolve(token, at: Place(chain: [], depth: 0)) {
            case .success(let value):
                result = DTCGMapping.map(value.value, type: value.type).mapError { Failure(type: value.type, problem: $0) }
            case .failure(let problem):
                result = .failure(Failure(type: token.type, problem: problem))
            }
        } else if let (parent, key, type) = member(path) {
            result = memberValue(of: parent, key: key, type: type)
        } else {
            return nil
        }
        mapped[path] = result
        return result
    }

    /// A member of a composite token, `heading.letterSpacing` of the typography `heading`.
    private func member(_ path: String) -> (parent: DesignToken, key: String, type: String)? {
        guard let dot = path.lastIndex(of: "."), let parent = tokens[String(path[..<dot])] else { return nil }
        let key = String(path[path.index(after: dot)...])
        guard let type = DTCGMapping.memberType(of: parent.type, member: key) else { return nil }
        return (parent, key, type)
    }

    private mutating func memberValue(of parent: DesignToken, key: String, type: String) -> Result<MappedToken, Failure> {
        let composite: Resolved
        switch resolve(parent, at: Place(chain: [], depth: 0)) {
        case .success(let value): composite = value
        case .failure(let problem): return .failure(Failure(type: type, problem: problem))
        }
        let result: Result<MappedToken, DesignTokenProblem>
        if type == "letterSpacing" || type == "lineHeight" {
            result = DTCGMapping.typographyMember(key, of: composite.value)
        } else if let node = composite.value[key] {
            result = DTCGMapping.map(node, type: type)
        } else {
            result = .failure(DesignTokenProblem("the \(parent.type ?? "composite") has no `\(key)`", at: composite.value))
        }
        return result.mapError { Failure(type: type, problem: $0) }
    }

    /// `token`'s value with its aliases resolved, placed at `place`. A failure found inside another
    /// token's value may come from where that value sits (the limits count from the outermost
    /// token), so only a token resolved on its own keeps its failure.
    private mutating func resolve(_ token: DesignToken, at place: Place) -> Result<Resolved, DesignTokenProblem> {
        if let done = resolved[token.path] { return done }
        let result: Result<Resolved, DesignTokenProblem>
        do {
            result = .success(try resolveChain(from: token, at: place))
        } catch {
            result = .failure(error)
        }
        if case .success = result { resolved[token.path] = result } else if place.chain.isEmpty { resolved[token.path] = result }
        return result
    }

    /// Follows the tokens whose whole value is an alias (`{a}` → `{b}` → …) in a loop, then
    /// resolves the value the chain ends at: only an alias inside an array or object recurses, so a
    /// chain costs no stack, and recursion is bounded by the nesting limit.
    private mutating func resolveChain(from token: DesignToken, at place: Place) throws(DesignTokenProblem) -> Resolved {
        var links = [token]
        var chain = place.chain + [token.path]
        var end: Resolved
        while true {
            let link = links[links.count - 1]
            guard let target = Self.alias(in: link.value) else {
                end = try resolveValue(of: link, at: Place(chain: chain, depth: place.depth))
                resolved[link.path] = .success(end)
                links.removeLast()
                break
            }
            guard let next = tokens[target] else { throw unknownAlias(target, at: link.value) }
            try Self.checkChain(chain, to: target, at: link.value)
            if let done = resolved[target] {
                end = try done.get()
                try Self.checkNesting(of: end, at: place.depth, alias: link.value)
                break
            }
            links.append(next)
            chain.append(target)
        }
        // Each alias holds what it names; an untyped one takes its target's type, as DTCG says.
        for link in links.reversed() {
            end.type = link.type ?? end.type
            resolved[link.path] = .success(end)
        }
        return end
    }

    /// The value of a token that is not itself an alias, with the aliases inside it resolved.
    private mutating func resolveValue(of token: DesignToken, at place: Place) throws(DesignTokenProblem) -> Resolved {
        var walk = Walk(deepest: place.depth)
        let value = try dealias(token.value, at: place, &walk)
        return Resolved(type: token.type, value: value, count: walk.count, height: walk.deepest - place.depth)
    }

    /// What resolving one token's value has counted so far: the values it holds, and the depth
    /// below its deepest array or object.
    private struct Walk {
        var count = 0
        var deepest: Int
    }

    // `dealias` recurses once per array or object, and through `follow`, `resolve` and
    // `resolveChain` once per array or object that holds an alias: both are bounded by the
    // nesting limit, checked on the way in.

    /// `value` with its aliases resolved.
    private mutating func dealias(_ value: JSONValue, at place: Place, _ walk: inout Walk) throws(DesignTokenProblem) -> JSONValue {
        if let target = Self.alias(in: value) { return try follow(target, from: value, at: place, &walk) }
        walk.count += 1
        switch value.kind {
        case .array(let items):
            try Self.enter(value, at: place, &walk)
            var out: [JSONValue] = []
            out.reserveCapacity(items.count)
            for item in items { out.append(try dealias(item, at: place.nested, &walk)) }
            return JSONValue(kind: .array(out), position: value.position)
        case .object(let members):
            try Self.enter(value, at: place, &walk)
            var out = members
            for index in out.indices { out[index].value = try dealias(out[index].value, at: place.nested, &walk) }
            return JSONValue(kind: .object(out), position: value.position)
        default:
            return value
        }
    }

    /// The value of the token `alias` names, checked before it is resolved.
    private mutating func follow(_ target: String, from alias: JSONValue, at place: Place, _ walk: inout Walk) throws(DesignTokenProblem) -> JSONValue {
        guard let token = tokens[target] else { throw unknownAlias(target, at: alias) }
        try Self.checkChain(place.chain, to: target, at: alias)
        let aliased = try resolve(token, at: place).get()
        try Self.add(aliased, from: alias, at: place, &walk)
        return aliased.value
    }

    private func unknownAlias(_ target: String, at alias: JSONValue) -> DesignTokenProblem {
        DesignTokenProblem("alias `{\(target)}` names no token" + Suggestion.didYouMean(target, among: paths).replacingBackticks(), at: alias)
    }

    /// Refuses an alias to a token already being resolved (a cycle), or one that would be alias
    /// number `maxAliasDepth + 1` in a row.
    private static func checkChain(_ chain: [String], to target: String, at alias: JSONValue) throws(DesignTokenProblem) {
        if let start = chain.firstIndex(of: target) {
            let cycle = (chain[start...] + [target]).map { "{\($0)}" }.joined(separator: " → ")
            throw DesignTokenProblem("alias cycle: \(cycle)", at: alias)
        }
        guard chain.count > SpecLimits.maxAliasDepth, let first = chain.first, let last = chain.last else { return }
        throw DesignTokenProblem("aliases chain more than \(SpecLimits.maxAliasDepth) deep: {\(first)} → … → {\(last)} → {\(target)}", at: alias)
    }

    /// Counts an array or object at `place`, refused when it would pass the nesting limit.
    private static func enter(_ value: JSONValue, at place: Place, _ walk: inout Walk) throws(DesignTokenProblem) {
        guard place.depth < SpecLimits.maxJSONDepth else { throw nestingProblem(at: value) }
        walk.deepest = max(walk.deepest, place.depth + 1)
    }

    /// Counts a resolved alias target placed at `place`, refused when it passes a limit.
    private static func add(_ aliased: Resolved, from alias: JSONValue, at place: Place, _ walk: inout Walk) throws(DesignTokenProblem) {
        walk.count += aliased.count
        guard walk.count <= SpecLimits.maxExpandedValues else {
            throw DesignTokenProblem("aliases expand to more than \(NumberText.grouped(SpecLimits.maxExpandedValues)) values", at: alias)
        }
        try checkNesting(of: aliased, at: place.depth, alias: alias)
        walk.deepest = max(walk.deepest, place.depth + aliased.height)
    }

    /// Refuses a resolved value that, placed `depth` levels deep, would pass the nesting limit.
    private static func checkNesting(of aliased: Resolved, at depth: Int, alias: JSONValue) throws(DesignTokenProblem) {
        guard depth + aliased.height > SpecLimits.maxJSONDepth else { return }
        throw nestingProblem(at: alias)
    }

    private static func nestingProblem(at value: JSONValue) -> DesignTokenProblem {
        DesignTokenProblem("with its aliases resolved, the value nests deeper than \(SpecLimits.maxJSONDepth) levels", at: value)
    }

    /// `brand.primary` for the string `"{brand.primary}"`: a DTCG alias is the whole string.
    private static func alias(in value: JSONValue) -> String? {
        guard case .string(let text) = value.kind, text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }
}

private extension String {
    /// Suggestion's "did you mean `x`?" with the alias braces: "did you mean `{x}`?".
    func replacingBackticks() -> String {
        guard hasPrefix("; did you mean `"), hasSuffix("`?") else { return self }
        return "; did you mean `{" + dropFirst("; did you mean `".count).dropLast(2) + "}`?"
    }
}
