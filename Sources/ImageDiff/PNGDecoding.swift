import CPNG
import Foundation

extension RGBAImage {
    /// Reads a PNG file of any kind (palette, grey, 1–16 bits, tRNS, interlaced) as RGBA8,
    /// with the same bytes as pixelmatch's reader pngjs: no colour management (gAMA, sRGB,
    /// iCCP, cHRM and bKGD are ignored), 16-bit samples rounded to 8 bits, alpha 255 where the
    /// file has none.
    public init(contentsOfPNG url: URL) throws {
        let bytes = try readFile(atPath: url.path)
        try self.init(pngBytes: bytes, source: url.path)
    }

    /// Decodes PNG bytes; `source` names them in error messages.
    public init(pngData: Data, source: String = "PNG data") throws {
        try self.init(pngBytes: [UInt8](pngData), source: source)
    }

    init(pngBytes: [UInt8], source: String) throws {
        guard let stream = pngBytes.withUnsafeBytes(pixelDefiningChunks) else {
            throw ImageDiffError.notPNG(source: source)
        }
        if isInterlaced16Bit(stream) {
            // libpng's simplified reader writes past its row buffer when it scales an
            // interlaced 16-bit image to 8 bits (CVE-2025-65018, libpng ≤ 1.6.50; this
            // system may have one), and still gives wrong pixels after the fix
            // (pnggroup/libpng#853). Refuse rather than risk memory or wrong pixels.
            throw ImageDiffError.unsupportedPNG(
                source: source, reason: "16-bit interlaced PNGs are not supported (save it non-interlaced or 8-bit)")
        }
        let png = SimplifiedPNGImage()
        let image: RGBAImage = try stream.withUnsafeBytes { memory in
            // libpng reads from `memory` until finish_read returns, so both calls stay in here.
            guard png_image_begin_read_from_memory(png.pointer, memory.baseAddress, memory.count) != 0 else {
                throw ImageDiffError.invalidPNG(source: source, reason: png.message)
            }
            let width = Int(png.pointer.pointee.width)
            let height = Int(png.pointer.pointee.height)
            guard let byteCount = RGBAImage.byteCount(width: width, height: height),
                  let rowStride = Int32(exactly: width * 4) else {
                throw ImageDiffError.invalidPNG(source: source, reason: "image of \(width)×\(height) is too large")
            }
            png.pointer.pointee.format = pngFormatRGBA
            // Only 16-bit files are affected: take their samples as sRGB-encoded (as pngjs does)
            // rather than linear, so they are rounded to 8 bits instead of gamma-encoded.
            png.pointer.pointee.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
            var pixels = [UInt8](repeating: 0, count: byteCount)
            let ok = pixels.withUnsafeMutableBytes { buffer in
                png_image_finish_read(png.pointer, nil, buffer.baseAddress, rowStride, nil)
            }
            guard ok != 0 else {
                throw ImageDiffError.invalidPNG(source: source, reason: png.message)
            }
            return try RGBAImage(width: width, height: height, pixels: pixels)
        }
        self = image
    }
}

/// Whether the IHDR (the first chunk, at byte 8) says 16 bits per sample and Adam7.
private func isInterlaced16Bit(_ png: [UInt8]) -> Bool {
    // signature 8, length 4, "IHDR" 4, width 4, height 4, depth 1, colour 1, method 1, filter 1, interlace 1
    guard png.count >= 29, png[12 ..< 16].elementsEqual("IHDR".utf8) else { return false }
    return png[24] == 16 && png[28] != 0
}
