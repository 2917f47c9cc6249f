import XCTest
import Foundation
import SpecModel
import SpecScene
@testable import SpecRender

/// Effects the canvas cuts off are never silent (issue 8, point 5): the share of a shadow's ink
/// outside the canvas is measured and reported, and matches the Gaussian's own share.
final class EffectCutTests: XCTestCase {
    private func warnings(offsetY: Double, blur: Double, clip: Bool = false, effect: String = "$.shadow",
                          margin: Margin = .points(0)) throws -> [String] {
        let rect = SpecScene.Path.rect(Rect(x: 50, y: 10, width: 100, height: 80))
        let layer = ShadowLayer(shape: .path(rect), outset: 0, color: .black, offset: SpecModel.Point(0, offsetY),
                                blur: blur, inner: false, effect: effect)
        let command = DrawCommand.shadow(layer)
        let scene = Scene(width: 200, height: 100, background: .clear,
                          commands: clip ? [.clip(Rect(x: 0, y: 0, width: 200, height: 100), [command])] : [command])
        let spec = labelSpec(TextStyle(text: "x"), width: 200, height: 100, margin: margin)
        return try EffectCut.warnings(scene, of: spec, fonts: renderer.fonts, blurWorkers: renderer.blurWorkers)
    }

    func testAShadowMovedPastTheEdgeReportsTheShareCut() throws {
        // No blur: 20 of the 80 rows fall below the canvas.
        let sharp = try warnings(offsetY: 30, blur: 0)
        XCTAssertEqual(sharp.count, 1)
        XCTAssertTrue(sharp[0].contains("25.0% of its ink falls outside the canvas (bottom)"), sharp[0])
        XCTAssertTrue(sharp[0].contains("warning: $.shadow: the drop shadow is cut off (state normal)"), sharp[0])
        XCTAssertTrue(sharp[0].hasSuffix("; set `\"canvas\": {\"margin\": \"auto\"}` to make room for it"), sharp[0])
    }

    /// A warning never advises what is set already: a cut under `"margin": "auto"` asks for a margin
    /// in points instead.
    func testACutUnderAnAutomaticMarginDoesNotAdviseAuto() throws {
        let line = try XCTUnwrap(try warnings(offsetY: 30, blur: 0, margin: .auto).first)
        XCTAssertFalse(line.contains("\"margin\": \"auto\""), line)
        XCTAssertTrue(line.hasSuffix("the automatic margin does not reach it; give `canvas.margin` a number of points that does"), line)
    }

    func testTheShareFollowsTheGaussian() throws {
        // A box from y = 40 to 120 blurred with σ = 10: the share below y = 100 is the mean over the
        // box of the Gaussian tail Q((100 − y) / σ).
        let sigma = 10.0
        var expected = 0.0
        let steps = 8000
        for i in 0..<steps {
            let y = 40 + 80 * (Double(i) + 0.5) / Double(steps)
            expected += 0.5 * erfc((100 - y) / (sigma * 2.0.squareRoot())) / Double(steps)
        }
        // The sides lose a little too (the box is 50 from each side edge, 5σ): nothing measurable.
        let line = try warnings(offsetY: 30, blur: 2 * sigma)[0]
        let reported = Double(line.components(separatedBy: "% of its ink")[0].components(separatedBy: " ").last!)!
        XCTAssertEqual(reported, expected * 100, accuracy: 0.5, line)
    }

    func testRoomEnoughOrAClipMeansNoWarning() throws {
        XCTAssertEqual(try warnings(offsetY: 0, blur: 6), [])            // 3σ = 9 < the 10 pt to the edge
        XCTAssertEqual(try warnings(offsetY: 30, blur: 0, clip: true), [])
        XCTAssertEqual(try warnings(offsetY: 0, blur: 40, effect: "$.glow").first?.contains("the outer glow is cut off"), true)
        XCTAssertEqual(try warnings(offsetY: 500, blur: 4).first?.contains("all of it falls outside"), true)
    }

    func testATextFieldsShadowWithTheDefaultMarginIsReportedAndAutoFixesIt() throws {
        var style = TextStyle(text: "Hello")
        style.shadows = [Shadow(color: RGBA(0, 0, 0, 0.7), offset: SpecModel.Point(0, 8), blur: 12, spread: 0)]
        let tight = labelSpec(style, width: 200, height: 40)
        XCTAssertEqual(try renderer.render(tight, scales: [2]).warnings.filter { $0.contains("drop shadow is cut off") }.count, 1)
        let auto = labelSpec(style, width: 200, height: 40, margin: .auto)
        XCTAssertEqual(try renderer.render(auto, scales: [2]).warnings, [])
    }
}
