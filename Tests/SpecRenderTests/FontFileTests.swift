import Foundation
import RenderSupport
import XCTest
import SpecModel
import SpecScene
@testable import SpecRender

/// Fonts from files: TTC faces, variable fonts, OpenType features, glyph overrides, fallback chains.
final class FontFileTests: XCTestCase {
    private let engine = PangoTextEngine(library: renderer.library)
    private let inter = PinnedFonts.directory.map { $0 + "/inter/Inter-roman.var.ttf" } ?? ""

    private func lay(_ text: String, _ font: FontSpec, width: Double? = nil) throws -> TextLayoutResult {
        try engine.layout(TextLayoutRequest(text: text, font: font, fonts: [], language: "en", width: width, height: nil,
                                            lines: 1, lineBreak: .clip, alignment: .left, lineHeight: 1, letterSpacing: 0))
    }

    private func glyphs(_ r: TextLayoutResult) -> [Glyph] { r.lines.flatMap { $0.runs.flatMap(\.glyphs) } }
    private func runs(_ r: TextLayoutResult) -> [GlyphRun] { r.lines.flatMap(\.runs) }

    private func inkSum(_ style: TextStyle) throws -> Int {
        let px = try render(labelSpec(style, width: 200, height: 60))
        var sum = 0
        for y in 0..<px.height { for x in 0..<px.width { sum += px.alpha(x, y) } }
        return sum
    }

    func testGlyphOverrideByNameAndByIdDrawsTheRequestedGlyph() throws {
        let heart = glyphs(try lay("♥", FontSpec()))[0].id
        let byName = try lay("I*NY", FontSpec(glyphs: ["*": .name("heart")]))
        XCTAssertEqual(glyphs(byName).map(\.id)[1], heart)
        let byId = try lay("I*NY", FontSpec(glyphs: ["*": .id(Int(heart))]))
        XCTAssertEqual(glyphs(byId).map(\.id)[1], heart)
        // The glyphs after it move by the difference in advance: N starts where the heart ends.
        let plain = glyphs(try lay("I♥NY", FontSpec()))
        XCTAssertEqual(glyphs(byName)[2].x, plain[2].x, accuracy: 1e-6)
        // And in pixels: the override draws exactly what the heart character draws.
        XCTAssertEqual(try inkSum(TextStyle(text: "I*NY", font: FontSpec(glyphs: ["*": .name("heart")]))),
                       try inkSum(TextStyle(text: "I♥NY")))
    }

    func testGlyphOverrideMakesACharacterTheFontLacksDrawable() throws {
        // U+E000 (private use) is in no font of the chain; the override gives it a glyph, so it is not missing.
        let r = try lay("A\u{E000}", FontSpec(glyphs: ["\u{E000}": .name("heart")]))
        XCTAssertEqual(glyphs(r).count, 2)
        XCTAssertEqual(glyphs(r)[1].id, glyphs(try lay("♥", FontSpec()))[0].id)
    }

    func testUnknownGlyphNameOrIdIsAnErrorAtItsPath() {
        var spec = labelSpec(TextStyle(text: "I*NY", font: FontSpec(glyphs: ["*": .name("no-such-glyph")])), width: 100, height: 30)
        spec.positions["$.font.glyphs[\"*\"]"] = SourcePosition(file: "/tmp/t.json", line: 7, column: 30)
        XCTAssertThrowsError(try renderer.scene(spec)) { error in
            XCTAssertEqual("\(error)", "/tmp/t.json:7:30: error: $.font.glyphs[\"*\"]: DejaVuSans.ttf has no glyph named `no-such-glyph` for U+002A '*'")
        }
        spec = labelSpec(TextStyle(text: "I*NY", font: FontSpec(glyphs: ["*": .id(999_999)])), width: 100, height: 30)
        XCTAssertThrowsError(try renderer.scene(spec)) { error in
            XCTAssertTrue("\(error)".contains("DejaVuSans.ttf has no glyph 999999 (it has "), "\(error)")
        }
    }

    func testMissingGlyphErrorNamesTheCharacterAndEveryFontTried() {
        let spec = labelSpec(TextStyle(text: "Hi ก", font: FontSpec(fallback: ["DejaVu Sans"])), width: 100, height: 30)
        XCTAssertThrowsError(try renderer.scene(spec)) { error in
            XCTAssertTrue("\(error)".contains("no font in the chain (DejaVu Sans, DejaVu Sans) draws U+0E01 'ก'"), "\(error)")
        }
    }

    func testVariableFontWeightAxisChangesTheOutlines() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: inter), "Specs/fonts/inter is missing")
        let light = try lay("Hamburg", FontSpec(file: inter, variations: ["wght": 200]))
        let heavy = try lay("Hamburg", FontSpec(file: inter, variations: ["wght": 800]))
        XCTAssertEqual(runs(heavy)[0].font.variations, "wght=800")
        XCTAssertEqual(runs(light)[0].font.variations, "wght=200")
        XCTAssertGreaterThan(heavy.logical.width, light.logical.width, "heavier Inter is wider")
        let thin = try inkSum(TextStyle(text: "Hamburg", font: FontSpec(size: 30, file: inter, variations: ["wght": 200])))
        let bold = try inkSum(TextStyle(text: "Hamburg", font: FontSpec(size: 30, file: inter, variations: ["wght": 800])))
        XCTAssertGreaterThan(Double(bold), Double(thin) * 1.6, "the drawn outlines are heavier, not just placed wider")
    }

    func testFeaturesReachTheShaper() throws {
        let ligated = try lay("fi", FontSpec())
        let apart = try lay("fi", FontSpec(features: ["-liga"]))
        XCTAssertEqual(glyphs(ligated).count, 1, "DejaVu Sans ligates fi by default")
        XCTAssertEqual(glyphs(apart).count, 2, "-liga turns the ligature off")
        let zero = try lay("0", FontSpec(file: inter)), slashed = try lay("0", FontSpec(file: inter, features: ["zero"]))
        XCTAssertNotEqual(glyphs(zero)[0].id, glyphs(slashed)[0].id, "`zero` picks the slashed zero")
    }

    func testCollectionFaceByIndex() throws {
        let ttc = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        try XCTSkipUnless(FileManager.default.fileExists(atPath: ttc), "fonts-noto-cjk is not installed")
        let faces = try (0..<3).map { index -> GlyphRun in try XCTUnwrap(runs(try lay("直", FontSpec(file: ttc, index: index))).first) }
        XCTAssertEqual(faces.map(\.font.index), [0, 1, 2])
        // The faces are different designs of 直 (Japanese, Korean, Simplified Chinese …): not all the same glyph.
        XCTAssertGreaterThan(Set(faces.map { $0.glyphs[0].id }).count, 1)
        let spec = labelSpec(TextStyle(text: "直", font: FontSpec(file: ttc, index: 99)), width: 60, height: 30)
        XCTAssertThrowsError(try renderer.scene(spec)) { XCTAssertTrue("\($0)".contains("it has no face 99"), "\($0)") }
    }

    func testFallbackChainSetsEachCharacterInTheFirstFontThatHasIt() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: inter))
        let r = try lay("Aא", FontSpec(file: inter, fallback: ["DejaVu Sans"]))
        let files = runs(r).map { ($0.font.file as NSString).lastPathComponent }
        XCTAssertEqual(files, ["Inter-roman.var.ttf", "DejaVuSans.ttf"])
    }
}
