import CairoGraphics
import PNGCodec

extension CairoSurface {
    /// An ARGB32 surface's pixels as straight RGBA, un-premultiplied as Cairo's PNG writer does
    /// (c · 255 + a / 2) / a, and 0 where a is 0: the pixels `png(_:)` would write.
    func straightImage() -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        let width = self.width, height = self.height
        withPixels { source, stride in
            image.pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = UnsafeRawPointer(source + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width {
                        let word = row[x], alpha = word >> 24
                        let out = (y * width + x) * 4
                        guard alpha > 0 else { continue }
                        @inline(__always) func straight(_ value: UInt32) -> UInt8 {
                            UInt8(alpha == 255 ? value : (value * 255 + alpha / 2) / alpha)
                        }
                        target[out] = straight((word >> 16) & 0xFF)
                        target[out + 1] = straight((word >> 8) & 0xFF)
                        target[out + 2] = straight(word & 0xFF)
                        target[out + 3] = UInt8(alpha)
                    }
                }
            }
        }
        return image
    }
}
