import CPNG
import Foundation

/// How hard PNG encoding works for size. With libpng's defaults, encoding is most of a rendered
/// title's work: its adaptive filter search tries five filters on every row, which buys little on
/// UI images with flat runs and soft shadows.
package enum PNGCompression: String, Sendable, CaseIterable {
    /// No row filter, zlib level `fastLevel`: the same pixels, soonest.
    case fast
    /// zlib level 9, with no row filter and with libpng's adaptive filter search, the smaller
    /// kept (neither wins on every image): the smallest files, far slower.
    case smallest

    /// Chosen by measurement over every committed PNG (Benchmarks/png-encoding has the figures):
    /// with no filter, level 3 encodes several times as fast as level 6 and as libpng's default
    /// (adaptive filters, level 6), for files somewhat larger. Level 3 is the last of zlib's fast
    /// levels (no lazy matching): level 2 saves little more time for larger files again, and
    /// level 4 costs more time than the bytes it saves are worth.
    package static let fastLevel: Int32 = 3

    static let noFilter = Int32(RS_PNG_FILTER_NONE)
    static let adaptiveFilters = Int32(RS_PNG_ALL_FILTERS)

    /// (row filters, zlib level) to try; the smallest result is kept, the first on a tie.
    var attempts: [(filters: Int32, level: Int32)] {
        switch self {
        case .fast: [(Self.noFilter, Self.fastLevel)]
        case .smallest: [(Self.noFilter, 9), (Self.adaptiveFilters, 9)]
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
            throw PNGError.encodingFailed(reason: "a PNG cannot hold a \(width)×\(height) image")
        }
        var best: [UInt8]?
        for attempt in compression.attempts {
            let bytes = try encode(rows, width: width, height: height, stride: stride, premultiplied: premultiplied,
                                   filters: attempt.filters, level: attempt.level)
            if best.map({ bytes.count < $0.count }) ?? true { best = bytes }
        }
        return best ?? []
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
