import RenderSupport

/// Where a token a request may set (`serve.tokens`) may be used: only in text, the string of a
/// `text`, a text field's `placeholder` or a button title's `text` (in the file, a state or a
/// locale), whole (`"$name"`) or inside it (`"Hi ${name}"`), and in string tokens that are
/// themselves used only there (`"greeting": "Hi ${name}"`); `$comment`, never drawn, may name
/// them too. Anywhere else (a colour, a size, a
/// font file, the output name, a catalog's key or arguments) a request would choose more than
/// words, so such a use is refused when the spec is loaded, with or without a request, at the
/// string that uses it.
enum RequestTokenUses {
    /// `document` is the merged spec without `tokens` and `serve`.
    static func check(_ document: JSONValue, definitions: TokenDefinitions, declared: [String], diagnostics: Diagnostics) {
        guard !declared.isEmpty else { return }
        let carriers = carriers(definitions, declared: declared, diagnostics: diagnostics)
        checkSpec(document, carriers: carriers, definitions: definitions, diagnostics: diagnostics, top: true)
    }

    /// Every token whose value holds a request's text, with the declared token it comes from:
    /// the declared ones, and the string tokens that use one of them, followed through any
    /// chain. An object or list token that uses one is refused.
    private static func carriers(_ definitions: TokenDefinitions, declared: [String], diagnostics: Diagnostics) -> [String: String] {
        var usedBy: [String: [String]] = [:]
        for name in definitions.order {
            guard case .inline(let value)? = definitions.definition(name) else { continue }
            if case .string(let text) = value.kind {
                for used in references(text, definitions) { usedBy[used, default: []].append(name) }
            }
        }
        var carriers: [String: String] = [:]
        var queue = declared
        for name in declared { carriers[name] = name }
        while let name = queue.popLast() {
            for user in usedBy[name] ?? [] where carriers[user] == nil {
                carriers[user] = carriers[name]
                queue.append(user)
            }
        }
        for name in definitions.order where carriers[name] == nil {
            guard case .inline(let value)? = definitions.definition(name), value.members != nil || isArray(value) else { continue }
            checkOutsideText(value, carriers: carriers, definitions: definitions, diagnostics: diagnostics)
        }
        return carriers
    }

    private static func isArray(_ value: JSONValue) -> Bool {
        if case .array = value.kind { return true }
        return false
    }

    /// A spec object (the file, a state, a locale): its text keys may hold a carrier.
    private static func checkSpec(_ node: JSONValue, carriers: [String: String], definitions: TokenDefinitions,
                                  diagnostics: Diagnostics, top: Bool) {
        func outside(_ value: JSONValue) {
            checkOutsideText(value, carriers: carriers, definitions: definitions, diagnostics: diagnostics)
        }
        for member in node.members ?? [] {
            switch member.key {
            case "states" where top, "locales" where top:
                for entry in member.value.members ?? [] {
                    checkSpec(entry.value, carriers: carriers, definitions: definitions, diagnostics: diagnostics, top: false)
                }
            case "$comment":
                continue  // notes for people, never drawn nor read
            case "text", "placeholder":
                if !isString(member.value) { outside(member.value) }
            case "title":
                for part in member.value.members ?? [] where !(part.key == "text" && isString(part.value)) { outside(part.value) }
                if member.value.members == nil { outside(member.value) }
            default:
                outside(member.value)
            }
        }
    }

    private static func isString(_ value: JSONValue) -> Bool {
        if case .string = value.kind { return true }
        return false
    }

    /// Reports every string under `node` that uses a carrier.
    private static func checkOutsideText(_ node: JSONValue, carriers: [String: String], definitions: TokenDefinitions,
                                         diagnostics: Diagnostics) {
        switch node.kind {
        case .string(let text):
            guard let used = references(text, definitions).first(where: { carriers[$0] != nil }), let declared = carriers[used] else { return }
            let holds = used == declared ? "is set by a request (`serve.tokens.\(declared)`)"
                : "holds text a request sets (`serve.tokens.\(declared)`)"
            diagnostics.report(node, "token `$\(used)` \(holds), so it may stand only in text (`text`, `placeholder`, a title's `text`): a request changes words, never a colour, a size, a file, a name or a catalog's key")
        case .array(let items):
            for item in items { checkOutsideText(item, carriers: carriers, definitions: definitions, diagnostics: diagnostics) }
        case .object(let members):
            for member in members { checkOutsideText(member.value, carriers: carriers, definitions: definitions, diagnostics: diagnostics) }
        default:
            break
        }
    }

    /// The tokens a string uses, as TokenResolver reads it; none when it is malformed (the
    /// resolver reports that).
    private static func references(_ text: String, _ definitions: TokenDefinitions) -> [String] {
        guard text.unicodeScalars.contains("$") else { return [] }
        if let name = TokenText.wholeReference(text) { return [name] }
        guard case .success(let pieces) = TokenText.pieces(text, isDefined: { definitions.isDefined($0) }) else { return [] }
        return pieces.compactMap { piece in
            if case .token(let name) = piece { return name }
            return nil
        }
    }
}
