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
            cairo.fill()
        }
    }
}
