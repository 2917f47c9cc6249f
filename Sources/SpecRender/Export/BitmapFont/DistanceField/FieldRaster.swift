import SpecModel

/// The distance field of one glyph cell: for each pixel centre, the signed distance to the glyph's
/// outline in pixels (positive inside), encoded as 0.5 + distance / range, clamped to 0…1, in
/// bytes. docs/bitmap-fonts.md#distance-fields gives the maths.
///
/// - `sdf`: the true distance, sign by the non-zero winding rule (a font's fill rule), in all four
///   channels.
/// - `msdf`: per channel the pseudo-distance to the nearest edge of that channel's colour
///   (EdgeColoring), in red, green and blue, alpha opaque; then two corrections: a pixel whose
///   median disagrees with the true inside/outside, and a pixel whose channels clash with a
///   neighbour's (msdfgen's error correction), take the true distance or the median in every channel.
struct FieldRaster {
    /// Curves are flattened to within this many pixels: a hundredth of a pixel is far below what a
    /// byte of a field with a range of even 1 pixel can tell (1/255 px).
    static let tolerance = 0.005

    let width: Int, height: Int
    let options: DistanceFieldOptions
    private let segments: [FieldSegment]
    /// +1 or −1: turns the segments' side into "inside is positive" for this outline's direction.
    private let inside: Double

    init(shape: FieldShape, width: Int, height: Int, options: DistanceFieldOptions) {
        self.width = width; self.height = height; self.options = options
        var segments: [FieldSegment] = []
        var area = 0.0
        for contour in shape.contours {
            for edge in contour {
                let points = edge.flattened(tolerance: Self.tolerance)
                let start = edge.direction(atEnd: false).normalized, end = edge.direction(atEnd: true).normalized
                for i in 0..<(points.count - 1) where points[i] != points[i + 1] {
                    segments.append(FieldSegment(a: points[i], b: points[i + 1], color: edge.color,
                                                 edgeStart: i == 0 ? start : nil, edgeEnd: i == points.count - 2 ? end : nil))
                    area += points[i].cross(points[i + 1])
                }
            }
        }
        self.segments = segments
        // A font's outer contours all run one way and its holes the other, so the sign of the
        // whole outline's area says which side of a segment is inside: with a positive area
        // (shoelace, in these y-down pixels) the inside lies where `FieldSegment.distance` is negative.
        inside = area > 0 ? -1 : 1
    }

    /// Row-major RGBA bytes, straight alpha.
    func pixels() -> [UInt8] {
        let count = width * height
        var exact = [Double](repeating: 0, count: count)
        var channels = [Double](repeating: 0, count: options.kind == .msdf ? count * 3 : 0)
        for y in 0..<height {
            for x in 0..<width {
                let p = FieldVector(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let i = y * width + x
                if options.kind == .msdf {
                    let (d, channel) = distances(p)
                    exact[i] = d
                    channels.replaceSubrange(i * 3..<(i * 3 + 3), with: channel)
                } else {
                    exact[i] = trueDistance(p)
                }
            }
        }
        var bytes = [UInt8](repeating: 0, count: count * 4)
        let range = Double(options.range)
        func encode(_ d: Double) -> UInt8 { UInt8((min(max(0.5 + d / range, 0), 1) * 255).rounded()) }
        if options.kind == .sdf {
            for i in 0..<count { let v = encode(exact[i]); bytes.replaceSubrange(i * 4..<(i * 4 + 4), with: [v, v, v, v]) }
            return bytes
        }
        FieldCorrection(width: width, height: height, range: range).correct(&channels, exact: exact)
        for i in 0..<count {
            bytes.replaceSubrange(i * 4..<(i * 4 + 4), with: [encode(channels[i * 3]), encode(channels[i * 3 + 1]), encode(channels[i * 3 + 2]), 255])
        }
        return bytes
    }

    /// The true signed distance: nearest segment, sign by the winding rule.
    private func trueDistance(_ p: FieldVector) -> Double {
        var nearest = Double.greatestFiniteMagnitude
        for segment in segments { nearest = min(nearest, abs(segment.distance(to: p).distance)) }
        return winding(p) != 0 ? nearest : -nearest
    }

    /// The true signed distance and the three channels' pseudo-distances, inside positive.
    private func distances(_ p: FieldVector) -> (Double, [Double]) {
        var nearest = Double.greatestFiniteMagnitude
        var best = [FieldSegment.Distance](repeating: .far, count: 3)
        var owner = [Int](repeating: -1, count: 3)
        for (index, segment) in segments.enumerated() {
            let d = segment.distance(to: p)
            nearest = min(nearest, abs(d.distance))
            for channel in 0..<3 where segment.color.has(channel: channel) && d.isNearer(than: best[channel]) {
                best[channel] = d
                owner[channel] = index
            }
        }
        let exact = winding(p) != 0 ? nearest : -nearest
        let channel = (0..<3).map { c in
            owner[c] < 0 ? exact : inside * segments[owner[c]].pseudoDistance(best[c], to: p)
        }
        return (exact, channel)
    }

    /// The non-zero winding number of the outline around `p` (a ray to +x).
    private func winding(_ p: FieldVector) -> Int {
        var winding = 0
        for s in segments {
            if s.a.y <= p.y {
                if s.b.y > p.y, (s.b - s.a).cross(p - s.a) > 0 { winding += 1 }
            } else if s.b.y <= p.y, (s.b - s.a).cross(p - s.a) < 0 {
                winding -= 1
            }
        }
        return winding
    }
}
