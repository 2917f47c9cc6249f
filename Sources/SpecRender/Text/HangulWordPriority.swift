/// UIKit keeps Korean words whole when it wraps (its standard line-break strategy includes
/// `hangulWordPriority`), breaking at spaces as Korean typesetting does; UAX #14, which Pango
/// follows, allows a break between any two Hangul syllables. A WORD JOINER (U+2060, default-ignorable,
/// drawn as nothing) between syllables of one word gives Pango UIKit's rule without touching any
/// other script.
enum HangulWordPriority {
    static let joiner: Character = "\u{2060}"

    static func joiningSyllables(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHangul) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        var previousIsHangul = false
        for scalar in text.unicodeScalars {
            let hangul = isHangul(scalar)
            if hangul && previousIsHangul { out.append(joiner) }
            out.unicodeScalars.append(scalar)
            previousIsHangul = hangul
        }
        return out
    }

    /// Precomposed syllables and the conjoining and compatibility jamo.
    static func isHangul(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: return true
        default: return false
        }
    }
}
