/// User text made safe to print in a one-line error, a CI log or a report.
///
/// A spec's keys and values (and its file's name) reach every message. Printed raw, a newline in a
/// key could forge a whole `forged.json:1:1: error:` line, an ESC could drive the terminal or CI log
/// viewer, and a bidi override could make a line read differently from what it says. So every
/// character that is invisible or acts on the text around it is written as JSON writes it: `\n`,
/// `\t`, `\u001b`, `\u0000`, `\u2028`, `\u202e`.
///
/// Backslashes are left alone, so escaping is idempotent: a message can be escaped where it is
/// made and again where it is printed without doubling anything.
package enum PrintableText {
    /// `text` with every unsafe scalar escaped, except those in `keeping` (a report format that
    /// shows line breaks itself keeps `\n`).
    package static func escaped(_ text: String, keeping: Set<Unicode.Scalar> = []) -> String {
        guard text.unicodeScalars.contains(where: { isUnsafe($0) && !keeping.contains($0) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) && !keeping.contains(scalar) {
                out.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// C0 controls, DEL, C1 controls (0x9B is a one-byte CSI to some terminals), the Unicode line
    /// and paragraph separators (line breaks to JavaScript and some viewers), and the bidi
    /// embeddings, overrides and isolates that can reorder what a line shows ("Trojan Source").
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// JSON's short escapes where it has one, else `\uXXXX` in lowercase hex as JSON.stringify writes.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\u{08}": return "\\b"
        case "\u{0C}": return "\\f"
        default:
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }
}
