/// A range of code points as game teams write them: `U+4E00-U+9FFF`, `0x20-0x7E`, or one code point
/// (`U+20AC`). Either prefix, either case, spaces around the dash allowed.
package struct CodePointRange: Equatable, Sendable {
    package var first: UInt32
    package var last: UInt32

    package init(first: UInt32, last: UInt32) { self.first = first; self.last = last }

    /// What a string that looks like a range says; nil when it does not look like one (it is then
    /// the characters themselves).
    package enum Reading: Equatable, Sendable {
        case range(CodePointRange)
        /// It has the form of a range but cannot be one (the reason).
        case invalid(String)
    }

    /// Reads `text` as a range, or nil when it has not the form of one.
    package static func read(_ text: String) -> Reading? {
        let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            .map { $0.trimmingSpaces() }
        guard (1...2).contains(parts.count) else { return nil }
        var ends: [UInt32] = []
        for part in parts {
            guard let digits = Self.digits(part) else { return nil }
            // More digits than a code point has: the form of a range, a value past Unicode.
            guard digits.count <= 8, let value = UInt32(digits, radix: 16), value <= 0x10FFFF else {
                return .invalid("`\(part)` is beyond Unicode's last code point, U+10FFFF")
            }
            ends.append(value)
        }
        let range = CodePointRange(first: ends[0], last: ends[ends.count - 1])
        guard range.first <= range.last else {
            return .invalid("the range starts after it ends (\(Self.name(range.first)) > \(Self.name(range.last)))")
        }
        return .range(range)
    }

    /// Code points in the range, drawable or not: what the font's limit is checked against first.
    package var count: Int { Int(last - first) + 1 }

    /// The characters of the range a font can hold: not controls, surrogates, unassigned code points
    /// or noncharacters, nor default-ignorable ones (a soft hyphen, a joiner, a variation selector) or
    /// line and paragraph separators, which no face draws as a glyph of its own.
    package var scalars: [Unicode.Scalar] {
        (first...last).compactMap(Unicode.Scalar.init).filter(Self.isGlyph)
    }

    /// "U+4E00".
    package static func name(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func digits(_ part: String) -> Substring? {
        let lower = part.lowercased()
        guard lower.hasPrefix("u+") || lower.hasPrefix("0x") else { return nil }
        let digits = part.dropFirst(2)
        guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else { return nil }
        return digits
    }

    private static func isGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator: return false
        default: return !properties.isDefaultIgnorableCodePoint && !properties.isNoncharacterCodePoint
        }
    }
}

private extension Substring {
    func trimmingSpaces() -> String {
        String(String(drop { $0 == " " }.reversed()).drop { $0 == " " }.reversed())
    }
}
