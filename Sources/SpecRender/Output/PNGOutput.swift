import CairoGraphics
import PNGCodec

extension CairoSurface {
    /// The image as PNG through our libpng writer (PNGEncoder), un-premultiplied as Cairo's own
    /// writer does, so the pixels are those `cairo_surface_write_to_png` gives, at the
    /// compression the run asked for; a large image's deflate on up to `threads` threads (the same
    /// bytes with any number).
    func png(_ compression: PNGCompression, threads: Int = 1) throws -> [UInt8] {
        try withPixels { pixels, stride in
            try PNGEncoder.encode(pixels, width: width, height: height, stride: stride, premultiplied: true,
                                  compression: compression, threads: threads)
        }
    }
}
