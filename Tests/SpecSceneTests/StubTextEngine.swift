import SpecModel
@testable import SpecScene

/// A predictable text engine: every character advances 0.5 em, lines are 1.2 em tall with the
/// baseline at 0.9 em, ink covers 0.1…0.9 em of the line; wraps between characters.
/// Records the font scales it was asked for.
final class StubTextEngine: TextLayoutEngine, @unchecked Sendable {
    var scales: [Double] = []
    /// The texts it was asked to lay out.
    var texts: [String] = []

    func layout(_ r: TextLayoutRequest) throws(TextLayoutError) -> TextLayoutResult {
        scales.append(r.fontScale)
        texts.append(r.text)
        let size = r.font.size * r.fontScale
        let advance = size * 0.5
        let perLine = r.lineBreak == .clip || r.lines == 1 && r.lineBreak != .word && r.lineBreak != .char
            ? Int.max : max(1, Int(((r.width ?? .infinity) / advance).rounded(.down)))
        var rows: [String] = []
        for paragraph in r.text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = Substring(paragraph)
            repeat {
                rows.append(String(rest.prefix(perLine)))
                rest = rest.dropFirst(min(perLine, rest.count))
            } while !rest.isEmpty
        }
        var overflowed = false
        if r.lines > 0, rows.count > r.lines { rows = Array(rows.prefix(r.lines)); overflowed = true }
        if r.lineBreak == .clip, let w = r.width, rows.contains(where: { Double($0.count) * advance > w + 1e-9 }) {
            overflowed = true
        }
        var ellipsized = false
        if let w = r.width, r.lineBreak == .truncateTail, let last = rows.last, Double(last.count) * advance > w + 1e-9 {
            ellipsized = true
            rows[rows.count - 1] = String(last.prefix(Int(w / advance)))
        }
        let font = FontRef(file: "/stub.ttf", index: 0, size: size)
        let lines = rows.enumerated().map { i, row -> TextLine in
            let top = Double(i) * size * 1.2 * r.lineHeight
            let width = Double(row.count) * advance
            let x0 = r.alignment == .center ? ((r.width ?? width) - width) / 2 : 0
            let glyphs = row.enumerated().map { j, _ in Glyph(id: 1, x: x0 + Double(j) * advance, y: top + size * 0.9) }
            return TextLine(runs: row.isEmpty ? [] : [GlyphRun(font: font, glyphs: glyphs)], baseline: top + size * 0.9,
                            logical: Rect(x: x0, y: top, width: width, height: size * 1.2),
                            ink: row.isEmpty ? .zero : Rect(x: x0, y: top + size * 0.1, width: width, height: size * 0.8))
        }
        let h = lines.last.map { $0.logical.maxY } ?? 0
        return TextLayoutResult(lines: lines, logical: Rect(x: 0, y: 0, width: lines.map(\.logical.width).max() ?? 0, height: h),
                                ellipsized: ellipsized, overflowed: overflowed)
    }
}

func labelSpec(_ style: TextStyle, width: Double = 200, height: Double? = 100, margin: Margin = .points(0)) -> ResolvedSpec {
    ResolvedSpec(name: "t", state: "normal", locale: nil, language: "en", size: Size(width: width, height: height),
         canvas: Canvas(margin: margin), fonts: [], output: OutputOptions(), content: .label(style),
         file: "/tmp/t.json", positions: [:])
}
