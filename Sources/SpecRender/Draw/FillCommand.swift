import CairoGraphics
import SpecScene

/// Fills a path, or glyph runs, in a paint. Glyphs go to SVG and PDF through cairo_show_glyphs, so
/// they stay text there. On images Cairo's show_glyphs snaps every glyph to whole device pixels,
/// which would move letters by up to half a pixel differently at @1x, @2x and @3x; filling the
/// glyph outlines keeps the unrounded positions, so each scale is the same drawing at its resolution.
enum FillCommand {
    static func draw(_ shape: Shape, _ paint: Paint, in ctx: DrawContext) throws {
        let cairo = ctx.cairo
        cairo.save()
        defer { cairo.restore() }
        switch shape {
        case .glyphs(let runs) where ctx.vector:
            try ctx.setSource(paint, on: cairo)
            for run in runs { cairo.showGlyphs(run.glyphs.map(\.placed), font: try ctx.fonts.font(run.font)) }
        case .path, .box, .glyphs:
            // The path first: a dithered gradient is made for the path's pixels only.
            cairo.newPath()
            try ctx.appendPath(shape, to: cairo)
            try ctx.setSource(paint, on: cairo)
            // Text on an image: through the glyphs' coverage the shadow and the stroke already
            // made (CoverageCache), with the bytes the fill would give. An opaque colour is laid
            // in as Cairo lays it (CoverageLerp.fill); a gradient or pattern goes through the mask,
            // which Cairo composites with the same arithmetic as the fill's spans; a translucent
            // colour, which Cairo's fill composites another way, is filled as before.
            if !ctx.vector, let filled = try ctx.coverage?.fill(shape, ctx: ctx),
               try MaskedPaint.draw(paint, through: filled, in: cairo) {
                cairo.newPath()
            } else {
                cairo.fill()
            }
        }
    }
}

/// A paint through an A8 coverage mask with the bytes Cairo's own fill or stroke of the same
/// coverage gives: an opaque colour by CoverageLerp.fill, a gradient or pattern by `cairo_mask`;
/// false, with nothing drawn, for a translucent colour or a target CoverageLerp cannot write.
/// The paint must already be the context's source.
enum MaskedPaint {
    static func draw(_ paint: Paint, through mask: CoverageCache.Mask, in cairo: CairoContext) throws -> Bool {
        if case .solid(let c) = paint {
            guard c.a >= 1 else { return false }
            return CoverageLerp.fill(try CairoContext.argb32(r: c.r, g: c.g, b: c.b, a: c.a), through: mask, in: cairo)
        }
        cairo.save()
        cairo.identityMatrix()
        cairo.mask(mask.surface, x: Double(mask.x), y: Double(mask.y))
        cairo.restore()
        return true
    }
}
