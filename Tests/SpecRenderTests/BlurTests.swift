import XCTest
import Foundation
@testable import SpecRender

final class BlurTests: XCTestCase {
    func testBoxSizesFollowTheW3CFormula() {
        // d = floor(σ · 3·√(2π)/4 + 0.5)
        XCTAssertEqual(Blur.boxSize(sigma: 2), 4)
        XCTAssertEqual(Blur.boxSize(sigma: 8), 15)
        XCTAssertEqual(Blur.boxSize(sigma: 0.3), 1)
        XCTAssertTrue(Blur.windows(sigma: 0.3).isEmpty, "a box of 1 is no blur")
        let even = Blur.windows(sigma: 2)
        XCTAssertEqual(even.map { $0.before + $0.after + 1 }, [4, 4, 5])
    }

    /// A straight edge blurred must follow the Gaussian's cumulative profile, 0.5 × erfc(−x / (σ√2)),
    /// within the three-box approximation's documented error (~7/255 at σ = 2, ~3/255 at σ ≥ 8).
    func testEdgeProfileAgainstTheAnalyticGaussian() {
        for (sigma, tolerance) in [(2.0, 7.5 / 255), (8.0, 3.5 / 255), (20.0, 3.5 / 255)] {
            // Tall enough that the vertical pass leaves the middle row untouched.
            let w = 400, h = 201
            var mask = [Float](repeating: 0, count: w * h)
            for y in 0..<h { for x in 200..<w { mask[y * w + x] = 1 } }
            Blur.apply(&mask, width: w, height: h, sigma: sigma)
            var worst = 0.0
            for x in 100..<300 {
                // Pixel centres: the edge lies between pixel 199 and 200, at 200.0.
                let d = Double(x) + 0.5 - 200
                let expected = 0.5 * erfc(-d / (sigma * 2.0.squareRoot()))
                worst = max(worst, abs(Double(mask[100 * w + x]) - expected))
            }
            XCTAssertLessThanOrEqual(worst, tolerance, "σ = \(sigma): worst error \(worst * 255)/255")
        }
    }

    func testBlurPreservesMassAndIsSymmetric() {
        let w = 101, h = 101
        var mask = [Float](repeating: 0, count: w * h)
        mask[50 * w + 50] = 1
        Blur.apply(&mask, width: w, height: h, sigma: 5)
        let total = mask.reduce(0, +)
        XCTAssertEqual(Double(total), 1, accuracy: 1e-4)
        XCTAssertEqual(mask[50 * w + 40], mask[50 * w + 60], accuracy: 1e-6)
        XCTAssertEqual(mask[40 * w + 50], mask[50 * w + 40], accuracy: 1e-6)
        // Peak near 1/(2πσ²).
        XCTAssertEqual(Double(mask[50 * w + 50]), 1 / (2 * Double.pi * 25), accuracy: 0.0015)
    }
}
