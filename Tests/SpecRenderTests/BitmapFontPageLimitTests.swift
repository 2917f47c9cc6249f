import SpecModel
import SpecScene
import Testing
@testable import SpecRender

/// A `bitmapFont`'s pages are images within the image limits at every `atlas.maxSize`: cells that
/// together are more than one page holds go onto more pages, and a cell no page holds is refused
/// when the font is planned, before any glyph is drawn, at the key that makes it that large.
@Suite struct BitmapFontPageLimitTests {
    private func font(size: Int, blur: Int, characters: String = "ascii") throws -> ResolvedSpec {
        try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "big", "characters": "\(characters)",
         "font": {"family": "DejaVu Sans", "size": \(size)},
         "glow": {"color": "#00C0FF", "blur": \(blur)},
         "atlas": {"maxSize": 16384}}
        """)[0]
    }

    /// ASCII at 1,500 pt with a glow of blur 200: its cells fill more than 64 megapixels, so the
    /// font has several pages, and BMFont's one page size (`pageSize`) is within the limits.
    @Test func cellsBeyondOnePageMakeMorePages() throws {
        let spec = try font(size: 1500, blur: 200)
        guard case .bitmapFont(let style) = spec.content else { Issue.record("not a font"); return }
        let cells = try BitmapFontGlyphs(spec: spec, style: style, engine: renderer.builder.text).cells(scale: 1, style: style)
        let layout = try BitmapFontLayout(cells, style: style, maxSize: 16384)
        #expect(layout.packed.pageSizes.count > 1)
        let page = layout.pageSize
        #expect(page.width <= SpecLimits.maxImageSide && page.height <= SpecLimits.maxImageSide)
        #expect(page.width * page.height <= SpecLimits.maxImagePixels, "\(page.width)×\(page.height)")
        // The plan names every page, and draws none of them.
        let paths = try renderer.plan(spec).outputs.map(\.path)
        #expect(paths == (0..<layout.packed.pageSizes.count).map { "big_\($0).png" } + ["big.fnt"])
    }

    /// Pages of 8192 × 8192 (within the limits) full of 2,500 pt cells with a glow: drawing one
    /// page would take more than the budget, so the plan refuses the font, naming the page, the
    /// largest cell and the estimate, before anything is drawn.
    @Test func aPageOverTheMemoryBudgetIsRefusedWhenPlanned() throws {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "big", "characters": "ascii",
         "font": {"family": "DejaVu Sans", "size": 2500}, "glow": {"color": "#00C0FF", "blur": 200},
         "atlas": {"maxSize": 8192}}
        """)[0]
        let error = #expect(throws: SpecError.self) { try renderer.plan(spec) }
        let text = error.map { "\($0)" } ?? ""
        #expect(text.contains("b.json:2:44: error: $.font.size: at @1x a page of 8190×8191 px with cells of up to 2764×2798 px would take about 472 MB"), "\(text)")
        #expect(text.contains("MB to draw, over the 448 MB a font's pages may take"), "\(text)")
    }

    /// At 10,000 pt with a glow, `W`'s cell has sides a page may have but more pixels than any page
    /// within the limits: the plan refuses it at `font.size`, naming the glyph and its cell.
    @Test func aCellNoPageHoldsIsRefusedWhenPlanned() throws {
        let spec = try font(size: 10000, blur: 200, characters: "W")
        let error = #expect(throws: SpecError.self) { try renderer.plan(spec) }
        let text = error.map { "\($0)" } ?? ""
        #expect(text.contains("b.json:2:44: error: $.font.size: the cell of"), "\(text)")
        #expect(text.contains("px (the glyph with its stroke, shadows and glow), and no page within the image limits (16384 px a side and 64 megapixels) holds it"), "\(text)")
    }
}
