import Foundation

/// A Gaussian blur of an alpha mask by three box blurs per axis (W3C Filter Effects), so the cost
/// per pixel does not depend on the radius. Values stay in floating point between passes and are
/// rounded once at the end, by the caller.
package enum Blur {
    /// Box size for a standard deviation in pixels: d = floor(σ · 3·√(2π) / 4 + 0.5).
    package static func boxSize(sigma: Double) -> Int {
        Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// The three windows of one axis as (pixels before, pixels after) the output pixel.
    static func windows(sigma: Double) -> [(before: Int, after: Int)] {
        let d = boxSize(sigma: sigma)
        guard d > 1 else { return [] }
        if d % 2 == 1 {
            let h = (d - 1) / 2
            return [(h, h), (h, h), (h, h)]
        }
        // Even: two boxes of d, centred on the boundaries before and after the pixel, then one of d + 1.
        let h = d / 2
        return [(h, h - 1), (h - 1, h), (h, h)]
    }

    /// Blurs `mask` (width × height, one value 0…1 a pixel) in place, on up to `workers` threads.
    /// Each output pixel depends only on the input, never on how the blocks were shared out, so the
    /// result is the same whatever the number of threads.
    package static func apply(_ mask: inout [Float], width: Int, height: Int, sigma: Double,
                              workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        let passes = windows(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        precondition(mask.count == width * height)
        // A small mask blurs in less time than it takes to wake another thread (a button's shadow:
        // 0.1 ms); from a few hundred thousand pixels on, the threads pay.
        let workers = width * height >= parallelPixels ? workers : 1
        mask.withUnsafeMutableBufferPointer { buf in
            nonisolated(unsafe) let image = buf.baseAddress!
            let lanes = BlurLanes.width, strip = BlurLanes.width * BlurLanes.columnSets
            // Rows 16 at a time, then columns 64 at a time: the columns' pass reads what every row
            // block wrote, so the two run one after the other.
            eachBlock(count: (height + lanes - 1) / lanes, workers: workers, buffers: (width, 1)) { block, buffers in
                let y0 = block * lanes
                buffers.blurRows(image, width: width, y0: y0, rows: min(lanes, height - y0), passes: passes)
            }
            eachBlock(count: (width + strip - 1) / strip, workers: workers, buffers: (height, BlurLanes.columnSets)) { block, buffers in
                let x0 = block * strip
                buffers.blurColumns(image, width: width, height: height, x0: x0, columns: min(strip, width - x0),
                                    passes: passes)
            }
        }
    }

    /// The smallest mask blurred on more than one thread.
    static let parallelPixels = 1 << 17

    /// `body(i, buffers)` for every block `i`, on up to `workers` threads that each take the next
    /// block when free and keep one set of line buffers (of `size`) for all the blocks they take.
    private static func eachBlock(count: Int, workers: Int, buffers size: (length: Int, sets: Int),
                                  _ body: @Sendable (Int, borrowing BlurLanes) -> Void) {
        let next = BlockCounter()
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
            let buffers = BlurLanes(length: size.length, sets: size.sets)
            while let block = next.take(below: count) { body(block, buffers) }
        }
    }
}

/// The next block to hand out, shared by the workers of one pass.
private final class BlockCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}
