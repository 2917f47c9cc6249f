/// Emoji written as more than one code point: a ZWJ sequence (👨‍👩‍👧), a flag (🇫🇷, two regional
/// indicators, or a tag sequence), a skin tone (👍🏽), a keycap (1️⃣) or a presentation selector
/// (❤️, U+2764 U+FE0F). A bitmap font cannot hold one: BMFont's `char id` is one code point, and an
/// engine draws a string code point by code point, so it would show the pieces (a yellow thumb and
/// a brown square) however the cells were drawn. The spec is refused at the value that brought one
/// in, naming them, rather than given cells for the pieces (docs/bitmap-fonts.md#emoji).
package enum EmojiSequences {
    /// The sequences of `text`, each once, in the order they first appear.
    package static func find(in text: String) -> [String] {
        var seen = Set<String>()
        var found: [String] = []
        for character in text where isSequence(character) {
            let written = String(character)
            if seen.insert(written).inserted { found.append(written) }
        }
        return found
    }

    /// A grapheme of two or more code points that starts with an emoji (digits, `#` and `*` are
    /// emoji for their keycaps) and holds what joins, modifies, tags or selects an emoji. A Devanagari
    /// or Malayalam cluster with a joiner starts with a letter and stays a cluster of its script.
    static func isSequence(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count > 1, let first = scalars.first, first.properties.isEmoji else { return false }
        if regionalIndicators.contains(first.value) { return true }
        return scalars.dropFirst().contains { scalar in
            let v = scalar.value
            return v == 0x200D || v == 0xFE0F || v == 0x20E3 || skinTones.contains(v) || tags.contains(v)
        }
    }

    /// "`👍🏽` (U+1F44D U+1F3FD)".
    package static func describe(_ sequence: String) -> String {
        "`\(sequence)` (" + sequence.unicodeScalars.map { CodePointRange.name($0.value) }.joined(separator: " ") + ")"
    }

    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
    private static let skinTones: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF
    private static let tags: ClosedRange<UInt32> = 0xE0020...0xE007F
}
