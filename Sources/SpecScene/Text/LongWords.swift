import SpecModel

/// Words too long for one line, given a break opportunity after each of their characters before
/// Pango sees them. Pango wraps such a word between characters anyway (it cannot fit a line), but
/// finds each break by shaping the rest of the word again, line after line: a word of 100,000
/// characters took tens of seconds. With a zero-width space between its characters the breaks are
/// ordinary ones between words, at the same places, and the spaces draw nothing. The word's first
/// `limit` characters are left whole: too wide for a line, they still start it on a new line when
/// it follows other words, as Pango starts a word it has to break between characters.
///
/// A word is long enough when it cannot fit the frame's width even if every character were a
/// quarter of an em wide (no letter of a real font is narrower); shorter words are left as they
/// are, so ordinary text reaches Pango unchanged.
enum LongWords {
    static let breakOpportunity: Unicode.Scalar = "\u{200B}"
    /// The narrowest character assumed, as a fraction of the font size.
    static let narrowestEm = 0.25

    /// The number of characters beyond which a word cannot fit `width` at `fontSize` points.
    static func maxCharacters(width: Double, fontSize: Double) -> Int {
        let narrowest = narrowestEm * fontSize
        guard narrowest > 0, width.isFinite else { return .max }
        return max(1, Int((width / narrowest).rounded(.up)))
    }

    /// Whether some run of scalars between white space and the scripts below is longer than
    /// `limit`: a word has no more characters than scalars, so ordinary text is passed over in one
    /// cheap pass, without taking it apart into characters.
    private static func hasLongRun(_ text: String, limit: Int) -> Bool {
        var run = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || breaksWithoutSpaces(scalar) {
                run = 0
            } else {
                run += 1
                if run > limit { return true }
            }
        }
        return false
    }

    /// Scripts whose lines break between words without spaces (Thai, Lao, Myanmar and Khmer by
    /// dictionary; Chinese, Japanese and Korean between characters or as UIKit does): Pango finds
    /// those breaks itself, and a break opportunity of ours would put lines where it puts none.
    static func breaksWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF, 0x1A20...0x1AAF,
             0x1100...0x11FF, 0x2E80...0x2FFF, 0x3000...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            true
        default:
            false
        }
    }

    /// `text` with a break opportunity between every two characters after the first `limit` of each
    /// word longer than `limit`
    /// characters; a word is a run without white space and without a character of a script that
    /// breaks without spaces. Nil when no word is that long.
    static func broken(_ text: String, limit: Int) -> String? {
        guard hasLongRun(text, limit: limit) else { return nil }
        var out = String.UnicodeScalarView()
        var word: [Character] = []
        var changed = false
        func flush() {
            if word.count > limit {
                changed = true
                for (index, character) in word.enumerated() {
                    if index >= limit { out.append(breakOpportunity) }
                    out.append(contentsOf: character.unicodeScalars)
                }
            } else {
                for character in word { out.append(contentsOf: character.unicodeScalars) }
            }
            word.removeAll(keepingCapacity: true)
        }
        for character in text {
            if character.isWhitespace || character.unicodeScalars.contains(where: breaksWithoutSpaces) {
                flush()
                out.append(contentsOf: character.unicodeScalars)
            } else {
                word.append(character)
            }
        }
        flush()
        return changed ? String(out) : nil
    }
}
