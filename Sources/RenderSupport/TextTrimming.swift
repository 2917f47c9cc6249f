/// What Foundation's `trimmingCharacters(in:)` does with `.whitespaces` and
/// `.whitespacesAndNewlines`, on the standard library alone (Lock says why the render-spec binary
/// does without Foundation beyond FoundationEssentials).
extension StringProtocol {
    /// Without leading and trailing spaces (Unicode's category Zs) and tabs.
    package func trimmingWhitespace() -> String { trimming(Self.isWhitespace) }

    /// Without leading and trailing spaces, tabs and line ends (Zs, Zl, Zp, U+0009–U+000D, U+0085).
    package func trimmingWhitespaceAndNewlines() -> String { trimming(Self.isWhitespaceOrNewline) }

    private func trimming(_ drop: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !drop($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !drop($0) })!
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }

    private static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == "\t" || c.properties.generalCategory == .spaceSeparator
    }

    private static func isWhitespaceOrNewline(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x09...0x0D, 0x85: return true
        default:
            let category = c.properties.generalCategory
            return category == .spaceSeparator || category == .lineSeparator || category == .paragraphSeparator
        }
    }
}

extension StringProtocol {
    /// Every occurrence of `target` replaced with `replacement`, matched scalar by scalar as
    /// Foundation's `replacingOccurrences(of:with:)` matches the ASCII text render-spec replaces:
    /// "\r" is found inside "\r\n", which the standard library's Character-based `replacing` takes
    /// as one character and leaves alone.
    package func replacingText(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.unicodeScalars)
        guard !pattern.isEmpty else { return String(self) }
        let scalars = Array(unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if scalars[i] == pattern[0], i + pattern.count <= scalars.count,
               scalars[i..<i + pattern.count].elementsEqual(pattern) {
                out.append(contentsOf: replacement.unicodeScalars)
                i += pattern.count
            } else {
                out.append(scalars[i])
                i += 1
            }
        }
        return String(out)
    }
}
