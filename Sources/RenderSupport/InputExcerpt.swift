/// What a diagnostic shows of one literal taken from the input (a key, a string, a number, a token
/// or catalog name): at most `maxCharacters` of it. A longer one keeps its start and its end with
/// the count of characters left out between them, `aaaa…(999,920 characters left out)…aaaa`, so an
/// error about a million-character key is still one readable line in the console and in every
/// report, and still says which key it is about.
///
/// The one rule for every diagnostic: `SpecError` applies it to its path (`path(_:)`) and to the
/// spans its message quotes in backticks (`quotedSpans(in:)`), and a message that quotes input
/// otherwise calls `of(_:)`. The cut output is short enough to be left alone by the rule, so
/// applying it twice changes nothing.
package enum InputExcerpt {
    package static let maxCharacters = 80
    /// Characters kept on each side of the cut: with the count between them (at most 33 characters
    /// for any literal a file under SpecLimits.maxFileBytes holds) the excerpt itself has at most
    /// `maxCharacters`, so the rule leaves it as it is.
    package static let kept = 23

    /// `literal` whole when it has at most `maxCharacters` characters, else its first and last
    /// `kept` with the number of characters between them.
    package static func of(_ literal: String) -> String {
        // Counting stops past the limit: a literal of a million characters is not walked twice.
        guard literal.unicodeScalars.dropFirst(maxCharacters).first != nil,
              literal.count > maxCharacters else { return literal }
        let count = literal.count
        let head = literal.prefix(kept), tail = literal.suffix(kept)
        return "\(head)…(\(NumberText.grouped(count - 2 * kept)) characters left out)…\(tail)"
    }

    /// A JSON path (`$.tokens["…"].value`, `$.a[3]`) with each key cut by `of(_:)`; the brackets,
    /// quotes and dots between keys are kept, so the path still reads as one.
    package static func path(_ path: String) -> String {
        guard path.unicodeScalars.dropFirst(maxCharacters).first != nil else { return path }
        var out = ""
        var scalars = Substring(path).unicodeScalars[...]
        var identifier = String.UnicodeScalarView()
        func flushIdentifier() {
            if !identifier.isEmpty { out += of(String(identifier)); identifier = .init() }
        }
        while let scalar = scalars.first {
            if scalar == "[", scalars.dropFirst().first == "\"" {
                flushIdentifier()
                // A quoted key runs to the first `"` not escaped by a backslash.
                var key = String.UnicodeScalarView()
                var rest = scalars.dropFirst(2)
                var escaped = false
                while let next = rest.first, escaped || next != "\"" {
                    escaped = !escaped && next == "\\"
                    key.append(next)
                    rest = rest.dropFirst()
                }
                out += "[\"" + of(String(key))
                scalars = rest
                continue
            }
            if scalar == "." || scalar == "[" || scalar == "]" || scalar == "\"" {
                flushIdentifier()
                out.unicodeScalars.append(scalar)
            } else {
                identifier.append(scalar)
            }
            scalars = scalars.dropFirst()
        }
        flushIdentifier()
        return out
    }

    /// `message` with every span between a pair of backticks (how messages quote keys and values)
    /// cut by `of(_:)`.
    package static func quotedSpans(in message: String) -> String {
        guard message.unicodeScalars.dropFirst(maxCharacters).first != nil,
              message.contains("`") else { return message }
        let parts = message.split(separator: "`", omittingEmptySubsequences: false)
        // Even parts are outside the backticks, odd ones inside.
        return parts.enumerated().map { $0.offset % 2 == 1 ? of(String($0.element)) : String($0.element) }
            .joined(separator: "`")
    }
}
