import CPNG
import Foundation

/// How hard PNG encoding works for size. With libpng's defaults, encoding is most of a rendered
/// title's work: its adaptive filter search tries five filters on every row, which buys little on
/// UI images with flat runs and soft shadows.
package enum PNGCompression: String, Sendable, CaseIterable {
    /// No row filter, libdeflate at level `fastLevel`: the same pixels, soonest.
    case fast
    /// zlib level 9, with no row filter and with libpng's adaptive filter search, the smaller
    /// kept (neither wins on every image): the smallest files, far slower.
    case smallest

    /// libdeflate's level, chosen by measurement over every committed PNG (Benchmarks/png-encoding
    /// has the figures): level 1 encodes them in 57 % of the time zlib's level 3 took (the level
    /// before libdeflate), for 2 % more bytes over all of them (and fewer on W1's and W2's images);
    /// a render's instructions drop by a sixth (W1: 107 → 91 M against level 2). Level 2 is 5 %
    /// smaller than zlib's level 3 but costs libdeflate's slower match finder; `smallest` is there
    /// for size.
    package static let fastLevel: Int32 = 1

    static let noFilter = Int32(RS_PNG_FILTER_NONE)
    static let adaptiveFilters = Int32(RS_PNG_ALL_FILTERS)

    /// `smallest`'s (row filters, zlib level) to try through libpng; the smallest result is kept,
    /// the first on a tie. (`fast` goes through libdeflate: PNGEncoder.)
    var attempts: [(filters: Int32, level: Int32)] {
        [(Self.noFilter, 9), (Self.adaptiveFilters, 9)]
    }
}
