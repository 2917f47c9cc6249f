/// Android's string resource escaping, applied (as aapt2 applies it) to an element's text after
/// XML has decoded entities and CDATA:
///
/// - `\'`, `\"`, `\\`, `\@`, `\?` stand for the character; `\n` and `\t` for a line break and a tab;
///   `\uXXXX` for that UTF-16 unit (a surrogate pair `\uD83E\uDDD8` for one character beyond the BMP);
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
                    // Java's escape is a UTF-16 unit: a character beyond the BMP (an emoji) is a
                    // surrogate pair, `\uD83E\uDDD8`, which aapt2 joins into one character.
                    guard let unit = hexUnit(&scalars) else {
                        return .failure(Problem(message: "`\\u` must be followed by four hex digits"))
                    }
                    switch unit {
                    case 0xD800...0xDBFF:
                        var ahead = scalars
                        guard ahead.next() == "\\", ahead.next() == "u", let low = hexUnit(&ahead), (0xDC00...0xDFFF).contains(low) else {
                            return .failure(Problem(message: "`\\u\(hex(unit))` is the first half of a UTF-16 surrogate pair, but no `\\uDC00`–`\\uDFFF` follows it"))
                        }
                        scalars = ahead
                        append(String(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!))
                    case 0xDC00...0xDFFF:
                        return .failure(Problem(message: "`\\u\(hex(unit))` is the second half of a UTF-16 surrogate pair, without the first"))
                    default:
                        append(String(Unicode.Scalar(unit)!))
                    }
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

    /// Four hex digits after `\u`, or nil.
    private static func hexUnit(_ scalars: inout String.UnicodeScalarView.Iterator) -> UInt32? {
        var hex = ""
        for _ in 0..<4 {
            guard let digit = scalars.next() else { return nil }
            hex.unicodeScalars.append(digit)
        }
        return hex.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit) ? UInt32(hex, radix: 16) : nil
    }

    private static func hex(_ unit: UInt32) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
