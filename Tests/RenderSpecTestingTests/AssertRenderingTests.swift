import Foundation
import RenderSpec
@testable import RenderSpecTesting
import Testing

/// assertRendering under Swift Testing: each branch records an issue, or none, and writes exactly
/// the files it says (issue 38, point 4).
@Suite struct AssertRenderingTests {
    private let goldens: GoldenFolder
    private let blue = GoldenFolder.panel()
    /// 40×20 pt at @2x: 1600 pixels.
    private let pixels = 80 * 40

    init() throws { goldens = try GoldenFolder() }

    private func rendering(_ spec: ViewSpec, scale: Double = 2) throws -> Data { try spec.render(.png, scale: scale) }

    /// The public function, with the golden beside this file (`__Goldens__/panel@2x.png`,
    /// committed): whatever RENDER_SPEC_RECORD says, a matching golden passes.
    @Test func theGoldenBesideTheTestFileMatches() throws {
        try assertRendering(of: blue, matchesGolden: "panel@2x.png", scale: 2)
        try assertRendering(of: LoadedSpec(blue), matchesGolden: "panel@2x.png", scale: 2)
    }

    @Test func aMatchingGoldenPassesAndIsLeftAlone() throws {
        defer { goldens.remove() }
        try goldens.write(rendering(blue), to: "panel@2x.png")
        try goldens.check(blue, "panel@2x.png", record: .all)
        try goldens.check(blue, "panel@2x.png", record: .failed)
        #expect(!goldens.exists("panel@2x.actual.png") && !goldens.exists("panel@2x.diff.png"))
    }

    @Test func aChangeOverTheBudgetFailsAndLeavesTheActualAndTheDiff() throws {
        defer { goldens.remove() }
        let golden = try rendering(GoldenFolder.panel("#FF0000"))
        try goldens.write(golden, to: "panel@2x.png")
        try withKnownIssue {
            try goldens.check(blue, "panel@2x.png", tolerance: GoldenTolerance(maxDiffPixels: pixels - 1))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("panel@2x.png does not match its golden: \(pixels) pixels (100.00%) changed in 80×40 at (0, 0)")
                && text.contains("over the tolerance (threshold 0.0, ≤ \(pixels - 1) px)")
                && text.contains("actual: \(goldens.file("panel@2x.actual.png")), diff: \(goldens.file("panel@2x.diff.png"))")
        }
        #expect(goldens.read("panel@2x.png") == golden, "a failure never rewrites the golden")
        #expect(try goldens.read("panel@2x.actual.png") == rendering(blue))
        let diff = try Bitmap(pngData: #require(goldens.read("panel@2x.diff.png")))
        #expect(diff.width == 80 && diff.height == 40)
        // Fixed: the leftovers go.
        try goldens.write(rendering(blue), to: "panel@2x.png")
        try goldens.check(blue, "panel@2x.png")
        #expect(!goldens.exists("panel@2x.actual.png") && !goldens.exists("panel@2x.diff.png"))
    }

    @Test func aChangeWithinTheBudgetPasses() throws {
        defer { goldens.remove() }
        let golden = try rendering(GoldenFolder.panel("#FF0000"))
        try goldens.write(golden, to: "panel@2x.png")
        try goldens.check(blue, "panel@2x.png", tolerance: GoldenTolerance(maxDiffPixels: pixels))
        try goldens.check(blue, "panel@2x.png", tolerance: GoldenTolerance(maxDiffRatio: 1))
        #expect(goldens.read("panel@2x.png") == golden)
        #expect(!goldens.exists("panel@2x.actual.png"))
    }

    /// The spec's own `output` budgets are check's, and the assertion's default.
    @Test func theSpecsOwnBudgetIsTheDefault() throws {
        defer { goldens.remove() }
        try goldens.write(rendering(GoldenFolder.panel("#FF0000")), to: "panel@2x.png")
        var lenient = blue
        lenient.output = OutputValue(maxDiffRatio: 1)
        try goldens.check(lenient, "panel@2x.png")
    }

    @Test func aResizedRenderingFailsWithBothSizes() throws {
        defer { goldens.remove() }
        try goldens.write(rendering(GoldenFolder.panel(width: 50)), to: "panel@2x.png")
        try withKnownIssue {
            try goldens.check(blue, "panel@2x.png", tolerance: GoldenTolerance(maxDiffRatio: 1))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("the rendering is 80×40 px, the golden 100×40 px")
        }
        #expect(goldens.exists("panel@2x.actual.png") && !goldens.exists("panel@2x.diff.png"))
    }

    @Test func aMissingGoldenIsRecordedAndTheTestFails() throws {
        defer { goldens.remove() }
        try withKnownIssue {
            try goldens.check(blue, "panel@2x.png")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "recorded a new golden at \(goldens.file("panel@2x.png")): look at it, then run again"
        }
        #expect(try goldens.read("panel@2x.png") == rendering(blue))
        try goldens.check(blue, "panel@2x.png")
    }

    /// CI's RENDER_SPEC_RECORD=never: a missing golden fails and nothing is written, even where
    /// the test asks to record.
    @Test(arguments: [nil, GoldenRecording.missing, .all])
    func aMissingGoldenUnderNeverFailsWithoutWriting(record: GoldenRecording?) throws {
        defer { goldens.remove() }
        try withKnownIssue {
            try goldens.check(blue, "panel@2x.png", record: record, environment: ["RENDER_SPEC_RECORD": "never"])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("no golden at \(goldens.file("panel@2x.png")), and record is .never")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path).isEmpty)
    }

    @Test func recordNeverFailsAMissingGolden() throws {
        defer { goldens.remove() }
        withKnownIssue { try goldens.check(blue, "panel@2x.png", record: .never) }
        #expect(!goldens.exists("panel@2x.png"))
    }

    /// `record: .all` and RENDER_SPEC_RECORD=all rewrite a golden whose bytes differ, within the
    /// tolerance or not, and fail saying so.
    @Test(arguments: [(GoldenRecording.all, [String: String]()), (nil, ["RENDER_SPEC_RECORD": "all"])])
    func recordAllRewritesADifferentGolden(record: GoldenRecording?, environment: [String: String]) throws {
        defer { goldens.remove() }
        try goldens.write(rendering(GoldenFolder.panel("#FF0000")), to: "panel@2x.png")
        try withKnownIssue {
            try goldens.check(blue, "panel@2x.png", tolerance: GoldenTolerance(maxDiffRatio: 1), record: record, environment: environment)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("re-recorded the golden at \(goldens.file("panel@2x.png")) (record: .all), whose bytes differed")
        }
        #expect(try goldens.read("panel@2x.png") == rendering(blue))
        #expect(!goldens.exists("panel@2x.actual.png"))
    }

    @Test func recordFailedRewritesOnlyAFailingGolden() throws {
        defer { goldens.remove() }
        let red = try rendering(GoldenFolder.panel("#FF0000"))
        try goldens.write(red, to: "panel@2x.png")
        try goldens.check(blue, "panel@2x.png", tolerance: GoldenTolerance(maxDiffRatio: 1), record: .failed)
        #expect(goldens.read("panel@2x.png") == red, "within the tolerance: kept")
        try withKnownIssue {
            try goldens.check(blue, "panel@2x.png", record: .failed)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("(record: .failed), which did not match: \(pixels) pixels")
        }
        #expect(try goldens.read("panel@2x.png") == rendering(blue))
    }

    /// SVG and PDF goldens are compared byte for byte: no diff image.
    @Test func anSVGGoldenIsComparedByteForByte() throws {
        defer { goldens.remove() }
        try goldens.write(GoldenFolder.panel("#FF0000").render(.svg), to: "panel.svg")
        try withKnownIssue {
            try goldens.check(blue, "panel.svg", scale: 1)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("panel.svg does not match its golden: the bytes differ (SVG is compared byte for byte)")
        }
        #expect(goldens.exists("panel.actual.svg") && !goldens.exists("panel.diff.svg"))
    }

    @Test func aGoldenNameSaysTheFormat() throws {
        defer { goldens.remove() }
        try withKnownIssue { try goldens.check(blue, "panel.jpg") } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("must end in .png, .svg or .pdf")
        }
    }

    @Test func anUnknownRecordModeInTheEnvironmentFails() throws {
        defer { goldens.remove() }
        try withKnownIssue {
            try goldens.check(blue, "panel@2x.png", environment: ["RENDER_SPEC_RECORD": "sometimes"])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "RENDER_SPEC_RECORD must be missing, failed, all or never, not `sometimes`"
        }
        #expect(!goldens.exists("panel@2x.png"))
    }
}
