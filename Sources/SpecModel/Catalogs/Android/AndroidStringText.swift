/// Android's string resource escaping, applied (as aapt2 applies it) to an element's text after
/// XML has decoded entities and CDATA:
///
/// - `\'`, `\"`, `\\`, `\@`, `\?` stand for the character; `\n` and `\t` for a line break and a tab;
///   `\uXXXX` for that code point;
/// - an unescaped `"` starts or ends a quoted run, whose whitespace is kept as written;
/// - outside quotes, each run of whitespace (line breaks included) becomes one space, and the
///   text's leading and trailing whitespace is dropped;
/// - an unescaped `'` outside quotes is an error, as aapt2 refuses to build it.
enum AndroidStringText {
    struct Problem: Error, Equatable {
        var message: String
    }

    static func unescape(_ raw: String) -> Result<String, Problem> {
        var out = ""
        var quoted = false
        var pendingSpace = false
        var scalars = raw.unicodeScalars.makeIterator()
        func append(_ text: String) {
            if pendingSpace && !out.isEmpty { out += " " }
            pendingSpace = false
            out += text
        }
        while let scalar = scalars.next() {
            switch scalar {
            case "\\":
                guard let escaped = scalars.next() else {
                    return .failure(Problem(message: "the text ends with a lone `\\`; write `\\\\` for a backslash"))
                }
                switch escaped {
                case "n": append("\n")
                case "t": append("\t")
                case "u":
                    var hex = ""
                    for _ in 0..<4 { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
                    guard hex.count == 4, let value = UInt32(hex, radix: 16), let character = Unicode.Scalar(value) else {
                        return .failure(Problem(message: "`\\u\(hex)` must be followed by four hex digits of a code point"))
                    }
                    append(String(character))
                default:
                    // `\'`, `\"`, `\\`, `\@`, `\?`; aapt2 keeps any other escaped character as itself.
                    append(String(escaped))
                }
            case "\"":
                quoted.toggle()
            case "'" where !quoted:
                return .failure(Problem(message: "unescaped apostrophe; write `\\'` or put the text in double quotes (aapt2 refuses it)"))
            case _ where !quoted && scalar.properties.isWhitespace:
                pendingSpace = true
            default:
                append(String(scalar))
            }
        }
        return .success(out)
    }
}
