import CairoGraphics
import Foundation
import SpecModel
import SpecScene

/// Drop shadows, glows and inner shadows: the shape's alpha mask at device scale (padded by 3σ),
/// grown or shrunk by the outset, blurred, and composited in the shadow's colour.
enum ShadowCommand {
    static func draw(_ layer: ShadowLayer, in ctx: DrawContext) throws {
        let sigma = layer.blur * ctx.scale / 2
        let pad = Int((3 * sigma).rounded(.up)) + 2
        let w = ctx.deviceWidth + 2 * pad, h = ctx.deviceHeight + 2 * pad

        // The caster, moved by the offset, as coverage 0…1.
        var mask = try coverage(layer.shape, outset: layer.outset, offset: layer.offset, width: w, height: h, pad: pad, ctx: ctx)
        if layer.inner {
            // Light everywhere but the (shrunk, moved) shape: the inside edge casts the shadow.
            for i in mask.indices { mask[i] = 1 - mask[i] }
        }
        if sigma > 0 { Blur.apply(&mask, width: w, height: h, sigma: sigma) }
        if layer.inner {
            // Keep it inside the shape as drawn.
            let inside = try coverage(layer.shape, outset: 0, offset: SpecModel.Point(0, 0), width: w, height: h, pad: pad, ctx: ctx)
            for i in mask.indices { mask[i] *= inside[i] }
        }

        let surface = try CairoSurface(width: w, height: h, format: .a8)
        surface.withPixels { data, stride in
            for y in 0..<h {
                for x in 0..<w { data[y * stride + x] = UInt8(max(0, min(255, (mask[y * w + x] * 255).rounded()))) }
            }
        }
        let cairo = ctx.cairo
        cairo.save()
        defer { cairo.restore() }
        cairo.identityMatrix()
        let c = layer.color
        cairo.setSource(r: c.r, g: c.g, b: c.b, a: c.a)
        cairo.mask(surface, x: Double(-pad), y: Double(-pad))
    }

    /// Renders the shape into an A8 surface and reads it back as floats. Growing strokes the
    /// outline (round joins: the exact offset curve); shrinking cuts such a stroke away.
    private static func coverage(_ shape: Shape, outset: Double, offset: SpecModel.Point, width: Int, height: Int,
                                 pad: Int, ctx: DrawContext) throws -> [Float] {
        let surface = try CairoSurface(width: width, height: height, format: .a8)
        let cairo = try CairoContext(surface)
        cairo.translate(Double(pad), Double(pad))
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
        var out = [Float](repeating: 0, count: width * height)
        surface.withPixels { data, stride in
            for y in 0..<height {
                for x in 0..<width { out[y * width + x] = Float(data[y * stride + x]) / 255 }
            }
        }
        return out
    }
}
