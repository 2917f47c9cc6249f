import SpecModel

/// An axis-aligned rectangle in points.
package struct Rect: Equatable, Hashable, Sendable {
    package var x: Double, y: Double, width: Double, height: Double
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    package var minX: Double { x }
    package var minY: Double { y }
    package var maxX: Double { x + width }
    package var maxY: Double { y + height }
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    package func offsetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
    package func inset(by i: Insets) -> Rect {
        Rect(x: x + i.left, y: y + i.top, width: width - i.left - i.right, height: height - i.top - i.bottom)
    }
    /// The smallest rectangle holding both; an empty rectangle holds nothing.
    package func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}

package enum PathElement: Equatable, Hashable, Sendable {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)
    case close
}

/// A vector outline in points.
package struct Path: Equatable, Hashable, Sendable {
    package var elements: [PathElement]
    package init(_ elements: [PathElement] = []) { self.elements = elements }

    package static func rect(_ r: Rect) -> Path {
        Path([.move(Point(r.minX, r.minY)), .line(Point(r.maxX, r.minY)), .line(Point(r.maxX, r.maxY)),
              .line(Point(r.minX, r.maxY)), .close])
    }

    /// A rounded rectangle; the radius is capped at half the shorter side.
    package static func roundedRect(_ r: Rect, radius: Double) -> Path {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        if rad == 0 { return rect(r) }
        // Cubic approximation of a quarter circle: control points at 0.5523 of the radius.
        let k = rad * 0.5522847498307936
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        return Path([
            .move(Point(x0 + rad, y0)),
            .line(Point(x1 - rad, y0)),
            .curve(Point(x1 - rad + k, y0), Point(x1, y0 + rad - k), Point(x1, y0 + rad)),
            .line(Point(x1, y1 - rad)),
            .curve(Point(x1, y1 - rad + k), Point(x1 - rad + k, y1), Point(x1 - rad, y1)),
            .line(Point(x0 + rad, y1)),
            .curve(Point(x0 + rad - k, y1), Point(x0, y1 - rad + k), Point(x0, y1 - rad)),
            .line(Point(x0, y0 + rad)),
            .curve(Point(x0, y0 + rad - k), Point(x0 + rad - k, y0), Point(x0 + rad, y0)),
            .close,
        ])
    }
}
