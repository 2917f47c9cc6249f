import XCTest
import SpecModel
import SpecScene
@testable import SpecRender

/// A `bitmapFont` drawn as an engine draws it (cell by cell at whole-pixel pens) against a label of
/// the same text and style, and the properties the issue asks of its cells, metrics and pages.
final class BitmapFontTests: XCTestCase {
    /// The score title's style (Examples/score-title.json).
    static let style = """
      "font": {"family": "DejaVu Sans", "size": 34, "weight": "bold"},
      "fill": {"gradient": {"stops": ["#FFF7B0", "#FFD23F", "#F08A24"]}},
      "stroke": {"color": "#5A2A0C", "width": 3, "position": "outside"},
      "shadow": {"color": "rgba(0, 0, 0, 0.55)", "offset": [0, 4], "blur": 8}
    """

    private func font(_ extra: String = "", characters: String = #"["ascii"]"#) throws -> (spec: ResolvedSpec, files: [RenderedFile]) {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "score", "characters": \(characters),
        \(Self.style), \(extra.isEmpty ? "" : extra + ",")
         "output": {"scales": [1, 2]}}
        """)[0]
        return (spec, try renderer.render(spec).files)
    }

    private func label(_ text: String, scale: Double) throws -> Picture {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "label", "size": {"width": 1000}, "canvas": {"margin": "auto"}, "alignment": "left",
         "text": "\(text)", \(Self.style)}
        """)[0]
        return Picture(try render(spec, scale: scale))
    }

    /// Every layer of `fonts` drawn in order at the same pen, as the docs tell an engine to.
    private func drawn(_ text: String, fonts: [ReadFont]) -> Picture {
        // One canvas size for every text, so pictures of different strings line up pixel for pixel.
        let (width, height) = (fonts[0].size * 20, fonts[0].lineHeight * 3)
        var canvas = [Double](repeating: 0, count: width * height * 4)
        for font in fonts { font.draw(text, into: &canvas, width: width, x: fonts[0].size, y: fonts[0].lineHeight) }
        return Picture(premultiplied: canvas, width: width, height: height)
    }

    /// The string drawn from the two layers of a `separate` font matches the label: the ink box
    /// within 2 px (@1x) or 3 px (@2x) (advances are whole pixels, the label's are not), and the
    /// fill's colour at five heights of the ink within 8/255.
    func testAStringDrawnCellByCellLooksLikeTheLabel() throws {
        let (_, files) = try font(#""layers": "separate""#)
        let text = "HIGH SCORE 12,480"
        for scale in [1.0, 2.0] {
            let suffix = scale == 1 ? "" : "@2x"
            let fill = try ReadFont(files, fnt: "score\(suffix).fnt"), effects = try ReadFont(files, fnt: "score-effects\(suffix).fnt")
            try assertLooksLikeTheLabel(drawn(text, fonts: [effects, fill]), try label(text, scale: scale),
                                        widthSlack: scale == 1 ? 2 : 3, "at @\(scale)x")
        }
    }

    /// Drawn from one `combined` font, a glyph's baked shadow falls on the fill of the glyph before
    /// it; drawn from the two layers it does not. Probed where "HH" meet: the first H's right stem.
    func testOneCombinedFontDarkensTheNeighbourAndTwoLayersDoNot() throws {
        let combined = try ReadFont(try font().files, fnt: "score.fnt")
        let separateFiles = try font(#""layers": "separate""#).files
        let layers = [try ReadFont(separateFiles, fnt: "score-effects.fnt"), try ReadFont(separateFiles, fnt: "score.fnt")]
        let one = drawn("HH", fonts: [combined]), two = drawn("HH", fonts: layers), alone = drawn("H", fonts: layers)
        // The first H's opaque pixels, row by row: the same in `alone` and `two`, darker in `one`.
        let box = alone.inkBox
        var darkest = 0.0, changed = 0.0
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 where alone.alpha(x, y) >= 254.5 {
                let i = (y * alone.width + x) * 4
                darkest = max(darkest, alone.rgba[i + 1] - one.rgba[i + 1])
                changed = max(changed, abs(alone.rgba[i + 1] - two.rgba[i + 1]))
            }
        }
        XCTAssertGreaterThan(darkest, 15, "the second H's baked shadow should darken the first in one font")
        XCTAssertLessThanOrEqual(changed, 1, "drawn in layers, the first H keeps its colours")
    }

    /// The fill gradient runs over the line box: the colon's lower dot and the E's bottom bar, at
    /// the same height above the baseline, have the same colour; so do an `x` and an `H` higher up.
    func testTheGradientRunsOverTheLineBoxNotOverEachGlyph() throws {
        let (_, files) = try font(#""layers": "separate""#)
        for (scale, suffix) in [(1, ""), (2, "@2x")] {
            let fill = try ReadFont(files, fnt: "score\(suffix).fnt")
            func colour(_ character: Unicode.Scalar, pointsAboveBaseline h: Double) throws -> (Double, Double, Double) {
                let c = try XCTUnwrap(fill.chars[character.value])
                let rowInCell = fill.base - Int((h * Double(scale)).rounded()) - c.yoffset
                let page = fill.pages[c.page]
                var best: (Double, Double, Double)?
                for col in 0..<c.width {
                    let p = page[c.x + col, c.y + rowInCell]
                    if p.a == 255 { best = (Double(p.r), Double(p.g), Double(p.b)); break }
                }
                return try XCTUnwrap(best, "no opaque pixel in \(character) \(h) pt above the baseline")
            }
            for (a, b, h) in [("E", ":", 2.0), ("x", "H", 12.0), ("o", "8", 6.0)] as [(Unicode.Scalar, Unicode.Scalar, Double)] {
                let (ca, cb) = (try colour(a, pointsAboveBaseline: h), try colour(b, pointsAboveBaseline: h))
                let d = max(abs(ca.0 - cb.0), abs(ca.1 - cb.1), abs(ca.2 - cb.2))
                XCTAssertLessThanOrEqual(d, 3, "\(a) and \(b) \(h) pt above the baseline at @\(scale)x: \(ca) vs \(cb)")
            }
        }
    }

    /// Nothing is cut: every cell's outermost ring of pixels is all but transparent (the shadow's
    /// 3σ tail is under 1 %), and the cell holds all of the glyph's ink.
    func testCellsHoldTheGlyphAndEveryEffect() throws {
        let (_, files) = try font()
        for suffix in ["", "@2x"] {
            let read = try ReadFont(files, fnt: "score\(suffix).fnt")
            XCTAssertEqual(read.chars.count, 95)
            for (id, c) in read.chars where c.width > 0 {
                let page = read.pages[c.page]
                var edge = 0
                for col in 0..<c.width { edge = max(edge, Int(page[c.x + col, c.y].a), Int(page[c.x + col, c.y + c.height - 1].a)) }
                for row in 0..<c.height { edge = max(edge, Int(page[c.x, c.y + row].a), Int(page[c.x + c.width - 1, c.y + row].a)) }
                XCTAssertLessThanOrEqual(edge, 3, "cell of U+\(String(id, radix: 16)) is cut: alpha \(edge) on its border")
            }
            XCTAssertEqual(read.chars[32]?.width, 0, "a space has an advance and no cell")
            XCTAssertGreaterThan(read.chars[32]?.xadvance ?? 0, 0)
        }
    }

    /// `lineHeight` and `base` are the label's line box at each scale, whatever the effects.
    func testLineHeightAndBaseAreTheLineBoxNotTheEffects() throws {
        let (spec, files) = try font()
        guard case .bitmapFont(let style) = spec.content else { return XCTFail("not a bitmap font") }
        let glyphs = try BitmapFontGlyphs(spec: spec, style: style, engine: renderer.builder.text)
        // DejaVu Sans Bold at 34 pt: ascent 0.928 em and descent 0.236 em (its hhea line).
        XCTAssertEqual(glyphs.ascent, 34 * 0.928, accuracy: 0.6)
        XCTAssertEqual(glyphs.lineHeight, 34 * (0.928 + 0.236), accuracy: 0.6)
        for (scale, suffix) in [(1.0, ""), (2.0, "@2x")] {
            let read = try ReadFont(files, fnt: "score\(suffix).fnt")
            XCTAssertEqual(read.lineHeight, Int((glyphs.lineHeight * scale).rounded()))
            XCTAssertEqual(read.base, Int((glyphs.ascent * scale).rounded()))
            XCTAssertEqual(read.size, Int(34 * scale))
        }
    }

    /// Kerning pairs come from the font: DejaVu Sans Bold kerns A–V, T–o and L–T (negative), never a
    /// pair it does not kern, and no pair of amount 0 is written.
    func testKerningPairsComeFromTheFontAndAreNeverZero() throws {
        let (_, files) = try font()
        let one = try ReadFont(files, fnt: "score.fnt"), two = try ReadFont(files, fnt: "score@2x.fnt")
        for (a, b) in [("A", "V"), ("T", "o"), ("L", "T")] as [(Unicode.Scalar, Unicode.Scalar)] {
            XCTAssertLessThan(one.kerning(a, b), 0, "\(a)\(b) at @1x")
            XCTAssertLessThan(two.kerning(a, b), one.kerning(a, b) + 1, "\(a)\(b) at @2x is about twice @1x")
        }
        XCTAssertEqual(one.kerning("H", "H"), 0)
        XCTAssertEqual(one.kerning("o", "o"), 0)
        XCTAssertFalse(one.kernings.values.contains(0))
        XCTAssertGreaterThan(one.kernings.count, 50)
    }

    /// Both layers share their cells: the `char` lines are identical, and the pages differ only in
    /// what is drawn. The same spec renders the same bytes every time.
    func testLayersShareTheirMetricsAndEveryRenderIsTheSameBytes() throws {
        let (_, files) = try font(#""layers": "separate""#)
        let fill = try ReadFont(files, fnt: "score.fnt"), effects = try ReadFont(files, fnt: "score-effects.fnt")
        XCTAssertEqual(fill.charLines, effects.charLines)
        XCTAssertEqual(fill.kernings, effects.kernings)
        XCTAssertEqual(fill.pageNames, ["score_0.png"])
        XCTAssertEqual(effects.pageNames, ["score-effects_0.png"])
        XCTAssertEqual(files.map(\.path), ["score_0.png", "score.fnt", "score-effects_0.png", "score-effects.fnt",
                                           "score@2x_0.png", "score@2x_1.png", "score@2x.fnt",
                                           "score-effects@2x_0.png", "score-effects@2x_1.png", "score-effects@2x.fnt"])
        XCTAssertEqual(try differingFiles { (try font(#""layers": "separate""#).files, try font(#""layers": "separate""#).files) }, [])
        // What `render` plans without drawing is what it writes.
        let spec = try font(#""layers": "separate""#).spec
        XCTAssertEqual(try renderer.plan(spec).outputs.map(\.path), files.map(\.path))
    }

    /// The atlas options: pages no larger than `maxSize` (spilling to more pages), sides powers of
    /// two when asked, and a cell too large for a page is an error naming the character.
    func testAtlasOptionsShapeThePages() throws {
        let (_, files) = try font(#""atlas": {"maxSize": 256, "padding": 0, "powerOfTwo": true}"#)
        let read = try ReadFont(files, fnt: "score.fnt")
        XCTAssertGreaterThan(read.pages.count, 1)
        for page in read.pages {
            XCTAssertLessThanOrEqual(max(page.width, page.height), 256)
            XCTAssertEqual(page.width & (page.width - 1), 0, "\(page.width) is a power of two")
            XCTAssertEqual(page.height & (page.height - 1), 0, "\(page.height) is a power of two")
        }
        XCTAssertThrowsError(try font(#""atlas": {"maxSize": 32}"#)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("$.atlas.maxSize: the cell of U+0021 '!' at @1x is"), text)
            XCTAssertTrue(text.contains("larger than a page of 32×32; raise `atlas.maxSize`"), text)
        }
    }

    /// A character no face of the chain has is an error at the value that asked for it.
    func testACharacterNoFaceHasIsAnErrorWhereItWasAsked() throws {
        XCTAssertThrowsError(try font(characters: #"["digits", "ア"]"#)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("error: $.characters[1]: no font in the chain (DejaVu Sans) draws U+30A2 'ア'"), text)
        }
    }
}
