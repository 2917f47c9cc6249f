import XCTest
import SpecModel
@testable import SpecRender

final class GlossTests: XCTestCase {
    /// The worked 20-row column of base (0.7, 0, 0) in docs/math.md#gloss-and-caustic.
    func testWorkedColumn() {
        let base = RGBA(0.7, 0, 0)
        let gloss = Gloss(color: base, caustic: RGBA(0.8569, 0.4481, 0, 1))
        let column = GlossMath.column(gloss, rows: 20).map { c in
            [c.r, c.g, c.b].map { Int(($0 * 255).rounded()) }
        }
        XCTAssertEqual(column[0], [210, 106, 106])
        XCTAssertEqual(column[9], [190, 39, 39])
        XCTAssertEqual(column[10], [180, 3, 0])
        XCTAssertEqual(column[19], [215, 105, 0])
    }

    func testStepAtTheMiddleIsTheGlossLine() {
        let gloss = Gloss(color: RGBA(0.2, 0.4, 0.8), caustic: RGBA(1, 1, 0))
        let above = GlossMath.color(gloss, at: 0.5 - 1e-9), below = GlossMath.color(gloss, at: 0.5)
        XCTAssertGreaterThan(above.r - below.r, 0.05)
        XCTAssertEqual(below.b, 0.8, accuracy: 1e-9, "the bottom half starts at the base colour")
    }
}
