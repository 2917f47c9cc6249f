import RenderSupport

/// printf placeholders as Apple's formats, Android (Java) and gettext (C) write them:
/// `%[n$][flags][width][.precision][length]conversion`.
///
/// The flags are C's (`-`, `+`, space, `0`, `#`) and glibc's two that translations use: `'`
/// (group thousands) and `I` (the locale's own digits, `%Id` in Persian and Arabic `.po` files).
/// Both are read and print nothing different: numbers print with ASCII digits and no grouping,
/// since the app's own formatter is not known.
enum PrintfTemplate {
    /// One placeholder, as written.
    struct Placeholder {
        var text: String
        /// 1-based argument index (positional, or the next in order).
        var argument: Int
        var flags: String
        var width: Int?
        var precision: Int?
        var conversion: Character
    }

    private enum Piece {
        case literal(String)
        case placeholder(Placeholder)
    }

    /// `mayBeUnused`: the position of an argument the string need not print (a plural's count);
    /// `ignoringUnused`: any argument may go unprinted (the caller has warned about it).
    static func apply(_ template: String, arguments: [JSONAny], mayBeUnused: Int? = nil,
                      ignoringUnused: Bool = false) -> Result<String, FormatProblem> {
        let pieces: [Piece]
        switch parse(template) {
        case .success(let parsed): pieces = parsed
        case .failure(let problem): return .failure(problem)
        }
        let placeholders = pieces.compactMap { if case .placeholder(let p) = $0 { p } else { nil } }
        let needed = placeholders.map(\.argument).max() ?? 0
        if needed > arguments.count {
            let missing = placeholders.first { $0.argument > arguments.count }!
            return .failure(FormatProblem("the string needs \(count(needed, "argument")) but \(arguments.count) \(arguments.count == 1 ? "was" : "were") given (`\(missing.text)` has none)"))
        }
        let used = Set(placeholders.map(\.argument))
        if !ignoringUnused, let unused = (1...max(1, arguments.count)).first(where: { $0 <= arguments.count && !used.contains($0) && $0 != mayBeUnused }) {
            return .failure(FormatProblem("\(count(arguments.count, "argument")) given, but the string uses \(used.isEmpty ? "none" : "\(used.count)"): argument \(unused) (\(CatalogFormat.describe(arguments[unused - 1]))) is not used",
                                          isUnusedArgument: true))
        }
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let text):
                out += text
            case .placeholder(let placeholder):
                switch format(arguments[placeholder.argument - 1], as: placeholder) {
                case .success(let text): out += text
                case .failure(let problem): return .failure(problem)
                }
            }
        }
        return .success(out)
    }

    /// The first placeholder of `template` as written (`%1$@`), nil when it has none or is malformed.
    static func firstPlaceholder(in template: String) -> String? {
        guard case .success(let pieces) = parse(template) else { return nil }
        for case .placeholder(let placeholder) in pieces { return placeholder.text }
        return nil
    }

    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    // MARK: Parsing

    private static func parse(_ template: String) -> Result<[Piece], FormatProblem> {
        var pieces: [Piece] = []
        var literal = ""
        var next = 1
        // Scalars, not scalars: a placeholder followed by a combining mark (`%sा`) is still `%s`.
        let scalars = Array(template.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else {
                literal.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            let start = index
            index += 1
            func digits() -> Int? {
                var value = 0
                var any = false
                while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                    value = min(value * 10 + Int(scalars[index].value - 48), 100_000)
                    index += 1
                    any = true
                }
                return any ? value : nil
            }
            guard index < scalars.count else {
                return .failure(FormatProblem("the string ends with a lone `%`; write `%%` for a percent sign"))
            }
            if scalars[index] == "%" {
                literal.append("%")
                index += 1
                continue
            }
            if scalars[index] == "n" {  // Java's line separator
                literal.append("\n")
                index += 1
                continue
            }
            var argument: Int?
            let beforeNumber = index
            if let number = digits(), index < scalars.count, scalars[index] == "$" {
                guard number >= 1 else { return .failure(FormatProblem("`%0$` is not a placeholder: positions start at 1")) }
                argument = number
                index += 1
            } else {
                index = beforeNumber
            }
            var flags = ""
            while index < scalars.count, "-+ 0#'I".unicodeScalars.contains(scalars[index]) {
                flags.unicodeScalars.append(scalars[index])
                index += 1
            }
            let width = digits()
            var precision: Int?
            if index < scalars.count, scalars[index] == "." {
                index += 1
                precision = digits() ?? 0
            }
            while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard index < scalars.count else {
                return .failure(FormatProblem("`\(String(String.UnicodeScalarView(scalars[start...])))` at the end of the string is an incomplete placeholder; write `%%` for a percent sign"))
            }
            let conversion = Character(scalars[index])
            index += 1
            let text = String(String.UnicodeScalarView(scalars[start..<index]))
            if conversion == "*" {
                return .failure(FormatProblem("`\(text)`: a `*` width is not supported"))
            }
            guard "diuxXofFeEgGaA@sS".contains(conversion) else {
                return .failure(FormatProblem("`\(text)` is not a supported placeholder (use %d, %u, %x, %f, %e, %g, %@ or %s; `%%` for a percent sign)"))
            }
            if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
            let position = argument ?? next
            if argument == nil { next += 1 }
            pieces.append(.placeholder(Placeholder(text: text, argument: position, flags: flags, width: width,
                                                   precision: precision, conversion: conversion)))
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return .success(pieces)
    }

    // MARK: Formatting

    private static func format(_ value: JSONAny, as placeholder: Placeholder) -> Result<String, FormatProblem> {
        // `'` and `I` change nothing here (see the type's comment), and Foundation need not know them.
        let flags = String(placeholder.flags.filter { $0 != "'" && $0 != "I" })
        let spec = "%" + flags + (placeholder.width.map(String.init) ?? "") + (placeholder.precision.map { ".\($0)" } ?? "")
        let which = "argument \(placeholder.argument) for `\(placeholder.text)`"
        switch placeholder.conversion {
        case "d", "i", "u", "x", "X", "o":
            guard case .number(let number) = value else {
                return .failure(FormatProblem("\(which) must be a whole number, got \(CatalogFormat.describe(value))"))
            }
            guard number == number.rounded(), abs(number) <= 9_007_199_254_740_992 else {
                return .failure(FormatProblem("\(which) must be a whole number, got \(NumberText.short(number))"))
            }
            if placeholder.conversion == "d" || placeholder.conversion == "i" {
                return .success(CFormat.string(spec + "lld", Int64(number)))
            }
            guard number >= 0 else {
                return .failure(FormatProblem("\(which) must not be negative, got \(NumberText.short(number))"))
            }
            return .success(CFormat.string(spec + "ll" + String(placeholder.conversion), UInt64(number)))
        case "f", "F", "e", "E", "g", "G", "a", "A":
            guard case .number(let number) = value else {
                return .failure(FormatProblem("\(which) must be a number, got \(CatalogFormat.describe(value))"))
            }
            return .success(CFormat.string(spec + String(placeholder.conversion), number))
        default:  // @ s S: any string or number, as its text
            guard var text = CatalogFormat.text(of: value) else {
                return .failure(FormatProblem("\(which) must be a number or a string, got \(CatalogFormat.describe(value))"))
            }
            if let precision = placeholder.precision { text = String(text.prefix(precision)) }
            if let width = placeholder.width, text.count < width {
                let padding = String(repeating: " ", count: width - text.count)
                text = placeholder.flags.contains("-") ? text + padding : padding + text
            }
            return .success(text)
        }
    }
}
