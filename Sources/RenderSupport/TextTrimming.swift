/// What Foundation's `trimmingCharacters(in: .whitespaces)` does, on the standard library alone
/// (Lock says why the render-spec binary does without Foundation beyond FoundationEssentials).
extension StringProtocol {
    /// Without leading and trailing spaces (Unicode's category Zs) and tabs.
    package func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isWhitespace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !Self.isWhitespace($0) })!
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }

    private static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == "\t" || c.properties.generalCategory == .spaceSeparator
    }
}
