import CairoGraphics
import SpecScene

/// Fills a path, or glyph runs, in a paint. Glyphs go to SVG and PDF through cairo_show_glyphs, so
/// they stay text there. An instance of a variable font is set in a static copy of that instance
/// (FontCache.textFont): Cairo 1.16 embeds the font file's default instance in a PDF whatever
/// instance the text was set in (a thin weight came out regular), and chose how to embed it from
/// the variations another job had last set on the shared face (two different files from one spec);
/// where HarfBuzz cannot make the copy, the instance's glyphs are filled as outlines.
/// On images Cairo's show_glyphs snaps every glyph to whole device pixels,
/// which would move letters by up to half a pixel differently at @1x, @2x and @3x; filling the
/// glyph outlines keeps the unrounded positions, so each scale is the same drawing at its resolution.
enum FillCommand {
    static func draw(_ shape: Shape, _ paint: Paint, in ctx: DrawContext) throws {
        let cairo = ctx.cairo
        cairo.save()
        defer { cairo.restore() }
        switch shape {
        case .glyphs(let runs) where runs.contains(where: { $0.colorGlyphs == .keep }):
            // Colour glyphs in their own colours, untouched by the paint; the rest as text.
            let outlines = runs.filter { $0.colorGlyphs != .keep }
            if !outlines.isEmpty { try draw(.glyphs(outlines), paint, in: ctx) }
            for run in runs where run.colorGlyphs == .keep {
                try ColorGlyphPainter.draw(run.glyphs.map(\.placed), font: try ctx.fonts.font(run.font), on: cairo) {
                    try ctx.setSource(paint, on: cairo)
                }
            }
        case .glyphs(let runs) where ctx.vector && runs.allSatisfy({ $0.colorGlyphs == nil }) && ctx.fonts.setsAsText(runs):
            try ctx.setSource(paint, on: cairo)
            for run in runs { cairo.showGlyphs(run.glyphs.map(\.placed), font: try ctx.fonts.textFont(run.font)!) }
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

