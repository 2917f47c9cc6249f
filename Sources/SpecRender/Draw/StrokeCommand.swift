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

    /// The outside stroke in an SVG or PDF: twice the width, clipped to the outside of the shape.
    /// Neither format can cut with DEST_OUT, and Cairo would draw the whole region as a 300-dpi
    /// image instead, the text under it included; a clip is native to both. Each glyph clips on
    /// its own, as a hole in the canvas, and the clips intersect: what remains is outside every
    /// glyph, also where a script's letters overlap, so the fill is never drawn over, whatever its
    /// opacity (the image's cut does the same).
    private static func drawOutsideInDocument(_ shape: Shape, _ paint: Paint, width: Double, in ctx: DrawContext) throws {
        let cairo = ctx.cairo
        let canvas = cairo.clipExtents()
        func clipOut(_ appendHole: () throws -> Void) rethrows {
            cairo.newPath()
            try appendHole()
            // The canvas turns the other way round from the outline's outer contours, so the hole
            // is a hole by the nonzero rule as by the even-odd one: Cairo 1.16's SVG names the
            // clip's rule on the group it clips, where viewers do not look for it.
            let (x1, y1, x2, y2) = (canvas.x1 - 1, canvas.y1 - 1, canvas.x2 + 1, canvas.y2 + 1)
            let corners = signedArea(cairo.devicePath()) > 0
                ? [(x1, y1), (x1, y2), (x2, y2), (x2, y1)] : [(x1, y1), (x2, y1), (x2, y2), (x1, y2)]
            cairo.append([.move(corners[0].0, corners[0].1)] + corners.dropFirst().map { .line($0.0, $0.1) } + [.close])
            cairo.clip()
        }
        if case .glyphs(let runs) = shape {
            for run in runs {
                let font = try ctx.fonts.font(run.font)
                for glyph in run.glyphs { clipOut { cairo.appendGlyphs([glyph.placed], font: font) } }
            }
        } else {
            try clipOut { try ctx.appendPath(shape, to: cairo) }
        }
        cairo.newPath()
        try ctx.appendPath(shape, to: cairo)
        try ctx.setSource(paint, on: cairo, outset: width)
        cairo.stroke(width: 2 * width)
    }

    /// Twice the area a path encloses, positive when it turns clockwise on the page (+y down),
    /// over its control polygon: enough for the sign, which is all the clip needs.
    private static func signedArea(_ ops: [PathOp]) -> Double {
        var sum = 0.0, start = (0.0, 0.0), last = (0.0, 0.0)
        func edge(to p: (Double, Double)) { sum += last.0 * p.1 - p.0 * last.1; last = p }
        for op in ops {
            switch op {
            case .move(let x, let y): edge(to: start); start = (x, y); last = start
            case .line(let x, let y): edge(to: (x, y))
            case .curve(let a, let b, let c, let d, let e, let f): edge(to: (a, b)); edge(to: (c, d)); edge(to: (e, f))
            case .close: edge(to: start)
            }
        }
        edge(to: start)
        return sum
    }

    /// The current source and operator through `mask`, placed at its device pixels.
    private static func composite(_ mask: CoverageCache.Mask, in cairo: CairoContext) {
        cairo.save()
        cairo.identityMatrix()
        cairo.mask(mask.surface, x: Double(mask.x), y: Double(mask.y))
        cairo.restore()
    }
}
