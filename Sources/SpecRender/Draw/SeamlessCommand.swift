import CairoGraphics
import SpecScene

/// Chrome drawn as one layer without seams (DrawCommand.seamless). Where a ring meets the box inside
/// it, one antialiased edge covers a pixel partly from each side; painted over each other, the two
/// partial coverages multiply instead of adding up, and a rounded corner turns see-through (a dark
/// hairline over a dark background).
///
/// So, into a group of their own and outside in, each ring is laid as the whole rounded rect inside
/// its outer edge (the order of docs/math.md#groove-and-edge-ramps: the edge over the whole rect,
/// the groove inset by it, and so on), and every box is drawn with Cairo's SOURCE operator, which
/// replaces what is under it by its coverage: a pixel on the edge between two layers becomes
/// coverage × inner + (1 − coverage) × outer, whole; a pixel a layer covers is exactly that layer
/// (a translucent one shows the canvas through it, not the layers beneath, as rings drawn on their
/// own would). The group then goes over the canvas as one.
///
/// The chrome's outline is then a whole rounded rect rather than a ring with a hole, and Cairo's
/// rasterizer, which steps a pixel row analytically or in sub-rows depending on every edge crossing
/// that row, gives a few of its antialiased pixels an alpha a few levels different.
enum SeamlessCommand {
    static func draw(_ commands: [DrawCommand], in ctx: DrawContext, renderer: SceneRenderer) throws {
        guard !ctx.vector else {
            // SVG and PDF have no SOURCE compositing (Cairo would fall back to an image), and their
            // viewers antialias on their own: the rings and boxes are drawn as they are.
            try renderer.draw(commands, in: ctx)
            return
        }
        // The layer is a surface of our own rather than a Cairo group, so each box can be laid
        // into its pixels directly (CoverageLerp).
        let layer = try CairoSurface(width: ctx.deviceWidth, height: ctx.deviceHeight, format: .argb32)
        let layerCairo = try CairoContext(layer)
        layerCairo.scale(ctx.scale, ctx.scale)
        var layerCtx = ctx
        layerCtx.cairo = layerCairo
        // One surface for every box's paint: each box's SOURCE paint replaces all of its own
        // rectangle, and only that rectangle is read back.
        let source = try CairoSurface(width: ctx.deviceWidth, height: ctx.deviceHeight, format: .argb32)
        for command in commands {
            guard case .fill(.box(let box), let paint) = command else {
                try renderer.draw([command], in: layerCtx)
                continue
            }
            // A ring's whole rect: everything inside its outer edge; the layers inside replace its middle.
            let whole = box.ring ? PixelBox(rect: box.rect, radius: box.radius, bands: Array(box.bands.dropLast())) : box
            guard let coverage = try CoverageMask(.box(whole), ctx: layerCtx) else { continue }
            // The paint over the box's pixels, in device pixels as the canvas has them (a dithered
            // gradient's threshold pattern is anchored to them), clipped to the box.
            let sourceCairo = try CairoContext(source)
            let (x, y) = (Double(coverage.x), Double(coverage.y))
            let (w, h) = (Double(coverage.surface.width), Double(coverage.surface.height))
            sourceCairo.append([.move(x, y), .line(x + w, y), .line(x + w, y + h), .line(x, y + h), .close])
            sourceCairo.clip()
            sourceCairo.scale(ctx.scale, ctx.scale)
            var sourceCtx = ctx
            sourceCtx.cairo = sourceCairo
            // The path first: a dithered gradient is made for the path's pixels only.
            sourceCairo.newPath()
            try sourceCtx.appendPath(.box(whole), to: sourceCairo)
            try sourceCtx.setSource(paint, on: sourceCairo)
            sourceCairo.newPath()
            sourceCairo.setOperator(.source)
            sourceCairo.paint()
            try sourceCairo.status()
            CoverageLerp.apply(source, through: coverage.surface, onto: layer, x: coverage.x, y: coverage.y)
        }
        let cairo = ctx.cairo
        cairo.save()
        cairo.identityMatrix()
        cairo.paintSurface(layer, x: 0, y: 0)
        cairo.restore()
    }
}
