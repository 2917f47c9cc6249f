/// The 8×8 ordered-dither (Bayer) matrix as thresholds in 0…1: every one of the 64 levels once,
/// each quarter of the tile, each row and each column evenly spread, so any 8×8 (or 4×4, 2×2)
/// block averages out. Indexed by absolute device pixel, so the pattern is a fixed grid of the
/// image: the same at any thread count, and a fill drawn in pieces joins up.
enum BayerMatrix {
    /// `thresholds[(y % 8) * 8 + x % 8]` = (index + 0.5) / 64, index from Bayer's recursion
    /// M(2n) = [4M + 0, 4M + 2; 4M + 3, 4M + 1].
    static let thresholds: [Double] = {
        var m: [[Int]] = [[0]]
        while m.count < 8 {
            let n = m.count
            var next = Array(repeating: Array(repeating: 0, count: 2 * n), count: 2 * n)
            for y in 0..<n {
                for x in 0..<n {
                    let v = 4 * m[y][x]
                    next[y][x] = v
                    next[y][x + n] = v + 2
                    next[y + n][x] = v + 3
                    next[y + n][x + n] = v + 1
                }
            }
            m = next
        }
        return m.flatMap { $0 }.map { (Double($0) + 0.5) / 64 }
    }()

    static func threshold(x: Int, y: Int) -> Double { thresholds[(y & 7) << 3 | (x & 7)] }
}
