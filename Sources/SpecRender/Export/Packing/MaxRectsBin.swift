/// A rectangle on a page, in pixels, top-left origin.
struct PackRect: Equatable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }

    func intersects(_ other: PackRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    func contains(_ other: PackRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
}

/// One page being filled by MaxRects (Jukka Jylänki, "A Thousand Ways to Pack the Bin", 2010).
/// The free space is kept as every maximal free rectangle (they overlap): a new rectangle goes
/// into the one it leaves the shortest side over in (best short side fit), each free rectangle it
/// overlaps is split into the up to four maximal ones around it, and a free rectangle that lies
/// inside another is pruned.
struct MaxRectsBin: Sendable {
    let width: Int
    let height: Int
    private(set) var free: [PackRect]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        free = [PackRect(x: 0, y: 0, width: width, height: height)]
    }

    /// How well a rectangle fits a free space: the shorter leftover side, the longer one, then the
    /// position (higher, then further left). Smaller is better.
    typealias Score = (short: Int, long: Int, y: Int, x: Int)

    /// Where a `width`×`height` rectangle fits best, or nil when it fits nowhere. Ties go to the
    /// higher, then the further left position, so pages fill from the top-left and crop well.
    func bestPosition(width: Int, height: Int) -> (x: Int, y: Int)? {
        bestFit(width: width, height: height).map { ($0.x, $0.y) }
    }

    /// `bestPosition` with its score, to weigh one orientation of a rectangle against the other.
    func bestFit(width: Int, height: Int) -> Score? {
        var best: Score?
        for space in free where space.width >= width && space.height >= height {
            let dw = space.width - width, dh = space.height - height
            let score = (short: min(dw, dh), long: max(dw, dh), y: space.y, x: space.x)
            if best.map({ score < $0 }) ?? true { best = score }
        }
        return best
    }

    /// Takes `used` out of the free space.
    mutating func place(_ used: PackRect) {
        var kept: [PackRect] = []
        var pieces: [PackRect] = []
        for space in free {
            guard space.intersects(used) else {
                kept.append(space)
                continue
            }
            if used.x > space.x {
                pieces.append(PackRect(x: space.x, y: space.y, width: used.x - space.x, height: space.height))
            }
            if used.maxX < space.maxX {
                pieces.append(PackRect(x: used.maxX, y: space.y, width: space.maxX - used.maxX, height: space.height))
            }
            if used.y > space.y {
                pieces.append(PackRect(x: space.x, y: space.y, width: space.width, height: used.y - space.y))
            }
            if used.maxY < space.maxY {
                pieces.append(PackRect(x: space.x, y: used.maxY, width: space.width, height: space.maxY - used.maxY))
            }
        }
        // Only the new pieces need pruning: each lies inside a free rectangle that was just split,
        // and a rectangle that was kept was inside no other before, so it is inside no piece now.
        var survivors: [PackRect] = []
        for (i, piece) in pieces.enumerated() {
            let inKept = kept.contains { $0.contains(piece) }
            // Of two equal pieces the first survives.
            let inPiece = pieces.indices.contains { j in
                j != i && pieces[j].contains(piece) && (pieces[j] != piece || j < i)
            }
            if !inKept && !inPiece { survivors.append(piece) }
        }
        free = kept + survivors
    }
}
