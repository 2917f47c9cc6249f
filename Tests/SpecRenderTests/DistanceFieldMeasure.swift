import Foundation
import SpecModel
@testable import SpecRender

/// What the distance-field tests measure in a picture's alpha (0…1, row-major): where a straight
/// edge crosses 50 %, and how much coverage a corner has against a perfectly sharp one.
struct CoverageProfile {
    let width: Int, height: Int
    let alpha: [Double]

    init(width: Int, height: Int, alpha: [Double]) {
        self.width = width; self.height = height; self.alpha = alpha
    }

    init(_ picture: Picture) {
        width = picture.width; height = picture.height
        alpha = (0..<(picture.width * picture.height)).map { picture.rgba[$0 * 4 + 3] / 255 }
    }

    subscript(x: Int, y: Int) -> Double { x >= 0 && y >= 0 && x < width && y < height ? alpha[y * width + x] : 0 }

    /// The first x ≥ `from` where row `y` rises through 50 %, between pixel centres (x + 0.5)
    /// linearly: a vertical edge's position to a fraction of a pixel.
    func risingEdge(row y: Int, from: Int = 0) -> Double? {
        for x in max(from, 0)..<(width - 1) where self[x, y] < 0.5 && self[x + 1, y] >= 0.5 {
            return Double(x) + 0.5 + (0.5 - self[x, y]) / (self[x + 1, y] - self[x, y])
        }
        return nil
    }

    /// The first x ≥ `from` where row `y` falls through 50 %.
    func fallingEdge(row y: Int, from: Int) -> Double? {
        for x in max(from, 0)..<(width - 1) where self[x, y] >= 0.5 && self[x + 1, y] < 0.5 {
            return Double(x) + 0.5 + (self[x, y] - 0.5) / (self[x, y] - self[x + 1, y])
        }
        return nil
    }

    /// The first y where column `x` rises through 50 %.
    func risingEdge(column x: Int) -> Double? {
        for y in 0..<(height - 1) where self[x, y] < 0.5 && self[x, y + 1] >= 0.5 {
            return Double(y) + 0.5 + (0.5 - self[x, y]) / (self[x, y + 1] - self[x, y])
        }
        return nil
    }

    /// Coverage in px² over the `size` × `size` pixels inside a top-left corner at (x, y), less
    /// what a sharp corner there covers (each pixel: its part right of x times its part below y).
    /// 0 for a sharp corner; a rounded one is missing about (1 − π/4) r².
    func cornerExcess(x: Double, y: Double, size: Int) -> Double {
        let (x0, y0) = (Int(x.rounded(.down)), Int(y.rounded(.down)))
        var excess = 0.0
        for py in y0..<(y0 + size) {
            for px in x0..<(x0 + size) {
                let sharp = min(max(Double(px + 1) - x, 0), 1) * min(max(Double(py + 1) - y, 0), 1)
                excess += self[px, py] - sharp
            }
        }
        return excess
    }
}
