/// Packs rectangles (glyphs, sprites) onto as few and as small pages as it reasonably can, with
/// MaxRects and best short side fit (see `MaxRectsBin`). The result depends only on the sizes
/// given: they are placed largest first in a fixed order, and page sizes are tried in a fixed
/// sequence, smallest first, so the same input gives the same pages on every run and machine.
package struct MaxRectsPacker: Sendable {
    package let options: PackOptions

    package init(options: PackOptions) {
        self.options = options
    }

    /// Zero-width or zero-height rectangles (a space) take no room: page 0, at 0, 0.
    package func pack(_ sizes: [(width: Int, height: Int)]) throws(PackError) -> PackedPages {
        let limit = options.largestSide
        for (index, size) in sizes.enumerated() where size.width > limit || size.height > limit {
            throw .tooLarge(index: index, width: size.width, height: size.height, maxSize: limit)
        }
        let padding = max(0, options.padding)
        // Padding is packed as part of each rectangle (its right and bottom edges) and the page is
        // padding wider and taller, so two rectangles are at least `padding` apart but one may
        // touch any page edge.
        let padded = sizes.map { (width: $0.width + padding, height: $0.height + padding) }
        var remaining = sizes.indices.filter { sizes[$0].width > 0 && sizes[$0].height > 0 }
        remaining.sort { a, b in
            let keyA = (max(sizes[a].width, sizes[a].height), sizes[a].height, sizes[a].width)
            let keyB = (max(sizes[b].width, sizes[b].height), sizes[b].height, sizes[b].width)
            return keyA != keyB ? keyA > keyB : a < b
        }

        var placements = Array(repeating: PackedRect(page: 0, x: 0, y: 0), count: sizes.count)
        var pageSizes: [(width: Int, height: Int)] = []
        while !remaining.isEmpty {
            let page = fillPage(remaining, padded: padded, padding: padding, limit: limit)
            var width = 0, height = 0
            for (index, position) in page.placed {
                placements[index] = PackedRect(page: pageSizes.count, x: position.x, y: position.y)
                width = max(width, position.x + sizes[index].width)
                height = max(height, position.y + sizes[index].height)
            }
            if options.powerOfTwo {
                width = Self.powerOfTwo(atLeast: width)
                height = Self.powerOfTwo(atLeast: height)
            }
            pageSizes.append((width, height))
            remaining = page.left
        }
        return PackedPages(placements: placements, pageSizes: pageSizes)
    }

    /// One page: the first of `candidateSizes` that takes every remaining rectangle or, when even
    /// the largest page cannot, that page filled with as many as fit (in order) and the rest left
    /// for the next.
    private func fillPage(_ indices: [Int], padded: [(width: Int, height: Int)], padding: Int, limit: Int)
        -> (placed: [(index: Int, position: (x: Int, y: Int))], left: [Int]) {
        let area = indices.reduce(0) { $0 + padded[$1].width * padded[$1].height }
        let widest = indices.map { padded[$0].width - padding }.max() ?? 1
        let tallest = indices.map { padded[$0].height - padding }.max() ?? 1
        for (width, height) in candidateSizes(widest: widest, tallest: tallest, area: area, padding: padding, limit: limit) {
            let last = width == limit && height == limit
            var bin = MaxRectsBin(width: width + padding, height: height + padding)
            var placed: [(index: Int, position: (x: Int, y: Int))] = []
            var left: [Int] = []
            for index in indices {
                let size = padded[index]
                if let position = bin.bestPosition(width: size.width, height: size.height) {
                    bin.place(PackRect(x: position.x, y: position.y, width: size.width, height: size.height))
                    placed.append((index, position))
                } else if last {
                    left.append(index)
                } else {
                    break
                }
            }
            if last || placed.count == indices.count { return (placed, left) }
        }
        preconditionFailure("the page sizes end with the largest page")
    }

    /// The page sizes to try, smallest area first, ending with the largest page: every pair of
    /// sides from the widest and tallest rectangle up to the limit, growing by doubling with
    /// `powerOfTwo` and otherwise by an eighth (so a batch's page is not much larger than it needs
    /// to be), leaving out pages too small for the rectangles' total area and pages more than 4:1
    /// that the rectangles do not force (a page as narrow as its widest rectangle is kept). Equal
    /// areas go squarest first, then widest.
    private func candidateSizes(widest: Int, tallest: Int, area: Int, padding: Int, limit: Int) -> [(width: Int, height: Int)] {
        func ladder(from side: Int) -> [Int] {
            var sides = [min(limit, options.powerOfTwo ? Self.powerOfTwo(atLeast: side) : side)]
            while let last = sides.last, last < limit {
                sides.append(min(limit, options.powerOfTwo ? last * 2 : last + max(1, last / 8)))
            }
            return sides
        }
        let widths = ladder(from: widest), heights = ladder(from: tallest)
        var sizes: [(width: Int, height: Int)] = []
        for width in widths {
            for height in heights where (width + padding) * (height + padding) >= area && !(width == limit && height == limit) {
                let forced = (width >= height && width == widths[0]) || (height >= width && height == heights[0])
                if forced || max(width, height) <= 4 * min(width, height) { sizes.append((width, height)) }
            }
        }
        sizes.sort { a, b in
            (a.width * a.height, abs(a.width - a.height), -a.width) < (b.width * b.height, abs(b.width - b.height), -b.width)
        }
        return sizes + [(limit, limit)]
    }

    static func powerOfTwo(atLeast value: Int) -> Int {
        var side = 1
        while side < value { side *= 2 }
        return side
    }
}
