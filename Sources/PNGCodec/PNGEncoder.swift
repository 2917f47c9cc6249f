import CPNG
import RenderSupport

/// Encodes rows of pixels as an 8-bit RGBA PNG through libpng's classic writer, so the filters and
/// the zlib level are ours to pick. Deterministic: no time, text or gamma chunks.
package enum PNGEncoder {
    /// `rows`: `height` rows of `stride` bytes, RGBA8 with straight alpha, or Cairo's premultiplied
    /// ARGB32 words when `premultiplied` (un-premultiplied exactly as Cairo's own writer does).
    /// `segmentThreads`: nil, one igzip stream at any size (pages that are already encoded side by
    /// side); a count, an image of 16 MB of rows or more deflated in segments on up to that
    /// many threads (segmented_deflate.c), the same bytes with any count.
    package static func encode(_ rows: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, premultiplied: Bool,
                               compression: PNGCompression, segmentThreads: Int? = nil) throws -> [UInt8] {
        guard width > 0, height > 0, width <= Int(PNGLimits.maxSide), height <= Int(PNGLimits.maxSide),
              stride >= width * 4 else {
            throw PNGError.encodingFailed(reason: "a PNG cannot hold a \(width)×\(height) image")
        }
        if compression == .fast {
            return try encodeDeflate(rows, width: width, height: height, stride: stride, premultiplied: premultiplied,
                                     level: PNGCompression.fastLevel, threads: segmentThreads.map { max(1, $0) } ?? 0)
        }
        var best: [UInt8]?
        for attempt in compression.attempts {
            let bytes = try encode(rows, width: width, height: height, stride: stride, premultiplied: premultiplied,
                                   filters: attempt.filters, level: attempt.level)
            if best.map({ bytes.count < $0.count }) ?? true { best = bytes }
        }
        return best ?? []
    }

    /// No row filter, the rows compressed by igzip (deflate_writer.c).
    private static func encodeDeflate(_ rows: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
                                      premultiplied: Bool, level: Int32, threads: Int) throws -> [UInt8] {
        var output = rs_png_output()
        defer { free(output.bytes) }
        let ok = rs_png_encode_deflate(&output, rows, UInt32(width), UInt32(height), stride, premultiplied ? 1 : 0, level,
                                       Int32(clamping: threads))
        guard ok != 0, let bytes = output.bytes else {
            let message = withUnsafeBytes(of: output.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw PNGError.encodingFailed(reason: message.isEmpty ? "igzip failed" : message)
        }
        return Array(UnsafeBufferPointer(start: bytes, count: output.count))
    }

    /// `rows`: `height` rows of `stride` bytes of 8-bit grey and alpha pairs, written as an 8-bit
    /// grey-and-alpha PNG (colour type 4), the smallest file that every engine still reads as a
    /// coloured image with transparency.
    package static func encodeGreyAlpha(_ rows: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
                                        compression: PNGCompression, segmentThreads: Int? = nil) throws -> [UInt8] {
        guard width > 0, height > 0, width <= Int(PNGLimits.maxSide), height <= Int(PNGLimits.maxSide),
              stride >= width * 2 else {
            throw PNGError.encodingFailed(reason: "a PNG cannot hold a \(width)×\(height) image")
        }
        if compression == .fast {
            var output = rs_png_output()
            defer { free(output.bytes) }
            let ok = rs_png_encode_grey_alpha_deflate(&output, rows, UInt32(width), UInt32(height), stride, PNGCompression.fastLevel,
                                                      Int32(clamping: segmentThreads.map { max(1, $0) } ?? 0))
            return try bytes(output, ok: ok, library: "igzip")
        }
        var best: [UInt8]?
        for attempt in compression.attempts {
            var output = rs_png_output()
            defer { free(output.bytes) }
            let ok = rs_png_encode_grey_alpha(&output, rows, UInt32(width), UInt32(height), stride, attempt.filters, attempt.level)
            let encoded = try bytes(output, ok: ok, library: "libpng")
            if best.map({ encoded.count < $0.count }) ?? true { best = encoded }
        }
        return best ?? []
    }

    /// The file a CPNG writer left in `output`, or its message as an error.
    private static func bytes(_ output: rs_png_output, ok: Int32, library: String) throws -> [UInt8] {
        guard ok != 0, let bytes = output.bytes else {
            let message = withUnsafeBytes(of: output.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw PNGError.encodingFailed(reason: message.isEmpty ? "\(library) failed" : message)
        }
        return Array(UnsafeBufferPointer(start: bytes, count: output.count))
    }

    private static func encode(_ rows: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, premultiplied: Bool,
                               filters: Int32, level: Int32) throws -> [UInt8] {
        var output = rs_png_output()
        defer { free(output.bytes) }
        let ok = rs_png_encode(&output, rows, UInt32(width), UInt32(height), stride, premultiplied ? 1 : 0, filters, level)
        guard ok != 0, let bytes = output.bytes else {
            let message = withUnsafeBytes(of: output.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw PNGError.encodingFailed(reason: message.isEmpty ? "libpng failed" : message)
        }
        return Array(UnsafeBufferPointer(start: bytes, count: output.count))
    }
}
