import Foundation
import RenderSpec
@testable import RenderSpecTesting
import XCTest

/// assertRendering under XCTest: the same branches record XCTest failures (not Swift Testing
/// issues), caught here to read their messages.
final class AssertRenderingXCTests: XCTestCase {
    private var goldens: GoldenFolder!
    private let blue = GoldenFolder.panel()
    /// Failures recorded while `catching`, instead of failing the test.
    private var caught: [String] = []
    private var catching = false

    override func setUpWithError() throws { goldens = try GoldenFolder() }
    override func tearDown() { goldens.remove() }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        // corelibs-xctest's XCTFail says "failed - MESSAGE".
        if catching { caught.append(description.hasPrefix("failed - ") ? String(description.dropFirst(9)) : description) } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// The failures `body` records.
    private func failures(_ body: () throws -> Void) rethrows -> [String] {
        catching = true
        defer { catching = false; caught = [] }
        try body()
        return caught
    }

    /// The public function, with the committed golden beside this file.
    func testTheGoldenBesideTheTestFileMatches() throws {
        XCTAssertEqual(try failures { try assertRendering(of: blue, matchesGolden: "panel@2x.png", scale: 2) }, [])
    }

    func testAMatchingGoldenPasses() throws {
        try goldens.write(blue.render(.png, scale: 2), to: "panel@2x.png")
        XCTAssertEqual(try failures { try goldens.check(blue, "panel@2x.png", record: .failed) }, [])
    }

    func testAChangeOverTheBudgetIsAnXCTestFailure() throws {
        let red = try GoldenFolder.panel("#FF0000").render(.png, scale: 2)
        try goldens.write(red, to: "panel@2x.png")
        let failed = try failures { try goldens.check(blue, "panel@2x.png") }
        XCTAssertEqual(failed.count, 1)
        XCTAssertTrue(failed.first?.contains("3200 pixels (100.00%) changed in 80×40 at (0, 0)") == true, "\(failed)")
        XCTAssertTrue(failed.first?.contains("diff: \(goldens.file("panel@2x.diff.png"))") == true, "\(failed)")
        XCTAssertEqual(goldens.read("panel@2x.png"), red)
        XCTAssertTrue(goldens.exists("panel@2x.actual.png") && goldens.exists("panel@2x.diff.png"))
        XCTAssertEqual(try failures { try goldens.check(blue, "panel@2x.png", tolerance: GoldenTolerance(maxDiffPixels: 3200)) }, [])
    }

    func testAMissingGoldenIsRecordedOrUnderNeverNot() throws {
        XCTAssertEqual(try failures { try goldens.check(blue, "panel@2x.png", environment: ["RENDER_SPEC_RECORD": "never"]) },
                       ["no golden at \(goldens.file("panel@2x.png")), and record is .never (RENDER_SPEC_RECORD=never, as CI sets, "
                        + "wins over a test's record); record it with RENDER_SPEC_RECORD=missing and commit it"])
        XCTAssertFalse(goldens.exists("panel@2x.png"))
        XCTAssertEqual(try failures { try goldens.check(blue, "panel@2x.png") },
                       ["recorded a new golden at \(goldens.file("panel@2x.png")): look at it, then run again"])
        XCTAssertEqual(goldens.read("panel@2x.png"), try blue.render(.png, scale: 2))
    }

    func testRecordAllRewrites() throws {
        try goldens.write(GoldenFolder.panel("#FF0000").render(.png, scale: 2), to: "panel@2x.png")
        let failed = try failures { try goldens.check(blue, "panel@2x.png", environment: ["RENDER_SPEC_RECORD": "all"]) }
        XCTAssertTrue(failed.count == 1 && failed[0].hasPrefix("re-recorded the golden"), "\(failed)")
        XCTAssertEqual(goldens.read("panel@2x.png"), try blue.render(.png, scale: 2))
    }
}
