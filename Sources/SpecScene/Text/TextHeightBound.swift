import SpecModel

/// The least height a text can take, known before it is laid out: its forced line breaks each start
/// a line, and no line is shorter than half an em (a font's ascent and descent together are more),
/// times `lineHeight` where that packs lines closer. A label with no `height` grows to its text, so
/// text that cannot be shorter than the image limits allow is refused before Pango sees it: Pango's
/// work grows with the number of lines times the length of the text.
enum TextHeightBound {
    /// The fraction of the font size no line is shorter than.
    static let minimumLineEm = 0.5

    /// The lines `text` has at least: one more than its newlines, line and paragraph separators.
    static func forcedLines(_ text: String) -> Int {
        var count = 1
        for scalar in text.unicodeScalars where scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}" {
            count += 1
        }
        return count
    }

    /// The least height of `lines` lines of `style`'s font at `scale`, by default the smallest it
    /// may shrink to.
    static func minimumHeight(lines: Int, style: TextStyle, scale: Double? = nil) -> Double {
        let scale = min(1, scale ?? style.minimumScale)
        let line = minimumLineEm * style.font.size * scale * min(1, style.lineHeight)
        return Double(lines) * line
    }
}
