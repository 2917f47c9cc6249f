/// Turns up to sixteen image rows into lanes (element x holds pixel x of every row, sixteen floats
/// apart) and back, four rows by four pixels at a time: four 16-byte loads, a 4 × 4 transpose in
/// registers and four 16-byte stores, where a pixel-by-pixel copy spends two memory operations a
/// pixel.
enum Transpose {
    typealias Quad = SIMD4<Float>

    /// `rows` rows of `width` pixels at `source` (one after another) into `lanes`, 16 floats an x.
    static func rowsToLanes(_ source: UnsafePointer<Float>, width: Int, rows: Int,
                            into lanes: UnsafeMutablePointer<Float>) {
        let quads = rows / 4, whole = width / 4 * 4
        forEachQuad(quads: quads, whole: whole) { q, x in
            let r = source + 4 * q * width + x
            let (c0, c1, c2, c3) = transpose(load(r), load(r + width), load(r + 2 * width), load(r + 3 * width))
            let l = lanes + x * 16 + 4 * q
            store(c0, l); store(c1, l + 16); store(c2, l + 32); store(c3, l + 48)
        }
        // What the quads leave: the last rows when `rows` is not a multiple of 4, the last pixels
        // when `width` is not.
        for k in 0..<rows {
            let from = k < quads * 4 ? whole : 0
            for x in from..<width { lanes[x * 16 + k] = source[k * width + x] }
        }
    }

    /// The reverse of `rowsToLanes`: the first `rows` lanes back into rows of `width` pixels.
    static func lanesToRows(_ lanes: UnsafePointer<Float>, width: Int, rows: Int,
                            into target: UnsafeMutablePointer<Float>) {
        let quads = rows / 4, whole = width / 4 * 4
        forEachQuad(quads: quads, whole: whole) { q, x in
            let l = lanes + x * 16 + 4 * q
            let (r0, r1, r2, r3) = transpose(load(l), load(l + 16), load(l + 32), load(l + 48))
            let r = target + 4 * q * width + x
            store(r0, r); store(r1, r + width); store(r2, r + 2 * width); store(r3, r + 3 * width)
        }
        for k in 0..<rows {
            let from = k < quads * 4 ? whole : 0
            for x in from..<width { target[k * width + x] = lanes[x * 16 + k] }
        }
    }

    /// Visits the 4 × 4 blocks (row quad q, first pixel x) in 64-pixel tiles, each row quad across
    /// a tile before the next: four rows' cache lines are finished one after another, where the
    /// rows of a 4 KB-wide image all fall in the same few cache sets and would evict each other if
    /// sixteen were left half written (64 pixels: faster than tiles of 16 or 256).
    @inline(__always)
    private static func forEachQuad(quads: Int, whole: Int, _ body: (_ q: Int, _ x: Int) -> Void) {
        for x0 in stride(from: 0, to: whole, by: 64) {
            let x1 = min(whole, x0 + 64)
            for q in 0..<quads {
                for x in stride(from: x0, to: x1, by: 4) { body(q, x) }
            }
        }
    }

    @inline(__always)
    private static func transpose(_ a: Quad, _ b: Quad, _ c: Quad, _ d: Quad) -> (Quad, Quad, Quad, Quad) {
        (Quad(a[0], b[0], c[0], d[0]), Quad(a[1], b[1], c[1], d[1]),
         Quad(a[2], b[2], c[2], d[2]), Quad(a[3], b[3], c[3], d[3]))
    }

    @inline(__always)
    private static func load(_ p: UnsafePointer<Float>) -> Quad {
        UnsafeRawPointer(p).loadUnaligned(as: Quad.self)
    }

    @inline(__always)
    private static func store(_ v: Quad, _ p: UnsafeMutablePointer<Float>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: Quad.self)
    }
}
