import CairoGraphics
import SpecModel
import SpecScene

/// What every draw command needs: the Cairo context (user space in points), the scale to device
/// pixels, the device size, and the fonts.
struct DrawContext {
    var cairo: CairoContext
    let scale: Double
    let deviceWidth: Int
    let deviceHeight: Int
    let fonts: FontCache
    /// Drawing into an SVG or PDF document rather than pixels.
    let vector: Bool
    /// Threads each blur may use.
    var blurWorkers = 1
    /// Text's fill and stroke coverage, made once for the drawing (CoverageCache.swift); shared by
    /// every copy of this context, which all draw in the same device pixels. Nil: every command
    /// rasterises its own (the tests compare the two).
    var coverage: CoverageCache? = CoverageCache()

    /// Adds a shape's outline to the current path.
    func appendPath(_ shape: Shape, to ctx: CairoContext) throws {
        switch shape {
        case .path(let path):
            ctx.append(path.elements.map(\.op))
        case .glyphs(let runs):
            for run in runs {
                let font = try fonts.font(run.font)
                if run.colorGlyphs != nil {
                    // An emoji's stroke, shadow and cut follow its silhouette.
                    ctx.append(ColorGlyphSilhouettes.path(run.glyphs.map(\.placed), font: font))
                } else {
                    ctx.appendGlyphs(run.glyphs.map(\.placed), font: font)
                }
            }
        case .box(let box):
            // Snapped to this context's device pixels (PixelBox.swift).
            ctx.append(box.path(scale: scale).elements.map(\.op))
        }
    }

    /// Sets a paint as the source of `ctx`. Call it with the shape's path already built: a dithered
    /// gradient is computed only over the path's device pixels, grown by `outset` points (a stroke's
    /// reach past the outline).
    func setSource(_ paint: Paint, on ctx: CairoContext, outset: Double = 0) throws {
        switch paint {
        case .solid(let c):
            ctx.setSource(r: c.r, g: c.g, b: c.b, a: c.a)
        case .linear(let start, let end, let stops, let dither):
            if let pattern = try dithered(.linear(start: start, end: end), stops, dither, on: ctx, outset: outset) {
                ctx.setSource(pattern)
            } else {
                ctx.setSource(try CairoPattern.linear(x0: start.x, y0: start.y, x1: end.x, y1: end.y, stops: stops.map(\.cairo)))
            }
        case .radial(let center, let radius, let stops, let dither):
            if let pattern = try dithered(.radial(center: center, radius: radius), stops, dither, on: ctx, outset: outset) {
                ctx.setSource(pattern)
            } else {
                ctx.setSource(try CairoPattern.radial(cx: center.x, cy: center.y, radius: radius, stops: stops.map(\.cairo)))
            }
        case .gloss(let gloss, let top, let height):
            ctx.setSource(try RowPattern.gloss(gloss, top: top, height: height, scale: scale))
        case .rows(let fill, let box):
            ctx.setSource(try RowPattern.rows(fill, over: box, scale: scale))
        }
    }
}

extension DrawContext {
    /// The dithered source for a gradient on an image, or nil to let Cairo draw it: SVG and PDF
    /// keep the gradient as a gradient (the viewer renders it, at its own depth), and so do
    /// gradients whose steps are narrow enough (docs/math.md#gradient-dither).
    private func dithered(_ geometry: GradientDither.Geometry, _ stops: [GradientStop], _ dither: Bool?,
                          on ctx: CairoContext, outset: Double) throws -> CairoPattern? {
        guard !vector else { return nil }
        let m = ctx.matrix()
        guard GradientDither.wanted(dither, geometry, stops: stops, userToDevice: m),
              let region = ditherRegion(on: ctx, matrix: m, outset: outset) else { return nil }
        return try GradientDither.pattern(geometry, stops: stops, region: region, userToDevice: m)
    }

    /// The device pixels the current path (grown by `outset`) can touch inside the clip and the image.
    private func ditherRegion(on ctx: CairoContext, matrix m: AffineMatrix, outset: Double) -> GradientDither.Region? {
        let path = ctx.pathExtents(), clip = ctx.clipExtents()
        let x1 = max(path.x1 - outset, clip.x1), y1 = max(path.y1 - outset, clip.y1)
        let x2 = min(path.x2 + outset, clip.x2), y2 = min(path.y2 + outset, clip.y2)
        guard x1 < x2, y1 < y2 else { return nil }
        let corners = [m.apply(x1, y1), m.apply(x2, y1), m.apply(x1, y2), m.apply(x2, y2)]
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        // One pixel more on each side: the antialiased edge may touch the pixel a rounding leaves out.
        let left = max(0, Int((corners.map(\.x).min()! - 1).rounded(.down)))
        let top = max(0, Int((corners.map(\.y).min()! - 1).rounded(.down)))
        let right = min(deviceWidth, Int((corners.map(\.x).max()! + 1).rounded(.up)))
        let bottom = min(deviceHeight, Int((corners.map(\.y).max()! + 1).rounded(.up)))
        guard left < right, top < bottom else { return nil }
        return GradientDither.Region(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension PathElement {
    var op: PathOp {
        switch self {
        case .move(let p): return .move(p.x, p.y)
        case .line(let p): return .line(p.x, p.y)
        case .curve(let a, let b, let c): return .curve(a.x, a.y, b.x, b.y, c.x, c.y)
        case .close: return .close
        }
    }
}

extension Glyph {
    var placed: PlacedGlyph { PlacedGlyph(id: id, x: x, y: y) }
}

extension GradientStop {
    var cairo: ColorStop { ColorStop(offset: at, r: color.r, g: color.g, b: color.b, a: color.a) }
}
