import Foundation
@testable import GoldenCheck
import PNGCodec
import XCTest

/// OutputComparison.comparePNG reads both IHDRs before decoding either image.
final class OutputComparisonTests: XCTestCase {
    /// A golden of another size is `resized` even when its pixel data could not be decoded:
    /// nothing of it is decoded.
    func testSizeChangeIsFoundFromTheHeaders() throws {
        let actual = [UInt8](try RGBAImage(width: 4, height: 3).pngData())
        let goldenHeaderOnly = [UInt8](try RGBAImage(width: 5, height: 3).pngData()).prefix(33)
        let result = OutputComparison.compare(actual: actual, golden: Array(goldenHeaderOnly), path: "golden.png",
                                              budgets: GoldenTolerance(), wantDiff: true)
        XCTAssertEqual(result.status, .resized, result.message)
        XCTAssertEqual(result.goldenSize, "5×3")
        XCTAssertEqual(result.actualSize, "4×3")
    }

    /// A golden that declares 100000×100000 is an error naming the limit, not an abort.
    func testGoldenOverTheLimitsIsAnError() throws {
        var golden = [UInt8](try RGBAImage(width: 1, height: 1).pngData())
        // IHDR width and height (bytes 16–23) set to 100000; the CRC is not checked before the limits.
        golden.replaceSubrange(16 ..< 24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        let actual = [UInt8](try RGBAImage(width: 1, height: 1).pngData())
        let result = OutputComparison.compare(actual: actual, golden: golden, path: "golden.png", budgets: GoldenTolerance(), wantDiff: false)
        XCTAssertEqual(result.status, .error)
        XCTAssertTrue(result.message.contains("100000×100000 image is over the limit"), result.message)
    }
}
