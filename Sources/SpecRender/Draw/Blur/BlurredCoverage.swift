import CairoGraphics
import RenderSupport
import SpecModel
import SpecScene

/// A shape's coverage over a region of device pixels, grown or shrunk by an outset, moved by an
/// offset and blurred: the mask a shadow is composited through (ShadowCommand) and the ink the
/// cut-effect warning weighs (Plan/EffectCut), rasterised and blurred the same way for both.
enum BlurredCoverage {
    /// A rectangle of device pixels (it may start left of or above the image, by up to the pad).
    struct Region { var x: Int, y: Int, width: Int, height: Int }

    /// Renders the shape into an A8 surface and blurs it by `sigma` (0: none) into coverage 0…1
    /// (`inverted`: 1 − coverage); the bytes become floats inside the blur's first pass.
    static func mask(_ shape: Shape, outset: Double, offset: SpecModel.Point, region: Region, sigma: Double,
                     ctx: DrawContext, workers: Int, inverted: Bool = false) throws -> [Float] {
        let surface = try coverageSurface(shape, outset: outset, offset: offset, region: region, ctx: ctx)
        let table = inverted ? inverseFromByte : fromByte
        return surface.withPixels { data, stride in
            Blur.apply(coverage: data, stride: stride, table: table, width: region.width, height: region.height,
                       sigma: sigma, workers: workers)
        }
    }

    /// The shape as A8 coverage over the region. Growing strokes the outline (round joins: the
    /// exact offset curve); shrinking cuts such a stroke away.
    static func coverageSurface(_ shape: Shape, outset: Double, offset: SpecModel.Point, region: Region,
                                ctx: DrawContext) throws -> CairoSurface {
        let (width, height) = (region.width, region.height)
        let surface = try CairoSurface(width: width, height: height, format: .a8)
        if try fromCache(shape, outset: outset, offset: offset, region: region, ctx: ctx, into: surface) { return surface }
        let cairo = try CairoContext(surface)
        cairo.translate(Double(-region.x), Double(-region.y))
        cairo.scale(ctx.scale, ctx.scale)
        cairo.translate(offset.x, offset.y)
        cairo.setSource(r: 0, g: 0, b: 0, a: 1)
        cairo.newPath()
        try ctx.appendPath(shape, to: cairo)
        cairo.fill(preserve: true)
        if outset > 0 {
            cairo.stroke(width: 2 * outset)
        } else if outset < 0 {
            cairo.setOperator(.destinationOut)
            cairo.stroke(width: -2 * outset)
        }
        cairo.newPath()
        try cairo.status()
        return surface
    }

    /// Text's caster from the masks the stroke and the fill share (CoverageCache): the glyphs
    /// filled, then stroked twice the outset wide over them, each moved by the offset, as the
    /// rasterisation above would draw them. Only for an offset of whole device pixels (a mask moves
    /// exactly only by those) and a caster that grows or keeps its size; false when it cannot.
    private static func fromCache(_ shape: Shape, outset: Double, offset: SpecModel.Point, region: Region,
                                  ctx: DrawContext, into surface: CairoSurface) throws -> Bool {
        let dx = offset.x * ctx.scale, dy = offset.y * ctx.scale
        guard outset >= 0, dx == dx.rounded(), dy == dy.rounded(), abs(dx) < 1e6, abs(dy) < 1e6,
              let cache = ctx.coverage, let filled = try cache.fill(shape, ctx: ctx) else { return false }
        var masks = [filled]
        if outset > 0 {
            guard let stroked = try cache.stroke(shape, width: 2 * outset, ctx: ctx) else { return false }
            masks.append(stroked)
        }
        let cairo = try CairoContext(surface)
        for mask in masks {
            cairo.paintSurface(mask.surface, x: Double(mask.x + Int(dx) - region.x), y: Double(mask.y + Int(dy) - region.y))
        }
        try cairo.status()
        return true
    }

    /// A8 bytes as coverage: the same `Float(b) / 255` a division would give, looked up.
    static let fromByte: [Float] = (0...255).map { Float($0) / 255 }
    /// The light an inner shadow's caster lets through: 1 − coverage.
    private static let inverseFromByte: [Float] = fromByte.map { 1 - $0 }
}
