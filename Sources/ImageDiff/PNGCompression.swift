import CPNG
import Foundation

/// How hard PNG encoding works for size. Encoding was more than half of a rendered title's
/// instructions with libpng's defaults (BENCHMARKS.md): its adaptive filter search tries five
/// filters on every row, which buys little on UI images with flat runs and soft shadows.
package enum PNGCompression: String, Sendable, CaseIterable {
    /// No row filter, zlib level `fastLevel`: the same pixels, files a few percent larger.
    case fast
    /// libpng's adaptive filter search and zlib level 9: the smallest files, several times slower.
    case smallest

    /// Chosen by measurement (BENCHMARKS.md, "PNG encoding").
    package static let fastLevel: Int32 = 6

    var filters: Int32 {
        switch self {
        case .fast: Int32(PNG_FILTER_NONE)
        case .smallest: Int32(PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH)
        }
    }

    var level: Int32 {
        switch self {
        case .fast: Self.fastLevel
        case .smallest: 9
        }
    }
}

/// Encodes rows of pixels as an 8-bit RGBA PNG through libpng's classic writer, so the filters and
/// the zlib level are ours to pick. Deterministic: no time, text or gamma chunks.
package enum PNGEncoder {
    /// `rows`: `height` rows of `stride` bytes, RGBA8 with straight alpha, or Cairo's premultiplied
    /// ARGB32 words when `premultiplied` (un-premultiplied exactly as Cairo's own writer does).
    package static func encode(_ rows: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, premultiplied: Bool,
                               compression: PNGCompression) throws -> [UInt8] {
        guard width > 0, height > 0, width <= Int(PNGLimits.maxSide), height <= Int(PNGLimits.maxSide),
              stride >= width * 4 else {
            throw ImageDiffError.encodingFailed(reason: "a PNG cannot hold a \(width)×\(height) image")
        }
        var output = rs_png_output()
        defer { free(output.bytes) }
        let ok = rs_png_encode(&output, rows, UInt32(width), UInt32(height), stride, premultiplied ? 1 : 0,
                               compression.filters, compression.level)
        guard ok != 0, let bytes = output.bytes else {
            let message = withUnsafeBytes(of: output.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw ImageDiffError.encodingFailed(reason: message.isEmpty ? "libpng failed" : message)
        }
        return Array(UnsafeBufferPointer(start: bytes, count: output.count))
    }
}
