import CairoGraphics
import SpecScene

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
