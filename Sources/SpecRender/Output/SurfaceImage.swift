import CairoGraphics
import PNGCodec

extension CairoSurface {
    /// The top-left `width`×`height` pixels of an ARGB32 surface, as straight RGBA, into `image` with
    /// their top-left corner at (x, y) (they must fit): un-premultiplied as Cairo's PNG writer does,
    /// (c · 255 + a / 2) / a, and 0 where a is 0, the pixels `png(_:)` would write. A page is drawn
    /// cell by cell this way, so only one cell's premultiplied surface is held beside it.
    func copyStraight(width: Int, height: Int, into image: inout RGBAImage, x: Int, y: Int) {
        let targetWidth = image.width
        withPixels { source, stride in
            image.pixels.withUnsafeMutableBufferPointer { target in
                for row in 0..<height {
                    let words = UnsafeRawPointer(source + row * stride).assumingMemoryBound(to: UInt32.self)
                    var out = ((y + row) * targetWidth + x) * 4
                    for column in 0..<width {
                        let word = words[column], alpha = word >> 24
                        @inline(__always) func straight(_ value: UInt32) -> UInt8 {
                            alpha == 0 ? 0 : UInt8(alpha == 255 ? value : (value * 255 + alpha / 2) / alpha)
                        }
                        target[out] = straight((word >> 16) & 0xFF)
                        target[out + 1] = straight((word >> 8) & 0xFF)
                        target[out + 2] = straight(word & 0xFF)
                        target[out + 3] = UInt8(alpha)
                        out += 4
                    }
                }
            }
        }
    }
}
