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
