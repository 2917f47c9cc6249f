import CairoGraphics
import SpecModel
import SpecScene

/// Strokes an outline outside it, centred on it or inside it, as Photoshop's stroke layer style.
enum StrokeCommand {
    static func draw(_ shape: Shape, _ paint: Paint, width: Double, position: StrokePosition, in ctx: DrawContext) throws {
        let cairo = ctx.cairo
        cairo.save()
        defer { cairo.restore() }
        switch position {
        // Each path is built before its source: a dithered gradient covers the stroke's pixels only.
        case .center:
            cairo.newPath()
            try ctx.appendPath(shape, to: cairo)
            try ctx.setSource(paint, on: cairo, outset: width / 2)
            cairo.stroke(width: width)
        case .inside:
            // Twice the width, clipped to the shape: only the inner half shows.
            cairo.newPath()
            try ctx.appendPath(shape, to: cairo)
            cairo.clip()
            try ctx.appendPath(shape, to: cairo)
            try ctx.setSource(paint, on: cairo)
            cairo.stroke(width: 2 * width)
        case .outside where ctx.vector:
            try drawOutsideInDocument(shape, paint, width: width, in: ctx)
        case .outside:
            // On an image: twice the width in a group, then the shape itself cut out of it: only
            // the outer half remains, whatever the fill's opacity.
            if let stroked = try ctx.coverage?.stroke(shape, width: 2 * width, ctx: ctx) {
                // The group as large as the stroke's coverage, not the canvas: nothing is drawn
                // outside it, and a 1200×240 title's group was 1.15 MB of fresh pages to fill and
                // composite. Whole device pixels, so every pixel inside gets the same arithmetic.
                cairo.clip(toDevicePixels: stroked.x, stroked.y, width: stroked.surface.width, height: stroked.surface.height)
            }
            cairo.pushGroup()
            cairo.newPath()
            try ctx.appendPath(shape, to: cairo)
            try ctx.setSource(paint, on: cairo, outset: width)
            if let stroked = try ctx.coverage?.stroke(shape, width: 2 * width, ctx: ctx),
               try MaskedPaint.draw(paint, through: stroked, in: cairo) {
                // Text: the paint through the outline's stroked coverage, which the shadow's
                // caster shares (CoverageCache), with the stroke's own bytes.
                cairo.newPath()
            } else {
                cairo.stroke(width: 2 * width)
            }
            cairo.setOperator(.destinationOut)
            cairo.setSource(r: 0, g: 0, b: 0, a: 1)
            if let filled = try ctx.coverage?.fill(shape, ctx: ctx) {
                composite(filled, in: cairo)
            } else if let cut = try CoverageMask(shape, ctx: ctx) {
                // One composite through the shape's coverage (CoverageMask says why).
                composite(CoverageCache.Mask(surface: cut.surface, x: cut.x, y: cut.y), in: cairo)
            }
            cairo.popGroupToSource()
            cairo.paint()
        }
    }

    /// The outside stroke in an SVG or PDF: twice the width, clipped to the outside of the shape
    /// (OutsideClip says why), so the fill is never drawn over, whatever its opacity, as on an image.
    private static func drawOutsideInDocument(_ shape: Shape, _ paint: Paint, width: Double, in ctx: DrawContext) throws {
        try OutsideClip.clip(outsideOf: shape, in: ctx)
        let cairo = ctx.cairo
        cairo.newPath()
        try ctx.appendPath(shape, to: cairo)
        try ctx.setSource(paint, on: cairo, outset: width)
        cairo.stroke(width: 2 * width)
    }

    /// The current source and operator through `mask`, placed at its device pixels.
    private static func composite(_ mask: CoverageCache.Mask, in cairo: CairoContext) {
        cairo.save()
        cairo.identityMatrix()
        cairo.mask(mask.surface, x: Double(mask.x), y: Double(mask.y))
        cairo.restore()
    }
}
