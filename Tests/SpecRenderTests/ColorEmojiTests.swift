import XCTest
import SpecModel
import SpecScene
@testable import SpecRender

/// A player's name with an emoji, in Debian's Noto Color Emoji (CBDT pictures): the emoji at the
/// text's size and in its own colours, the line as tall as the text's font makes it, and the
/// stroke and shadow around the emoji's silhouette.
final class ColorEmojiTests: XCTestCase {
    private let engine = PangoTextEngine(library: renderer.library)
    private static let emojiFont = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: Self.emojiFont),
                          "fonts-noto-color-emoji is not installed (scripts/setup.sh installs it)")
    }

    private func lay(_ text: String, size: Double = 28, lineHeight: Double = 1) throws -> TextLayoutResult {
        try engine.layout(TextLayoutRequest(text: text, font: FontSpec(family: "DejaVu Sans", size: size, fallback: ["Noto Color Emoji"]),
                                            fonts: [], language: "en", width: nil, height: nil, lines: 0, lineBreak: .word,
                                            alignment: .natural, lineHeight: lineHeight, letterSpacing: 0))
    }

    /// Pango measured the 109-pixel strike as if it were the asked size: a 28 pt emoji took some
    /// 150 pt and the line grew four times as tall.
    func testTheEmojiIsSetAtTheTextSize() throws {
        let r = try lay("Ana 🎮 wins")
        let runs = r.lines[0].runs
        let emoji = try XCTUnwrap(runs.first { $0.colorGlyphs != nil })
        XCTAssertEqual(emoji.font.size, 28, accuracy: 1e-6)
        XCTAssertEqual(emoji.glyphs.count, 1)
        // The space after it starts one emoji advance (Noto Color Emoji's 2550/2048 em) on.
        let next = try XCTUnwrap(runs.last?.glyphs.first)
        XCTAssertEqual(next.x - emoji.glyphs[0].x, 28 * 2550 / 2048, accuracy: 0.05, "not a 150 pt gap")
        XCTAssertTrue(runs.filter { $0.colorGlyphs == nil }.allSatisfy { $0.font.size == 28 })
    }

    /// The emoji font's ascent and descent (0.95 and 0.25 em) do not make a DejaVu Sans line taller
    /// or move the lines after it, with or without a line height.
    func testLinesAreAsTallAsTheTextsOwnFont() throws {
        for lineHeight in [1.0, 1.5] {
            let plain = try lay("Ana wins\nnext line\nlast", lineHeight: lineHeight)
            for text in ["Ana 🎮 wins\nnext line\nlast", "Ana wins\n🎮🎮\nlast", "🎮\nnext line\nlast"] {
                let emoji = try lay(text, lineHeight: lineHeight)
                XCTAssertEqual(emoji.lines.count, 3)
                for (a, b) in zip(plain.lines, emoji.lines) {
                    XCTAssertEqual(a.baseline, b.baseline, accuracy: 1e-3, "\(text) at line height \(lineHeight)")
                }
                XCTAssertEqual(plain.logical.height, emoji.logical.height, accuracy: 1e-3, "\(text) at line height \(lineHeight)")
            }
        }
    }

    private func spec(_ font: String, stroke: String = "") throws -> ResolvedSpec {
        try loadSpecs("""
            {"version": 1, "kind": "label", "name": "n", "text": "Ana 🎮 wins",
             "font": {"family": "DejaVu Sans", "size": 28, "fallback": ["Noto Color Emoji"]\(font)},
             "fill": "#ffcc00"\(stroke), "size": {"width": 220, "height": 80}, "canvas": {"background": "#ffffff"}}
            """)[0]
    }

    private func label(_ font: String, stroke: String = "") throws -> Pixels {
        try render(spec(font, stroke: stroke), scale: 2)
    }

    /// The emoji's cell in the 2× image: its advance, from 26 pt above its baseline to 6 below,
    /// where the scene put it.
    private func emojiCell() throws -> (xs: Range<Int>, ys: Range<Int>) {
        let scene = try renderer.scene(spec(""))
        func runs(_ commands: [DrawCommand]) -> [GlyphRun] {
            commands.flatMap { command -> [GlyphRun] in
                switch command {
                case .fill(.glyphs(let runs), _): return runs
                case .clip(_, let inner), .seamless(let inner), .layer(let inner, _): return runs(inner)
                default: return []
                }
            }
        }
        let emoji = try XCTUnwrap(runs(scene.commands).first { $0.colorGlyphs != nil }?.glyphs.first)
        let x0 = Int((emoji.x * 2).rounded(.up)), x1 = Int(((emoji.x + 28 * 2550 / 2048) * 2).rounded(.down))
        let y0 = Int(((emoji.y - 26) * 2).rounded(.up)), y1 = Int(((emoji.y + 6) * 2).rounded(.down))
        return (x0..<x1, y0..<y1)
    }

    private func isGrey(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool {
        p.a == 255 && abs(p.r - p.g) < 16 && abs(p.g - p.b) < 16 && (40...200).contains(p.r)
    }

    private func isFill(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool {
        p.r > 240 && abs(p.g - 0xcc) < 16 && p.b < 30
    }

    /// The case: 28 pt text with an emoji in an 80-point-high frame fits; it was cut as
    /// "does not fit" when the emoji's strike made the line 109 pt tall.
    func testANameWithAnEmojiFitsItsFrame() throws {
        XCTAssertEqual(try renderer.scene(spec("")).warnings, [])
    }

    /// 🎮 is a grey game pad with coloured buttons: drawn in those colours, not in the text's fill.
    func testTheEmojiKeepsItsColours() throws {
        let image = try label("")
        let cell = try emojiCell()
        var grey = 0, fill = 0, saturated = 0
        for y in cell.ys { for x in cell.xs {
            let p = image[x: x, y: y]
            if isGrey(p) { grey += 1 }
            if isFill(p) { fill += 1 }
            if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 100, !isFill(p) { saturated += 1 }
        } }
        XCTAssertGreaterThan(grey, 400, "the pad's grey body")
        XCTAssertGreaterThan(saturated, 10, "its coloured buttons")
        XCTAssertEqual(fill, 0, "the fill does not tint it")
        // And the words around it are in the fill.
        XCTAssertTrue((0..<image.width).contains { x in (0..<image.height).contains { y in isFill(image[x: x, y: y]) } })
    }

    /// `colorGlyphs: fill` paints the emoji's silhouette in the text's fill, for a one-colour style.
    func testFillModePaintsTheSilhouette() throws {
        let image = try label(", \"colorGlyphs\": \"fill\"")
        let cell = try emojiCell()
        var grey = 0, fill = 0
        for y in cell.ys { for x in cell.xs {
            let p = image[x: x, y: y]
            if isGrey(p) { grey += 1 }
            if isFill(p) { fill += 1 }
        } }
        XCTAssertEqual(grey, 0)
        XCTAssertGreaterThan(fill, 600, "the pad's shape in the fill")
    }

    /// A stroke outside the text rings the emoji too: pixels just outside the pad's edge turn the
    /// stroke's colour, and the pad itself keeps its colours.
    func testTheStrokeFollowsTheSilhouette() throws {
        let plain = try label("")
        let ringed = try label("", stroke: ", \"stroke\": {\"width\": 3, \"color\": \"#0000ff\"}")
        let cell = try emojiCell()
        var ring = 0, kept = 0
        for y in cell.ys { for x in cell.xs {
            let before = plain[x: x, y: y], after = ringed[x: x, y: y]
            let white = before.r == 255 && before.g == 255 && before.b == 255
            let nearPad = (-4...4).contains { dx in (-4...4).contains { dy in
                cell.xs.contains(x + dx) && cell.ys.contains(y + dy) && isGrey(plain[x: x + dx, y: y + dy]) } }
            if white, nearPad, after.b > 200, after.r < 40, after.g < 40 { ring += 1 }
            if isGrey(before), isGrey(after) { kept += 1 }
        } }
        XCTAssertGreaterThan(ring, 150, "a blue ring where white met the pad")
        XCTAssertGreaterThan(kept, 400, "the pad drawn over its ring")
    }
}
