import CCairo

/// An affine map as Cairo writes it: x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0.
package struct AffineMatrix: Equatable, Sendable {
    package var xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double

    package init(xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) {
        self.xx = xx; self.yx = yx; self.xy = xy; self.yy = yy; self.x0 = x0; self.y0 = y0
    }

    init(_ m: cairo_matrix_t) { self.init(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0) }
    var cairo: cairo_matrix_t { cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0) }

    package var determinant: Double { xx * yy - xy * yx }

    package func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (xx * x + xy * y + x0, yx * x + yy * y + y0)
    }

    /// A distance, without the translation.
    package func applyVector(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (xx * x + xy * y, yx * x + yy * y)
    }

    /// nil when the map is singular (a zero scale), which nothing can be drawn through.
    package var inverted: AffineMatrix? {
        let d = determinant
        guard d != 0, d.isFinite else { return nil }
        return AffineMatrix(xx: yy / d, yx: -yx / d, xy: -xy / d, yy: xx / d,
                            x0: (xy * y0 - yy * x0) / d, y0: (yx * x0 - xx * y0) / d)
    }
}
