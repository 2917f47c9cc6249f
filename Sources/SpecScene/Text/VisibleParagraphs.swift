/// The text a layout can show, when it can show only its first lines: with `lines` set, or
/// truncated at the end of a frame's height. Pango lays out every paragraph of its text, and its
/// work grows with their number times the text's length, so the paragraphs past those that can be
/// seen (and one more, so that it still knows text follows and cuts or ellipsizes as before) are
/// left out before it sees them. Paragraphs are laid out one after another, each from its own
/// start, so the lines of those kept are the same.
enum VisibleParagraphs {
    /// `text` up to its `count`-th paragraph break (a newline, U+2028 or U+2029), or nil when it
    /// has no more than `count` paragraphs.
    static func first(_ count: Int, of text: String) -> String? {
        guard count > 0 else { return nil }
        var breaks = 0
        var scalars = text.unicodeScalars.makeIterator()
        var end = text.unicodeScalars.startIndex
        var index = text.unicodeScalars.startIndex
        while let scalar = scalars.next() {
            if scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                breaks += 1
                if breaks == count {
                    end = index
                    return String(text.unicodeScalars[..<end])
                }
            }
            index = text.unicodeScalars.index(after: index)
        }
        return nil
    }
}
