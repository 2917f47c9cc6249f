import RenderSupport
import XCTest
import SpecModel
import SpecScene
@testable import SpecRender

/// Letter spacing where CSS Text applies it: between the letters of a Latin word, never between
/// those of a cursive script such as Arabic, whose letters join (a gap would break the joins).
final class LetterSpacingTests: XCTestCase {
    private let engine = PangoTextEngine(library: renderer.library)

    private func lay(_ text: String, spacing: Double, family: String = "Noto Sans Arabic") throws -> TextLayoutResult {
        let request = TextLayoutRequest(text: text, font: FontSpec(family: family, size: 24, fallback: ["DejaVu Sans"]),
                                        fonts: [], language: "ar", width: nil, height: nil, lines: 1, lineBreak: .clip,
                                        alignment: .natural, lineHeight: 1, letterSpacing: spacing)
        do {
            return try engine.layout(request)
        } catch .familyNotFound(let missing, _, _) {
            throw XCTSkip("\(missing) is not installed (scripts/setup.sh installs fonts-noto-core)")
        }
    }

    private func glyphs(_ r: TextLayoutResult) -> [Glyph] { r.lines.flatMap { $0.runs.flatMap(\.glyphs) } }

    func testAnArabicWordIsNotSpacedAndLatinIs() throws {
        let plain = try lay("مرحبا", spacing: 0), spaced = try lay("مرحبا", spacing: 10)
        XCTAssertEqual(glyphs(spaced), glyphs(plain), "letter spacing moved the glyphs of a joined Arabic word")
        XCTAssertEqual(spaced.logical.width, plain.logical.width, accuracy: 1e-6)
        XCTAssertEqual(spaced.unspacedScripts, ["Arabic"])

        let latin = try lay("Hello", spacing: 0), latinSpaced = try lay("Hello", spacing: 10)
        XCTAssertEqual(latinSpaced.logical.width - latin.logical.width, 40, accuracy: 0.5, "10 pt between each of five letters")
        XCTAssertEqual(latinSpaced.unspacedScripts, [])
    }

    func testMixedTextSpacesOnlyItsLatinPart() throws {
        let plain = try lay("Hello مرحبا", spacing: 0), spaced = try lay("Hello مرحبا", spacing: 10)
        // Pango puts half the spacing on either side of a character and trims it at the line's ends:
        // "Hello " gains 5½ × 10 pt (the half on the Arabic side stays); the Arabic word nothing.
        XCTAssertEqual(spaced.logical.width - plain.logical.width, 55, accuracy: 0.5)
        XCTAssertEqual(spaced.unspacedScripts, ["Arabic"])
    }

    func testTheSceneWarnsWhereTheSpacingWasLeftOut() throws {
        var style = TextStyle(text: "مرحبا", font: FontSpec(family: "Noto Sans Arabic", size: 24))
        style.letterSpacing = 4
        var spec = labelSpec(style, width: 200, height: nil)
        spec.locale = "ar"
        spec.positions["$.letterSpacing"] = SourcePosition(file: "/tmp/t.json", line: 5, column: 20)
        let scene: Scene
        do { scene = try renderer.scene(spec) } catch {
            throw XCTSkip("Noto Sans Arabic is not installed (scripts/setup.sh installs fonts-noto-core)")
        }
        XCTAssertEqual(scene.warnings, ["/tmp/t.json:5:20: warning: $.letterSpacing: not applied to the Arabic text: its letters "
                                        + "join, and spacing them would break the joins (CSS Text) (state normal, locale ar)"])
    }
}
