import ImageDiff
import PNGCodec
import XCTest

/// The API around the algorithm: argument checks, output handling and options that the
/// upstream cases do not cover.
final class PixelmatchTests: XCTestCase {
    func testDifferentSizesThrowNamingBothSizes() {
        let a = RGBAImage(width: 100, height: 50), b = RGBAImage(width: 120, height: 50)
        XCTAssertThrowsError(try pixelmatch(a, b)) { error in
            XCTAssertEqual(error as? ImageDiffError, .sizeMismatch(width1: 100, height1: 50, width2: 120, height2: 50))
            XCTAssertEqual("\(error)", "sizes differ: 100×50 vs 120×50")
        }
    }

    func testBadBuffersThrow() throws {
        var a = RGBAImage(width: 2, height: 2)
        a.pixels.removeLast()
        XCTAssertThrowsError(try pixelmatch(a, RGBAImage(width: 2, height: 2))) { error in
            XCTAssertEqual(error as? PNGError, .invalidPixelBuffer(width: 2, height: 2, byteCount: 15))
        }
        var output: RGBAImage? = RGBAImage(width: 3, height: 2)
        XCTAssertThrowsError(try pixelmatch(RGBAImage(width: 2, height: 2), RGBAImage(width: 2, height: 2), output: &output))
    }

    func testIdenticalImagesGiveZeroAndAGreyCopy() throws {
        let a = try Fixtures.image("6a.png")
        var output: RGBAImage? = RGBAImage(width: a.width, height: a.height)
        XCTAssertEqual(try pixelmatch(a, a, output: &output), 0)
        XCTAssertNil(firstDifference(try XCTUnwrap(output), try Fixtures.image("6empty.png")))
    }

    func testDiffColorAltMarksPixelsWhereTheSecondImageIsDarker() throws {
        let white = try RGBAImage(width: 1, height: 1, pixels: [255, 255, 255, 255])
        let black = try RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
        let options = PixelmatchOptions(diffColorAlt: RGBColor(0, 255, 0))
        for metric in PixelmatchOptions.Metric.allCases {
            var opts = options
            opts.metric = metric
            var output: RGBAImage? = RGBAImage(width: 1, height: 1)
            XCTAssertEqual(try pixelmatch(white, black, output: &output, options: opts), 1)
            XCTAssertEqual(output?.pixels, [0, 255, 0, 255], "\(metric): img2 darker")
            XCTAssertEqual(try pixelmatch(black, white, output: &output, options: opts), 1)
            XCTAssertEqual(output?.pixels, [255, 0, 0, 255], "\(metric): img2 brighter")
        }
    }

    func testDiffMaskLeavesOtherPixelsAsTheyWere() throws {
        let a = try RGBAImage(width: 2, height: 1, pixels: [10, 10, 10, 255, 0, 0, 0, 255])
        let b = try RGBAImage(width: 2, height: 1, pixels: [10, 10, 10, 255, 255, 255, 255, 255])
        var output: RGBAImage? = try RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        let count = try pixelmatch(a, b, output: &output, options: PixelmatchOptions(includeAA: true, diffMask: true))
        XCTAssertEqual(count, 1)
        XCTAssertEqual(output?.pixels, [1, 2, 3, 4, 255, 0, 0, 255])
    }

    func testThresholdZeroCountsEveryChange() throws {
        let a = try RGBAImage(width: 1, height: 1, pixels: [100, 100, 100, 255])
        let b = try RGBAImage(width: 1, height: 1, pixels: [100, 100, 101, 255])
        for metric in PixelmatchOptions.Metric.allCases {
            XCTAssertEqual(try pixelmatch(a, b, options: PixelmatchOptions(threshold: 0, metric: metric)), 1, "\(metric)")
            XCTAssertEqual(try pixelmatch(a, b, options: PixelmatchOptions(metric: metric)), 0, "\(metric)")
        }
    }

    /// windowSize is clamped to the shorter side, so on a non-square image it does not give
    /// the total back (docs/math.md#image-comparison-pixelmatch: 147 of 154 on 1a/1b).
    func testWindowSizeOnNonSquareImage() throws {
        let a = try Fixtures.image("1a.png"), b = try Fixtures.image("1b.png")
        let options = PixelmatchOptions(threshold: 0.05, metric: .oklab, windowSize: 100_000)
        XCTAssertEqual(try pixelmatch(a, b, options: options), 147)
        XCTAssertEqual(try pixelmatch(a, b, options: PixelmatchOptions(threshold: 0.05, metric: .oklab)), 154)
    }

    func testEmptyImagesAreIdentical() throws {
        XCTAssertEqual(try pixelmatch(RGBAImage(width: 0, height: 0), RGBAImage(width: 0, height: 0)), 0)
        var output: RGBAImage? = RGBAImage(width: 0, height: 0)
        XCTAssertEqual(try pixelmatch(RGBAImage(width: 0, height: 0), RGBAImage(width: 0, height: 0), output: &output), 0)
    }
}
