import RenderSupport
import XCTest
import SpecModel
@testable import SpecRender

/// A weight or style the family has no face for is drawn in the nearest face it has (CSS font
/// matching); the render says so. The pinned DejaVu Sans has Book (400), Bold (700), Oblique and
/// Bold Oblique; the pinned Inter is variable from 100 to 900.
final class FaceFallbackTests: XCTestCase {
    private func warnings(_ font: FontSpec, text: String = "Hi") throws -> [String] {
        var spec = labelSpec(TextStyle(text: text, font: font), width: 200, height: 40)
        spec.positions["$.font"] = SourcePosition(file: "/tmp/t.json", line: 3, column: 11)
        spec.positions["$.font.weight"] = SourcePosition(file: "/tmp/t.json", line: 3, column: 40)
        return try renderer.scene(spec).warnings
    }

    func testAFaceTheFamilyHasWarnsOfNothing() throws {
        for (weight, style) in [(400, FontStyle.normal), (700, .normal), (400, .italic), (700, .italic)] {
            XCTAssertEqual(try warnings(FontSpec(family: "DejaVu Sans", weight: weight, style: style)), [], "\(weight) \(style)")
        }
        // A variable font draws every weight its axis covers.
        for weight in [100, 650, 900] { XCTAssertEqual(try warnings(FontSpec(family: "Inter", weight: weight)), [], "Inter \(weight)") }
    }

    func testAMissingWeightNamesThePathTheFamilyTheRequestAndTheFaceDrawn() throws {
        let found = try warnings(FontSpec(family: "DejaVu Sans", weight: 600))
        XCTAssertEqual(found, ["/tmp/t.json:3:40: warning: $.font.weight: `DejaVu Sans` has no semibold (600) face; "
                               + "its Bold face (700) is drawn instead (state normal)"])
        let light = try warnings(FontSpec(family: "DejaVu Sans", weight: 300))
        XCTAssertTrue(light.first?.contains("has no light (300) face; its Book face (400) is drawn instead") == true, "\(light)")
    }

    func testAMissingStyleIsNamedToo() throws {
        // Inter is pinned upright only: italic falls back to the upright face.
        let found = try warnings(FontSpec(family: "Inter", weight: 700, style: .italic))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("warning: $.font.style: `Inter` has no bold (700) italic face; ") == true, "\(found)")
        XCTAssertTrue(found.first?.contains("face (700, upright) is drawn instead") == true, "\(found)")
    }

    func testAFallbackFamilyWithoutTheWeightIsNamed() throws {
        // Latin from DejaVu Sans Bold; the Hebrew from Noto Sans Hebrew, which is installed with a Bold.
        // Inter has no Hebrew, so a chain Inter → DejaVu Sans checks each family for its own runs.
        let found = try warnings(FontSpec(family: "Inter", weight: 600, fallback: ["DejaVu Sans"]), text: "Hi ש")
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.contains("`DejaVu Sans` has no semibold (600) face") == true, "\(found)")
    }

    func testAFaceNamedByFileIsTakenAsItIs() throws {
        let file = PinnedFonts.directory! + "/dejavu/DejaVuSans.ttf"
        XCTAssertEqual(try warnings(FontSpec(weight: 700, file: file)), [])
    }
}
