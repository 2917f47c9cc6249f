/// A spec's name (and state) as an Android file-based resource name: `R.drawable.<name>` has to be
/// a Java identifier, and Gradle's resource merger takes only `[a-z0-9_]` starting with a letter.
///
/// Lowercased, every other character becomes `_` (one for one, so the mapping is easy to predict:
/// `glossy-ok` → `glossy_ok`, `Title2` → `title2`), a state is added as `_<state>`, a name that
/// does not start with a letter gets `img_` in front (`2up` → `img_2up`), and a Java keyword gets
/// `_` after it (`class` → `class_`: aapt2 refuses to write it into R.java). Two specs whose names
/// meet here are refused by `render` before anything is written.
package enum AndroidResourceName {
    package static func of(name: String, state: String) -> String {
        var resource = sanitized(name)
        if state != "normal" { resource += "_" + sanitized(state) }
        if let first = resource.unicodeScalars.first, !("a"..."z").contains(first) { resource = "img_" + resource }
        if javaKeywords.contains(resource) { resource += "_" }
        return resource
    }

    /// The resource a written file is, whatever its extension: `…/drawable-de-mdpi/ok.9.png` and
    /// `…/drawable-de-mdpi/ok.png` are both `@drawable/ok` in `de`, which Android refuses to have
    /// twice. Nil for the other densities' files, so a clash is reported once, not five times.
    package static func key(ofFile path: String) -> String? {
        guard let slash = path.lastIndex(of: "/"), path[..<slash].hasSuffix("-mdpi") else { return nil }
        return String(path[...slash]) + String(path[path.index(after: slash)...].prefix { $0 != "." })
    }

    private static func sanitized(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { c -> Unicode.Scalar in
            if ("A"..."Z").contains(c) { return Unicode.Scalar(c.value + 32)! }
            return ("a"..."z").contains(c) || ("0"..."9").contains(c) ? c : "_"
        }))
    }

    /// Java's reserved words and literals: not allowed as a field name of R.drawable.
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
        "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float",
        "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native",
        "new", "package", "private", "protected", "public", "return", "short", "static", "strictfp",
        "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void",
        "volatile", "while", "true", "false", "null",
    ]
}
