import XCTest
import SpecModel
@testable import SpecRender

/// A font with characters left out (`missing: warn`) as LÖVE 11 loads it: the trailing `missing`
/// line of the text descriptor is skipped, and the glyphs the font holds draw as the Swift reader
/// draws them. XCTest, as LoveRunner skips through XCTSkip when LÖVE is absent.
final class BitmapFontMissingLoveTests: XCTestCase {
    func testLoveLoadsAFontThatListsWhatItLeftOut() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-missing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "f", "characters": ["AVW", {"set": "hiragana"}], "missing": "warn",
         "font": {"family": "DejaVu Sans", "size": 30}, "fill": "#FFFFFF"}
        """)[0]
        let files = try renderer.render(spec).files
        for file in files { try Data(file.bytes).write(to: dir.appendingPathComponent(file.path)) }
        let descriptor = String(decoding: try XCTUnwrap(files.first { $0.path == "f.fnt" }).bytes, as: UTF8.self)
        XCTAssertTrue(descriptor.contains("\nmissing count=91 ids="), "the descriptor lists what was left out")

        let drawing = try LoveRunner.draw("AVW", at: 10, 10, fonts: [dir.appendingPathComponent("f.fnt")], width: 160, height: 60)
        let read = try ReadFont(files, fnt: "f.fnt")
        XCTAssertEqual(drawing.metrics.first?.height, read.lineHeight)
        XCTAssertEqual(drawing.metrics.first?.base, read.base)
        let inked = stride(from: 3, to: drawing.image.pixels.count, by: 4).filter { drawing.image.pixels[$0] > 128 }.count
        XCTAssertGreaterThan(inked, 200, "LÖVE drew the three glyphs")
    }
}
