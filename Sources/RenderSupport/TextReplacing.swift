/// What Foundation's `replacingOccurrences(of:with:)` does with the plain text render-spec replaces,
/// on the standard library alone (Lock says why the render-spec binary does without Foundation
/// beyond FoundationEssentials).
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
