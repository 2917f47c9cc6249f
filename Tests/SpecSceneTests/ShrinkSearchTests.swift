import SpecModel
import XCTest
@testable import SpecScene

/// The shrink search's shortcut gives the halvings' own answer, bit for bit, from two layouts when
/// the prediction is right, and the same answer through the halvings when it is not.
final class ShrinkSearchTests: XCTestCase {
    /// The twelve halvings, plainly: the answer every search must give.
    private func halvings(minimum: Double, fits: (Double) -> Bool) -> Double? {
        guard fits(minimum) else { return nil }
        var (lo, hi) = (minimum, 1.0)
        for _ in 0..<12 {
            let mid = (lo + hi) / 2
            if fits(mid) { lo = mid } else { hi = mid }
        }
        return lo
    }

    private func search(minimum: Double, threshold: Double, predicted: Double?) throws -> (scale: Double?, layouts: [Double]) {
        var asked: [Double] = []
        var search = ShrinkSearch<Double>(minimum: minimum) { scale in
            asked.append(scale)
            return (scale, scale <= threshold)
        }
        let found = try search.run(predicted: predicted)
        return (found?.scale, asked)
    }

    func testTheSameScaleAsTheHalvingsWhateverThePrediction() throws {
        for minimum in [0.5, 0.6, 0.75, 0.1] {
            var threshold = minimum - 0.01
            while threshold < 1 {
                let expected = halvings(minimum: minimum) { $0 <= threshold }
                let step = (1 - minimum) / 4096
                for predicted in [nil, threshold, threshold + step, threshold - step, threshold + 3 * step,
                                  threshold * 0.5, min(0.999, threshold * 1.5), 0.0] as [Double?] {
                    let (scale, layouts) = try search(minimum: minimum, threshold: threshold, predicted: predicted)
                    XCTAssertEqual(scale, expected, "minimum \(minimum), threshold \(threshold), predicted \(String(describing: predicted))")
                    XCTAssertEqual(Set(layouts).count, layouts.count, "a scale laid out twice")
                }
                threshold += 0.0137
            }
        }
    }

    func testARightPredictionTakesTwoLayouts() throws {
        for threshold in stride(from: 0.61, to: 0.99, by: 0.029) {
            let (scale, layouts) = try search(minimum: 0.6, threshold: threshold, predicted: threshold)
            XCTAssertEqual(scale, halvings(minimum: 0.6) { $0 <= threshold })
            XCTAssertEqual(layouts.count, 2, "at \(threshold): \(layouts)")
            // A prediction a step off is corrected with one more layout, not the twelve halvings.
            let off = try search(minimum: 0.6, threshold: threshold, predicted: threshold + 0.4 / 4096)
            XCTAssertLessThanOrEqual(off.layouts.count, 4)
        }
    }

    func testTextThatDoesNotFitAtTheMinimumGivesNone() throws {
        for predicted in [nil, 0.55, 0.61] as [Double?] {
            let (scale, _) = try search(minimum: 0.6, threshold: 0.55, predicted: predicted)
            XCTAssertNil(scale)
        }
    }
}
