import CairoGraphics

/// A point or vector in a cell's pixels (x right, y down).
struct FieldVector: Equatable, Sendable {
    var x: Double, y: Double

    static func + (a: Self, b: Self) -> Self { Self(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Self, b: Self) -> Self { Self(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Self, k: Double) -> Self { Self(x: a.x * k, y: a.y * k) }
    func dot(_ b: Self) -> Double { x * b.x + y * b.y }
    /// The z of the 3-D cross product: positive when `b` turns one way from `self`, negative the other.
    func cross(_ b: Self) -> Double { x * b.y - y * b.x }
    var length: Double { (x * x + y * y).squareRoot() }
    var normalized: Self { let l = length; return l == 0 ? Self(x: 0, y: 0) : Self(x: x / l, y: y / l) }
}

/// One of a contour's edges as the font draws it: a line (2 points) or a cubic Bézier (4), with
/// the colour edge colouring gives it (EdgeColoring.swift).
struct FieldEdge: Sendable {
    var points: [FieldVector]
    var color: EdgeColor = .white

    func point(_ t: Double) -> FieldVector {
        guard points.count == 4 else { return points[0] + (points[1] - points[0]) * t }
        let u = 1 - t
        return points[0] * (u * u * u) + points[1] * (3 * u * u * t) + points[2] * (3 * u * t * t) + points[3] * (t * t * t)
    }

    /// The tangent where the edge starts (0) or ends (1); a cubic whose control point sits on its
    /// end point takes the direction to the next distinct one, as its curve leaves that way.
    func direction(atEnd: Bool) -> FieldVector {
        let p = points
        let candidates = atEnd ? [p[p.count - 1] - p[p.count - 2]] + (p.count == 4 ? [p[3] - p[1], p[3] - p[0]] : [])
                               : [p[1] - p[0]] + (p.count == 4 ? [p[2] - p[0], p[3] - p[0]] : [])
        return candidates.first { $0.length > 1e-12 } ?? FieldVector(x: 0, y: 0)
    }

    /// The edge in three parts, for a contour with one corner and fewer than three edges (a
    /// teardrop needs three colours along it).
    func thirds() -> [FieldEdge] {
        guard points.count == 4 else {
            let (a, b) = (points[0], points[1])
            return [0, 1, 2].map { i in FieldEdge(points: [a + (b - a) * (Double(i) / 3), a + (b - a) * (Double(i + 1) / 3)], color: color) }
        }
        let first = split(at: 1.0 / 3)
        let rest = first.1.split(at: 0.5)
        return [first.0, rest.0, rest.1]
    }

    /// De Casteljau's split of a cubic at `t`.
    private func split(at t: Double) -> (FieldEdge, FieldEdge) {
        let p = points
        func mix(_ a: FieldVector, _ b: FieldVector) -> FieldVector { a + (b - a) * t }
        let (p01, p12, p23) = (mix(p[0], p[1]), mix(p[1], p[2]), mix(p[2], p[3]))
        let (p012, p123) = (mix(p01, p12), mix(p12, p23))
        let mid = mix(p012, p123)
        return (FieldEdge(points: [p[0], p01, p012, mid], color: color), FieldEdge(points: [mid, p123, p23, p[3]], color: color))
    }

    /// Straight pieces within `tolerance` pixels of the curve: a cubic's uniform steps stray at
    /// most 3/4 · M / n² from it, where M is the larger second difference of its control points.
    func flattened(tolerance: Double) -> [FieldVector] {
        guard points.count == 4 else { return points }
        let p = points
        let m = max((p[0] - p[1] * 2 + p[2]).length, (p[1] - p[2] * 2 + p[3]).length)
        let steps = min(256, max(1, Int((0.75 * m / tolerance).squareRoot().rounded(.up))))
        return (0...steps).map { point(Double($0) / Double(steps)) }
    }
}

/// A glyph's outline in a cell's pixels: closed contours of edges, read from Cairo's path of the
/// glyph (GlyphOutline.swift).
struct FieldShape: Sendable {
    var contours: [[FieldEdge]]

    /// Each `move` starts a contour; `close` adds the line back to its start when the last edge does
    /// not end there. Edges of no length are left out: they have no direction to colour or measure.
    init(_ ops: [PathOp]) {
        var contours: [[FieldEdge]] = []
        var current: [FieldEdge] = []
        var start = FieldVector(x: 0, y: 0), pen = start
        func finish() {
            if pen != start { current.append(FieldEdge(points: [pen, start])) }
            if !current.isEmpty { contours.append(current) }
            current = []
            pen = start
        }
        for op in ops {
            switch op {
            case .move(let x, let y):
                finish()
                start = FieldVector(x: x, y: y); pen = start
            case .line(let x, let y):
                let to = FieldVector(x: x, y: y)
                if to != pen { current.append(FieldEdge(points: [pen, to])) }
                pen = to
            case .curve(let x1, let y1, let x2, let y2, let x3, let y3):
                let edge = FieldEdge(points: [pen, FieldVector(x: x1, y: y1), FieldVector(x: x2, y: y2), FieldVector(x: x3, y: y3)])
                if edge.points.contains(where: { $0 != pen }) { current.append(edge) }
                pen = edge.points[3]
            case .close:
                finish()
            }
        }
        finish()
        self.contours = contours
    }
}
