import SpecModel

/// A rounded rectangle of button or view chrome whose edges fall on device pixels at whatever
/// scale it is drawn.
///
/// The scene is in points and does not know the scale, so it names the outer rect and the bands
/// (edge, groove, border, …) inset from it, and the renderer snaps: the outer rect's edges go to
/// the nearest device-pixel boundary, and each band becomes a whole number of device pixels (at
/// least one), so a 1 pt border is exactly 1, 2 or 3 rows at @1x, @2x and @3x, and neighbouring
/// bands abut without gaps or overlaps. Each inset rect's corner radius is the outer radius minus
/// the inset (docs/math.md#groove-and-edge-ramps), capped at half its shorter side.
package struct PixelBox: Equatable, Hashable, Sendable {
    /// The outer rect, in points.
    package var rect: Rect
    /// The outer corner radius, in points.
    package var radius: Double
    /// Band widths from the outside in, in points.
    package var bands: [Double]
    /// Only the last band (a ring between the rect inset by the other bands and the rect inset by
    /// all of them); otherwise everything inside all the bands.
    package var ring: Bool

    package init(rect: Rect, radius: Double, bands: [Double] = [], ring: Bool = false) {
        self.rect = rect; self.radius = radius; self.bands = bands; self.ring = ring
    }

    /// A band's width in device pixels: whole, and at least one unless the band is empty.
    package static func bandPixels(_ width: Double, scale: Double) -> Int {
        width > 0 ? max(1, Int((width * scale).rounded())) : 0
    }

    /// The rect (in points, edges on device pixels) inside the first `count` bands, and its radius.
    package func snapped(afterBands count: Int, scale: Double) -> (rect: Rect, radius: Double) {
        let inset = Double(bands.prefix(count).reduce(0) { $0 + Self.bandPixels($1, scale: scale) })
        let x0 = (rect.minX * scale).rounded() + inset, x1 = (rect.maxX * scale).rounded() - inset
        let y0 = (rect.minY * scale).rounded() + inset, y1 = (rect.maxY * scale).rounded() - inset
        let device = Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        let r = max(0, min(radius * scale - inset, device.width / 2, device.height / 2))
        return (Rect(x: device.x / scale, y: device.y / scale, width: device.width / scale, height: device.height / scale),
                r / scale)
    }

    /// The area the shape covers at `scale`: the outline of the rect inside all bands, and for a
    /// ring also the outline one band further out (wound the other way, so the inside stays empty
    /// under either fill rule).
    package func path(scale: Double) -> Path {
        let inner = snapped(afterBands: bands.count, scale: scale)
        let innerPath = Path.roundedRect(inner.rect, radius: inner.radius)
        guard ring else { return innerPath }
        let outer = snapped(afterBands: max(0, bands.count - 1), scale: scale)
        return Path(Path.roundedRect(outer.rect, radius: outer.radius).elements + innerPath.reversed().elements)
    }

    /// The outer boundary's rows at `scale` (a ring's outer rect): what a per-row paint runs over.
    package func outline(scale: Double) -> Rect {
        snapped(afterBands: ring ? max(0, bands.count - 1) : bands.count, scale: scale).rect
    }
}

extension Path {
    /// The same closed outlines traced the other way round (so that, appended to an outline
    /// around it, it cuts a hole under the nonzero winding rule).
    package func reversed() -> Path {
        var out: [PathElement] = []
        var subpath: [PathElement] = []
        func flush() {
            guard case .move(let start)? = subpath.first else { subpath = []; return }
            // Walk the segments backwards; each segment's end becomes the previous one's start.
            var points: [Point] = [start]
            for element in subpath.dropFirst() {
                switch element {
                case .line(let p): points.append(p)
                case .curve(_, _, let p): points.append(p)
                case .move, .close: break
                }
            }
            out.append(.move(points.last!))
            let segments = subpath.dropFirst().filter { if case .close = $0 { return false }; return true }
            for (index, segment) in segments.enumerated().reversed() {
                let from = points[index]
                switch segment {
                case .line: out.append(.line(from))
                case .curve(let c1, let c2, _): out.append(.curve(c2, c1, from))
                case .move, .close: break
                }
            }
            out.append(.close)
            subpath = []
        }
        for element in elements {
            if case .move = element { flush() }
            subpath.append(element)
        }
        flush()
        return Path(out)
    }
}
