/// The advice in a message about a spec built in Swift, phrased in Swift: the pipeline quotes a
/// setting to write as JSON between backticks (`` set `"canvas": {"margin": "auto"}` ``), which
/// reads wrong to someone who wrote `ButtonSpec(canvas: …)`; this rewrites each such quote as the
/// Swift that sets it (`` set `canvas: .init(margin: .auto)` ``).
///
/// The one rule, for every quote whose text starts with `"`: a member `"key": value` becomes
/// `key: value`; an object becomes `.init(…)` of its members, in order (the document models'
/// memberwise initializers take their keys in the JSON's order); a string that is a plain lower-case
/// name becomes an enum case (`.auto`: the closed sets of names are enums whose cases are spelled
/// as in JSON), any other string a Swift string literal (colours and text are string literals in
/// Swift too); numbers, `true`, `false` and arrays read the same. A quote that is not such JSON (a
/// key name, `canvas.margin`, a token) is left as it is.
enum SwiftAdvice {
    static func rephrase(_ message: String) -> String {
        let parts = message.split(separator: "`", omittingEmptySubsequences: false)
        // Quotes are the odd parts; an unpaired backtick leaves the message alone.
        guard parts.count > 2, parts.count % 2 == 1 else { return message }
        var out = ""
        for (i, part) in parts.enumerated() {
            if i > 0 { out += "`" }
            if i % 2 == 1, part.first == "\"", let swift = swift(String(part)) {
                out += swift
            } else {
                out += part
            }
        }
        return out
    }

    /// `"key": value, …` or a lone value, in Swift; `nil` when it is not JSON of that shape.
    static func swift(_ quote: String) -> String? {
        var members = Reader(Array(quote.unicodeScalars))
        if let swift = members.members(), members.atEnd { return swift }
        var value = Reader(Array(quote.unicodeScalars))
        if let swift = value.value(), value.atEnd { return swift }
        return nil
    }

    /// A reader of the small JSON a message quotes, writing Swift as it goes.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        private var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool {
            mutating get { skipSpaces(); return index == scalars.count }
        }

        /// `"key": value, "key": value` → `key: value, key: value`.
        mutating func members() -> String? {
            var out: [String] = []
            repeat {
                skipSpaces()
                guard let key = string(), isName(key), take(":"), let value = value() else { return nil }
                out.append("\(key): \(value)")
            } while take(",")
            return out.joined(separator: ", ")
        }

        mutating func value() -> String? {
            skipSpaces()
            guard index < scalars.count else { return nil }
            switch scalars[index] {
            case "\"":
                guard let text = string() else { return nil }
                return isName(text) ? "." + text : "\"" + text + "\""
            case "{":
                index += 1
                if take("}") { return ".init()" }
                guard let members = members(), take("}") else { return nil }
                return ".init(\(members))"
            case "[":
                index += 1
                var items: [String] = []
                if !take("]") {
                    repeat {
                        guard let item = value() else { return nil }
                        items.append(item)
                    } while take(",")
                    guard take("]") else { return nil }
                }
                return "[" + items.joined(separator: ", ") + "]"
            default:
                let start = index
                while index < scalars.count, "-+.0123456789eEtrufalsn".unicodeScalars.contains(scalars[index]) { index += 1 }
                let word = String(String.UnicodeScalarView(scalars[start..<index]))
                return word == "true" || word == "false" || Double(word) != nil ? word : nil
            }
        }

        /// A JSON string's text as written (its escapes read the same in a Swift literal).
        private mutating func string() -> String? {
            skipSpaces()
            guard index < scalars.count, scalars[index] == "\"" else { return nil }
            index += 1
            let start = index
            while index < scalars.count, scalars[index] != "\"" { index += scalars[index] == "\\" ? 2 : 1 }
            guard index < scalars.count else { return nil }
            defer { index += 1 }
            return String(String.UnicodeScalarView(scalars[start..<index]))
        }

        /// A key or enum case: a lower-case letter, then letters and digits.
        private func isName(_ text: String) -> Bool {
            guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
            return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
        }

        private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            skipSpaces()
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
            return true
        }

        private mutating func skipSpaces() {
            while index < scalars.count, scalars[index] == " " { index += 1 }
        }
    }
}
