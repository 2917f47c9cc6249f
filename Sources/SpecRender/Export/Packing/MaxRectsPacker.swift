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
        let extrude = max(0, options.extrude)
        for (index, size) in sizes.enumerated() where size.width > 0 && size.height > 0 {
            if size.width + 2 * extrude > limit || size.height + 2 * extrude > limit {
                throw .tooLarge(index: index, width: size.width, height: size.height, maxSize: limit)
            }
            if largestPage(holding: (size.width + 2 * extrude, size.height + 2 * extrude), limit: limit) == nil {
                throw .tooManyPixels(index: index, width: size.width + 2 * extrude, height: size.height + 2 * extrude)
            }
        }
        let spacing = (x: max(0, options.spacingX), y: max(0, options.spacingY))
        // The spacing is packed as part of each rectangle (its right and bottom edges), around its
        // extrude border, and the page is the spacing wider and taller, so two rectangles' borders
        // are at least the spacing apart but one may touch any page edge.
        let padded = sizes.map { (width: $0.width + 2 * extrude + spacing.x, height: $0.height + 2 * extrude + spacing.y) }
        var remaining = sizes.indices.filter { sizes[$0].width > 0 && sizes[$0].height > 0 }
        remaining.sort { a, b in
            let keyA = (max(sizes[a].width, sizes[a].height), sizes[a].height, sizes[a].width)
            let keyB = (max(sizes[b].width, sizes[b].height), sizes[b].height, sizes[b].width)
            return keyA != keyB ? keyA > keyB : a < b
        }

        var placements = Array(repeating: PackedRect(page: 0, x: 0, y: 0), count: sizes.count)
        var pageSizes: [(width: Int, height: Int)] = []
        while !remaining.isEmpty {
            let page = fillPage(remaining, padded: padded, spacing: spacing, limit: limit)
            var width = 0, height = 0
            for placed in page.placed {
                placements[placed.index] = PackedRect(page: pageSizes.count, x: placed.x + extrude, y: placed.y + extrude,
                                                      rotated: placed.rotated, layer: placed.layer)
                let size = sizes[placed.index]
                let (across, down) = placed.rotated ? (size.height, size.width) : (size.width, size.height)
                width = max(width, placed.x + across + 2 * extrude)
                height = max(height, placed.y + down + 2 * extrude)
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

    private struct Placed {
        var index: Int
        var x: Int
        var y: Int
        var rotated: Bool
        var layer: Int
    }

    /// One page: the first of `candidateSizes` that takes every remaining rectangle or, when even
    /// the largest page cannot, that page filled with as many as fit (in order) and the rest left
    /// for the next. The largest page holds the first remaining rectangle, so every page takes one.
    private func fillPage(_ indices: [Int], padded: [(width: Int, height: Int)], spacing: (x: Int, y: Int), limit: Int)
        -> (placed: [Placed], left: [Int]) {
        // With layers, a page holds its area that many times over.
        let area = (indices.reduce(0) { $0 + padded[$1].width * padded[$1].height } + options.layers - 1) / options.layers
        let widest = indices.map { padded[$0].width - spacing.x }.max() ?? 1
        let tallest = indices.map { padded[$0].height - spacing.y }.max() ?? 1
        // `pack` refused every rectangle no page holds, so the first (largest) has one.
        let first = (width: padded[indices[0]].width - spacing.x, height: padded[indices[0]].height - spacing.y)
        guard let largest = largestPage(holding: first, limit: limit) else { preconditionFailure("pack checks every rectangle") }
        for (width, height) in candidateSizes(widest: widest, tallest: tallest, area: area, spacing: spacing, limit: limit,
                                              largest: largest) {
            let last = width == largest.width && height == largest.height
            var bins = Array(repeating: MaxRectsBin(width: width + spacing.x, height: height + spacing.y), count: options.layers)
            var placed: [Placed] = []
            var left: [Int] = []
            for index in indices {
                // The first layer it fits, so the last page's later layers stay empty when they can.
                if let (layer, fit) = bins.indices.lazy.compactMap({ layer in
                    self.bestFit(padded[index], in: bins[layer], spacing: spacing).map { (layer, $0) }
                }).first {
                    bins[layer].place(PackRect(x: fit.x, y: fit.y, width: fit.width, height: fit.height))
                    placed.append(Placed(index: index, x: fit.x, y: fit.y, rotated: fit.rotated, layer: layer))
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

    /// Where one padded rectangle goes on `bin`: as it is, or, with `rotation`, turned when that
    /// fits strictly better (a square never turns). Turned, its own width runs down the page; the
    /// spacing stays on the right and bottom.
    private func bestFit(_ size: (width: Int, height: Int), in bin: MaxRectsBin, spacing: (x: Int, y: Int))
        -> (x: Int, y: Int, width: Int, height: Int, rotated: Bool)? {
        let upright = bin.bestFit(width: size.width, height: size.height)
        let turned = (width: size.height - spacing.y + spacing.x, height: size.width - spacing.x + spacing.y)
        if options.rotation, turned.width != size.width, let score = bin.bestFit(width: turned.width, height: turned.height),
           upright.map({ score < $0 }) ?? true {
            return (score.x, score.y, turned.width, turned.height, true)
        }
        return upright.map { ($0.x, $0.y, size.width, size.height, false) }
    }

    /// The page sizes to try, smallest area first, ending with the largest page: every pair of
    /// sides from the widest and tallest rectangle up to the limit, growing by doubling with
    /// `powerOfTwo` and otherwise by an eighth (so a batch's page is not much larger than it needs
    /// to be), leaving out pages too small for the rectangles' total area and pages more than 4:1
    /// that the rectangles do not force (a page as narrow as its widest rectangle is kept). Equal
    /// areas go squarest first, then widest.
    private func candidateSizes(widest: Int, tallest: Int, area: Int, spacing: (x: Int, y: Int), limit: Int,
                                largest: (width: Int, height: Int)) -> [(width: Int, height: Int)] {
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
            for height in heights where (width + spacing.x) * (height + spacing.y) >= area && ImageLimits.allows(width: width, height: height)
                && !(width == largest.width && height == largest.height) {
                let forced = (width >= height && width == widths[0]) || (height >= width && height == heights[0])
                if forced || max(width, height) <= 4 * min(width, height) { sizes.append((width, height)) }
            }
        }
        sizes.sort { a, b in
            (a.width * a.height, abs(a.width - a.height), -a.width) < (b.width * b.height, abs(b.width - b.height), -b.width)
        }
        return sizes + [largest]
    }

    /// The page to fill when no smaller one takes every rectangle left: `limit` a side when the
    /// image limits allow that page, else the squarest page they allow that still holds `size` (a
    /// rectangle with its extrude border), or nil when none does. Sides are powers of two with
    /// `powerOfTwo`, so the page is not grown past the limits when it is rounded up.
    func largestPage(holding size: (width: Int, height: Int), limit: Int) -> (width: Int, height: Int)? {
        func side(_ value: Int) -> Int { options.powerOfTwo ? Self.powerOfTwo(atLeast: value) : value }
        func fit(_ value: Int) -> Int { options.powerOfTwo ? Self.powerOfTwo(atMost: value) : value }
        if ImageLimits.allows(width: limit, height: limit) { return (limit, limit) }
        // The largest square the limits allow, by bisection: `allows` holds for every smaller one.
        var low = 1, high = limit
        while low < high {
            let middle = (low + high + 1) / 2
            if ImageLimits.allows(width: middle, height: middle) { low = middle } else { high = middle - 1 }
        }
        let square = fit(low)
        let page: (width: Int, height: Int)
        if size.width <= square && size.height <= square {
            page = (square, square)
        } else if size.width > square {
            let width = side(size.width)
            page = (width, fit(min(limit, ImageLimits.tallest(width: width))))
        } else {
            let height = side(size.height)
            page = (fit(min(limit, ImageLimits.tallest(width: height))), height)
        }
        guard page.width >= size.width, page.height >= size.height, page.width <= limit, page.height <= limit else { return nil }
        return page
    }

    static func powerOfTwo(atLeast value: Int) -> Int {
        var side = 1
        while side < value { side *= 2 }
        return side
    }

    static func powerOfTwo(atMost value: Int) -> Int {
        var side = 1
        while side * 2 <= value { side *= 2 }
        return side
    }
}
