import XCTest
import SpecModel
import SpecScene
@testable import SpecRender

final class LabelPixelTests: XCTestCase {
    private let red = RGBA(1, 0, 0), blue = RGBA(0, 0, 1)

    /// Splits inked rows into bands separated by blank rows (one band per line of text).
    private func bands(_ rows: [Int]) -> [[Int]] {
        var out: [[Int]] = []
        for r in rows {
            if let last = out.last?.last, r == last + 1 { out[out.count - 1].append(r) } else { out.append([r]) }
        }
        return out
    }

    /// `span: ink`: each line's glyph tops carry the gradient's first colour and its bottoms the
    /// last, and no line's first row takes the previous line's last colour.
    func testInkGradientRepeatsPerLineWithoutSpill() throws {
        for scale in [1.0, 2.0] {
            var style = TextStyle(text: "HHH\nHHH\nHHH", lines: 3)
            style.font = FontSpec(size: 40, weight: 700)
            style.fill = .gradient(Gradient(span: .ink, stops: [GradientStop(color: red, at: 0), GradientStop(color: blue, at: 1)]))
            let px = try render(labelSpec(style, width: 200, height: 160), scale: scale)
            let lines = bands(px.inkedRows(threshold: 0))
            XCTAssertEqual(lines.count, 3, "three separate lines at @\(scale)x")
            for (i, band) in lines.enumerated() {
                // The first and last fully opaque rows of the line, sampled at an opaque pixel.
                let opaque = band.filter { y in (0..<px.width).contains { px.alpha($0, y) == 255 } }
                guard let top = opaque.first, let bottom = opaque.last else { return XCTFail("line \(i) has no opaque row") }
                let xTop = (0..<px.width).first { px.alpha($0, top) == 255 }!
                let xBottom = (0..<px.width).first { px.alpha($0, bottom) == 255 }!
                let t = px[x: xTop, y: top], b = px[x: xBottom, y: bottom]
                XCTAssertGreaterThan(t.r, 215, "line \(i) top is red at @\(scale)x: \(t)")
                XCTAssertLessThan(t.b, 40, "line \(i) top has no blue at @\(scale)x: \(t)")
                XCTAssertGreaterThan(b.b, 215, "line \(i) bottom is blue at @\(scale)x: \(b)")
                XCTAssertLessThan(b.r, 40, "line \(i) bottom has no red at @\(scale)x: \(b)")
            }
        }
    }

    func testTextSpanRunsOnceOverTheBlock() throws {
        var style = TextStyle(text: "HHH\nHHH", lines: 2)
        style.font = FontSpec(size: 40, weight: 700)
        style.fill = .gradient(Gradient(span: .text, stops: [GradientStop(color: red, at: 0), GradientStop(color: blue, at: 1)]))
        let px = try render(labelSpec(style, width: 200, height: 120))
        let lines = bands(px.inkedRows())
        XCTAssertEqual(lines.count, 2)
        let row = lines[0].last! - 1
        let x = (0..<px.width).first { px.alpha($0, row) == 255 }!
        // The first line's bottom is only half way down the block: purple, not blue.
        XCTAssertGreaterThan(px[x: x, y: row].r, 60)
        XCTAssertGreaterThan(px[x: x, y: row].b, 60)
    }

    func testOutsideStrokeGrowsTheInkInsideDoesNot() throws {
        func leftmost(_ stroke: Stroke?) throws -> Int {
            var style = TextStyle(text: "I")
            style.font = FontSpec(size: 60, weight: 700)
            style.stroke = stroke
            style.alignment = .center
            let px = try render(labelSpec(style, width: 120, height: 100))
            return (0..<px.width).first { x in (0..<px.height).contains { px.alpha(x, $0) > 127 } }!
        }
        let plain = try leftmost(nil)
        let outside = try leftmost(Stroke(fill: .color(.black), width: 4, position: .outside))
        let center = try leftmost(Stroke(fill: .color(.black), width: 4, position: .center))
        let inside = try leftmost(Stroke(fill: .color(.black), width: 4, position: .inside))
        XCTAssertEqual(plain - outside, 4, accuracy: 1)
        XCTAssertEqual(plain - center, 2, accuracy: 1)
        // Inside: no growth (one column of antialiasing where stroke and fill edges coincide).
        XCTAssertEqual(plain, inside, accuracy: 1)
    }

    func testStrokePositionsOnAPath() throws {
        let rect = SpecScene.Path.rect(Rect(x: 20, y: 20, width: 60, height: 60))
        func row(_ position: StrokePosition) throws -> [Int] {
            let scene = Scene(width: 100, height: 100, background: .clear,
                              commands: [.stroke(.path(rect), .solid(.black), width: 4, position: position)])
            let px = Pixels(try SceneRenderer(fonts: renderer.fonts).image(scene, scale: 1))
            return (0..<100).filter { px.alpha($0, 50) > 127 }
        }
        XCTAssertEqual(try row(.outside).prefix(4), [16, 17, 18, 19])
        XCTAssertEqual(try row(.center).prefix(4), [18, 19, 20, 21])
        XCTAssertEqual(try row(.inside).prefix(4), [20, 21, 22, 23])
    }

    /// The @2x image is the @1x image drawn at twice the resolution: same layout, twice the pixels.
    func testDoubleScaleMatchesSingleScale() throws {
        var style = TextStyle(text: "Scale me")
        style.font = FontSpec(size: 24)
        style.shadows = [Shadow(color: RGBA(0, 0, 0, 0.5), offset: Point(0, 2), blur: 4)]
        let spec = labelSpec(style, width: 160, height: 50)
        let one = try render(spec, scale: 1), two = try render(spec, scale: 2)
        XCTAssertEqual(two.width, 2 * one.width)
        XCTAssertEqual(two.height, 2 * one.height)
        var total = 0, worst = 0
        for y in 0..<one.height {
            for x in 0..<one.width {
                let a = (two.alpha(2 * x, 2 * y) + two.alpha(2 * x + 1, 2 * y) + two.alpha(2 * x, 2 * y + 1)
                         + two.alpha(2 * x + 1, 2 * y + 1)) / 4
                total += abs(a - one.alpha(x, y))
                worst = max(worst, abs(a - one.alpha(x, y)))
            }
        }
        // Only antialiasing differs: glyphs are not snapped to each scale's pixel grid.
        let mean = Double(total) / Double(one.width * one.height)
        XCTAssertLessThan(mean, 0.6, "mean alpha difference after 2×2 averaging")
        XCTAssertLessThan(worst, 40, "largest alpha difference after 2×2 averaging")
    }

    func testRightAlignmentPutsInkAtTheRight() throws {
        var style = TextStyle(text: "abc")
        style.alignment = .right
        let px = try render(labelSpec(style, width: 200, height: 40))
        let columns = (0..<px.width).filter { x in (0..<px.height).contains { px.alpha(x, $0) > 0 } }
        XCTAssertGreaterThan(columns.min()!, 150)
        XCTAssertGreaterThanOrEqual(columns.max()!, 195)
    }

    func testTruncationKeepsTextInsideTheFrame() throws {
        let style = TextStyle(text: "A sentence far too long for this small label")
        let px = try render(labelSpec(style, width: 100, height: 30))
        let columns = (0..<px.width).filter { x in (0..<px.height).contains { px.alpha(x, $0) > 0 } }
        XCTAssertLessThan(columns.max()!, 100)
        let scene = try renderer.scene(labelSpec(style, width: 100, height: 30))
        XCTAssertEqual(scene.warnings.count, 1)
        XCTAssertTrue(scene.warnings[0].contains("truncated"), scene.warnings[0])
    }
}
