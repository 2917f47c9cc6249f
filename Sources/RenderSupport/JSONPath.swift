/// JSON paths as errors print them: `$`, `$.font.size`, `$.shadow[1].blur`, `$.locales["pt-BR"]`.
///
/// Keys that are plain identifiers use dot notation; any other key (a locale tag, a glyph, an axis
/// tag with a space) is written `["…"]` with JSON string escaping, so every path reads back unambiguously.
package enum JSONPath {
    package static let root = "$"

    package static func appending(key: String, to path: String) -> String {
        if isIdentifier(key) { return path + "." + key }
        return path + "[" + quoted(key) + "]"
    }

    package static func appending(index: Int, to path: String) -> String {
        path + "[\(index)]"
    }

    /// The parent path and the last component (`$.a[1]` → (`$.a`, `[1]`)); nil for `$`.
    package static func split(_ path: String) -> (parent: String, last: String)? {
        guard path != root, path.count > 1 else { return nil }
        if path.hasSuffix("]") {
            // `["key"]` or `[12]`: the component starts at the last `[` that begins one.
            let marker = path.hasSuffix("\"]") ? "[\"" : "["
            guard let range = path.ranges(of: marker).last else { return nil }
            return (String(path[..<range.lowerBound]), String(path[range.lowerBound...]))
        }
        guard let dot = path.lastIndex(of: ".") else { return nil }
        return (String(path[..<dot]), String(path[dot...]))
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.isASCIILetter else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0.isASCIILetter || ("0"..."9").contains($0) }
    }

    /// A JSON string literal; controls, bidi overrides and line separators escaped (PrintableText).
    package static func quoted(_ key: String) -> String {
        var out = "\""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where PrintableText.isUnsafe(scalar): out += PrintableText.escape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension Unicode.Scalar {
    package var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
