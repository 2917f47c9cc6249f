import CairoGraphics

/// Replaces pixels by a source through a coverage mask, as Cairo's SOURCE operator does for an
/// antialiased fill: where the coverage c is partial, pixel = dst · (255 − c) / 255 + src · c / 255,
/// each product rounded as pixman rounds it and the sum saturated; where c is 255 the source
/// replaces the pixel, where it is 0 the pixel stays. Cairo 1.16 does this span by span
/// (`_inplace_src_spans`: an OUT_REVERSE by the coverage, then an ADD of the source through it),
/// each span a call on pixman's general path that zeroes a 24 KB scanline buffer; done here over
/// the shape's box in one pass, the bytes are the same.
enum CoverageLerp {
    /// `coverage` falls at (`x`, `y`) of `target`; `source` is the size of `target` (its pixels are
    /// read where the coverage falls). Premultiplied ARGB32 but the A8 coverage.
    static func apply(_ source: CairoSurface, through coverage: CairoSurface, onto target: CairoSurface, x: Int, y: Int) {
        let width = coverage.width, height = coverage.height
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(target.width, x + width), y1 = min(target.height, y + height)
        guard x1 > x0, y1 > y0 else { return }
        coverage.withPixels { mask, maskStride in
            source.withPixels { src, srcStride in
                target.withPixels { dst, dstStride in
                    for row in y0..<y1 {
                        let m = mask + (row - y) * maskStride
                        let s = UnsafeMutableRawPointer(src + row * srcStride).assumingMemoryBound(to: UInt32.self)
                        let d = UnsafeMutableRawPointer(dst + row * dstStride).assumingMemoryBound(to: UInt32.self)
                        var column = x0
                        while column < x1 {
                            // Eight coverage bytes at a time: a box is mostly runs of 0 (left as
                            // they are) and of 255 (the source copied), and only its edges lerp.
                            if column + 8 <= x1 {
                                let eight = UnsafeRawPointer(m + (column - x)).loadUnaligned(as: UInt64.self)
                                if eight == 0 { column += 8; continue }
                                if eight == .max {
                                    (d + column).update(from: s + column, count: 8)
                                    column += 8
                                    continue
                                }
                            }
                            let c = UInt32(m[column - x])
                            if c == 255 {
                                d[column] = s[column]
                            } else if c != 0 {
                                d[column] = lerp(d[column], s[column], c)
                            }
                            column += 1
                        }
                    }
                }
            }
        }
    }

    /// An opaque colour (`word`, premultiplied ARGB32) through `mask` onto the pixels the context
    /// draws into, within its clip: what Cairo 1.16 does for an antialiased fill of an opaque colour
    /// (`_fill_xrgb32_lerp_opaque_spans`, span by span: the colour where the coverage is full, else
    /// `fillLerp`), here in one pass over the mask. False, with nothing drawn, when the
    /// clip or the target is one it cannot write exactly (CairoContext.withTargetPixels).
    static func fill(_ word: UInt32, through mask: CoverageCache.Mask, in cairo: CairoContext) -> Bool {
        guard let clips = cairo.deviceClipRectangles() else { return false }
        let (maskWidth, maskHeight) = (mask.surface.width, mask.surface.height)
        return mask.surface.withPixels { coverage, coverageStride in
            cairo.withTargetPixels { pixels, stride, width, height, offsetX, offsetY in
                for clip in clips {
                    // Device pixels; the surface holds device (x, y) at (x + offsetX, y + offsetY).
                    let x0 = max(clip.x, mask.x, -offsetX), y0 = max(clip.y, mask.y, -offsetY)
                    let x1 = min(clip.x + clip.width, mask.x + maskWidth, width - offsetX)
                    let y1 = min(clip.y + clip.height, mask.y + maskHeight, height - offsetY)
                    guard x1 > x0, y1 > y0 else { continue }
                    for y in y0..<y1 {
                        let m = coverage + (y - mask.y) * coverageStride - mask.x
                        let d = UnsafeMutableRawPointer(pixels + (y + offsetY) * stride).assumingMemoryBound(to: UInt32.self) + offsetX
                        var x = x0
                        while x < x1 {
                            // Eight coverage bytes at a time, as in `apply`.
                            if x + 8 <= x1 {
                                let eight = UnsafeRawPointer(m + x).loadUnaligned(as: UInt64.self)
                                if eight == 0 { x += 8; continue }
                                if eight == .max {
                                    (d + x).update(repeating: word, count: 8)
                                    x += 8
                                    continue
                                }
                            }
                            let c = UInt32(m[x])
                            if c != 0 { d[x] = c == 255 ? word : fillLerp(d[x], word, c) }
                            x += 1
                        }
                    }
                }
            }
        }
    }

    /// Cairo's own lerp for an opaque fill (`lerp8x4`): `src` in by `c` plus `dst` in by 255 − `c`,
    /// per channel, each product rounded with 0x7f where pixman's MUL_UN8 adds 0x80, the sum
    /// saturated.
    @inline(__always)
    static func fillLerp(_ dst: UInt32, _ src: UInt32, _ c: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let d = (dst >> UInt32(shift)) & 0xFF, s = (src >> UInt32(shift)) & 0xFF
            out |= min(255, cairoMultiply(s, c) + cairoMultiply(d, 255 - c)) << UInt32(shift)
        }
        return out
    }

    /// a · b / 255 as Cairo's image compositor rounds it (`mul8x2_8`, ONE_HALF 0x7f).
    @inline(__always)
    static func cairoMultiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a * b + 0x7F
        return (t + (t >> 8)) >> 8
    }

    /// `dst` out by `c`, plus `src` in by `c`, per 8-bit channel.
    @inline(__always)
    static func lerp(_ dst: UInt32, _ src: UInt32, _ c: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let d = (dst >> UInt32(shift)) & 0xFF, s = (src >> UInt32(shift)) & 0xFF
            let sum = multiply(d, 255 - c) + multiply(s, c)
            out |= min(255, sum) << UInt32(shift)
        }
        return out
    }

    /// a · b / 255, rounded as pixman's MUL_UN8.
    @inline(__always)
    static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a * b + 0x80
        return ((t >> 8) + t) >> 8
    }
}
