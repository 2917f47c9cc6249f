/// The design tokens of every DTCG file a spec names, by path (a later file's token over an
/// earlier one's), turned into spec values on demand: aliases (`"{brand.primary}"`, the whole
/// value or a member of a composite) resolved, with cycles refused, then mapped by DTCGMapping.
/// Results are cached, so a token referenced many times is resolved once.
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
    /// the token is an untyped alias, as DTCG says) and how many values it holds.
    private struct Resolved {
        var type: String?
        var value: JSONValue
        var count: Int
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
            switch resolve(token, chain: []) {
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
        switch resolve(parent, chain: []) {
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

    /// `chain` holds the tokens being resolved around this one, for cycles.
    private mutating func resolve(_ token: DesignToken, chain: [String]) -> Result<Resolved, DesignTokenProblem> {
        if let done = resolved[token.path] { return done }
        var count = 0
        let result = dealias(token.value, chain: chain + [token.path], count: &count).map { value in
            var type = token.type
            if type == nil, let target = Self.alias(in: token.value), case .success(let aliased)? = resolved[target] {
                type = aliased.type
            }
            return Resolved(type: type, value: value, count: count)
        }
        resolved[token.path] = result
        return result
    }

    private mutating func dealias(_ value: JSONValue, chain: [String], count: inout Int) -> Result<JSONValue, DesignTokenProblem> {
        if let target = Self.alias(in: value) {
            guard let token = tokens[target] else {
                return .failure(DesignTokenProblem("alias `{\(target)}` names no token" + Suggestion.didYouMean(target, among: paths).replacingBackticks(), at: value))
            }
            if let start = chain.firstIndex(of: target) {
                let cycle = (chain[start...] + [target]).map { "{\($0)}" }.joined(separator: " → ")
                return .failure(DesignTokenProblem("alias cycle: \(cycle)", at: value))
            }
            return resolve(token, chain: chain).flatMap { aliased in
                count += aliased.count
                guard count <= SpecLimits.maxExpandedValues else {
                    return .failure(DesignTokenProblem("aliases expand to more than \(NumberText.grouped(SpecLimits.maxExpandedValues)) values", at: value))
                }
                return .success(aliased.value)
            }
        }
        switch value.kind {
        case .array(let items):
            count += 1
            var out: [JSONValue] = []
            for item in items {
                switch dealias(item, chain: chain, count: &count) {
                case .success(let item): out.append(item)
                case .failure(let problem): return .failure(problem)
                }
            }
            return .success(JSONValue(kind: .array(out), position: value.position))
        case .object(let members):
            count += 1
            var out: [JSONMember] = []
            for var member in members {
                switch dealias(member.value, chain: chain, count: &count) {
                case .success(let item): member.value = item
                case .failure(let problem): return .failure(problem)
                }
                out.append(member)
            }
            return .success(JSONValue(kind: .object(out), position: value.position))
        default:
            count += 1
            return .success(value)
        }
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
