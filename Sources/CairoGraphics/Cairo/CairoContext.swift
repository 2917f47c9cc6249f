import CCairo

/// A path element in user space, mirroring Cairo's own path operations.
package enum PathOp: Sendable {
    case move(Double, Double)
    case line(Double, Double)
    case curve(Double, Double, Double, Double, Double, Double)
    case close
}

/// A glyph to draw: id and baseline origin in user space.
package struct PlacedGlyph: Sendable {
    package var id: UInt32, x: Double, y: Double
    package init(id: UInt32, x: Double, y: Double) { self.id = id; self.x = x; self.y = y }
}

/// Owns a cairo_t drawing into a CairoSurface. Thin: one method per Cairo operation the renderer uses.
package final class CairoContext {
    let pointer: OpaquePointer
    /// Keeps the target alive as long as the context draws into it.
    package let surface: CairoSurface

    package init(_ surface: CairoSurface) throws(GraphicsError) {
        self.surface = surface
        pointer = cairo_create(surface.pointer)
        try GraphicsError.check(cairo_status(pointer), "cannot create a drawing context")
        cairo_set_antialias(pointer, CAIRO_ANTIALIAS_GRAY)
    }

    /// Whether a font has been set on this context (Cairo's own glyph calls: documents' text, and
    /// outlines GlyphOutlines cannot give). Only then can the context hold a scaled font, and only
    /// then do the calls below that may drop one need GlyphCacheLock: a raster render's contexts,
    /// whose glyph outlines come from GlyphOutlines, never wait for it.
    private(set) var fontApplied = false

    /// Under the glyph cache's lock if it has had a font: the context may hold the last reference to
    /// a scaled font, whose destruction takes its pages out of Cairo's shared glyph cache.
    deinit {
        if fontApplied { GlyphCacheLock.withLock { cairo_destroy(pointer) } } else { cairo_destroy(pointer) }
    }

    /// `body` under GlyphCacheLock when this context has had a font (fontApplied says why).
    func withFontLock<R>(_ body: () -> R) -> R {
        fontApplied ? GlyphCacheLock.withLock(body) : body()
    }

    package func status() throws(GraphicsError) { try GraphicsError.check(cairo_status(pointer), "drawing failed") }

    package func save() { cairo_save(pointer) }
    // Each call below can drop the context's reference to its scaled font (a restored state, or a
    // new matrix, no longer matches it), which can free the font while another thread reads its
    // glyphs: under GlyphCacheLock, as every other use of the glyph cache, once it has had a font.
    package func restore() { withFontLock { cairo_restore(pointer) } }
    package func scale(_ sx: Double, _ sy: Double) { withFontLock { cairo_scale(pointer, sx, sy) } }
    package func translate(_ dx: Double, _ dy: Double) { withFontLock { cairo_translate(pointer, dx, dy) } }
    package func identityMatrix() { withFontLock { cairo_identity_matrix(pointer) } }
    /// The current transformation: user space to device pixels (the target's, also inside a group).
    package func matrix() -> AffineMatrix {
        var m = cairo_matrix_t()
        cairo_get_matrix(pointer, &m)
        return AffineMatrix(m)
    }

    package func setSource(r: Double, g: Double, b: Double, a: Double) { cairo_set_source_rgba(pointer, r, g, b, a) }
    package func setSource(_ pattern: CairoPattern) { cairo_set_source(pointer, pattern.pointer) }

    package enum Operator { case over, source, destinationOut, clear, destinationIn }
    package func setOperator(_ op: Operator) {
        let o: cairo_operator_t
        switch op {
        case .over: o = CAIRO_OPERATOR_OVER
        case .source: o = CAIRO_OPERATOR_SOURCE
        case .destinationOut: o = CAIRO_OPERATOR_DEST_OUT
        case .destinationIn: o = CAIRO_OPERATOR_DEST_IN
        case .clear: o = CAIRO_OPERATOR_CLEAR
        }
        cairo_set_operator(pointer, o)
    }

    package func newPath() { cairo_new_path(pointer) }
    package func append(_ ops: [PathOp]) {
        for op in ops {
            switch op {
            case .move(let x, let y): cairo_move_to(pointer, x, y)
            case .line(let x, let y): cairo_line_to(pointer, x, y)
            case .curve(let a, let b, let c, let d, let e, let f): cairo_curve_to(pointer, a, b, c, d, e, f)
            case .close: cairo_close_path(pointer)
            }
        }
    }
    package func rectangle(_ x: Double, _ y: Double, _ w: Double, _ h: Double) { cairo_rectangle(pointer, x, y, w, h) }

    /// The bounding box of the current path in user space: (x1, y1, x2, y2); all zero for an empty path.
    package func pathExtents() -> (x1: Double, y1: Double, x2: Double, y2: Double) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(pointer, &x1, &y1, &x2, &y2)
        return (x1, y1, x2, y2)
    }

    /// The bounding box of the current clip in user space: (x1, y1, x2, y2).
    package func clipExtents() -> (x1: Double, y1: Double, x2: Double, y2: Double) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(pointer, &x1, &y1, &x2, &y2)
        return (x1, y1, x2, y2)
    }

    /// Adds glyph outlines to the current path (for fills, strokes, clips and masks): on an image,
    /// the outlines GlyphOutlines keeps, with the fixed-point values Cairo's `cairo_glyph_path`
    /// would give; elsewhere, or where it cannot, through Cairo.
    package func appendGlyphs(_ glyphs: [PlacedGlyph], font: CairoFont) {
        if GlyphOutlines.append(glyphs, font: font, to: self) { return }
        withCairoGlyphs(glyphs) { glyphs, count in
            GlyphCacheLock.withLock {
                fontApplied = true
                font.apply(to: pointer)
                cairo_glyph_path(pointer, glyphs, count)
            }
        }
    }

    /// Fills glyphs with the current source.
    package func showGlyphs(_ glyphs: [PlacedGlyph], font: CairoFont) {
        withCairoGlyphs(glyphs) { glyphs, count in
            GlyphCacheLock.withLock {
                fontApplied = true
                font.apply(to: pointer)
                cairo_show_glyphs(pointer, glyphs, count)
            }
        }
    }

    private func withCairoGlyphs(_ glyphs: [PlacedGlyph], _ body: (UnsafePointer<cairo_glyph_t>, Int32) -> Void) {
        let cg = glyphs.map { cairo_glyph_t(index: UInt($0.id), x: $0.x, y: $0.y) }
        cg.withUnsafeBufferPointer { body($0.baseAddress!, Int32($0.count)) }
    }

    package func fill(preserve: Bool = false) { preserve ? cairo_fill_preserve(pointer) : cairo_fill(pointer) }
    package func clip() { cairo_clip(pointer) }
    package func paint() { cairo_paint(pointer) }
    /// Paints the source at a constant opacity.
    package func paint(alpha: Double) { cairo_paint_with_alpha(pointer, alpha) }

    /// Strokes the current path with round joins and caps (so a stroke is the exact offset outline).
    package func stroke(width: Double, preserve: Bool = false) {
        cairo_set_line_width(pointer, width)
        cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND)
        preserve ? cairo_stroke_preserve(pointer) : cairo_stroke(pointer)
    }

    package func pushGroup() { cairo_push_group(pointer) }
    /// Ends a group and makes it the source.
    package func popGroupToSource() { withFontLock { cairo_pop_group_to_source(pointer) } }  // restores a state (restore())

    /// Paints the current source through an A8 surface placed at (x, y) in user space.
    package func mask(_ surface: CairoSurface, x: Double, y: Double) {
        cairo_mask_surface(pointer, surface.pointer, x, y)
    }

    /// Paints an image surface at (x, y) in user space.
    package func paintSurface(_ surface: CairoSurface, x: Double, y: Double) {
        cairo_set_source_surface(pointer, surface.pointer, x, y)
        cairo_paint(pointer)
    }
}
