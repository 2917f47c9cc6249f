import CBoxBlur
import CairoGraphics
import RenderSupport
import SpecModel
import SpecScene

/// Drop shadows, glows and inner shadows: the shape's alpha mask at device scale (padded by 3σ),
/// grown or shrunk by the outset, blurred, and composited in the shadow's colour.
enum ShadowCommand {
    static func draw(_ layer: ShadowLayer, in ctx: DrawContext) throws {
        let sigma = layer.sigma(scale: ctx.scale)
        let pad = Int((3 * sigma).rounded(.up)) + 2
        // Only the device pixels the shadow can reach get a mask: everything else is zero, and a
        // small glowing title on a large canvas should not cost a canvas-sized blur.
        guard let region = try reach(layer, pad: pad, ctx: ctx) else { return }
        let (w, h) = (region.width, region.height)

        // The caster, moved by the offset, as coverage 0…1. An inner shadow's light falls everywhere
        // but the (shrunk, moved) shape, so its inside edge casts the shadow.
        var mask = try BlurredCoverage.mask(layer.shape, outset: layer.outset, offset: layer.offset, region: region,
                                            sigma: sigma, ctx: ctx, workers: ctx.blurWorkers, inverted: layer.inner)
        if layer.inner {
            // Keep it inside the shape as drawn, read straight from the shape's A8 pixels.
            let inside = try BlurredCoverage.coverageSurface(layer.shape, outset: 0, offset: SpecModel.Point(0, 0),
                                                             region: region, ctx: ctx)
            let fromByte = BlurredCoverage.fromByte
            inside.withPixels { data, stride in
                for y in 0..<h {
                    for x in 0..<w { mask[y * w + x] *= fromByte[Int(data[y * stride + x])] }
                }
            }
        }

        let cairo = ctx.cairo
        cairo.save()
        defer { cairo.restore() }
        cairo.identityMatrix()
        if ctx.vector {
            // A document gets the shadow as a coloured image with its own alpha (in PDF, an image
            // with an /SMask, which every viewer draws). The colour painted through an A8 mask
            // (cairo_mask) becomes, in PDF, a soft-mask group wrapped around a rectangle of the
            // colour: a viewer that drops the group shows that rectangle, the grey box issue 8
            // reports from Splash-based viewers (pdftoppm).
            cairo.paintSurface(try tinted(mask, width: w, height: h, color: layer.color), x: Double(region.x), y: Double(region.y))
        } else {
            let c = layer.color
            cairo.setSource(r: c.r, g: c.g, b: c.b, a: c.a)
            cairo.mask(try maskSurface(mask, width: w, height: h, workers: ctx.blurWorkers), x: Double(region.x), y: Double(region.y))
        }
    }

    /// The blurred mask as an A8 surface, for compositing the colour through it; a large mask's rows
    /// split among the blur's threads (a title's is a fifth of its shadow's instructions).
    private static func maskSurface(_ mask: [Float], width w: Int, height h: Int, workers: Int) throws -> CairoSurface {
        let surface = try CairoSurface(width: w, height: h, format: .a8)
        let parts = w * h >= Blur.parallelPixels ? max(1, min(workers, h)) : 1
        surface.withPixels { data, stride in
            mask.withUnsafeBufferPointer { floats in
                nonisolated(unsafe) let (data, floats) = (data, floats)
                DispatchQueue.concurrentPerform(iterations: parts) { part in
                    for y in (h * part / parts)..<(h * (part + 1) / parts) {
                        if w > 0 { rs_coverage_bytes(floats.baseAddress! + y * w, data + y * stride, w) }
                    }
                }
            }
        }
        return surface
    }

    /// The blurred mask as the shadow itself: `color` with the mask's coverage times its alpha, in
    /// Cairo's premultiplied ARGB32.
    private static func tinted(_ mask: [Float], width w: Int, height h: Int, color c: RGBA) throws -> CairoSurface {
        let surface = try CairoSurface(width: w, height: h, format: .argb32)
        surface.withPixels { data, stride in
            for y in 0..<h {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w {
                    let a = max(0, min(1, Double(mask[y * w + x]) * c.a))
                    func channel(_ v: Double) -> UInt32 { UInt32((max(0, min(1, v)) * a * 255).rounded()) }
                    row[x] = UInt32((a * 255).rounded()) << 24 | channel(c.r) << 16 | channel(c.g) << 8 | channel(c.b)
                }
            }
        }
        return surface
    }

    /// The device pixels a shadow can touch: the caster's extents, moved by the offset and grown by
    /// the outset (an inner shadow: the shape itself, grown by how far the offset reaches), plus the
    /// pad the blur needs; within the image and its pad, since a caster beyond the image edge still
    /// throws light into it. Nil when nothing can show.
    private static func reach(_ layer: ShadowLayer, pad: Int, ctx: DrawContext) throws -> BlurredCoverage.Region? {
        // Unbounded, so no glyph is left out of the outline whose extents are measured.
        let scratch = try CairoContext(CairoSurface(unboundedAlpha: ()))
        scratch.newPath()
        try ctx.appendPath(layer.shape, to: scratch)
        let e = scratch.pathExtents()
        guard e.x2 > e.x1 || e.y2 > e.y1 else { return nil }
        let s = ctx.scale
        let dx = layer.inner ? 0 : layer.offset.x, dy = layer.inner ? 0 : layer.offset.y
        let growX = Double(pad) + 1 + (layer.inner ? abs(layer.offset.x) : max(0, layer.outset)) * s
        let growY = Double(pad) + 1 + (layer.inner ? abs(layer.offset.y) : max(0, layer.outset)) * s
        let x0 = max(-pad, Int(((e.x1 + dx) * s - growX).rounded(.down)))
        let y0 = max(-pad, Int(((e.y1 + dy) * s - growY).rounded(.down)))
        let x1 = min(ctx.deviceWidth + pad, Int(((e.x2 + dx) * s + growX).rounded(.up)))
        let y1 = min(ctx.deviceHeight + pad, Int(((e.y2 + dy) * s + growY).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        return BlurredCoverage.Region(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
