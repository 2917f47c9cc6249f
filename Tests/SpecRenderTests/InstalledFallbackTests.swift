import RenderSupport
import SpecModel
import SpecScene
import Testing
@testable import SpecRender

/// `missingGlyphs: fallback`: a name in scripts the chain lacks draws in installed families, which
/// are reported; the strict default still refuses it. The families are those scripts/setup.sh
/// installs (fonts-dejavu-core, fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji), as
/// fontconfig ranks them for English text.
struct InstalledFallbackTests {
    static let name = "Ana مرحبا 山田"

    static func spec(family: String, mode: MissingGlyphs, text: String = name) -> ResolvedSpec {
        labelSpec(TextStyle(text: text, font: FontSpec(family: family, size: 24, missingGlyphs: mode), alignment: .left),
                  width: 240, height: 48)
    }

    @Test func theStrictDefaultStillRefusesTheName() {
        #expect(throws: SpecError.self) { try renderer.scene(Self.spec(family: "DejaVu Sans", mode: .error)) }
        do {
            _ = try renderer.scene(Self.spec(family: "DejaVu Sans", mode: .error))
        } catch {
            #expect("\(error)".contains("U+5C71 '山'"), "\(error)")
        }
    }

    @Test func dejaVuSansDrawsTheArabicAndAnInstalledCJKFamilyTheKanji() throws {
        let scene = try renderer.scene(Self.spec(family: "DejaVu Sans", mode: .fallback))
        // The pinned DejaVu Sans has Arabic letters: only the kanji need an installed family.
        #expect(scene.fallbackFonts.count == 1)
        let cjk = try #require(scene.fallbackFonts.first)
        #expect(cjk.family.hasPrefix("Noto Sans CJK"), "\(cjk.family)")
        #expect(cjk.characters == ["山", "田"])
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
    }

    @Test func interTakesTheArabicFromDejaVuSansAndTheKanjiFromNotoSansCJK() throws {
        let scene = try renderer.scene(Self.spec(family: "Inter", mode: .fallback))
        // fontconfig's sans-serif list has DejaVu Sans first, and it has these Arabic letters.
        #expect(scene.fallbackFonts.map(\.family).first == "DejaVu Sans")
        #expect(scene.fallbackFonts.first?.characters == ["م", "ر", "ح", "ب", "ا"])
        #expect(scene.fallbackFonts.count == 2)
        #expect(scene.fallbackFonts.last?.family.hasPrefix("Noto Sans CJK") == true, "\(scene.fallbackFonts)")
        #expect(scene.fallbackFonts.last?.characters == ["山", "田"])
    }

    @Test func eachCharacterOfALigatureIsReported() throws {
        // DejaVu Sans draws lam-alef as one glyph; its alef is still one of the characters it drew.
        let scene = try renderer.scene(Self.spec(family: "Inter", mode: .fallback, text: "Ana علا"))
        #expect(scene.fallbackFonts == [FallbackFont(family: "DejaVu Sans", characters: ["ع", "ل", "ا"])])
    }

    @Test func anEmojiIsAskedForAsEmoji() throws {
        let scene = try renderer.scene(Self.spec(family: "Inter", mode: .fallback, text: "Ana 👍🏽"))
        #expect(scene.fallbackFonts == [FallbackFont(family: "Noto Color Emoji", characters: ["👍🏽"])])
    }

    /// A second emoji is drawn by the emoji family the first one brought, not by the next family
    /// fontconfig lists for it (Noto Sans Symbols2, which Pango then preferred for both, in black).
    @Test func everyEmojiOfANameTakesTheColourEmojiFamily() throws {
        let scene = try renderer.scene(Self.spec(family: "DejaVu Sans", mode: .fallback, text: "Ana 🎮 Zoë 🏆"))
        #expect(scene.fallbackFonts == [FallbackFont(family: "Noto Color Emoji", characters: ["🎮", "🏆"])])
    }

    @Test func theKanjiAreDrawnWhereTheirGlyphsArePlaced() throws {
        let spec = Self.spec(family: "DejaVu Sans", mode: .fallback)
        let scene = try renderer.scene(spec)
        guard case .fill(.glyphs(let runs), _) = scene.commands[0] else {
            Issue.record("no glyphs in \(scene.commands)")
            return
        }
        let cjkRuns = runs.filter { $0.font.file.contains("NotoSansCJK") }
        #expect(cjkRuns.count == 1, "\(runs.map(\.font.file))")
        let pixels = try render(spec)
        let arabic = try #require(runs.first { $0.glyphs.count >= 4 && !$0.font.file.contains("NotoSansCJK") && $0.glyphs.first!.x > 40 })
        for run in cjkRuns + [arabic] {
            for glyph in run.glyphs {
                // Each glyph's em square from its pen position: some pixel in it is inked.
                let xs = Int(glyph.x)..<min(pixels.width, Int(glyph.x) + 20)
                #expect(!pixels.inkedRows(threshold: 64, xs: xs).isEmpty, "nothing drawn at x \(xs) for \(run.font.file)")
            }
        }
    }

    @Test func theSameNameRendersTheSameBytesTwice() throws {
        func png() throws -> [UInt8] {
            let fresh = SpecRenderer()
            let plan = try fresh.plan(Self.spec(family: "Inter", mode: .fallback))
            return try #require(try fresh.render(plan).first).bytes
        }
        let first = try png()
        #expect(first.count > 100)
        #expect(try png() == first)
    }

    @Test func aCharacterNoInstalledFontDrawsIsAWarningAndANotdef() throws {
        let scene = try renderer.scene(Self.spec(family: "DejaVu Sans", mode: .fallback, text: "A\u{0378}B"))
        #expect(scene.fallbackFonts.isEmpty)
        #expect(scene.warnings.count == 1)
        #expect(scene.warnings.first?.contains("no font installed here draws U+0378") == true, "\(scene.warnings)")
    }

    @Test func theNoteNamesTheFamiliesAtTheSpecsMissingGlyphs() throws {
        var spec = Self.spec(family: "DejaVu Sans", mode: .fallback)
        spec.positions["$.font"] = SourcePosition(file: "/tmp/t.json", line: 3, column: 11)
        let plan = try renderer.plan(spec)
        #expect(plan.warnings.isEmpty)
        let note = try #require(plan.notes.first)
        #expect(note.hasPrefix("/tmp/t.json:3:11: note: $.font.missingGlyphs: characters no font of the chain has are drawn in installed fonts: `Noto Sans CJK"), "\(note)")
        #expect(note.hasSuffix("(U+5C71 '山', U+7530 '田') (state normal)"), "\(note)")
    }
}
