import CairoGraphics
import SpecScene

/// Text's coverage, rasterised once per drawing and shared by the commands that need it.
///
/// A title with an outside stroke and a shadow rasterised its glyph outlines five times: the
/// shadow's caster filled them and stroked them at twice the stroke's width, the stroke stroked
/// them again, its cut filled them again (CoverageMask), and the fill filled them. Cairo's scan
/// converter was a fifth of a title's instructions and two fifths of a CJK font's CPU time. Here
/// the glyphs filled and the glyphs stroked are two A8 masks, each made once, which the caster,
/// the stroke, its cut and the fill all draw through: two rasterisations instead of five.
///
/// The bytes are the ones each command drew on its own. A mask is the shape rasterised exactly as
/// the command rasterised it (Cairo's scan converter gives the same coverage to a path moved by
/// whole device pixels: its coordinates are 24.8 fixed point), so the caster, moved by a whole-pixel
/// offset, is the same; a fractional offset draws it directly as before. A paint goes through a
/// mask with the arithmetic Cairo's own fill of that coverage uses (MaskedPaint: an opaque colour
/// by CoverageLerp.fill, a gradient through `cairo_mask`); a translucent colour is filled directly.
/// `CoverageCacheTests` draws titles both ways. Only glyph runs are kept (boxes and paths are a few
/// edges, cheaper to draw again than to look up), and only while they lie near the canvas.
final class CoverageCache {
    /// An A8 mask whose top-left pixel falls at (x, y) in device pixels (possibly left of or above
    /// the canvas: a shadow's caster may lie beyond the edge).
    struct Mask {
        let surface: CairoSurface
        let x: Int
        let y: Int
    }

    private struct Key: Hashable {
        let runs: [GlyphRun]
        /// 0: the glyphs filled; else the outline stroked this wide (points, round joins and caps).
        let strokeWidth: Double
    }

    /// Masks reach at most this far past the canvas: a shadow's blur pads by 3σ + 2 pixels, and a
    /// shape farther out than this is drawn the direct way.
    private static let margin = 1024

    private var masks: [Key: Mask?] = [:]

    /// The glyphs' coverage filled, or nil for a shape that is not glyphs, lies far outside the
    /// canvas or covers nothing.
    func fill(_ shape: Shape, ctx: DrawContext) throws -> Mask? {
        try mask(shape, strokeWidth: 0, ctx: ctx)
    }

    /// The glyph outlines stroked `width` points wide (both sides of the outline, as
    /// `CairoContext.stroke(width:)` draws it), or nil as `fill`.
    func stroke(_ shape: Shape, width: Double, ctx: DrawContext) throws -> Mask? {
        guard width > 0 else { return nil }
        return try mask(shape, strokeWidth: width, ctx: ctx)
    }

    private func mask(_ shape: Shape, strokeWidth: Double, ctx: DrawContext) throws -> Mask? {
        guard case .glyphs(let runs) = shape else { return nil }
        let key = Key(runs: runs, strokeWidth: strokeWidth)
        if let known = masks[key] { return known }
        let made = try Self.rasterise(shape, strokeWidth: strokeWidth, ctx: ctx)
        masks[key] = made
        return made
    }

    private static func rasterise(_ shape: Shape, strokeWidth: Double, ctx: DrawContext) throws -> Mask? {
        // Extents measured on an unbounded surface, so that no glyph beyond the canvas is left out.
        let scratch = try CairoContext(CairoSurface(unboundedAlpha: ()))
        try ctx.appendPath(shape, to: scratch)
        let e = scratch.pathExtents()
        guard e.x2 > e.x1, e.y2 > e.y1 else { return nil }
        let s = ctx.scale, reach = strokeWidth / 2
        let x0 = Int(((e.x1 - reach) * s).rounded(.down)) - 1, y0 = Int(((e.y1 - reach) * s).rounded(.down)) - 1
        let x1 = Int(((e.x2 + reach) * s).rounded(.up)) + 1, y1 = Int(((e.y2 + reach) * s).rounded(.up)) + 1
        guard x0 >= -margin, y0 >= -margin, x1 <= ctx.deviceWidth + margin, y1 <= ctx.deviceHeight + margin else { return nil }
        let surface = try CairoSurface(width: x1 - x0, height: y1 - y0, format: .a8)
        let cairo = try CairoContext(surface)
        cairo.translate(Double(-x0), Double(-y0))
        cairo.scale(s, s)
        cairo.setSource(r: 0, g: 0, b: 0, a: 1)
        try ctx.appendPath(shape, to: cairo)
        if strokeWidth > 0 { cairo.stroke(width: strokeWidth) } else { cairo.fill() }
        try cairo.status()
        return Mask(surface: surface, x: x0, y: y0)
    }
}
