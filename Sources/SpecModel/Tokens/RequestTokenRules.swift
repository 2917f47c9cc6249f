import RenderSupport

/// What a spec's `serve` lets a request to `render-spec serve` set: the declared tokens, in the
/// order the spec lists them, each with its limits. Empty when the spec has no `serve`, and then
/// every value a request gives is refused. The server asks `problems` to answer a bad request, and
/// `SpecLoader.load(file:requestTokens:)` asks it again, so no caller can draw unchecked text.
package struct RequestTokenRules: Equatable, Hashable, Sendable {
    /// Declared token names, in file order.
    package private(set) var names: [String] = []
    package private(set) var rules: [String: RequestTokenRule] = [:]

    package init() {}

    package var isEmpty: Bool { names.isEmpty }

    package subscript(name: String) -> RequestTokenRule? { rules[name] }

    /// Declares `name` (a later declaration of the same name replaces the rule, keeping its place).
    package mutating func declare(_ name: String, _ rule: RequestTokenRule) {
        if rules.updateValue(rule, forKey: name) == nil { names.append(name) }
    }

    /// What is wrong with a request's values, one problem per token at most, in name order (a
    /// dictionary has none of its own, and a reply should read the same every time); empty when
    /// every value may be drawn. A token the request leaves out keeps its default.
    package func problems(_ values: [String: String]) -> [RequestTokenProblem] {
        values.keys.sorted().compactMap { name in
            guard let rule = rules[name] else { return undeclared(name) }
            return rule.problem(with: values[name] ?? "", token: name)
        }
    }

    private func undeclared(_ name: String) -> RequestTokenProblem {
        let set = names.isEmpty ? "it sets none (it has no `serve.tokens`)"
            : "it sets " + names.map { "`\($0)`" }.joined(separator: ", ") + Suggestion.didYouMean(name, among: names)
        return RequestTokenProblem(token: name, kind: .undeclared,
                                   message: "`\(Self.shown(name))` is not a token this spec lets a request set; \(set)")
    }

    /// A name the request chose, as a message quotes it: an excerpt (InputExcerpt), each character
    /// that breaks a line as its code point, so the message stays one line whatever was sent.
    private static func shown(_ name: String) -> String {
        var out = ""
        for scalar in InputExcerpt.of(name).unicodeScalars {
            if RequestTokenRule.breaksLine(scalar) { out += RequestTokenRule.codePoint(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
