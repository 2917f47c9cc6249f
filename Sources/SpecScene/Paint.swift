import RenderSupport
import SpecModel

/// How a shape is coloured, with its geometry already resolved to absolute points.
package enum Paint: Equatable, Hashable, Sendable {
    case solid(RGBA)
    /// A linear gradient from `start` (offset 0) to `end` (offset 1). `dither` is the spec's (nil:
    /// decided per scale, docs/math.md#gradient-dither).
    case linear(start: Point, end: Point, stops: [GradientStop], dither: Bool? = nil)
    /// A radial gradient from `center` (offset 0) out to `radius` (offset 1).
    case radial(center: Point, radius: Double, stops: [GradientStop], dither: Bool? = nil)
    /// The gloss (docs/math.md#gloss-and-caustic) over the rows from `top` to `top + height`,
    /// evaluated per device row.
    case gloss(Gloss, top: Double, height: Double)
    /// A per-row fill (a gloss, a groove or edge ramp) over the device rows of a chrome box's outline,
    /// so that its first and last rows are exactly the box's first and last rows at every scale.
    case rows(RowFill, over: PixelBox)

    /// Resolves a spec Fill over a box: the gradient line of a CSS linear gradient for `angle`, a radial
    /// gradient reaching the farthest corner, or the gloss over the box's rows.
    package static func fill(_ fill: Fill, over box: Rect) -> Paint {
        switch fill {
        case .color(let c):
            return .solid(c)
        case .gloss(let g):
            return .gloss(g, top: box.minY, height: box.height)
        case .gradient(let g):
            let cx = box.x + box.width / 2, cy = box.y + box.height / 2
            switch g.type {
            case .radial:
                return .radial(center: Point(cx, cy), radius: (box.width * box.width + box.height * box.height).squareRoot() / 2,
                               stops: g.stops, dither: g.dither)
            case .linear:
                // CSS: the gradient line passes through the centre at `angle` (0 = up, clockwise) and is
                // long enough that the corners get the first and last colours.
                let a = g.angle * .pi / 180
                let dx = sin(a), dy = -cos(a)
                let half = (abs(box.width * dx) + abs(box.height * dy)) / 2
                return .linear(start: Point(cx - dx * half, cy - dy * half), end: Point(cx + dx * half, cy + dy * half),
                               stops: g.stops, dither: g.dither)
            }
        }
    }
}

/// A colour per device row, from a position p in 0…1 down a box (row centres,
/// docs/math.md#conventions).
package enum RowFill: Equatable, Hashable, Sendable {
    case gloss(Gloss)
    /// c = S·(e^(−k(1−p)) − O) with k = `exponent`; colour = from·(1 − c) + to·c (the groove's ramp).
    case ramp(from: RGBA, to: RGBA, exponent: Double)
}
