import XCTest
import SpecModel
import SpecScene
@testable import SpecRender

/// `span: line` runs a text gradient over each line's box (ascent to descent): every line shows the
/// same colour at the same height above its baseline, whatever its descenders.
final class LineSpanPixelTests: XCTestCase {
    private let red = RGBA(1, 0, 0), blue = RGBA(0, 0, 1)

    /// "Hxxxx" over "Hgjpq", a vertical gradient: the H of each line, probed at the same heights
    /// above its baseline, has the same colour within 2/255. (Over the inked boxes, `span: ink`,
    /// they differ: the descenders stretch the second line's gradient.)
    func testLinesWithAndWithoutDescendersShowTheSameColourAtTheSameHeight() throws {
        for scale in [1, 2] {
            var style = TextStyle(text: "Hxxxx\nHgjpq", lines: 2)
            style.font = FontSpec(size: 40, weight: 700)
            style.fill = .gradient(Gradient(stops: [GradientStop(color: red, at: 0), GradientStop(color: blue, at: 1)]))
            let spec = labelSpec(style, width: 240, height: 120)
            let baselines = try renderer.scene(spec).commands.compactMap { command -> Double? in
                if case .fill(.glyphs(let runs), _) = command { return runs.first?.glyphs.first?.y }
                return nil
            }
            XCTAssertEqual(baselines.count, 2, "one fill per line")
            let px = try render(spec, scale: Double(scale))
            var worst = 0
            // From just above the baseline to just below the H's top (29 pt tall in DejaVu Sans Bold 40).
            for height in stride(from: 2, through: 26, by: 2) {
                let colours = baselines.map { baseline -> (r: Double, b: Double) in
                    // The gradient is linear in y, so the colour exactly `height` above the baseline is
                    // the mix of the two rows whose pixel centres straddle it: lines whose baselines
                    // fall differently between device pixels are compared at the same height.
                    let y = (baseline - Double(height)) * Double(scale) - 0.5
                    let row = Int(y.rounded(.down)), f = y - Double(row)
                    // The middle of the H's left stem: the first opaque run of the row.
                    let xs = (0..<px.width).filter { px.alpha($0, row) == 255 && px.alpha($0, row + 1) == 255 }
                    let stem = xs.prefix { $0 - xs[0] < 3 * scale }
                    let x = stem[stem.count / 2]
                    let (p, q) = (px[x: x, y: row], px[x: x, y: row + 1])
                    return (Double(p.r) * (1 - f) + Double(q.r) * f, Double(p.b) * (1 - f) + Double(q.b) * f)
                }
                let d = Int(max(abs(colours[0].r - colours[1].r), abs(colours[0].b - colours[1].b)).rounded(.up))
                worst = max(worst, d)
                XCTAssertLessThanOrEqual(d, 2, "\(height) pt above the baseline at @\(scale)x: \(colours[0]) vs \(colours[1])")
            }
            print("line span: largest difference between the lines at @\(scale)x: \(worst)/255")
        }
    }
}
