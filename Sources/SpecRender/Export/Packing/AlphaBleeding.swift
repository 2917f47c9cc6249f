import PNGCodec

/// Gives every fully transparent pixel of a page the colour of its nearest ink, alpha left at 0.
///
/// A multi-source breadth-first search over the page, ring by ring outwards from the ink (every
/// pixel whose alpha is above 0), over the 8 neighbours: ring 1 is the transparent pixels touching
/// ink, ring 2 those touching ring 1, and so on, so each pixel's ring is its chessboard distance
/// to the nearest ink. A pixel of ring 1 takes the mean colour of the ink around it weighted by
/// that ink's alpha (a faint anti-aliased pixel's colour is coarsely quantised; the solid ink
/// beside it is not), a pixel of a later ring the plain mean of its neighbours in the ring before.
/// Each ring reads only rings before it, so the result does not depend on the order pixels are
/// visited: the same page always gives the same bytes. A page with no ink is left as it is.
enum AlphaBleeding {
    static func bleed(_ image: inout RGBAImage) {
        let width = image.width, height = image.height
        guard width > 0, height > 0 else { return }
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            // The ring each pixel is in: 0 for ink, -1 for not reached yet.
            var ring = [Int32](repeating: -1, count: width * height)
            var frontier: [Int] = []
            for index in 0..<(width * height) where pixels[index * 4 + 3] > 0 { ring[index] = 0 }
            // Ring 1: transparent pixels with an inked neighbour, found in scan order.
            for index in 0..<(width * height) where ring[index] == -1 {
                if hasNeighbour(index, in: 0, ring: ring, width: width, height: height) { frontier.append(index) }
            }
            var current: Int32 = 1
            while !frontier.isEmpty {
                // Colour the whole ring from the rings before it, then mark it.
                var colours: [(Int, UInt8, UInt8, UInt8)] = []
                colours.reserveCapacity(frontier.count)
                for index in frontier {
                    var sum = (0, 0, 0), weight = 0
                    forEachNeighbour(of: index, width: width, height: height) { neighbour in
                        guard ring[neighbour] == current - 1 else { return }
                        let w = current == 1 ? Int(pixels[neighbour * 4 + 3]) : 1
                        sum.0 += Int(pixels[neighbour * 4]) * w
                        sum.1 += Int(pixels[neighbour * 4 + 1]) * w
                        sum.2 += Int(pixels[neighbour * 4 + 2]) * w
                        weight += w
                    }
                    let half = weight / 2
                    colours.append((index, UInt8((sum.0 + half) / weight), UInt8((sum.1 + half) / weight), UInt8((sum.2 + half) / weight)))
                }
                for (index, r, g, b) in colours {
                    pixels[index * 4] = r
                    pixels[index * 4 + 1] = g
                    pixels[index * 4 + 2] = b
                    ring[index] = current
                }
                // The next ring: unreached neighbours of this one, each once, in the order found.
                var next: [Int] = []
                for index in frontier {
                    forEachNeighbour(of: index, width: width, height: height) { neighbour in
                        guard ring[neighbour] == -1 else { return }
                        ring[neighbour] = current + 1
                        next.append(neighbour)
                    }
                }
                frontier = next
                current += 1
            }
        }
    }

    private static func hasNeighbour(_ index: Int, in wanted: Int32, ring: [Int32], width: Int, height: Int) -> Bool {
        var found = false
        forEachNeighbour(of: index, width: width, height: height) { if ring[$0] == wanted { found = true } }
        return found
    }

    /// The up to 8 pixels around `index`, inside the page.
    @inline(__always)
    private static func forEachNeighbour(of index: Int, width: Int, height: Int, _ body: (Int) -> Void) {
        let x = index % width, y = index / width
        for dy in -1...1 {
            let ny = y + dy
            guard ny >= 0, ny < height else { continue }
            for dx in -1...1 where dx != 0 || dy != 0 {
                let nx = x + dx
                guard nx >= 0, nx < width else { continue }
                body(ny * width + nx)
            }
        }
    }
}
