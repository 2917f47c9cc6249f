import RenderSupport

/// A `.stringsdict` file beside the `.strings` of an `.lproj`: per key, a format string
/// (`NSStringLocalizedFormatKey`) whose `%#@name@` variables each stand for a plural phrase
/// (`NSStringPluralRuleType`, one form per CLDR category), as Foundation reads it.
///
/// Read into one plural message per key: each category's text is the format with every variable
/// replaced by its form for that category (`other` where a form is missing). The variable takes an
/// argument slot of its own; its form's placeholder (`%ld` in `%ld files`) prints that same argument,
/// so every placeholder is rewritten with its explicit position (`%2$ld`) and a form without one
/// (`one file`) simply does not print the count, as on the device.
enum StringsDict {
    static func read(_ file: String, files: CatalogFiles, language: String) throws(CatalogError) -> [String: CatalogMessage] {
        let data = try files.read(file)
        if data.isEmpty { return [:] }
        let parsed: Any
        switch PropertyListValue.parse(data) {
        case .success(let value): parsed = value
        case .failure(let failure):
            throw CatalogError(file: file, "cannot parse the `.stringsdict` file: \(failure.message ?? "not a property list")")
        }
        guard let entries = parsed as? [String: Any] else {
            throw CatalogError(file: file, "a `.stringsdict` file must hold a dictionary of keys")
        }
        var messages: [String: CatalogMessage] = [:]
        for (key, value) in entries {
            guard let entry = value as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else {
                throw CatalogError(file: file, "`\(key)` needs a dictionary with `NSStringLocalizedFormatKey`")
            }
            var variables: [String: [PluralCategory: String]] = [:]
            for (name, body) in entry where name != "NSStringLocalizedFormatKey" {
                guard let body = body as? [String: Any] else { continue }
                guard body["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
                    throw CatalogError(file: file, "`\(key)`: the variable `\(name)` is not an `NSStringPluralRuleType`, the only kind Foundation reads")
                }
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases { forms[category] = body[category.rawValue] as? String }
                guard forms[.other] != nil else {
                    throw CatalogError(file: file, "`\(key)`: the variable `\(name)` has no `other` form")
                }
                variables[name] = forms
            }
            var forms: [PluralCategory: CatalogEntry] = [:]
            for category in PluralCategory.allCases {
                let text = try expand(format, category: category, variables: variables, key: key, file: file)
                guard !text.isEmpty else { continue }
                forms[category] = CatalogEntry(value: text, state: .translated, language: language, file: file, line: nil)
            }
            if !forms.isEmpty { messages[key] = .plural(forms) }
        }
        return messages
    }

    /// `format` for one category: placeholders numbered, each `%#@name@` replaced by its form.
    static func expand(_ format: String, category: PluralCategory, variables: [String: [PluralCategory: String]],
                       key: String, file: String) throws(CatalogError) -> String {
        var out = ""
        var next = 1
        for piece in Self.pieces(of: format) {
            switch piece {
            case .literal(let text):
                out += text
            case .placeholder(let position, let rest):
                let slot = position ?? next
                next = slot + 1
                out += "%\(slot)$" + rest
            case .variable(let name):
                guard let forms = variables[name] else {
                    throw CatalogError(file: file, "`\(key)`: `%#@\(name)@` names no variable of the entry")
                }
                let slot = next
                next += 1
                let form = forms[category] ?? forms[.other] ?? ""
                // The form's own placeholder prints the variable's argument.
                for inner in Self.pieces(of: form) {
                    switch inner {
                    case .literal(let text): out += text
                    case .placeholder(_, let rest): out += "%\(slot)$" + rest
                    case .variable(let nested):
                        throw CatalogError(file: file, "`\(key)`: the form of `\(name)` refers to another variable, `\(nested)`, which Foundation does not expand")
                    }
                }
            }
        }
        return out
    }

    enum Piece: Equatable {
        case literal(String)
        /// `%[n$]…` with its position, if written, and the rest after `%` and the position.
        case placeholder(Int?, String)
        case variable(String)
    }

    /// The pieces of a format: `%%` stays a literal, `%#@name@` is a variable, any other `%…` up to
    /// its conversion character a placeholder.
    static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            guard scalar == "%" else { literal.unicodeScalars.append(scalar); continue }
            if scalars.first == "%" { literal += "%%"; scalars = scalars.dropFirst(); continue }
            if scalars.first == "#", scalars.dropFirst().first == "@", let end = scalars.dropFirst(2).firstIndex(of: "@") {
                if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
                pieces.append(.variable(String(String.UnicodeScalarView(scalars[scalars.index(scalars.startIndex, offsetBy: 2) ..< end]))))
                scalars = scalars[scalars.index(after: end)...]
                continue
            }
            var digits = ""
            var probe = scalars
            while let d = probe.first, ("0"..."9").contains(d) { digits.unicodeScalars.append(d); probe = probe.dropFirst() }
            var position: Int?
            if !digits.isEmpty, probe.first == "$" { position = Int(digits); scalars = probe.dropFirst() }
            var rest = ""
            while let c = scalars.first {
                scalars = scalars.dropFirst()
                rest.unicodeScalars.append(c)
                if c.properties.isAlphabetic && !"hlqztjLI".unicodeScalars.contains(c) || c == "@" { break }
            }
            if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
            pieces.append(.placeholder(position, rest))
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }
}
