import CPNG
import RenderSupport

extension RGBAImage {
    /// Reads a PNG file of any kind (palette, grey, 1–16 bits, tRNS, interlaced) as RGBA8,
    /// with the same bytes as pixelmatch's reader pngjs: no colour management (gAMA, sRGB,
    /// iCCP, cHRM and bKGD are ignored), 16-bit samples rounded to 8 bits, alpha 255 where the
    /// file has none.
    ///
    /// The header is read first: an image over `PNGLimits` is refused before the rest of the
    /// file is read, and a file longer than its header allows is refused unread.
    package init(contentsOfPNG url: URL) throws {
        let header = try PNGHeader(contentsOfPNG: url)
        let bytes = try readFile(atPath: url.path, maxBytes: header.maxFileSize + 1)
        guard bytes.count <= header.maxFileSize else {
            throw PNGError.unsupportedPNG(
                source: url.path,
                reason: "the file is longer than a \(header.width)×\(header.height) PNG can be (over \(header.maxFileSize) bytes)")
        }
        try self.init(pngBytes: bytes, source: url.path)
    }

    /// Decodes PNG bytes; `source` names them in error messages.
    package init(pngData: Data, source: String = "PNG data") throws {
        try self.init(pngBytes: [UInt8](pngData), source: source)
    }

    /// Decodes PNG bytes; `source` names them in error messages.
    package init(pngBytes: [UInt8], source: String) throws {
        // Checks the limits before anything is allocated for pixels.
        let header = try PNGHeader(prefix: Array(pngBytes.prefix(PNGHeader.byteCount)), source: source)
        if header.bitDepth == 16, header.isInterlaced {
            // libpng's simplified reader, which this one replaced, wrote past its row buffer for
            // these (CVE-2025-65018) and gave wrong pixels after the fix (pnggroup/libpng#853);
            // they stay refused until a fixture proves the classic reader matches pngjs on them.
            throw PNGError.unsupportedPNG(
                source: source, reason: "16-bit interlaced PNGs are not supported (save it non-interlaced or 8-bit)")
        }
        guard let stream = pngBytes.withUnsafeBytes(pixelDefiningChunks) else {
            throw PNGError.notPNG(source: source)
        }
        // Within PNGLimits.maxPixels, so neither overflows nor exceeds 256 MiB.
        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
        var input = rs_png_input()
        let ok = stream.withUnsafeBytes { memory in
            pixels.withUnsafeMutableBytes { out in
                input.bytes = memory.baseAddress?.assumingMemoryBound(to: UInt8.self)
                input.count = memory.count
                return rs_png_decode_rgba(&input, out.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                          UInt32(header.width), UInt32(header.height),
                                          UInt32(PNGLimits.maxSide), Int(PNGLimits.maxChunkAllocation))
            }
        }
        guard ok != 0 else {
            let reason = withUnsafeBytes(of: input.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw PNGError.invalidPNG(source: source, reason: reason.isEmpty ? "unknown libpng error" : reason)
        }
        try self.init(width: header.width, height: header.height, pixels: pixels)
    }
}
