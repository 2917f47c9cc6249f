import CCairo

// fontconfig speaks FcChar8 (unsigned char) strings; these adapt Swift strings to it.

func fcAdd(_ pattern: OpaquePointer, _ object: String, _ value: String) {
    value.withCString { c in
        c.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) { _ = FcPatternAddString(pattern, object, $0) }
    }
}

func fcString(_ pattern: OpaquePointer, _ object: String, _ n: Int32 = 0) -> String? {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
    return value.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
}

func fcInt(_ pattern: OpaquePointer, _ object: String) -> Int? {
    var value: Int32 = 0
    guard FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch else { return nil }
    return Int(value)
}

/// Every value of a string property (fonts carry several family names, e.g. localized ones).
func fcStrings(_ pattern: OpaquePointer, _ object: String) -> [String] {
    var out: [String] = []
    var n: Int32 = 0
    while let s = fcString(pattern, object, n) { out.append(s); n += 1 }
    return out
}

/// fontconfig's own family comparison: case- and space-insensitive.
package func sameFamily(_ a: String, _ b: String) -> Bool {
    func key(_ s: String) -> String { s.lowercased().filter { $0 != " " } }
    return key(a) == key(b)
}
