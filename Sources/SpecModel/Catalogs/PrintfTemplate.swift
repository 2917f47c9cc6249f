import Foundation

/// printf placeholders as Apple's formats, Android (Java) and gettext (C) write them:
/// `%[n$][flags][width][.precision][length]conversion`.
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

    static func apply(_ template: String, arguments: [JSONAny]) -> Result<String, FormatProblem> {
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
        if let unused = (1...max(1, arguments.count)).first(where: { $0 <= arguments.count && !used.contains($0) }) {
            return .failure(FormatProblem("\(count(arguments.count, "argument")) given, but the string uses \(used.isEmpty ? "none" : "\(used.count)"): argument \(unused) (\(CatalogFormat.describe(arguments[unused - 1]))) is not used"))
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
        let characters = Array(template)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "%" else {
                literal.append(character)
                index += 1
                continue
            }
            let start = index
            index += 1
            func digits() -> Int? {
                var value = 0
                var any = false
                while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII {
                    value = min(value * 10 + digit, 100_000)
                    index += 1
                    any = true
                }
                return any ? value : nil
            }
            guard index < characters.count else {
                return .failure(FormatProblem("the string ends with a lone `%`; write `%%` for a percent sign"))
            }
            if characters[index] == "%" {
                literal.append("%")
                index += 1
                continue
            }
            if characters[index] == "n" {  // Java's line separator
                literal.append("\n")
                index += 1
                continue
            }
            var argument: Int?
            let beforeNumber = index
            if let number = digits(), index < characters.count, characters[index] == "$" {
                guard number >= 1 else { return .failure(FormatProblem("`%0$` is not a placeholder: positions start at 1")) }
                argument = number
                index += 1
            } else {
                index = beforeNumber
            }
            var flags = ""
            while index < characters.count, "-+ 0#'".contains(characters[index]) {
                flags.append(characters[index])
                index += 1
            }
            let width = digits()
            var precision: Int?
            if index < characters.count, characters[index] == "." {
                index += 1
                precision = digits() ?? 0
            }
            while index < characters.count, "hlqLzjt".contains(characters[index]) { index += 1 }
            guard index < characters.count else {
                return .failure(FormatProblem("`\(String(characters[start...]))` at the end of the string is an incomplete placeholder; write `%%` for a percent sign"))
            }
            let conversion = characters[index]
            index += 1
            let text = String(characters[start..<index])
            if flags.contains("'") {
                return .failure(FormatProblem("`\(text)`: the `'` (grouping) flag is not supported"))
            }
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
        let spec = "%" + placeholder.flags + (placeholder.width.map(String.init) ?? "")
            + (placeholder.precision.map { ".\($0)" } ?? "")
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
                return .success(String(format: spec + "lld", Int64(number)))
            }
            guard number >= 0 else {
                return .failure(FormatProblem("\(which) must not be negative, got \(NumberText.short(number))"))
            }
            return .success(String(format: spec + "ll" + String(placeholder.conversion), UInt64(number)))
        case "f", "F", "e", "E", "g", "G", "a", "A":
            guard case .number(let number) = value else {
                return .failure(FormatProblem("\(which) must be a number, got \(CatalogFormat.describe(value))"))
            }
            return .success(String(format: spec + String(placeholder.conversion), number))
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
