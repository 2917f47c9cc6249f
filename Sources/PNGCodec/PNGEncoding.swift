import CPNG
import RenderSupport

extension RGBAImage {
    /// Encodes the image as an 8-bit RGBA PNG (PNGEncoder): the same pixels whatever the
    /// compression, and the same bytes for the same pixels with the same libpng and zlib.
    package func pngData(compression: PNGCompression = .fast) throws -> Data {
        guard let count = RGBAImage.byteCount(width: width, height: height), pixels.count == count else {
            throw PNGError.invalidPixelBuffer(width: width, height: height, byteCount: pixels.count)
        }
        return Data(try pixels.withUnsafeBufferPointer { buffer in
            try PNGEncoder.encode(buffer.baseAddress!, width: width, height: height, stride: width * 4,
                                  premultiplied: false, compression: compression)
        })
    }

    /// Writes the image as a PNG file atomically: into a temporary file in the same folder,
    /// then renamed over `url`, so no reader ever sees half a file.
    package func writePNG(to url: URL) throws {
        try writeFileAtomically(try pngData(), toPath: url.path)
    }
}
