import CairoGraphics
import SpecScene

/// A shape's coverage as an A8 surface over the device pixels it touches (within the canvas), so
/// one composite can apply it: a fill with a clearing operator such as DEST_OUT goes through
/// pixman's general path once per span (each call zeroing a 24 KB scanline buffer: 2,217 calls and
/// a third of a title's instructions), where compositing through this mask is one call. The mask
/// is rasterised as the fill would be (the same scan converter, antialiasing and pixel grid), so
/// the pixels it makes are the same.
struct CoverageMask {
    let surface: CairoSurface
    /// Where the mask's top-left pixel falls, in device pixels.
    let x: Int
    let y: Int

    /// Nil when the shape covers no pixel of the canvas.
    init?(_ shape: Shape, ctx: DrawContext) throws {
        let cairo = ctx.cairo
        cairo.newPath()
        try ctx.appendPath(shape, to: cairo)
        let e = cairo.pathExtents()
        cairo.newPath()
        let s = ctx.scale
        let x0 = max(0, Int((e.x1 * s).rounded(.down)) - 1), y0 = max(0, Int((e.y1 * s).rounded(.down)) - 1)
        let x1 = min(ctx.deviceWidth, Int((e.x2 * s).rounded(.up)) + 1)
        let y1 = min(ctx.deviceHeight, Int((e.y2 * s).rounded(.up)) + 1)
        guard x1 > x0, y1 > y0 else { return nil }
        surface = try CairoSurface(width: x1 - x0, height: y1 - y0, format: .a8)
        let mask = try CairoContext(surface)
        mask.translate(Double(-x0), Double(-y0))
        mask.scale(s, s)
        mask.setSource(r: 0, g: 0, b: 0, a: 1)
        try ctx.appendPath(shape, to: mask)
        mask.fill()
        try mask.status()
        (x, y) = (x0, y0)
    }
}
