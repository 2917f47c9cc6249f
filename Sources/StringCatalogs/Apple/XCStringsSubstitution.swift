import RenderSupport

/// A String Catalog substitution: `%#@files@` in a value stands for a plural phrase of its own
/// (`"files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : … } }`), whose
/// `%arg` is the argument it counts. Expanded when read, one plural form per category, so a lookup's
/// `plural` picks the same category for the string and every phrase in it (a simplification: Xcode
/// picks each phrase's form from its own argument).
struct Substitution {
    var name: String
    var argument: Int?
    var specifier: String
    var forms: [PluralCategory: CatalogEntry]

    static func read(_ node: JSONValue, place: XCStringsPlace) throws(CatalogError) -> [Substitution] {
        var substitutions: [Substitution] = []
        for member in try CatalogJSON.members(node, "`substitutions`") {
            let body = member.value
            _ = try CatalogJSON.members(body, "a substitution")
            var argument: Int?
            if let number = body["argNum"] {
                guard case .number(let value) = number.kind, value == value.rounded(), value >= 1, value <= 99 else {
                    throw CatalogError(at: number.position, "`argNum` must be a whole number from 1 to 99")
                }
                argument = Int(value)
            }
            let specifier = try body["formatSpecifier"].map { node throws(CatalogError) in
                try CatalogJSON.string(node, "`formatSpecifier`")
            } ?? "@"
            var forms: [PluralCategory: CatalogEntry] = [:]
            if let plural = body["variations"]?["plural"] {
                for form in try CatalogJSON.members(plural, "`plural`") {
                    guard let category = PluralCategory(rawValue: form.key) else {
                        throw CatalogError(at: form.keyPosition, "unknown plural category `\(form.key)`")
                    }
                    if let unit = form.value["stringUnit"] {
                        forms[category] = try XCStringsReader.stringUnit(unit, place: place)
                    }
                }
            } else {
                throw CatalogError(at: body.position, "substitution `\(member.key)` needs `variations` with `plural`")
            }
            substitutions.append(Substitution(name: member.key, argument: argument, specifier: specifier, forms: forms))
        }
        return substitutions
    }

    /// `message` with every `%#@name@` replaced by that substitution's form, per plural category;
    /// nil when a category needed has no form (the string is then untranslated).
    static func apply(_ substitutions: [Substitution], to message: CatalogMessage) -> CatalogMessage? {
        var categories: Set<PluralCategory> = [.other]
        if case .plural(let forms) = message { categories.formUnion(forms.keys) }
        for substitution in substitutions { categories.formUnion(substitution.forms.keys) }
        var result: [PluralCategory: CatalogEntry] = [:]
        for category in categories {
            guard var entry = message.entry(plural: category) else { continue }
            if let first = substitutions.first { entry.countArgument = first.argument ?? argumentSlot(of: first.name, in: entry.value) }
            var complete = true
            entry.value = expand(entry.value) { name in
                guard let substitution = substitutions.first(where: { $0.name == name }) else { return nil }
                guard let form = substitution.forms[category] ?? substitution.forms[.other] else {
                    complete = false
                    return nil
                }
                entry.state = worse(entry.state, form.state)
                let argument = substitution.argument.map { "%\($0)$" } ?? "%"
                return form.value.replacingText("%arg", with: argument + substitution.specifier)
            }
            if complete { result[category] = entry }
        }
        guard result[.other] != nil else { return nil }
        return result.count == 1 ? .plain(result[.other]!) : .plural(result)
    }

    /// The argument `%#@name@` takes in `value`: its own `N$`, else one more than the placeholders
    /// before it.
    private static func argumentSlot(of name: String, in value: String) -> Int? {
        var slot = 0
        var rest = Substring(value)
        while let percent = rest.firstIndex(of: "%") {
            var cursor = rest.index(after: percent)
            if cursor < rest.endIndex, rest[cursor] == "%" { rest = rest[rest.index(after: cursor)...]; continue }
            var digits = ""
            while cursor < rest.endIndex, rest[cursor].isASCII, rest[cursor].isNumber { digits.append(rest[cursor]); cursor = rest.index(after: cursor) }
            var explicit: Int?
            if !digits.isEmpty, cursor < rest.endIndex, rest[cursor] == "$" { explicit = Int(digits); cursor = rest.index(after: cursor) }
            slot = explicit ?? slot + 1
            if rest[cursor...].hasPrefix("#@\(name)@") { return slot }
            rest = rest[cursor...]
        }
        return nil
    }

    /// `value` with each `%#@name@` (or `%1$#@name@`) replaced by `phrase(name)`, kept when nil.
    private static func expand(_ value: String, _ phrase: (String) -> String?) -> String {
        var out = ""
        var rest = Substring(value)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            if rest[rest.index(after: percent)...].hasPrefix("%") {  // `%%` is a literal percent sign
                out += "%%"
                rest = rest[rest.index(percent, offsetBy: 2)...]
                continue
            }
            var cursor = rest.index(after: percent)
            while cursor < rest.endIndex, rest[cursor].isASCII, rest[cursor].isNumber { cursor = rest.index(after: cursor) }
            if cursor > rest.index(after: percent), cursor < rest.endIndex, rest[cursor] == "$" { cursor = rest.index(after: cursor) }
            let tail = rest[cursor...]
            if tail.hasPrefix("#@"), let close = tail.dropFirst(2).firstIndex(of: "@") {
                let name = String(tail[tail.index(tail.startIndex, offsetBy: 2)..<close])
                if let replacement = phrase(name) {
                    out += replacement
                    rest = rest[rest.index(after: close)...]
                    continue
                }
            }
            out.append("%")
            rest = rest[rest.index(after: percent)...]
        }
        return out + rest
    }

    private static func worse(_ a: CatalogEntry.State, _ b: CatalogEntry.State) -> CatalogEntry.State {
        if a == .needsReview || b == .needsReview { return .needsReview }
        if a == .stale || b == .stale { return .stale }
        return .translated
    }
}
