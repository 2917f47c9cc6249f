import Foundation
import Testing
import SpecModel
import SpecScene
@testable import SpecRender

/// Issue 23, point 2: where LÖVE's integer pen puts each glyph of a long line, against the pen of
/// the label of the same text (Pango's fractional positions), at @1x and @2x.
@Suite struct BitmapFontDriftTests {
    /// Mixed text a game shows: capitals and lowercase, digits, punctuation, kerned pairs
    /// (AV, Te, Yo, 'W', "r.", …).
    static let lines = [
        "AVATAR WAVE Tokyo; yes, we've got 99 lives left & 1,000,000 points to go... keep going!",
        "Player One has joined the game. Press START to continue, or SELECT for options (x2 bonus)",
        "The quick brown fox jumps over the lazy dog; HIGH SCORE 12,480 - Level 7: Wave 3/5! Try.",
    ]

    /// The label's pen at each character, in pixels at `scale`, from its own layout.
    private func labelPens(_ text: String, spec: ResolvedSpec, style: BitmapFontStyle, scale: Double) throws -> [Double] {
        let request = TextLayoutRequest(text: text, font: style.text.font, fonts: spec.fonts, language: spec.language,
                                        width: nil, height: nil, lines: 1, lineBreak: .clip, alignment: .left,
                                        lineHeight: 1, letterSpacing: style.text.letterSpacing)
        let line = try #require(try renderer.builder.text.layout(request).lines.first)
        let xs = line.runs.flatMap(\.glyphs).map(\.x)
        try #require(xs.count == text.unicodeScalars.count, "one glyph per character")
        return (xs + [line.logical.maxX]).map { ($0 - line.logical.minX) * scale }
    }

    /// LÖVE's pen moves between two glyphs by the file's `xadvance` of the first plus the pair's
    /// `kerning`, and that step is the label's (advance plus kerning) to the nearest pixel, within
    /// 0.5 px for every pair of every line. Before issue 23 the advance and the kerning were rounded
    /// each on its own, so a kerned pair could be a whole pixel off (round(3.4) + round(0.4) is 3,
    /// not 4). Over a line the pen wanders by the sum of those sub-pixel steps, which no whole-pixel
    /// format can hold to a bound (docs/bitmap-fonts.md, "Advances"); the drift is printed.
    @Test(arguments: [1.0, 2.0])
    func everyPairStepIsTheLabelsToTheNearestPixel(scale: Double) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-drift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "score", "characters": ["ascii"], \(BitmapFontTests.style),
         "output": {"scales": [\(scale)]}}
        """)[0]
        guard case .bitmapFont(let style) = spec.content else { Issue.record("not a bitmap font"); return }
        let files = try renderer.render(spec).files
        for file in files { try Data(file.bytes).write(to: dir.appendingPathComponent(file.path)) }
        let name = scale == 1 ? "score.fnt" : "score@2x.fnt"
        let font = try ReadFont(files, fnt: name)

        for text in Self.lines {
            let drawing = try LoveRunner.draw(text, at: 0, 0, fonts: [dir.appendingPathComponent(name)],
                                              width: 64, height: 64, options: ["--prefixes"])
            let widths = try #require(drawing.prefixWidths.first)
            let characters = Array(text.unicodeScalars)
            try #require(widths.count == characters.count)
            // LÖVE's pen at glyph i: the width of the characters before it plus their kerning with it.
            let pens = characters.indices.map { i in i == 0 ? 0 : widths[i - 1] + font.kerning(characters[i - 1], characters[i]) }
            let label = try labelPens(text, spec: spec, style: style, scale: scale)
            var worstStep = 0.0, drift: [Double] = []
            for i in characters.indices {
                drift.append(Double(pens[i]) - label[i])
                guard i + 1 < characters.count else { continue }
                let step = Double(pens[i + 1] - pens[i]) - (label[i + 1] - label[i])
                worstStep = max(worstStep, abs(step))
                #expect(abs(step) <= 0.5 + 1e-9, "@\(scale)x \(String(characters[i]))\(String(characters[i + 1])): LÖVE's step is \(pens[i + 1] - pens[i]) px, the label's \(label[i + 1] - label[i])")
            }
            let total = Double(widths.last!) - label.last!
            print("@\(scale)x \(characters.count) characters: worst pair step \(worstStep), pen drift from \(drift.min()!) to \(drift.max()!) px, width \(total) px")
        }
    }
}
