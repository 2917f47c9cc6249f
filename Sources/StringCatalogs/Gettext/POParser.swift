import RenderSupport

/// One message of a `.po` or `.pot` file.
struct POEntry: Equatable {
    var context: String?
    var id: String
    var idPlural: String?
    /// `msgstr` is index 0; `msgstr[n]` index n.
    var strings: [Int: String]
    var fuzzy: Bool
    /// Where `msgid` is.
    var line: Int
    /// Where each quoted piece of `msgstr` starts, so a header field (`Plural-Forms`) is reported
    /// on its own line.
    var stringPieces: [POPiece] = []
}

/// One `"…"` of a string: its first character's offset (in Unicode scalars) in the joined string,
/// and its line.
struct POPiece: Equatable {
    var offset: Int
    var line: Int
}

/// Parses the gettext PO format: `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and `msgstr[n]`, each
/// a string that may continue over following `"…"` lines (concatenated), with C escapes (`\n`,
/// `\t`, `\"`, `\\`, octal, `\x`). Comments are skipped except the `#,` flags (for `fuzzy`);
/// obsolete `#~` entries are skipped.
///
/// Lines are read as Unicode scalars, as msgfmt reads bytes: a continuation line may start with
/// `"` and a combining mark (Punjabi, Hindi translations split inside a syllable), which as
/// grapheme clusters would be one character that is not `"`. Columns count scalars.
enum POParser {
    static func parse(_ text: String, file: String) throws(CatalogError) -> [POEntry] {
        var entries: [POEntry] = []
        var pending = Pending()
        /// The field continuation lines append to.
        var field: Field?
        var seen: [CatalogKey: Int] = [:]

        func finish() throws(CatalogError) {
            defer { pending = Pending(); field = nil }
            guard pending.started else { return }
            guard let id = pending.id, let line = pending.idLine else {
                throw CatalogError(file: file, line: pending.firstLine, "an entry needs a `msgid`")
            }
            guard !pending.strings.isEmpty else {
                throw CatalogError(file: file, line: line, "the entry for `\(id)` has no `msgstr`")
            }
            let key = CatalogKey(table: pending.context ?? "", key: id)
            if let first = seen[key] {
                throw CatalogError(file: file, line: line, "duplicate message `\(id)`; it is also defined on line \(first)")
            }
            seen[key] = line
            entries.append(POEntry(context: pending.context, id: id, idPlural: pending.idPlural,
                                   strings: pending.strings, fuzzy: pending.fuzzy, line: line,
                                   stringPieces: pending.stringPieces))
        }

        for (offset, rawLine) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            let indent = rawLine.prefix { $0 == " " || $0 == "\t" }.count
            var line = rawLine.dropFirst(indent)
            if line.last == "\r" { line = line.dropLast() }
            if line.isEmpty {
                try finish()
                continue
            }
            if line.first == "#" {
                // A comment after an entry's strings starts the next entry.
                if pending.started && !pending.strings.isEmpty { try finish() }
                if line.starts(with: "#,".unicodeScalars) {
                    pending.fuzzy = pending.fuzzy || String(String.UnicodeScalarView(line.dropFirst(2))).split(separator: ",")
                        .contains { $0.trimmingWhitespace() == "fuzzy" }
                }
                continue
            }
            let column = indent + 1
            if line.first == "\"" {
                guard let current = field else {
                    throw CatalogError(file: file, line: lineNumber, column: column, "a string continues nothing; expected `msgid`, `msgstr` or a comment first")
                }
                let more = try string(line, file: file, line: lineNumber, column: column)
                pending.append(more, to: current, line: lineNumber)
                continue
            }
            let keyword = String(String.UnicodeScalarView(line.prefix { !$0.properties.isWhitespace && $0 != "\"" }))
            guard let target = Field(keyword) else {
                throw CatalogError(file: file, line: lineNumber, column: column, "unexpected `\(InputExcerpt.of(keyword))`; expected `msgctxt`, `msgid`, `msgid_plural`, `msgstr`, `msgstr[n]`, a quoted string or a comment")
            }
            // A new entry starts at `msgctxt`, or at `msgid` without one just before.
            if case .context = target, pending.started { try finish() }
            if case .id = target, pending.started, pending.id != nil || !pending.strings.isEmpty { try finish() }
            let rest = line.dropFirst(keyword.unicodeScalars.count)
            let restIndent = rest.prefix { $0 == " " || $0 == "\t" }.count
            let value = try string(rest.dropFirst(restIndent), file: file, line: lineNumber,
                                   column: column + keyword.unicodeScalars.count + restIndent)
            if pending.firstLine == nil { pending.firstLine = lineNumber }
            if case .id = target { pending.idLine = lineNumber }
            pending.set(value, to: target, line: lineNumber)
            field = target
        }
        try finish()
        return entries
    }

    private enum Field {
        case context, id, idPlural
        case string(Int)

        init?(_ keyword: String) {
            switch keyword {
            case "msgctxt": self = .context
            case "msgid": self = .id
            case "msgid_plural": self = .idPlural
            case "msgstr": self = .string(0)
            default:
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
                      let index = Int(keyword.dropFirst("msgstr[".count).dropLast()), (0..<100).contains(index) else { return nil }
                self = .string(index)
            }
        }
    }

    private struct Pending {
        var context: String?
        var id: String?
        var idPlural: String?
        var strings: [Int: String] = [:]
        var fuzzy = false
        var firstLine: Int?
        var idLine: Int?
        var stringPieces: [POPiece] = []

        var started: Bool { firstLine != nil }

        mutating func set(_ value: String, to field: Field, line: Int) {
            switch field {
            case .context: context = value
            case .id: id = value
            case .idPlural: idPlural = value
            case .string(let index):
                strings[index] = value
                if index == 0 { stringPieces = [POPiece(offset: 0, line: line)] }
            }
        }

        mutating func append(_ value: String, to field: Field, line: Int) {
            switch field {
            case .context: context? += value
            case .id: id? += value
            case .idPlural: idPlural? += value
            case .string(let index):
                if index == 0 { stringPieces.append(POPiece(offset: strings[0]?.unicodeScalars.count ?? 0, line: line)) }
                strings[index, default: ""] += value
            }
        }
    }

    /// One `"…"` with C escapes, and nothing but spaces after it. Octal and `\x` escapes are bytes
    /// (as in C): `\303\251` is `é` in a UTF-8 file.
    private static func string(_ text: Substring.UnicodeScalarView, file: String, line: Int, column: Int) throws(CatalogError) -> String {
        let scalars = Array(text)
        guard scalars.first == "\"" else {
            throw CatalogError(file: file, line: line, column: column, "expected a string in double quotes")
        }
        var bytes: [UInt8] = []
        var index = 1
        /// At `position` (an index into `scalars`), or where reading stopped.
        func fail(_ message: String, at position: Int? = nil) -> CatalogError {
            CatalogError(file: file, line: line, column: column + (position ?? index), message)
        }
        func append(_ scalar: Unicode.Scalar) {
            UTF8.encode(scalar) { bytes.append($0) }
        }
        while true {
            guard index < scalars.count else { throw fail("unterminated string: a `\"` must close it on the same line") }
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" { break }
            guard scalar == "\\" else {
                append(scalar)
                continue
            }
            guard index < scalars.count else { throw fail("unterminated string after `\\`") }
            let backslash = index - 1
            let escaped = scalars[index]
            index += 1
            switch escaped {
            case "n": append("\n")
            case "t": append("\t")
            case "r": append("\r")
            case "a": append("\u{07}")
            case "b": append("\u{08}")
            case "f": append("\u{0C}")
            case "v": append("\u{0B}")
            case "\"", "\\", "'", "?": append(escaped)
            case "0"..."7":
                var value = escaped.value - 48
                var digits = 1
                while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
                    value = value * 8 + scalars[index].value - 48
                    index += 1
                    digits += 1
                }
                guard value <= 0xFF else { throw fail("octal escape above \\377", at: backslash) }
                bytes.append(UInt8(value))
            case "x":
                var value: UInt32 = 0
                var digits = 0
                while digits < 2, index < scalars.count, let digit = UInt32(String(scalars[index]), radix: 16) {
                    value = value * 16 + digit
                    index += 1
                    digits += 1
                }
                guard digits > 0 else { throw fail("`\\x` must be followed by hex digits", at: backslash) }
                bytes.append(UInt8(value))
            default:
                throw fail("unknown escape `\\\(escaped)`", at: backslash)
            }
        }
        let trailing = scalars[index...].drop { $0 == " " || $0 == "\t" }
        guard trailing.isEmpty else {
            throw fail("unexpected text after the closing quote", at: scalars.count - trailing.count)
        }
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw CatalogError(file: file, line: line, column: column, "the string's escapes do not form UTF-8 text")
        }
        return string
    }
}
