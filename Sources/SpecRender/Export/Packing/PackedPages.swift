/// Where one input rectangle went: its page and its top-left corner on it (inside any extrude
/// border), and whether it lies turned 90° there, so that it takes its height across the page and
/// its width down.
package struct PackedRect: Equatable, Sendable {
    package var page: Int
    package var x: Int
    package var y: Int
    package var rotated: Bool
    /// The page's layer it lies in (always 0 with one layer).
    package var layer: Int

    package init(page: Int, x: Int, y: Int, rotated: Bool = false, layer: Int = 0) {
        self.layer = layer
        self.page = page
        self.x = x
        self.y = y
        self.rotated = rotated
    }
}

/// What `MaxRectsPacker.pack` made of a list of sizes.
package struct PackedPages: Equatable, Sendable {
    /// One per input size, in input order.
    package var placements: [PackedRect]
    /// Each page cropped to the rectangles on it, then rounded up to powers of two if asked. Only
    /// rectangles that take room make pages: with none, there are none.
    package var pageSizes: [(width: Int, height: Int)]

    package init(placements: [PackedRect], pageSizes: [(width: Int, height: Int)]) {
        self.placements = placements
        self.pageSizes = pageSizes
    }

    // Tuples are not Equatable, so the sizes are compared by hand.
    package static func == (a: PackedPages, b: PackedPages) -> Bool {
        a.placements == b.placements && a.pageSizes.count == b.pageSizes.count
            && zip(a.pageSizes, b.pageSizes).allSatisfy { $0.width == $1.width && $0.height == $1.height }
    }
}

/// Why sizes cannot be packed.
package enum PackError: Error, Equatable {
    /// The rectangle at `index` (with its extrude border) is wider or taller than a page may be
    /// (`maxSize`: the largest side a page can have, a power of two with `powerOfTwo`).
    case tooLarge(index: Int, width: Int, height: Int, maxSize: Int)
    /// The rectangle at `index`, `width`×`height` with its extrude border, has sides a page may
    /// have but no page within the image limits (ImageLimits) holds it.
    case tooManyPixels(index: Int, width: Int, height: Int)
}
