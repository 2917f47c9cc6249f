import XCTest
import Foundation
import SpecModel
import SpecScene
@testable import SpecRender

func chromeSpec(_ content: Content, width: Double, height: Double, margin: Margin = .points(0)) -> ResolvedSpec {
    ResolvedSpec(name: "b", state: "normal", locale: nil, language: "en", size: Size(width: width, height: height),
         canvas: Canvas(margin: margin), fonts: [], output: OutputOptions(), content: content,
         file: "/tmp/b.json", positions: [:])
}

final class ButtonPixelTests: XCTestCase {
    /// The gloss of docs/math.md#gloss-and-caustic, written out again here from the formula (not
    /// through GlossMath).
    private func directGloss(_ base: RGBA, _ caustic: RGBA, row i: Int, rows h: Int) -> [Double] {
        let k = 1.2, p = (Double(i) + 0.5) / Double(h)
        let o = exp(-k), s = 1 / (1 - o)
        let c = [base.r, base.g, base.b, base.a], kc = [caustic.r, caustic.g, caustic.b, caustic.a]
        if p < 0.5 {
            let g = pow(0.299 * base.r + 0.587 * base.g + 0.114 * base.b, 0.2)
            let w0 = g * 0.6, w1 = g * 0.2
            let e = 1 - s * (exp(-k * 2 * p) - o)
            let w = w0 + e * (w1 - w0)
            return c.map { $0 * (1 - w) + w }
        }
        let q = 2 * (p - 0.5)
        let t = s * (exp(-k * (1 - q)) - o)
        return (0..<4).map { c[$0] * (1 - t) + kc[$0] * t }
    }

    /// Every body row of the centre column is within 1/255 of the formula at each scale, and the
    /// gloss's p runs over the body's rows only (inside the border).
    func testGlossColumnMatchesTheFormulaPerDeviceRow() throws {
        let base = RGBA(0.7, 0, 0)
        let gloss = Gloss(color: base)
        let style = ButtonStyle(background: .gloss(gloss), cornerRadius: 8, border: Border(color: .black, width: 1))
        for scale in [1.0, 2.0, 3.0] {
            let px = try render(chromeSpec(.button(style), width: 80, height: 40), scale: scale)
            let s = Int(scale), rows = 38 * s
            for i in 0..<rows {
                let expected = directGloss(base, gloss.caustic, row: i, rows: rows).map { Int(($0 * 255).rounded()) }
                let got = px[x: 40 * s, y: s + i]
                XCTAssertLessThanOrEqual(abs(got.r - expected[0]), 1, "row \(i) red at @\(s)x: \(got) vs \(expected)")
                XCTAssertLessThanOrEqual(abs(got.g - expected[1]), 1, "row \(i) green at @\(s)x")
                XCTAssertLessThanOrEqual(abs(got.b - expected[2]), 1, "row \(i) blue at @\(s)x")
                XCTAssertEqual(got.a, 255)
            }
        }
    }

    func testGrooveProfileMatchesReferenceValues() {
        let column = RampMath.column(from: .black, to: RGBA(34.0 / 255, 34.0 / 255, 34.0 / 255), exponent: 2, rows: 8)
        let reference = [0.71, 2.42, 4.62, 7.44, 11.07, 15.73, 21.70, 29.38]
        for (c, r) in zip(column, reference) { XCTAssertEqual(c.r * 255, r, accuracy: 0.005) }
    }

    /// The groove ring's rows on a render: its ramp runs over the groove's whole rounded rect, so its
    /// top band shows the ramp's first rows and its bottom band the last ones.
    func testGrooveRowsOnARender() throws {
        let to = RGBA(0.5, 0.5, 0.5)
        let style = ButtonStyle(background: .color(.white), border: .none, groove: Groove(width: 4, from: .black, to: to, exponent: 2))
        for scale in [1.0, 2.0] {
            let px = try render(chromeSpec(.button(style), width: 60, height: 30), scale: scale)
            let rows = 30 * Int(scale), band = 4 * Int(scale)
            for i in Array(0..<band) + Array((rows - band)..<rows) {
                let t = (Double(i) + 0.5) / Double(rows)
                let c = 2 * (1 / (1 - exp(-2.0))) * (exp(-2 * (1 - t)) - exp(-2.0)) / 2
                XCTAssertLessThanOrEqual(abs(px[x: 30 * Int(scale), y: i].g - Int((c * 0.5 * 255).rounded())), 1, "groove row \(i) @\(scale)x")
            }
            XCTAssertEqual(px[x: 30 * Int(scale), y: band].g, 255, "the body starts right after the groove")
        }
    }

    /// A 1 pt border covers exactly 1, 2 and 3 device rows and columns, fully opaque, with the body
    /// right inside it: no blended row at any scale, even when the button sits at half a point.
    func testBorderIsCrispAtEveryScale() throws {
        let red = (r: 255, g: 0, b: 0, a: 255), blue = (r: 0, g: 0, b: 255, a: 255)
        let style = ButtonStyle(background: .color(RGBA(0, 0, 1)), cornerRadius: 6, border: Border(color: RGBA(1, 0, 0), width: 1))
        for scale in [1, 2, 3] {
            let px = try render(chromeSpec(.button(style), width: 60, height: 30), scale: Double(scale))
            let midX = 30 * scale, midY = 15 * scale
            for k in 0..<scale {
                XCTAssertTrue(px[x: midX, y: k] == red, "top row \(k) at @\(scale)x: \(px[x: midX, y: k])")
                XCTAssertTrue(px[x: midX, y: px.height - 1 - k] == red, "bottom row \(k) at @\(scale)x")
                XCTAssertTrue(px[x: k, y: midY] == red, "left column \(k) at @\(scale)x")
                XCTAssertTrue(px[x: px.width - 1 - k, y: midY] == red, "right column \(k) at @\(scale)x")
            }
            XCTAssertTrue(px[x: midX, y: scale] == blue, "body right under the border at @\(scale)x: \(px[x: midX, y: scale])")
            XCTAssertTrue(px[x: scale, y: midY] == blue, "body right inside the left border at @\(scale)x")
        }
        let shifted = try render(chromeSpec(.button(style), width: 60, height: 30, margin: .points(0.5)), scale: 1)
        XCTAssertEqual(shifted.alpha(30, 0), 0)
        XCTAssertTrue(shifted[x: 30, y: 1] == red, "half-point positions snap to whole pixels: \(shifted[x: 30, y: 1])")
        XCTAssertTrue(shifted[x: 30, y: 2] == blue)
    }

    func testTitleIsDrawnWithTheLabelEngine() throws {
        var title = TextStyle(text: "HH", font: FontSpec(size: 30, weight: 700), fill: .color(.white), alignment: .center)
        title.stroke = Stroke(fill: .color(RGBA(0, 1, 0)), width: 2)
        let style = ButtonStyle(background: .color(.black), border: .none, title: title)
        let px = try render(chromeSpec(.button(style), width: 120, height: 50), scale: 1)
        let greens = (0..<px.width).filter { px[x: $0, y: 25].g > 200 && px[x: $0, y: 25].r < 50 }
        let whites = (0..<px.width).filter { px[x: $0, y: 25].r > 240 && px[x: $0, y: 25].b > 240 }
        XCTAssertFalse(greens.isEmpty, "the title's stroke shows")
        XCTAssertFalse(whites.isEmpty, "the title's fill shows")
        XCTAssertTrue(greens.allSatisfy { $0 > 20 && $0 < 100 }, "centred: \(greens)")
    }

    func testViewRadialGradientAndShadow() throws {
        let view = ViewStyle(background: .gradient(Gradient(type: .radial, stops: [GradientStop(color: .white, at: 0),
                                                                                     GradientStop(color: .black, at: 1)])),
                             cornerRadius: 10, shadows: [Shadow(color: RGBA(1, 0, 0), offset: Point(0, 4), blur: 4)])
        let px = try render(chromeSpec(.view(view), width: 60, height: 40, margin: .auto), scale: 1)
        XCTAssertEqual(px.width, 72)
        let centre = px[x: 36, y: 22]
        XCTAssertGreaterThan(centre.r, 240, "white at the centre: \(centre)")
        XCTAssertLessThan(px[x: 36 + 28, y: 22].r, centre.r, "darker toward the edge")
        let below = px[x: 36, y: 2 + 40 + 3]
        XCTAssertGreaterThan(below.a, 20, "the shadow shows below: \(below)")
        XCTAssertEqual(below.g, 0)
    }
}

private func == (a: (r: Int, g: Int, b: Int, a: Int), b: (r: Int, g: Int, b: Int, a: Int)) -> Bool {
    a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a
}
