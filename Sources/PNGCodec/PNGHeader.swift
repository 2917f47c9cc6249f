import RenderSupport

/// What a PNG's IHDR says: its size and sample layout, read from the first 33 bytes without
/// libpng and without decoding a pixel.
///
/// Reading it first lets `diff` and `check` refuse an image over `PNGLimits`, or two images of
/// different sizes, before allocating or inflating anything.
package struct PNGHeader: Equatable, Sendable {
    package let width: Int
    package let height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16.
    package let bitDepth: Int
    /// The PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    package let colorType: Int
    package let isInterlaced: Bool

    /// signature 8 + chunk length 4 + "IHDR" 4 + data 13 + CRC 4
    static let byteCount = 33

    /// Reads only the header of a PNG file.
    package init(contentsOfPNG url: URL) throws {
        let prefix = try readFile(atPath: url.path, maxBytes: PNGHeader.byteCount)
        try self.init(prefix: prefix, source: url.path)
    }

    /// Reads the header of PNG bytes; `source` names them in error messages.
    package init(pngData: Data, source: String = "PNG data") throws {
        try self.init(prefix: [UInt8](pngData.prefix(PNGHeader.byteCount)), source: source)
    }

    /// Parses the signature and IHDR at the start of `prefix` and checks them against `PNGLimits`.
    init(prefix: [UInt8], source: String) throws {
        guard prefix.count >= pngSignature.count, prefix.starts(with: pngSignature) else {
            throw PNGError.notPNG(source: source)
        }
        guard prefix.count >= PNGHeader.byteCount else {
            throw PNGError.invalidPNG(source: source, reason: "file ends before the end of its IHDR")
        }
        guard bigEndian(prefix, at: 8) == 13, prefix[12 ..< 16].elementsEqual("IHDR".utf8) else {
            throw PNGError.invalidPNG(source: source, reason: "the first chunk is not a 13-byte IHDR")
        }
        width = bigEndian(prefix, at: 16)
        height = bigEndian(prefix, at: 20)
        bitDepth = Int(prefix[24])
        colorType = Int(prefix[25])
        isInterlaced = prefix[28] != 0
        // The PNG spec's own bounds (1 ... 2³¹ - 1); libpng checks the rest of IHDR.
        guard (1 ... Int(Int32.max)).contains(width), (1 ... Int(Int32.max)).contains(height) else {
            throw PNGError.invalidPNG(source: source, reason: "image size \(width)×\(height) is invalid")
        }
        guard width <= PNGLimits.maxSide, height <= PNGLimits.maxSide, width * height <= PNGLimits.maxPixels else {
            throw PNGError.imageTooLarge(source: source, width: width, height: height)
        }
    }

    /// Bytes of the filtered, uncompressed image data (one filter byte per row; Adam7's extra
    /// filter bytes and partial bytes are covered by the doubling in `maxFileSize`).
    var filteredDataSize: Int {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 4
        let rowBytes = (width * channels * max(bitDepth, 1) + 7) / 8
        return (rowBytes + 1) * height
    }

    /// The largest file accepted for this header: twice its filtered data (deflate's stored blocks
    /// add 5 bytes in 65535, IDAT framing 12 per chunk) plus `PNGLimits.ancillaryAllowance`.
    /// A file beyond it is refused before it is read into memory, so memory stays bounded by
    /// the pixel limits however long a file is.
    var maxFileSize: Int {
        2 * filteredDataSize + PNGLimits.ancillaryAllowance
    }
}

private func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) }
}
