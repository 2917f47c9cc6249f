import RenderSupport

/// What each token name means, read from a (merged) spec's `tokens`: an object of inline tokens
/// (`{name: any spec value}`), the path of a DTCG design token file, or a list of both, later
/// entries over earlier ones. A DTCG token is named by its dotted path (`brand.primary`), and a
/// member of a composite one by the member's name after it (`type.heading.letterSpacing`).
struct TokenDefinitions {
    enum Definition {
        case inline(JSONValue)
        /// A DTCG token, looked up in `designTokens` by the same name.
        case design
    }

    private(set) var byName: [String: Definition] = [:]
    /// Names in definition order, for "did you mean".
    private(set) var order: [String] = []
    var designTokens = DesignTokenSet()
    /// Token files read so far (a base and the file extending it may both name one).
    private var files: [String: [DesignToken]] = [:]
    private let root: RenderRoot
    private let diagnostics: Diagnostics

    init(_ tokens: JSONValue?, root: RenderRoot, diagnostics: Diagnostics) {
        self.root = root
        self.diagnostics = diagnostics
        guard let tokens else { return }
        switch tokens.kind {
        case .object: defineInline(tokens)
        case .string: defineFile(tokens)
        case .array(let items):
            for item in items {
                switch item.kind {
                case .object: defineInline(item)
                case .string: defineFile(item)
                default: diagnostics.report(item, "expected an object of tokens or the path of a design token file, got \(item.typeName)")
                }
            }
        default:
            diagnostics.report(tokens, "expected an object of tokens (name: value), the path of a design token file, or a list of them, got \(tokens.typeName)")
        }
    }

    /// Whether `name` names a token, inline or DTCG (including a composite's member).
    func isDefined(_ name: String) -> Bool {
        byName[name] != nil || isDesignMember(name)
    }

    /// The definition of `name`; a composite's member counts as DTCG when its token is one.
    func definition(_ name: String) -> Definition? {
        if let definition = byName[name] { return definition }
        return isDesignMember(name) ? .design : nil
    }

    private func isDesignMember(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), case .design? = byName[String(name[..<dot])] else { return false }
        return designTokens.contains(name)
    }

    /// Puts a request's text in place of inline token `name`'s default (ServeDeclaration checked
    /// that it is one, a string or number), at the default's position. The text is a value, never
    /// a reference: every `$` is written `$$`, so `"$other"` or `"${x}"` is drawn as it is and
    /// reaches no other token.
    mutating func setRequestText(_ name: String, _ text: String) {
        guard case .inline(let node)? = byName[name] else { return }
        byName[name] = .inline(JSONValue(kind: .string(text.replacingText("$", with: "$$")), position: node.position))
    }

    private mutating func defineInline(_ tokens: JSONValue) {
        for member in tokens.members ?? [] {
            guard TokenResolver.isName(member.key) else {
                diagnostics.report(at: member.keyPosition, "`\(member.key)` is not a token name: use letters, digits, `_`, `-` and `.`, starting with a letter or `_`")
                continue
            }
            define(member.key, .inline(member.value))
        }
    }

    /// A path relative to the file that names it, confined to the render root as `extends` and font
    /// files are.
    private mutating func defineFile(_ node: JSONValue) {
        guard case .string(let relative) = node.kind, !relative.isEmpty else {
            diagnostics.report(node, "expected the path of a design token file, got an empty string")
            return
        }
        let file: String
        switch root.resolve(relative, from: node.position.file) {
        case .success(let path): file = path
        case .failure(let problem):
            diagnostics.report(node, problem.message)
            return
        }
        if files[file] == nil {
            do {
                files[file] = try DesignTokenFile.read(file)
            } catch {
                diagnostics.append([error])
                files[file] = []
            }
        }
        let tokens = files[file] ?? []
        designTokens.add(tokens)
        for token in tokens { define(token.path, .design) }
    }

    private mutating func define(_ name: String, _ definition: Definition) {
        if byName.updateValue(definition, forKey: name) == nil { order.append(name) }
    }
}
