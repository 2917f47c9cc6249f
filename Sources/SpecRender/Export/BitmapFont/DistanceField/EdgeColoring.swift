import RenderSupport

/// The channels an edge's distance is written into: red, green and blue bits.
enum EdgeColor: UInt8, Sendable {
    case black = 0, red = 1, green = 2, yellow = 3, blue = 4, magenta = 5, cyan = 6, white = 7

    func has(channel: Int) -> Bool { rawValue & (1 << channel) != 0 }
}

/// Edge colouring as msdfgen's simple colouring does it (Chlumský, "Shape Decomposition for
/// Multi-channel Distance Fields", 2015): split each contour into edges at its corners and colour
/// them so that the two edges meeting at a corner share only one channel. Each channel then sees
/// the corner as the end of one straight edge, and the median of the three channels keeps it
/// sharp where a single distance rounds it. docs/bitmap-fonts.md#distance-fields.
enum EdgeColoring {
    /// msdfgen's default: a turn of more than π − 3 rad (about 8°) between two edges is a corner.
    static let angleThreshold = 3.0

    /// Colours every edge of `shape`. `seed` picks among the colour choices as msdfgen's does; the
    /// same seed gives the same colours.
    static func color(_ shape: inout FieldShape, seed: UInt64 = 0) {
        var seed = seed
        let crossThreshold = sin(angleThreshold)
        for index in shape.contours.indices {
            var edges = shape.contours[index]
            guard !edges.isEmpty else { continue }
            var corners: [Int] = []
            var previous = edges[edges.count - 1].direction(atEnd: true).normalized
            for (i, edge) in edges.enumerated() {
                if isCorner(previous, edge.direction(atEnd: false).normalized, crossThreshold) { corners.append(i) }
                previous = edge.direction(atEnd: true).normalized
            }
            if corners.isEmpty {
                // A smooth contour: every channel holds its distance.
                for i in edges.indices { edges[i].color = .white }
            } else if corners.count == 1 {
                // A teardrop: three colours along the contour from its one corner, so the corner's
                // two edges still share only one channel.
                var colors: [EdgeColor] = [.white, .white, .white]
                switchColor(&colors[0], &seed)
                colors[2] = colors[0]
                switchColor(&colors[2], &seed)
                let corner = corners[0]
                var ordered = (0..<edges.count).map { edges[(corner + $0) % edges.count] }
                if ordered.count < 3 { ordered = ordered.flatMap { $0.thirds() } }
                let m = ordered.count
                for i in 0..<m { ordered[i].color = colors[1 + symmetricalTrichotomy(i, m)] }
                edges = ordered
            } else {
                // Between each two corners one colour, switched at every corner; the last switch
                // also avoids the first colour, as the contour closes on it.
                let start = corners[0], m = edges.count
                var spline = 0
                var color = EdgeColor.white
                switchColor(&color, &seed)
                let initial = color
                for i in 0..<m {
                    let at = (start + i) % m
                    if spline + 1 < corners.count && corners[spline + 1] == at {
                        spline += 1
                        switchColor(&color, &seed, banned: spline == corners.count - 1 ? initial : .black)
                    }
                    edges[at].color = color
                }
            }
            shape.contours[index] = edges
        }
    }

    /// Directions that meet at an angle of more than 90°, or turn by more than the threshold.
    static func isCorner(_ a: FieldVector, _ b: FieldVector, _ crossThreshold: Double) -> Bool {
        a.dot(b) <= 0 || abs(a.cross(b)) > crossThreshold
    }

    /// −1, 0 or 1: which third of `n` edges the `position`-th lies in, symmetric about the middle.
    static func symmetricalTrichotomy(_ position: Int, _ n: Int) -> Int {
        Int(3 + 2.875 * Double(position) / Double(n - 1) - 1.4375 + 0.5) - 3
    }

    /// The next two-channel colour (cyan, magenta, yellow): away from `banned`'s one shared
    /// channel when it has one, else turned by one or two channels as the seed says.
    static func switchColor(_ color: inout EdgeColor, _ seed: inout UInt64, banned: EdgeColor = .black) {
        let combined = color.rawValue & banned.rawValue
        if combined == 1 || combined == 2 || combined == 4 {
            color = EdgeColor(rawValue: combined ^ 7)!
            return
        }
        if color == .black || color == .white {
            color = [EdgeColor.cyan, .magenta, .yellow][Int(seed % 3)]
            seed /= 3
            return
        }
        let shifted = Int(color.rawValue) << (1 + Int(seed & 1))
        color = EdgeColor(rawValue: UInt8((shifted | shifted >> 3) & 7))!
        seed >>= 1
    }
}
