import XCTest
import SpecModel
import SpecScene
@testable import SpecRender

/// Button chrome leaves no seam between its rings: where a ring's antialiased inner edge meets the
/// layer inside it, the two coverages add up to a whole pixel instead of letting the canvas through.
/// (Rings and body painted over one another would multiply the two coverages instead, and leave
/// see-through pixels inside the outline at every scale.)
final class SeamPixelTests: XCTestCase {
    /// Pixels whose whole square lies inside the rounded rect `inset` px inside the image, with
    /// corner radius `radius` px.
    private func inside(_ px: Pixels, inset: Double, radius: Double) -> [(x: Int, y: Int)] {
        let x0 = inset, y0 = inset, x1 = Double(px.width) - inset, y1 = Double(px.height) - inset
        func contains(_ x: Double, _ y: Double) -> Bool {
            guard x >= x0, x <= x1, y >= y0, y <= y1 else { return false }
            let cx = min(max(x, x0 + radius), x1 - radius), cy = min(max(y, y0 + radius), y1 - radius)
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius
        }
        var out: [(x: Int, y: Int)] = []
        for y in 0..<px.height {
            for x in 0..<px.width {
                let (fx, fy) = (Double(x), Double(y))
                if contains(fx, fy) && contains(fx + 1, fy) && contains(fx, fy + 1) && contains(fx + 1, fy + 1) { out.append((x, y)) }
            }
        }
        return out
    }

    /// The glossy button of Examples/bases/_glossy-button.json at @2x: a translucent edge, then an
    /// opaque groove, border and gloss. Inside the edge every pixel is opaque.
    func testGlossyButtonIsOpaqueInsideItsEdge() throws {
        let style = ButtonStyle(background: .gloss(Gloss(color: RGBA(0.1, 0.3, 0.8))), cornerRadius: 12,
                                border: Border(color: RGBA(0x9F / 255.0, 0x9F / 255.0, 0x9F / 255.0), width: 1),
                                groove: Groove(width: 3),
                                edge: Edge(from: RGBA(0, 0, 0, 0.4), to: RGBA(1, 1, 1, 0.6)))
        let px = try render(chromeSpec(.button(style), width: 310, height: 54), scale: 2)
        let pixels = inside(px, inset: 2, radius: 22)
        let seen = pixels.filter { px.alpha($0.x, $0.y) < 255 }
        print("glossy button @2x: \(seen.count) of \(pixels.count) pixels inside the edge are see-through, lowest alpha "
              + "\(seen.map { px.alpha($0.x, $0.y) }.min() ?? 255)")
        XCTAssertEqual(seen.count, 0, "see-through pixels inside the edge: \(seen.prefix(8))")
    }

    /// An opaque border around an opaque body, at every scale: the whole rounded rect is opaque.
    func testOpaqueBorderAndBodyAreOpaqueEverywhereInside() throws {
        let style = ButtonStyle(background: .color(RGBA(0.1, 0.1, 0.1)), cornerRadius: 9.5, border: Border(color: .black, width: 1))
        for scale in [1, 2, 3] {
            let px = try render(chromeSpec(.button(style), width: 80, height: 33), scale: Double(scale))
            let seen = inside(px, inset: 0, radius: 9.5 * Double(scale)).filter { px.alpha($0.x, $0.y) < 255 }
            XCTAssertEqual(seen.count, 0, "see-through pixels at @\(scale)x: \(seen.prefix(8))")
        }
    }

    /// A translucent white border on a blue body over a green canvas: the canvas may show through the
    /// border only. A pixel's green beyond what the white border gives it (twice its red, at 50%
    /// alpha) is canvas seen past the border; at a seam the body's blue would let it in too.
    func testTranslucentBorderShowsTheCanvasOnlyThroughItself() throws {
        let style = ButtonStyle(background: .color(RGBA(0, 0, 1)), cornerRadius: 22, border: Border(color: RGBA(1, 1, 1, 0.5), width: 1))
        for scale in [1, 2, 3] {
            var spec = chromeSpec(.button(style), width: 140, height: 44)
            spec.canvas.background = RGBA(0, 1, 0)
            let px = try render(spec, scale: Double(scale))
            var worst = 0
            for p in inside(px, inset: 0, radius: 22 * Double(scale)) {
                let c = px[x: p.x, y: p.y]
                worst = max(worst, c.g - 2 * c.r)
            }
            XCTAssertLessThanOrEqual(worst, 3, "canvas green leaking past the border at @\(scale)x")
        }
    }
}
