import RenderSupport
import XCTest
import SpecModel
@testable import SpecRender

final class FontChainTests: XCTestCase {
    func testDefaultFamilyIsThePinnedDejaVu() throws {
        let scene = try renderer.scene(labelSpec(TextStyle(text: "Hi"), width: 60, height: 30))
        guard case .fill(.glyphs(let runs), _) = scene.commands[0] else { return XCTFail() }
        XCTAssertTrue(runs[0].font.file.hasSuffix("Specs/fonts/dejavu/DejaVuSans.ttf"), runs[0].font.file)
        XCTAssertEqual(runs[0].font.size, 17)
    }

    func testBoldPicksTheBoldFace() throws {
        let scene = try renderer.scene(labelSpec(TextStyle(text: "Hi", font: FontSpec(weight: 700)), width: 60, height: 30))
        guard case .fill(.glyphs(let runs), _) = scene.commands[0] else { return XCTFail() }
        XCTAssertTrue(runs[0].font.file.hasSuffix("DejaVuSans-Bold.ttf"), runs[0].font.file)
    }

    func testACharacterNoFontInTheChainDrawsIsAnErrorNamingIt() {
        var spec = labelSpec(TextStyle(text: "Hi 中"), width: 60, height: 30)
        spec.positions["$.text"] = SourcePosition(file: "/tmp/t.json", line: 4, column: 11)
        XCTAssertThrowsError(try renderer.scene(spec)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("U+4E2D '中'"), text)
            XCTAssertTrue(text.contains("DejaVu Sans"), text)
            XCTAssertTrue(text.contains(":4:11: error: $.text:"), text)
        }
    }

    func testMissingGlyphsAllowRenders() throws {
        let style = TextStyle(text: "Hi 中", font: FontSpec(missingGlyphs: .allow))
        XCTAssertNoThrow(try renderer.scene(labelSpec(style, width: 60, height: 30)))
    }

    func testUnknownFamilyIsAnErrorAtItsPath() {
        var spec = labelSpec(TextStyle(text: "Hi", font: FontSpec(family: "No Such Family 42")), width: 60, height: 30)
        spec.positions["$.font.family"] = SourcePosition(file: "/tmp/t.json", line: 3, column: 25)
        XCTAssertThrowsError(try renderer.scene(spec)) { error in
            XCTAssertTrue("\(error)".contains(":3:25: error: $.font.family: no font family `No Such Family 42`"), "\(error)")
        }
    }
}
