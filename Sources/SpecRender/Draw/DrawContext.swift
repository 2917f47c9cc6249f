import CairoGraphics
import SpecModel
import SpecScene

/// What every draw command needs: the Cairo context (user space in points), the scale to device
/// pixels, the device size, and the fonts.
struct DrawContext {
    let cairo: CairoContext
    let scale: Double
    let deviceWidth: Int
    let deviceHeight: Int
    let fonts: FontCache
    /// Drawing into an SVG or PDF document rather than pixels.
    let vector: Bool
    /// Threads each blur may use.
    var blurWorkers = 1

    /// Adds a shape's outline to the current path.
    func appendPath(_ shape: Shape, to ctx: CairoContext) throws {
        switch shape {
        case .path(let path):
            ctx.append(path.elements.map(\.op))
        case .glyphs(let runs):
            for run in runs {
                ctx.appendGlyphs(run.glyphs.map(\.placed), font: try fonts.font(run.font))
            }
        case .box(let box):
            // Snapped to this context's device pixels (PixelBox.swift).
            ctx.append(box.path(scale: scale).elements.map(\.op))
        }
    }

    /// Sets a paint as the source of `ctx`.
    func setSource(_ paint: Paint, on ctx: CairoContext) throws {
        switch paint {
        case .solid(let c):
            ctx.setSource(r: c.r, g: c.g, b: c.b, a: c.a)
        case .linear(let start, let end, let stops):
            ctx.setSource(try CairoPattern.linear(x0: start.x, y0: start.y, x1: end.x, y1: end.y, stops: stops.map(\.cairo)))
        case .radial(let center, let radius, let stops):
            ctx.setSource(try CairoPattern.radial(cx: center.x, cy: center.y, radius: radius, stops: stops.map(\.cairo)))
        case .gloss(let gloss, let top, let height):
            ctx.setSource(try RowPattern.gloss(gloss, top: top, height: height, scale: scale))
        case .rows(let fill, let box):
            ctx.setSource(try RowPattern.rows(fill, over: box, scale: scale))
        }
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
