import ImageDiff
import PNGCodec
import XCTest

/// pixelmatch's own test suite as data: every image case and every unit case, for the
/// 7.2.0 release (YIQ) and for unreleased master (OKLab). See Fixtures/pixelmatch/README.md.
final class ConformanceTests: XCTestCase {
    func testRelease720ImageCases() throws {
        try runImageCases("cases.json", metric: .yiq, expectedCount: 12)
    }

    func testMasterOKLabImageCases() throws {
        try runImageCases("cases-master-oklab.json", metric: .oklab, expectedCount: 12)
    }

    func testRelease720UnitCases() throws {
        try runUnitCases("unit-cases.json", metric: .yiq, expectedCount: 2)
    }

    func testMasterOKLabUnitCases() throws {
        try runUnitCases("unit-cases-master-oklab.json", metric: .oklab, expectedCount: 18)
    }

    /// Each case: the exact count, with and without a diff image, and the diff image equal in
    /// every RGBA byte to upstream's, drawn into a zero-filled buffer as upstream's test does.
    private func runImageCases(_ file: String, metric: PixelmatchOptions.Metric, expectedCount: Int) throws {
        let cases = try Fixtures.decode([PixelmatchCase].self, file)
        XCTAssertEqual(cases.count, expectedCount, "\(file) should hold every upstream image case")
        var passed = 0
        for testCase in cases {
            let a = try testCase.image(testCase.a), b = try testCase.image(testCase.b)
            let options = testCase.pixelmatchOptions(metric)
            var output: RGBAImage? = RGBAImage(width: a.width, height: a.height)
            let count = try pixelmatch(a, b, output: &output, options: options)
            let countWithoutOutput = try pixelmatch(a, b, options: options)
            XCTAssertEqual(count, testCase.expectedMismatch, "\(file) \(testCase.name): mismatch count")
            XCTAssertEqual(countWithoutOutput, count, "\(file) \(testCase.name): count without output")
            var imageMatches = true
            if let expectedDiff = testCase.expectedDiff {
                let expected = try Fixtures.image(expectedDiff)
                if let difference = firstDifference(try XCTUnwrap(output), expected) {
                    imageMatches = false
                    XCTFail("\(file) \(testCase.name): diff image differs from \(expectedDiff): \(difference)")
                }
            }
            if count == testCase.expectedMismatch && countWithoutOutput == count && imageMatches { passed += 1 }
        }
        print("\(file): \(passed) of \(cases.count) cases pass (count and diff image)")
    }

    private func runUnitCases(_ file: String, metric: PixelmatchOptions.Metric, expectedCount: Int) throws {
        let cases = try Fixtures.decode([PixelmatchCase].self, file)
        XCTAssertEqual(cases.count, expectedCount, "\(file) should hold every upstream unit assertion")
        var passed = 0
        for testCase in cases {
            let a = try testCase.image(testCase.a), b = try testCase.image(testCase.b)
            let count = try pixelmatch(a, b, options: testCase.pixelmatchOptions(metric))
            XCTAssertEqual(count, testCase.expectedMismatch, "\(file) \(testCase.name)")
            if count == testCase.expectedMismatch { passed += 1 }
        }
        print("\(file): \(passed) of \(cases.count) cases pass")
    }
}
