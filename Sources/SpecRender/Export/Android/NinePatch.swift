import CairoGraphics
import PNGCodec
import SpecModel
import SpecScene

/// An Android 9-patch (`name.9.png`): the image with a one-pixel transparent frame around it whose
/// opaque black pixels are the guides — on the top and left edges the columns and rows that
/// stretch, on the bottom and right edges the content area (the padding a View puts its text in).
/// Every run is in the image's own pixels, without the frame.
struct NinePatch: Equatable {
    var stretchX: Range<Int>
    var stretchY: Range<Int>
    var contentX: Range<Int>
    var contentY: Range<Int>
    /// Set when the content box did not fit the minimal image and the stretch area stands in for it.
    var contentFallback = false

    /// The guides of `plan`'s minimal image at `scale`, `content` being the box (in the minimal
    /// image's points) the content goes in.
    init(plan: StretchPlan, content: Rect, scale: Double, pixels: (width: Int, height: Int)) {
        let mode = plan.mode
        let acrossStretches = mode == .ninePart || mode == .threePartHorizontal
        let downStretches = mode == .ninePart || mode == .threePartVertical
        stretchX = acrossStretches ? Self.middle(cap: plan.caps.left, scale: scale) : 0..<pixels.width
        stretchY = downStretches ? Self.middle(cap: plan.caps.top, scale: scale) : 0..<pixels.height
        contentX = Self.run(content.minX, content.maxX, scale: scale, length: pixels.width)
        contentY = Self.run(content.minY, content.maxY, scale: scale, length: pixels.height)
        if contentX.isEmpty { contentX = stretchX; contentFallback = true }
        if contentY.isEmpty { contentY = stretchY; contentFallback = true }
    }

    init(stretchX: Range<Int>, stretchY: Range<Int>, contentX: Range<Int>, contentY: Range<Int>) {
        self.stretchX = stretchX; self.stretchY = stretchY; self.contentX = contentX; self.contentY = contentY
    }

    /// The pixels wholly inside the one-point middle after the cap: at 1.5× a 13 pt cap ends at
    /// 19.5 px, and pixel 19 still holds a sliver of the corner, so only pixel 20 may repeat. Where
    /// no pixel is wholly inside (a fractional margin at 1×), the nearest one is taken.
    static func middle(cap: Double, scale: Double) -> Range<Int> {
        let start = Int((cap * scale - 1e-9).rounded(.up)), end = Int(((cap + 1) * scale + 1e-9).rounded(.down))
        if end > start { return start..<end }
        let nearest = Int((cap * scale).rounded())
        return nearest..<(nearest + 1)
    }

    /// `[lo, hi)` points as the pixels they round to, within the image.
    static func run(_ lo: Double, _ hi: Double, scale: Double, length: Int) -> Range<Int> {
        let start = max(0, min(length, Int((lo * scale).rounded()))), end = max(0, min(length, Int((hi * scale).rounded())))
        return start < end ? start..<end : start..<start
    }

    /// The 9-patch PNG: `image`'s pixels copied unchanged one pixel in from each side, the frame
    /// transparent but for the guides (#000000, fully opaque, as aapt2 requires).
    func png(of image: CairoSurface, compression: PNGCompression) throws -> [UInt8] {
        let w = image.width, h = image.height
        let framed = try CairoSurface(width: w + 2, height: h + 2, format: .argb32)
        framed.withPixels { out, outStride in
            image.withPixels { src, srcStride in
                for y in 0..<h {
                    (out + (y + 1) * outStride + 4).update(from: src + y * srcStride, count: 4 * w)
                }
            }
            // ARGB32 words in native (little-endian) order: B, G, R, A. Opaque black is 0, 0, 0, 255.
            func mark(_ x: Int, _ y: Int) { (out + y * outStride + 4 * x).update(from: [0, 0, 0, 255], count: 4) }
            for x in stretchX { mark(x + 1, 0) }
            for y in stretchY { mark(0, y + 1) }
            for x in contentX { mark(x + 1, h + 1) }
            for y in contentY { mark(w + 1, y + 1) }
        }
        return try framed.png(compression)
    }
}
