import CairoGraphics
import PNGCodec

extension CairoSurface {
    /// The image as PNG through our libpng writer (PNGEncoder), un-premultiplied as Cairo's own
    /// writer does, so the pixels are those `cairo_surface_write_to_png` gives, at the
    /// compression the run asked for; `segmentThreads` as PNGEncoder takes it (nil: one stream).
    func png(_ compression: PNGCompression, segmentThreads: Int? = nil) throws -> [UInt8] {
        try withPixels { pixels, stride in
            try PNGEncoder.encode(pixels, width: width, height: height, stride: stride, premultiplied: true,
                                  compression: compression, segmentThreads: segmentThreads)
        }
    }
}
