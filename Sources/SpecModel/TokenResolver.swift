/// Replaces every string that is exactly `"$name"` with the value of token `name`, after `extends`
/// has merged the tokens of every base (this file's override the bases'), so a base can be restyled by
/// the file that extends it.
///
/// - A token's value may itself use tokens; a cycle is an error.
/// - The substituted value takes the position and path of the usage (errors point where it is used);
///   values nested inside an object or array token keep their positions in the token's definition.
/// - `"$$…"` is a literal string starting with one `$` (for a text like "$$5" → "$5"); a `$` not
///   followed by a name (`"$ 5"`, `"$5"`) is literal too.
struct TokenResolver {
    /// The document with tokens substituted and the `tokens` key removed.
    static func resolve(_ document: JSONValue, diagnostics: Diagnostics) -> JSONValue {
        var resolver = TokenResolver(diagnostics: diagnostics)
        if let tokens = document["tokens"] {
            resolver.define(tokens)
        }
        return resolver.substitute(document.removing(["tokens"]))
    }

    private let diagnostics: Diagnostics
    private var definitions: [String: JSONValue] = [:]
    private var definitionOrder: [String] = []
    private var resolved: [String: (value: JSONValue, count: Int)] = [:]
    private var resolving: [String] = []
    /// Values produced by substitution so far; capped so shared token values cannot expand without bound.
    private var expandedValues = 0
    private var reportedExpansion = false

    private init(diagnostics: Diagnostics) {
        self.diagnostics = diagnostics
    }

    private mutating func define(_ tokens: JSONValue) {
        guard let members = tokens.members else {
            diagnostics.report(tokens, "expected an object of tokens (name: value), got \(tokens.typeName)")
            return
        }
        for member in members {
            guard Self.isName(member.key) else {
                diagnostics.report(at: member.keyPosition, "`\(member.key)` is not a token name: use letters, digits, `_`, `-` and `.`, starting with a letter or `_`")
                continue
            }
            definitions[member.key] = member.value
            definitionOrder.append(member.key)
        }
    }

    private mutating func substitute(_ value: JSONValue) -> JSONValue {
        substituteCounting(value).value
    }

    /// The substituted value and how many values it holds.
    private mutating func substituteCounting(_ value: JSONValue) -> (value: JSONValue, count: Int) {
        switch value.kind {
        case .string(let text):
            switch Self.reference(in: text) {
            case .none:
                return (value, 1)
            case .literal(let literal):
                return (JSONValue(kind: .string(literal), position: value.position), 1)
            case .token(let name):
                guard let token = tokenValue(name, usedAt: value) else { return (value, 1) }
                expandedValues += token.count
                guard expandedValues <= SpecLimits.maxExpandedValues else {
                    if !reportedExpansion {
                        reportedExpansion = true
                        diagnostics.report(value, "tokens expand to more than \(NumberText.grouped(SpecLimits.maxExpandedValues)) values")
                    }
                    return (value, 1)
                }
                var placed = token.value
                placed.position = value.position
                return (placed, token.count)
            }
        case .array(let items):
            var count = 1
            let substituted = items.map { item in
                let result = substituteCounting(item)
                count += result.count
                return result.value
            }
            return (JSONValue(kind: .array(substituted), position: value.position), count)
        case .object(let members):
            var count = 1
            let substituted = members.map { member in
                var member = member
                let result = substituteCounting(member.value)
                count += result.count
                member.value = result.value
                return member
            }
            return (JSONValue(kind: .object(substituted), position: value.position), count)
        default:
            return (value, 1)
        }
    }

    private mutating func tokenValue(_ name: String, usedAt usage: JSONValue) -> (value: JSONValue, count: Int)? {
        if let done = resolved[name] { return done }
        guard let definition = definitions[name] else {
            diagnostics.report(usage, "unknown token `$\(name)`" + Suggestion.didYouMean(name, among: definitionOrder, prefix: "$"))
            return nil
        }
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

    private enum Reference {
        case literal(String)
        case token(String)
    }

    private static func reference(in text: String) -> Reference? {
        guard text.hasPrefix("$") else { return nil }
        if text.hasPrefix("$$") { return .literal(String(text.dropFirst())) }
        let name = String(text.dropFirst())
        return isName(name) ? .token(name) : nil
    }

    static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.isASCIILetter else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "."
        }
    }
}
