import CPNG
import Foundation

extension RGBAImage {
    /// Encodes the image as an 8-bit RGBA PNG.
    ///
    /// The output is deterministic: libpng's simplified writer adds no time or text chunk,
    /// only an sRGB chunk (which every reader here ignores, and which says what the samples
    /// already are), so the same pixels give the same bytes with the same zlib.
    package func pngData() throws -> Data {
        guard let count = RGBAImage.byteCount(width: width, height: height), pixels.count == count else {
            throw ImageDiffError.invalidPixelBuffer(width: width, height: height, byteCount: pixels.count)
        }
        guard width > 0, height > 0, let rowStride = Int32(exactly: width * 4),
              let w = UInt32(exactly: width), let h = UInt32(exactly: height) else {
            throw ImageDiffError.encodingFailed(reason: "a PNG cannot hold a \(width)×\(height) image")
        }
        // One compression pass into a buffer sized from zlib's worst case (stored blocks);
        // libpng says so if it was still too small, and then the second pass gets its size.
        var capacity = RGBAImage.compressedSizeBound(rowBytes: width * 4, height: height)
        for _ in 0 ..< 2 {
            let png = SimplifiedPNGImage()
            png.pointer.pointee.width = w
            png.pointer.pointee.height = h
            png.pointer.pointee.format = pngFormatRGBA
            var output = Data(count: capacity)
            var size = capacity
            let ok = output.withUnsafeMutableBytes { out in
                pixels.withUnsafeBytes { input in
                    png_image_write_to_memory(png.pointer, out.baseAddress, &size, 0,
                                              input.baseAddress, rowStride, nil)
                }
            }
            if ok != 0 {
                output.count = size
                return output
            }
            guard size > capacity else {
                throw ImageDiffError.encodingFailed(reason: png.message)
            }
            capacity = size
        }
        throw ImageDiffError.encodingFailed(reason: "libpng kept asking for a larger buffer")
    }

    /// Writes the image as a PNG file atomically: into a temporary file in the same folder,
    /// then renamed over `url`, so no reader ever sees half a file.
    package func writePNG(to url: URL) throws {
        try writeFileAtomically(try pngData(), toPath: url.path)
    }

    /// An upper bound of a PNG's size: filtered rows (one filter byte each), zlib's overhead
    /// for incompressible data, IDAT chunk framing every 8 KiB and the fixed chunks.
    static func compressedSizeBound(rowBytes: Int, height: Int) -> Int {
        let raw = (rowBytes + 1) * height
        return raw + raw / 8 + raw / 64 + 12 * (raw / 8192 + 1) + 1024
    }
}
