import RenderSupport

/// A merged spec's `serve` read and checked, with where each part was written: the rules a
/// request's values are held to, and the places their errors point at. `serve` is read before
/// tokens are substituted and is never substituted itself: its limits are what the file says.
struct ServeDeclaration {
    private(set) var rules = RequestTokenRules()
    /// Each declared token's `{"maxLength", …}` object: a request's problem with it points here.
    private(set) var declarations: [String: JSONValue] = [:]
    /// What a request naming an undeclared token is pointed at: `serve.tokens`, else `serve`,
    /// else the whole file.
    private(set) var place: SourcePosition
    /// Whether the declaration had an error: the request's values are not checked against rules
    /// that are only partly read.
    private(set) var isValid = true

    /// The kinds that take `serve`; a bitmap font or an atlas has no text a request could set, and
    /// its `serve` is an unknown key like any other (the document decode reports it).
    private static let kinds = Set([SpecKind.label, .textField, .button, .view].map(\.rawValue))

    init(_ document: JSONValue, diagnostics: Diagnostics) {
        place = document.position
        guard case .string(let kind)? = document["kind"]?.kind, Self.kinds.contains(kind),
              let serve = document["serve"] else { return }
        place = serve.position
        let errorsBefore = diagnostics.errors.count
        defer { isValid = diagnostics.errors.count == errorsBefore }
        // Types and unknown keys, worded as every other key's.
        guard let value = TreeDecoder.decode(ServeValue.self, from: serve, diagnostics: diagnostics),
              diagnostics.errors.count == errorsBefore else { return }
        guard let tokens = serve["tokens"], let entries = value.tokens?.entries else {
            diagnostics.report(serve, "`serve` needs `tokens`: the tokens a request may set, as {name: {\"maxLength\": characters}}")
            return
        }
        place = tokens.position
        if entries.count > SpecLimits.maxRequestTokens {
            diagnostics.report(tokens, "\(entries.count) tokens; a request may set at most \(SpecLimits.maxRequestTokens)")
            return
        }
        for member in tokens.members ?? [] {
            guard let entry = value.tokens?[member.key] else { continue }
            declare(member, entry, diagnostics: diagnostics)
        }
    }

    private mutating func declare(_ member: JSONMember, _ entry: RequestTokenValue, diagnostics: Diagnostics) {
        let name = member.key
        guard TokenResolver.isName(name) else {
            diagnostics.report(at: member.keyPosition, "`\(name)` is not a token name: use letters, digits, `_`, `-` and `.`, starting with a letter or `_`")
            return
        }
        guard let maxLength = entry.maxLength, let lengthNode = member.value["maxLength"] else {
            diagnostics.report(member.value, "`maxLength` is required: the most characters a request may give `\(name)`, 1 to \(NumberText.grouped(SpecLimits.maxRequestTokenLength))")
            return
        }
        guard (1...SpecLimits.maxRequestTokenLength).contains(maxLength) else {
            diagnostics.report(lengthNode, "\(maxLength) is not a length a request may have; use 1 to \(NumberText.grouped(SpecLimits.maxRequestTokenLength)) characters")
            return
        }
        var characters: Set<Unicode.Scalar>?
        if let text = entry.characters, let node = member.value["characters"] {
            guard let set = Self.characterSet(text, at: node, diagnostics: diagnostics) else { return }
            characters = set
        }
        declarations[name] = member.value
        rules.declare(name, RequestTokenRule(maxLength: maxLength, characters: characters))
    }

    /// `characters` as a set of scalars: not empty, not huge, and nothing a request's text may
    /// not hold anyway (a control character here would promise what the rule refuses).
    private static func characterSet(_ text: String, at node: JSONValue, diagnostics: Diagnostics) -> Set<Unicode.Scalar>? {
        guard !text.isEmpty else {
            diagnostics.report(node, "`characters` is empty, so no request could set this token; list the characters it may hold, or leave `characters` out to allow any")
            return nil
        }
        let count = text.unicodeScalars.count
        guard count <= SpecLimits.maxRequestCharacters else {
            diagnostics.report(node, "`characters` holds \(NumberText.grouped(count)) characters; the limit is \(NumberText.grouped(SpecLimits.maxRequestCharacters))")
            return nil
        }
        if let scalar = text.unicodeScalars.first(where: { RequestTokenRule.breaksLine($0) || $0 == "\u{FFFD}" }) {
            diagnostics.report(node, "`characters` holds \(RequestTokenRule.codePoint(scalar)), which a request's text may never hold (one line, no control characters)")
            return nil
        }
        return Set(text.unicodeScalars)
    }

    /// Each declared token's default must be one a request's text can stand in for: an inline
    /// string or number of `tokens` (the final definition, after `extends` and token files). A
    /// default the token's own rule refuses only draws a warning: it is the committed file, not a
    /// request, and is drawn only when the request leaves the token out.
    func checkDefaults(_ definitions: TokenDefinitions, replaced: Set<String>, diagnostics: Diagnostics) {
        for name in rules.names {
            guard let declaration = declarations[name], let rule = rules[name] else { continue }
            let defaultNode: JSONValue
            switch definitions.definition(name) {
            case nil:
                diagnostics.report(declaration, "`\(name)` has no default in `tokens`: a token a request may set needs one, a string or number, drawn when a request leaves it out")
                continue
            case .design?:
                diagnostics.report(declaration, "`\(name)` is a token of a design token file; a token a request may set needs an inline default in `tokens`, a string or number")
                continue
            case .inline(let node)?:
                defaultNode = node
            }
            let text: String
            switch defaultNode.kind {
            case .string(let string): text = string
            case .number(let number): text = NumberText.short(number)
            default:
                diagnostics.report(declaration, "`\(name)`'s default in `tokens` is \(defaultNode.typeName); a request sets text, so its default must be a string or number")
                continue
            }
            if !replaced.contains(name), let problem = rule.problem(with: text, token: name) {
                let said = problem.message.replacingText("the request gives", with: "the default gives")
                diagnostics.warn(at: defaultNode.position, said + " (its `serve` rule)")
            }
        }
    }

    /// A request's values checked against the rules, each problem an error at the token's
    /// declaration (at `serve.tokens` for a token the spec does not declare).
    func check(_ values: [String: String], diagnostics: Diagnostics) {
        for problem in rules.problems(values) {
            diagnostics.report(at: declarations[problem.token]?.position ?? place, problem.message)
        }
    }
}
