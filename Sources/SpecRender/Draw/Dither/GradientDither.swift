import CairoGraphics
import SpecModel

/// A gradient drawn with ordered dithering (docs/math.md#gradient-dither). Cairo 1.16 (Debian 12)
/// has no dither control (`cairo_pattern_set_dither` came in 1.18) and rounds every pixel to the
/// nearest 8-bit level, so a subtle gradient over a tall view is a stack of flat bands. Here the
/// gradient is evaluated per device pixel in floating point and quantised with the Bayer threshold
/// at ±0.5 level, into an image that becomes the fill's source: Cairo still fills the shape (a box,
/// a rounded rect, glyphs) through it, so only the gradient's pixels change, with the same
/// antialiased edges as before.
enum GradientDither {
    enum Geometry {
        case linear(start: Point, end: Point)
        case radial(center: Point, radius: Double)
    }

    /// Dithering is on when the spec says so, off when it says not, and otherwise on when a colour
    /// step would be wider than 4 device pixels (a band the eye sees; narrower ones it does not).
    static let autoStepWidth = 4.0

    static func wanted(_ explicit: Bool?, _ geometry: Geometry, stops: [GradientStop], userToDevice m: AffineMatrix) -> Bool {
        if let explicit { return explicit }
        return GradientRamp(stops: stops).widestStep(length: deviceLength(geometry, m)) > autoStepWidth
    }

    /// The gradient's length (linear: start to end; radial: the radius) in device pixels.
    static func deviceLength(_ geometry: Geometry, _ m: AffineMatrix) -> Double {
        switch geometry {
        case .linear(let start, let end):
            let v = m.applyVector(end.x - start.x, end.y - start.y)
            return (v.x * v.x + v.y * v.y).squareRoot()
        case .radial(_, let radius):
            return radius * abs(m.determinant).squareRoot()
        }
    }

    /// A device-pixel region: x, y, width, height, inside the image.
    struct Region: Equatable {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// The dithered gradient over `region` as a source pattern for user space, or nil when the
    /// gradient is degenerate (zero length or radius: Cairo's own pattern draws that).
    static func pattern(_ geometry: Geometry, stops: [GradientStop], region: Region, userToDevice m: AffineMatrix) throws -> CairoPattern? {
        guard let position = position(geometry, m) else { return nil }
        let ramp = GradientRamp(stops: stops)
        let surface = try CairoSurface(width: region.width, height: region.height, format: .argb32)
        surface.withPixels { data, stride in
            for row in 0..<region.height {
                let y = region.y + row
                let words = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                // A gradient that only changes down the rows (the usual vertical one) has one colour a row.
                let rowColor: SIMD4<Double>? = position.constantAlongRows
                    ? ramp.premultiplied(at: position.t(0.5, Double(y) + 0.5)) : nil
                for column in 0..<region.width {
                    let x = region.x + column
                    let c = rowColor ?? ramp.premultiplied(at: position.t(Double(x) + 0.5, Double(y) + 0.5))
                    words[column] = quantised(c, threshold: BayerMatrix.threshold(x: x, y: y))
                }
            }
        }
        // Pattern pixel (0, 0) is device pixel (region.x, region.y).
        var placement = m
        placement.x0 -= Double(region.x)
        placement.y0 -= Double(region.y)
        return try CairoPattern.image(surface, matrix: placement)
    }

    /// floor(v + threshold) per channel: over the tile the mean is v (to 1/64 of a level), and a
    /// colour that is a whole level stays that level. The colour never exceeds the alpha, which
    /// premultiplied ARGB32 requires.
    static func quantised(_ c: SIMD4<Double>, threshold: Double) -> UInt32 {
        func level(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v + threshold).rounded(.down)))) }
        let a = level(c.w)
        return a << 24 | min(level(c.x), a) << 16 | min(level(c.y), a) << 8 | min(level(c.z), a)
    }

    /// Where a device point (its centre) falls along the gradient.
    struct Position {
        let t: (Double, Double) -> Double
        let constantAlongRows: Bool
    }

    static func position(_ geometry: Geometry, _ m: AffineMatrix) -> Position? {
        guard let toUser = m.inverted else { return nil }
        switch geometry {
        case .linear(let s, let e):
            let dx = e.x - s.x, dy = e.y - s.y, length2 = dx * dx + dy * dy
            guard length2 > 0, length2.isFinite else { return nil }
            // t is affine in device space: t = t0 + tx·x + ty·y.
            func t(_ x: Double, _ y: Double) -> Double {
                let u = toUser.apply(x, y)
                return ((u.x - s.x) * dx + (u.y - s.y) * dy) / length2
            }
            let t0 = t(0, 0), tx = t(1, 0) - t0, ty = t(0, 1) - t0
            return Position(t: { x, y in t0 + tx * x + ty * y }, constantAlongRows: abs(tx) < 1e-12)
        case .radial(let c, let radius):
            guard radius > 0, radius.isFinite else { return nil }
            return Position(t: { x, y in
                let u = toUser.apply(x, y)
                let dx = u.x - c.x, dy = u.y - c.y
                return (dx * dx + dy * dy).squareRoot() / radius
            }, constantAlongRows: false)
        }
    }
}
