import CCairo

package struct ColorStop: Sendable {
    package var offset: Double, r: Double, g: Double, b: Double, a: Double
    package init(offset: Double, r: Double, g: Double, b: Double, a: Double) {
        self.offset = offset; self.r = r; self.g = g; self.b = b; self.a = a
    }
}

/// Owns a cairo_pattern_t: a gradient or an image used as a source.
package final class CairoPattern {
    let pointer: OpaquePointer

    private init(_ pointer: OpaquePointer) throws(GraphicsError) {
        self.pointer = pointer
        try GraphicsError.check(cairo_pattern_status(pointer), "cannot create a pattern")
    }

    deinit { cairo_pattern_destroy(pointer) }

    package static func linear(x0: Double, y0: Double, x1: Double, y1: Double, stops: [ColorStop]) throws(GraphicsError) -> CairoPattern {
        let p = try CairoPattern(cairo_pattern_create_linear(x0, y0, x1, y1))
        p.add(stops)
        return p
    }

    package static func radial(cx: Double, cy: Double, radius: Double, stops: [ColorStop]) throws(GraphicsError) -> CairoPattern {
        let p = try CairoPattern(cairo_pattern_create_radial(cx, cy, 0, cx, cy, radius))
        p.add(stops)
        return p
    }

    /// An image surface as a pattern, with nearest-neighbour sampling and padded edges; pattern
    /// pixel (x, y) = user point (x, y × yScale + yOffset).
    package static func image(_ surface: CairoSurface, yScale: Double, yOffset: Double) throws(GraphicsError) -> CairoPattern {
        let p = try CairoPattern(cairo_pattern_create_for_surface(surface.pointer))
        var m = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: yScale, x0: 0, y0: yOffset)
        cairo_pattern_set_matrix(p.pointer, &m)
        cairo_pattern_set_filter(p.pointer, CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(p.pointer, CAIRO_EXTEND_PAD)
        return p
    }

    /// An image surface as a pattern, with nearest-neighbour sampling and padded edges, placed by
    /// `matrix` (user space → pattern pixels).
    package static func image(_ surface: CairoSurface, matrix: AffineMatrix) throws(GraphicsError) -> CairoPattern {
        let p = try CairoPattern(cairo_pattern_create_for_surface(surface.pointer))
        var m = matrix.cairo
        cairo_pattern_set_matrix(p.pointer, &m)
        cairo_pattern_set_filter(p.pointer, CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(p.pointer, CAIRO_EXTEND_PAD)
        return p
    }

    /// cairo inserts each stop after a scan from the first one, so n stops cost n²/2 steps; the
    /// spec's cap on stops (SpecLimits.maxGradientStops) keeps that small.
    private func add(_ stops: [ColorStop]) {
        for s in stops { cairo_pattern_add_color_stop_rgba(pointer, s.offset, s.r, s.g, s.b, s.a) }
        cairo_pattern_set_extend(pointer, CAIRO_EXTEND_PAD)
    }
}
