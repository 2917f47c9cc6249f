import CPNG
import RenderSupport

/// How hard PNG encoding works for size. With libpng's defaults, encoding is most of a rendered
/// title's work: its adaptive filter search tries five filters on every row, which buys little on
/// UI images with flat runs and soft shadows.
package enum PNGCompression: String, Sendable, CaseIterable {
    /// No row filter, ISA-L's igzip at level `fastLevel`: the same pixels, soonest.
    case fast
    /// zlib level 9, with no row filter and with libpng's adaptive filter search, the smaller
    /// kept (neither wins on every image): the smallest files, far slower.
    case smallest

    /// igzip's level, chosen by measurement over every committed PNG, the W1/W2 batch's images, W5's
    /// and a CJK font's pages (Benchmarks/png-encoding has the figures): level 1 encodes them several
    /// times as fast as libdeflate's level 1 (the encoder before it) for a tenth or so more bytes;
    /// level 2 is as fast but no smaller on the batches, level 3 much slower. `smallest` is there
    /// for size.
    package static let fastLevel: Int32 = 1

    static let noFilter = Int32(RS_PNG_FILTER_NONE)
    static let adaptiveFilters = Int32(RS_PNG_ALL_FILTERS)

    /// `smallest`'s (row filters, zlib level) to try through libpng; the smallest result is kept,
    /// the first on a tie. (`fast` goes through igzip: PNGEncoder.)
    var attempts: [(filters: Int32, level: Int32)] {
        [(Self.noFilter, 9), (Self.adaptiveFilters, 9)]
    }
}
