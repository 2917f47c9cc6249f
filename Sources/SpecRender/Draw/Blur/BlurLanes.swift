import CBoxBlur

/// Lines of a blur side by side, sixteen to a vector: element i of a lane set holds pixel i of
/// sixteen lines, one line a lane. A running sum then moves sixteen lines with one vector add, and
/// every pass walks its buffers front to back, whichever axis the lines came from. A worker makes
/// one and reuses it for every block it takes.
struct BlurLanes: ~Copyable {
    typealias Lanes = SIMD16<Float>
    /// Lines a lane set holds.
    static let width = 16
    /// Lane sets a block of columns fills: a strip of 64 columns reads 256 contiguous bytes a row,
    /// where 16 columns would touch a new page every 64 bytes (one row is often 4 KB or more).
    static let columnSets = 4

    /// The lines, then the result of each box pass in turn (a → b → a → …).
    private let a: UnsafeMutablePointer<Lanes>
    private let b: UnsafeMutablePointer<Lanes>
    private let length: Int
    private let sets: Int

    /// Buffers for `sets` lane sets of lines of up to `length` pixels.
    init(length: Int, sets: Int) {
        self.length = max(1, length)
        self.sets = sets
        a = .allocate(capacity: sets * self.length)
        b = .allocate(capacity: sets * self.length)
    }

    deinit {
        a.deallocate()
        b.deallocate()
    }

    /// Rows `y0..<y0 + rows` (at most 16) of a `width`-wide image, turned so each row is a lane,
    /// blurred along x, and turned back.
    func blurRows(_ image: UnsafeMutablePointer<Float>, width: Int, y0: Int, rows: Int,
                  passes: [(before: Int, after: Int)]) {
        precondition(width <= length && rows <= Self.width)
        let top = image + y0 * width, floats = width * Self.width
        if rows < Self.width { a.update(repeating: Lanes(), count: width) }
        a.withMemoryRebound(to: Float.self, capacity: floats) { Transpose.rowsToLanes(top, width: width, rows: rows, into: $0) }
        run(from: 0, count: width, passes: passes)
        result(passes).withMemoryRebound(to: Float.self, capacity: floats) {
            Transpose.lanesToRows($0, width: width, rows: rows, into: top)
        }
    }

    /// Rows of A8 bytes (`rows`, at most 16, `stride` bytes apart), each byte looked up in `values`
    /// as it is loaded into the lanes, blurred along x, and written as floats to `target`
    /// (`width` floats a row).
    func blurRows(_ source: UnsafePointer<UInt8>, stride: Int, values: UnsafePointer<Float>,
                  into target: UnsafeMutablePointer<Float>, width: Int, rows: Int,
                  passes: [(before: Int, after: Int)]) {
        precondition(width <= length && rows <= Self.width)
        let floats = width * Self.width
        if rows < Self.width { a.update(repeating: Lanes(), count: width) }
        a.withMemoryRebound(to: Float.self, capacity: floats) { lanes in
            for k in 0..<rows {
                let row = source + k * stride
                for x in 0..<width { lanes[x * Self.width + k] = values[Int(row[x])] }
            }
        }
        run(from: 0, count: width, passes: passes)
        result(passes).withMemoryRebound(to: Float.self, capacity: floats) {
            Transpose.lanesToRows($0, width: width, rows: rows, into: target)
        }
    }

    /// Columns `x0..<x0 + columns` (at most 64) of a `width` × `height` image, blurred along y.
    /// Sixteen neighbouring columns of a row are already one lane set's element, so they are
    /// copied in and out as they are.
    func blurColumns(_ image: UnsafeMutablePointer<Float>, width: Int, height: Int, x0: Int, columns: Int,
                     passes: [(before: Int, after: Int)]) {
        let sets = (columns + Self.width - 1) / Self.width
        precondition(height <= length && sets <= self.sets)
        for y in 0..<height {
            let row = image + y * width + x0
            for s in 0..<sets {
                let n = min(Self.width, columns - s * Self.width)
                a[s * length + y] = n == Self.width ? UnsafeRawPointer(row + s * Self.width).loadUnaligned(as: Lanes.self)
                    : Self.partial(row + s * Self.width, count: n)
            }
        }
        for s in 0..<sets { run(from: s * length, count: height, passes: passes) }
        let result = result(passes)
        for y in 0..<height {
            let row = image + y * width + x0
            for s in 0..<sets {
                let n = min(Self.width, columns - s * Self.width)
                let v = result[s * length + y]
                if n == Self.width {
                    UnsafeMutableRawPointer(row + s * Self.width).storeBytes(of: v, as: Lanes.self)
                } else {
                    for k in 0..<n { row[s * Self.width + k] = v[k] }
                }
            }
        }
    }

    /// The first `count` pixels at `p` in the low lanes, zeros above.
    private static func partial(_ p: UnsafePointer<Float>, count: Int) -> Lanes {
        var v = Lanes()
        for k in 0..<count { v[k] = p[k] }
        return v
    }

    /// The passes over `count` elements from `offset` on, starting in `a`, each writing the
    /// other buffer.
    private func run(from offset: Int, count: Int, passes: [(before: Int, after: Int)]) {
        var (src, dst) = (a + offset, b + offset)
        for pass in passes {
            Self.box(src, into: dst, count: count, before: pass.before, after: pass.after)
            swap(&src, &dst)
        }
    }

    /// The buffer the last pass wrote.
    private func result(_ passes: [(before: Int, after: Int)]) -> UnsafeMutablePointer<Lanes> {
        passes.count.isMultiple(of: 2) ? a : b
    }

    /// A running-sum box filter over each lane; pixels outside the line count as 0. In C
    /// (CBoxBlur), built for each instruction set the dynamic loader can choose from: sixteen
    /// floats a step take one AVX-512 instruction where Swift's baseline build needs four.
    static func box(_ src: UnsafePointer<Lanes>, into dst: UnsafeMutablePointer<Lanes>, count n: Int,
                    before: Int, after: Int) {
        src.withMemoryRebound(to: Float.self, capacity: n * width) { src in
            dst.withMemoryRebound(to: Float.self, capacity: n * width) { dst in
                rs_box_blur_lanes(src, dst, n, before, after)
            }
        }
    }
}
