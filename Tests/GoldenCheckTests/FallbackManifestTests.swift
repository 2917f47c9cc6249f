import Foundation
@testable import GoldenCheck
import SpecScene
import Testing

/// The golden manifest records what `missingGlyphs: fallback` drew each golden with, so a check on
/// a machine that chooses another family names the character and both families.
struct FallbackManifestTests {
    static let toolchain = Toolchain(renderSpec: "0", cairo: "1", pango: "1", harfbuzz: "1", freetype: "1", fontconfig: "1")
    static let recorded = [FallbackFont(family: "Noto Sans Arabic", characters: ["م"]),
                           FallbackFont(family: "Noto Sans CJK JP", characters: ["山", "田"])]

    static func manifest() -> GoldenManifest {
        GoldenManifest(toolchain: toolchain, fonts: [:], goldens: ["name.png": "00", "plain.png": "11"],
                       fallbackFonts: ["name.png": recorded])
    }

    @Test func theChoicesRoundTripThroughTheFile() throws {
        let decoded = try JSONDecoder().decode(GoldenManifest.self, from: Data(Self.manifest().encoded()))
        #expect(decoded.fallbackFonts?["name.png"] == Self.recorded)
        #expect(decoded == Self.manifest())
    }

    @Test func theSameChoicesAreNoChange() {
        #expect(Self.manifest().fallbackChange(golden: "name.png", used: Self.recorded) == nil)
        #expect(Self.manifest().fallbackChange(golden: "plain.png", used: []) == nil)
    }

    @Test func anotherFamilyIsNamedWithTheRecordedOne() {
        let used = [FallbackFont(family: "Noto Sans Arabic", characters: ["م"]),
                    FallbackFont(family: "Noto Sans CJK SC", characters: ["山", "田"])]
        #expect(Self.manifest().fallbackChange(golden: "name.png", used: used)
                == "`missingGlyphs: fallback` chose other installed fonts than when the golden was recorded: "
                + "U+5C71 '山' in `Noto Sans CJK SC`, recorded in `Noto Sans CJK JP`; U+7530 '田' in `Noto Sans CJK SC`, recorded in `Noto Sans CJK JP`")
    }

    @Test func aCharacterTheChainDrewThenIsNamedToo() {
        let change = Self.manifest().fallbackChange(golden: "plain.png", used: [FallbackFont(family: "DejaVu Sans", characters: ["ب"])])
        #expect(change?.hasSuffix("U+0628 'ب' in `DejaVu Sans`, recorded by the spec's chain") == true, "\(change ?? "nil")")
    }

    @Test func aManifestWithoutTheGoldenSaysNothing() {
        #expect(Self.manifest().fallbackChange(golden: "other.png", used: Self.recorded) == nil)
    }
}
