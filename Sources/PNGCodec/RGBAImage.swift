/// A decoded image: straight (not premultiplied) RGBA, 8 bits per channel, rows top to bottom.
///
/// This is the one pixel format PNGCodec decodes to and ImageDiff compares, the same layout pixelmatch expects from
/// its callers, so a decoded PNG can be compared without conversion.
package struct RGBAImage: Equatable, Sendable {
    package let width: Int
    package let height: Int
    /// `width * height * 4` bytes: R, G, B, A of each pixel, row-major.
    package var pixels: [UInt8]

    /// Wraps existing bytes; throws when their count is not `width * height * 4`.
    package init(width: Int, height: Int, pixels: [UInt8]) throws {
        guard let count = RGBAImage.byteCount(width: width, height: height), pixels.count == count else {
            throw PNGError.invalidPixelBuffer(width: width, height: height, byteCount: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A transparent black image, the starting state pixelmatch's diff output expects
    /// (in `diffMask` mode the pixels it does not draw stay `0,0,0,0`).
    package init(width: Int, height: Int) {
        guard let count = RGBAImage.byteCount(width: width, height: height) else {
            preconditionFailure("RGBAImage: invalid size \(width)×\(height)")
        }
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: 0, count: count)
    }

    /// The pixel at (x, y) as (r, g, b, a). For probes in tests and tools, not for loops.
    package subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let k = (y * width + x) * 4
        return (pixels[k], pixels[k + 1], pixels[k + 2], pixels[k + 3])
    }

    /// `width * height * 4`, or nil for a negative size or one whose byte count overflows.
    package static func byteCount(width: Int, height: Int) -> Int? {
        guard width >= 0, height >= 0 else { return nil }
        let (area, o1) = width.multipliedReportingOverflow(by: height)
        let (bytes, o2) = area.multipliedReportingOverflow(by: 4)
        return o1 || o2 ? nil : bytes
    }
}
