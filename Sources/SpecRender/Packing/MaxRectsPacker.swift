/// Packs rectangles (glyphs, sprites) onto as few and as small pages as it reasonably can, with
/// MaxRects and best short side fit (see `MaxRectsBin`). The result depends only on the sizes
/// given: they are placed largest first in a fixed order, and page sizes are tried in a fixed
/// sequence, so the same input gives the same pages on every run and every machine.
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

    /// One page: the first size in the sequence that takes every remaining rectangle or, when
    /// even the largest page cannot, that page filled with as many as fit (in order) and the rest
    /// left for the next.
    private func fillPage(_ indices: [Int], padded: [(width: Int, height: Int)], padding: Int, limit: Int)
        -> (placed: [(index: Int, position: (x: Int, y: Int))], left: [Int]) {
        let area = indices.reduce(0) { $0 + padded[$1].width * padded[$1].height }
        var width = indices.map { padded[$0].width - padding }.max() ?? 1
        var height = indices.map { padded[$0].height - padding }.max() ?? 1
        if options.powerOfTwo {
            width = Self.powerOfTwo(atLeast: width)
            height = Self.powerOfTwo(atLeast: height)
        }
        // No page smaller than the rectangles' total area can hold them: skip those sizes untried.
        while (width + padding) * (height + padding) < area, let next = grow(width, height, limit: limit) {
            (width, height) = next
        }
        while true {
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
            guard let next = grow(width, height, limit: limit) else { return (placed, left) }
            (width, height) = next
        }
    }

    /// The next page size to try: the shorter side grown (the width on a tie), keeping pages
    /// square-ish; by doubling with `powerOfTwo`, else by an eighth, so the last page of a batch is
    /// not much larger than it needs to be. Nil when both sides are at the limit.
    private func grow(_ width: Int, _ height: Int, limit: Int) -> (Int, Int)? {
        func grown(_ side: Int) -> Int {
            min(limit, options.powerOfTwo ? side * 2 : side + max(1, side / 8))
        }
        if width == limit && height == limit { return nil }
        if height == limit || (width <= height && width < limit) { return (grown(width), height) }
        return (width, grown(height))
    }

    static func powerOfTwo(atLeast value: Int) -> Int {
        var side = 1
        while side < value { side *= 2 }
        return side
    }
}
