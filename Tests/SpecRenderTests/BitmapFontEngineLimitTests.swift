import Foundation
import Testing
import SpecModel
@testable import SpecRender

/// What `engine` refuses once the glyphs are laid out and packed: more pages than Phaser takes, a
/// character libGDX cannot hold. Both at the value to change, before anything is drawn.
@Suite struct BitmapFontEngineLimitTests {
    private func plan(_ keys: String) throws -> RenderPlan {
        try renderer.plan(try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "f", "font": {"family": "DejaVu Sans", "size": 20},
         \(keys)}
        """)[0])
    }

    @Test func phaserTakesOnePageAFont() throws {
        let error = #expect(throws: SpecError.self) { try plan(#""characters": "ascii", "engine": "phaser", "atlas": {"maxSize": 64}"#) }
        #expect(error?.path == "$.atlas.maxSize")
        #expect((error?.line, error?.column) == (2, 66))
        #expect(error?.message.hasPrefix("Phaser 3 (`engine`) loads one page a font, and at @1x the cells need ") == true, "\(String(describing: error))")
        // Without the engine, or on one page, the same font is planned.
        #expect(try plan(#""characters": "ascii", "atlas": {"maxSize": 64}"#).outputs.count > 2)
        let onePage = try plan(#""characters": "ascii", "engine": "phaser", "atlas": {"maxSize": 512}"#)
        #expect(onePage.outputs.map(\.path) == ["f_0.png", "f.fnt"])
    }

    @Test func libGDXHoldsNothingAboveUFFFF() throws {
        let error = #expect(throws: SpecError.self) { try plan(#""characters": ["AB", "x😀"], "engine": "libgdx""#) }
        #expect(error?.path == "$.characters[1]")
        #expect(error?.message == "libGDX (`engine`) cannot hold U+1F600 '😀': its BitmapFont skips characters above U+FFFF")
        // LÖVE has no such limit: the same characters go on to the layout (which may still want a
        // face that draws the emoji).
        do {
            _ = try plan(#""characters": ["AB", "x😀"], "engine": "love""#)
        } catch let error as SpecError {
            #expect(!error.message.contains("U+FFFF"), "\(error)")
        }
    }
}
