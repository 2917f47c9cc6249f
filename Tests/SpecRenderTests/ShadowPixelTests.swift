import CBoxBlur
import XCTest
import Foundation
import SpecModel
import SpecScene
@testable import SpecRender

final class ShadowPixelTests: XCTestCase {
    private func shadowRow(blur: Double, spread: Double = 0, scale: Double, offset: Double = 0) throws -> Pixels {
        let rect = SpecScene.Path.rect(Rect(x: 50, y: 10, width: 100, height: 80))
        let layer = ShadowLayer(shape: .path(rect), outset: spread, color: .black, offset: SpecModel.Point(offset, 0),
                                blur: blur, inner: false)
        let scene = Scene(width: 200, height: 100, background: .clear, commands: [.shadow(layer)])
        return Pixels(try SceneRenderer(fonts: renderer.fonts).image(scene, scale: scale))
    }

    /// The shadow of a straight edge is the Gaussian's cumulative profile with σ = blur / 2 (in
    /// device pixels at each scale), within the three-box approximation's error and 8-bit rounding.
    func testShadowProfileAgainstTheAnalyticGaussian() throws {
        for (blur, scale, tolerance) in [(8.0, 1.0, 8.0), (8.0, 2.0, 5.0), (30.0, 1.0, 5.0)] {
            let px = try shadowRow(blur: blur, scale: scale)
            let sigma = blur * scale / 2
            let edge = 50 * scale, y = Int(50 * scale)
            var worst = 0.0
            for x in Int(edge - 3 * sigma)..<Int(edge + 3 * sigma) {
                let d = Double(x) + 0.5 - edge
                let expected = 255 * 0.5 * erfc(-d / (sigma * 2.0.squareRoot()))
                worst = max(worst, abs(Double(px.alpha(x, y)) - expected))
            }
            XCTAssertLessThanOrEqual(worst, tolerance, "blur \(blur) @\(scale)x: worst \(worst)/255")
        }
    }

    func testSpreadMovesTheEdgeOutward() throws {
        let px = try shadowRow(blur: 0, spread: 5, scale: 1)
        XCTAssertEqual(px.alpha(46, 50), 255)
        XCTAssertEqual(px.alpha(44, 50), 0)
        let shrunk = try shadowRow(blur: 0, spread: -5, scale: 1)
        XCTAssertEqual(shrunk.alpha(53, 50), 0)
        XCTAssertEqual(shrunk.alpha(56, 50), 255)
    }

    func testOffsetMovesTheShadow() throws {
        let px = try shadowRow(blur: 0, scale: 2, offset: 10)
        XCTAssertEqual(px.alpha(119, 100), 0)
        XCTAssertEqual(px.alpha(121, 100), 255)
    }

    func testInnerShadowStaysInside() throws {
        let rect = SpecScene.Path.rect(Rect(x: 50, y: 10, width: 100, height: 80))
        let layer = ShadowLayer(shape: .path(rect), outset: 0, color: .black, offset: SpecModel.Point(0, 6), blur: 4, inner: true)
        let scene = Scene(width: 200, height: 100, background: .clear, commands: [.shadow(layer)])
        let px = Pixels(try SceneRenderer(fonts: renderer.fonts).image(scene, scale: 1))
        XCTAssertEqual(px.alpha(100, 5), 0, "nothing outside the shape")
        XCTAssertGreaterThan(px.alpha(100, 11), 200, "dark just below the top edge (light from above)")
        XCTAssertEqual(px.alpha(100, 50), 0, "clear in the middle")
        XCTAssertLessThan(px.alpha(100, 88), 10, "the bottom edge is lit")
    }

    /// A text's shadow falls under every glyph, the last ones too: the shadow's mask covers only
    /// the pixels it can reach, measured on the whole outline (Cairo leaves glyphs outside a small
    /// surface out of a glyph path, which would cut the shadow short).
    func testTheShadowFallsUnderEveryGlyph() throws {
        var style = TextStyle(text: "HIGH SCORE 12,480")
        style.font = FontSpec(size: 30, weight: 700)
        style.shadows = [Shadow(color: .black, offset: Point(0, 40), blur: 0)]
        style.verticalAlignment = .top
        style.fill = .color(RGBA(0, 0, 0, 0))
        let px = try render(labelSpec(style, width: 400, height: 90))
        // Columns inked by the shadow (the text itself is transparent) in the shadow's rows.
        let shadowColumns = (0..<px.width).filter { x in (40..<px.height).contains { px.alpha(x, $0) > 128 } }
        var visible = style
        visible.shadows = []
        visible.fill = .color(.black)
        let text = try render(labelSpec(visible, width: 400, height: 90))
        let textColumns = (0..<text.width).filter { x in (0..<50).contains { text.alpha(x, $0) > 128 } }
        XCTAssertEqual(shadowColumns, textColumns)
        XCTAssertGreaterThan(textColumns.max() ?? 0, 300)
    }

    /// The mask's bytes (coverage_bytes.c) are rounded without `roundf`, to the same byte: half away
    /// from zero, clamped, on the floats either side of every half step and a spread of others; the
    /// version the first call picked for this machine and the baseline's alike.
    func testMaskBytesRoundLikeRounded() {
        func expected(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        var values: [Float] = [0, 1, -0, -1e-9, -3, 1.5, 7, .infinity, -.infinity, .nan, .ulpOfOne, 0.49999997 / 255]
        for k in 0...256 {
            let half = (Float(k) - 0.5) / 255
            values += [half, half.nextUp, half.nextDown, Float(k) / 255, (Float(k) / 255).nextUp, (Float(k) / 255).nextDown]
        }
        var state: UInt32 = 12345
        for _ in 0..<100_000 {
            state = state &* 1_664_525 &+ 1_013_904_223
            values.append(Float(state >> 8) / Float(1 << 24))
        }
        var picked = [UInt8](repeating: 0, count: values.count), baseline = picked
        rs_coverage_bytes(values, &picked, values.count)
        rs_coverage_bytes_baseline(values, &baseline, values.count)
        for (i, v) in values.enumerated() {
            XCTAssertEqual(picked[i], expected(v), "\(v)")
            XCTAssertEqual(baseline[i], expected(v), "\(v)")
        }
    }
}
