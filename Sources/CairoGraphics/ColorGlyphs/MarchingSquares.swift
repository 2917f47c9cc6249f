/// The outline of a coverage image at half coverage, as closed polygons: marching squares over the
/// pixel centres, each crossing placed on its cell edge by linear interpolation, so the outline is
/// smooth rather than a staircase of pixels.
///
/// Every segment is oriented with the covered side on the same hand, so an outer contour and a
/// hole inside it wind opposite ways and the polygons fill correctly with the non-zero rule (the
/// rule every glyph path is filled and stroked with). A saddle cell (two covered corners facing
/// each other) is joined through its centre when the centre, the mean of the four, is covered.
enum MarchingSquares {
    struct Point: Equatable { var x: Double, y: Double }

    /// `coverage` is `width × height` bytes, row by row; points are in pixels, (0, 0) the centre
    /// of the first pixel. Beyond the image counts as uncovered, so every contour closes.
    static func contours(_ coverage: [UInt8], width: Int, height: Int, threshold: Double = 127.5) -> [[Point]] {
        guard width > 0, height > 0, coverage.count >= width * height else { return [] }
        func value(_ x: Int, _ y: Int) -> Double {
            x < 0 || y < 0 || x >= width || y >= height ? 0 : Double(coverage[y * width + x])
        }
        // A crossing lies on one cell edge: horizontal edges (x, y)–(x+1, y) and vertical edges
        // (x, y)–(x, y+1), numbered over the grid padded by one pixel on each side.
        let columns = width + 2
        func edgeKey(_ x: Int, _ y: Int, vertical: Bool) -> Int { ((y + 1) * columns + (x + 1)) * 2 + (vertical ? 1 : 0) }
        func crossing(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Point {
            let a = value(x0, y0), b = value(x1, y1)
            let t = a == b ? 0.5 : (threshold - a) / (b - a)
            return Point(x: Double(x0) + t * Double(x1 - x0), y: Double(y0) + t * Double(y1 - y0))
        }

        var next: [Int: Int] = [:]
        var points: [Int: Point] = [:]
        var starts: [Int] = []
        for y in -1..<height {
            for x in -1..<width {
                // Most cells lie wholly outside or inside: answered before anything is allocated.
                let v = (value(x, y), value(x + 1, y), value(x + 1, y + 1), value(x, y + 1))
                let count = (v.0 > threshold ? 1 : 0) + (v.1 > threshold ? 1 : 0) + (v.2 > threshold ? 1 : 0) + (v.3 > threshold ? 1 : 0)
                guard count > 0, count < 4 else { continue }
                // Corners clockwise from the top left, and the edge after each: top, right, bottom, left.
                let corners = [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)]
                let inside = [v.0 > threshold, v.1 > threshold, v.2 > threshold, v.3 > threshold]
                let edges = [edgeKey(x, y, vertical: false), edgeKey(x + 1, y, vertical: true),
                             edgeKey(x, y + 1, vertical: false), edgeKey(x, y, vertical: true)]
                func point(_ edge: Int) -> Point {
                    let (a, b) = (corners[edge], corners[(edge + 1) % 4])
                    return crossing(a.0, a.1, b.0, b.1)
                }
                // Each corner whose side differs from the next one's starts or ends a segment: going
                // round clockwise, a segment runs from the edge where covered turns uncovered to the
                // edge where uncovered turns covered, so the covered side is always on its right
                // (in image coordinates, y down).
                var leaving: [Int] = [], entering: [Int] = []
                for e in 0..<4 where inside[e] != inside[(e + 1) % 4] {
                    if inside[e] { leaving.append(e) } else { entering.append(e) }
                }
                var pairs: [(Int, Int)] = []
                if leaving.count == 1 {
                    pairs = [(leaving[0], entering[0])]
                } else {
                    // A saddle: two covered corners facing each other. Joined through the centre,
                    // each uncovered corner is cut off; apart, each covered corner is.
                    let centre = (v.0 + v.1 + v.2 + v.3) / 4 > threshold
                    for l in leaving {
                        // Cutting off the uncovered corner after `l` ends at the edge after it;
                        // cutting off the covered corner before `l`'s entry reaches back instead.
                        let e = centre ? entering.first { $0 == (l + 1) % 4 }! : entering.first { ($0 + 1) % 4 == l }!
                        pairs.append((l, e))
                    }
                }
                for (from, to) in pairs {
                    let a = edges[from], b = edges[to]
                    points[a] = point(from)
                    points[b] = point(to)
                    next[a] = b
                    starts.append(a)
                }
            }
        }

        var out: [[Point]] = []
        var used = Set<Int>()
        for start in starts where !used.contains(start) {
            var contour: [Point] = []
            var key = start
            while !used.contains(key), let after = next[key] {
                used.insert(key)
                contour.append(points[key]!)
                key = after
            }
            if contour.count >= 3 { out.append(contour) }
        }
        return out
    }
}
