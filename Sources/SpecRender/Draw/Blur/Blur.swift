import RenderSupport

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
                              workers: Int = ProcessSettings.cores) {
        let passes = windows(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        precondition(mask.count == width * height)
        mask.withUnsafeMutableBufferPointer { buf in
            nonisolated(unsafe) let image = buf.baseAddress!
            run(width: width, height: height, passes: passes, workers: workers) { buffers, y0, rows in
                buffers.blurRows(image, width: width, y0: y0, rows: rows, passes: passes)
            } columns: { buffers, x0, columns in
                buffers.blurColumns(image, width: width, height: height, x0: x0, columns: columns, passes: passes)
            }
        }
    }

    /// A8 coverage (`height` rows of `width` bytes, `stride` bytes apart), turned into values by
    /// `table` (a byte's coverage 0…1, or its inverse) and blurred: the mask `apply` would make
    /// from the same values. The bytes become floats as the rows' pass loads them into its lanes,
    /// so the image is never first copied out whole as floats and read back (in a title's shadow
    /// that copy cost twice the box passes).
    package static func apply(coverage: UnsafePointer<UInt8>, stride: Int, table: [Float], width: Int, height: Int,
                              sigma: Double, workers: Int = ProcessSettings.cores) -> [Float] {
        precondition(table.count == 256 && stride >= width)
        let passes = windows(sigma: sigma)
        return [Float](unsafeUninitializedCapacity: width * height) { buf, count in
            count = width * height
            guard width > 0, height > 0 else { return }
            nonisolated(unsafe) let image = buf.baseAddress!
            nonisolated(unsafe) let bytes = coverage
            table.withUnsafeBufferPointer { table in
                nonisolated(unsafe) let values = table.baseAddress!
                guard !passes.isEmpty else {
                    for y in 0..<height {
                        let row = bytes + y * stride, out = image + y * width
                        for x in 0..<width { out[x] = values[Int(row[x])] }
                    }
                    return
                }
                run(width: width, height: height, passes: passes, workers: workers) { buffers, y0, rows in
                    buffers.blurRows(bytes + y0 * stride, stride: stride, values: values, into: image + y0 * width,
                                     width: width, rows: rows, passes: passes)
                } columns: { buffers, x0, columns in
                    buffers.blurColumns(image, width: width, height: height, x0: x0, columns: columns, passes: passes)
                }
            }
        }
    }

    /// Runs the rows' blocks, then the columns' blocks, on up to `workers` threads.
    private static func run(width: Int, height: Int, passes: [(before: Int, after: Int)], workers: Int,
                            rows: (borrowing BlurLanes, _ y0: Int, _ rows: Int) -> Void,
                            columns: (borrowing BlurLanes, _ x0: Int, _ columns: Int) -> Void) {
        // A small mask (a button's shadow) blurs in less time than it takes to wake another thread;
        // from a few hundred thousand pixels on, the threads pay.
        let workers = width * height >= parallelPixels ? workers : 1
        let lanes = BlurLanes.width, strip = BlurLanes.width * BlurLanes.columnSets
        let rowBlocks = (height + lanes - 1) / lanes, columnBlocks = (width + strip - 1) / strip
        // Rows 16 at a time, then columns 64 at a time: the columns' pass reads what every row
        // block wrote, so a worker that finds no row block left waits for the others' to finish
        // before it takes a column block. One set of threads for both passes, so a sleeping
        // worker is woken once a blur, not once a pass.
        let blocks = BlockCounter()
        withoutActuallyEscaping(rows) { rows in
            withoutActuallyEscaping(columns) { columns in
                nonisolated(unsafe) let (rows, columns) = (rows, columns)
                DispatchQueue.concurrentPerform(iterations: max(1, min(workers, max(rowBlocks, columnBlocks)))) { _ in
                    do {
                        let buffers = BlurLanes(length: width, sets: 1)
                        while let block = blocks.takeRow(below: rowBlocks) {
                            let y0 = block * lanes
                            rows(buffers, y0, min(lanes, height - y0))
                            blocks.finishRow()
                        }
                    }
                    // Every row block is taken; the ones still running belong to workers that are
                    // running, so this wait ends whatever the number of threads that got here.
                    blocks.waitForRows(rowBlocks)
                    let buffers = BlurLanes(length: height, sets: BlurLanes.columnSets)
                    while let block = blocks.takeColumn(below: columnBlocks) {
                        let x0 = block * strip
                        columns(buffers, x0, min(strip, width - x0))
                    }
                }
            }
        }
    }

    /// The smallest mask blurred on more than one thread.
    static let parallelPixels = 1 << 17
}

/// The blocks of both passes, handed out as workers come free, and how many row blocks are done.
private final class BlockCounter: @unchecked Sendable {
    private let lock = Lock()
    private var nextRow = 0, rowsDone = 0, nextColumn = 0

    func takeRow(below count: Int) -> Int? {
        lock.withLock {
            guard nextRow < count else { return nil }
            nextRow += 1
            return nextRow - 1
        }
    }

    func finishRow() { lock.withLock { rowsDone += 1 } }

    /// Returns once `count` row blocks are done. The last ones take microseconds, so it spins,
    /// yielding the core between looks.
    func waitForRows(_ count: Int) {
        while lock.withLock({ rowsDone < count }) { sched_yield() }
    }

    func takeColumn(below count: Int) -> Int? {
        lock.withLock {
            guard nextColumn < count else { return nil }
            nextColumn += 1
            return nextColumn - 1
        }
    }
}
