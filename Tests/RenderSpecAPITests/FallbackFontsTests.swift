import Foundation
import RenderSpec
import Testing

/// A program draws request text (a player's name) with a committed spec's style: the spec keeps
/// the strict default, and `missingGlyphs(.fallback)` draws what its fonts lack in installed
/// families, listed in `Rendering.fallbackFonts`.
struct FallbackFontsTests {
    static let renderer = Renderer()
    static let style = #"{"version": 1, "kind": "label", "size": {"width": 240, "height": 48}, "text": "Ana مرحبا 山田", "font": {"size": 24}}"#

    @Test func aCommittedSpecRefusesTheNameAndFallbackModeDrawsIt() throws {
        let spec = try LoadedSpec(data: Data(Self.style.utf8), name: "name.json")
        #expect(throws: SpecError.self) { try Self.renderer.render(spec.variants[0], as: .png) }

        let rendering = try Self.renderer.render(spec.missingGlyphs(.fallback).variants[0], as: .png)
        #expect(rendering.data.count > 100)
        #expect(rendering.warnings.isEmpty)
        #expect(rendering.fallbackFonts.count == 1)
        #expect(rendering.fallbackFonts.first?.family.hasPrefix("Noto Sans CJK") == true, "\(rendering.fallbackFonts)")
        #expect(rendering.fallbackFonts.first?.characters == ["山", "田"])
    }

    @Test func aSpecBuiltInCodeAsksForFallbackByItsFont() throws {
        let label = LabelSpec(size: SizeValue(width: 240, height: 48), text: "Ana 山田",
                              font: FontValue(size: 24, missingGlyphs: .fallback))
        let rendering = try Self.renderer.render(try LoadedSpec(label).variants[0], as: .png)
        #expect(rendering.fallbackFonts.map(\.characters) == [["山", "田"]])
    }
}
