import XCTest
import SpecModel
@testable import SpecScene

final class PaintTests: XCTestCase {
    let stops = [GradientStop(color: .white, at: 0), GradientStop(color: .black, at: 1)]
    let box = Rect(x: 10, y: 20, width: 100, height: 50)

    private func line(_ angle: Double) -> (Point, Point) {
        guard case .linear(let s, let e, _, _) = Paint.fill(.gradient(Gradient(angle: angle, stops: stops)), over: box) else {
            XCTFail("not linear"); return (Point(0, 0), Point(0, 0))
        }
        return (s, e)
    }

    func testCSSAngles() {
        let (s180, e180) = line(180)
        XCTAssertEqual(s180.y, 20, accuracy: 1e-9); XCTAssertEqual(e180.y, 70, accuracy: 1e-9)
        XCTAssertEqual(s180.x, 60, accuracy: 1e-9)
        let (s90, e90) = line(90)
        XCTAssertEqual(s90.x, 10, accuracy: 1e-9); XCTAssertEqual(e90.x, 110, accuracy: 1e-9)
        let (s0, e0) = line(0)
        XCTAssertEqual(s0.y, 70, accuracy: 1e-9); XCTAssertEqual(e0.y, 20, accuracy: 1e-9)
    }

    func testDiagonalReachesTheCorners() {
        // CSS: at 135° the gradient line is |w sin a| + |h cos a| long, so the corners are 0 and 1.
        let (s, e) = line(135)
        let length = hypot(e.x - s.x, e.y - s.y)
        XCTAssertEqual(length, (100 + 50) * sin(Double.pi / 4), accuracy: 1e-9)
        // The top-left corner projects onto the start.
        let dir = ((e.x - s.x) / length, (e.y - s.y) / length)
        XCTAssertEqual((10 - s.x) * dir.0 + (20 - s.y) * dir.1, 0, accuracy: 1e-9)
    }

    func testGlossCoversTheBoxRows() {
        let gloss = Gloss(color: RGBA(0.7, 0, 0), caustic: RGBA(1, 1, 0))
        XCTAssertEqual(Paint.fill(.gloss(gloss), over: box), .gloss(gloss, top: 20, height: 50))
    }
}
