/// How `MaxRectsPacker` lays rectangles out on pages.
package struct PackOptions: Equatable, Hashable, Sendable {
    /// The largest side a page may have (GPUs cap texture sizes; 1024 is safe everywhere).
    package var maxSize: Int
    /// Empty pixels between two rectangles side by side (BMFont's and TexturePacker's horizontal
    /// spacing), so that linear filtering of one never samples its neighbour. None at the page
    /// edges, where nothing is sampled across.
    package var spacingX: Int
    /// Empty pixels between two rectangles one above the other.
    package var spacingY: Int
    /// Page sides rounded up to powers of two, for old GPUs and engines that want them.
    package var powerOfTwo: Bool
    /// Pixels of room kept around each rectangle on every side, for its edge pixels repeated
    /// outwards (TexturePacker's extrude): a placement is the rectangle's own top-left, inside
    /// that border, and the spacing lies outside it.
    package var extrude: Int
    /// A rectangle may be turned 90° on the page when that fits it better (best short side fit
    /// over both orientations); off by default, as engines must then turn it back.
    package var rotation: Bool
    /// Layers a page has, each packed as a page of its own size (a packed font's four channels):
    /// a rectangle goes into the first layer it fits, so pages are a quarter the size with four.
    package var layers: Int

    package init(maxSize: Int = 1024, padding: Int = 1, powerOfTwo: Bool = false, extrude: Int = 0, rotation: Bool = false) {
        self.init(maxSize: maxSize, spacing: (padding, padding), powerOfTwo: powerOfTwo, extrude: extrude, rotation: rotation)
    }

    package init(maxSize: Int, spacing: (x: Int, y: Int), powerOfTwo: Bool = false, extrude: Int = 0, rotation: Bool = false,
                 layers: Int = 1) {
        self.layers = max(1, layers)
        self.maxSize = maxSize
        self.spacingX = spacing.x
        self.spacingY = spacing.y
        self.powerOfTwo = powerOfTwo
        self.extrude = extrude
        self.rotation = rotation
    }

    /// The spacing when it is the same both ways (the `padding` of older options), else the larger.
    package var padding: Int { max(spacingX, spacingY) }

    /// The largest side a page can really have: with `powerOfTwo`, the largest power of two that
    /// is not over `maxSize`.
    var largestSide: Int {
        guard powerOfTwo else { return maxSize }
        var side = 1
        while side * 2 <= maxSize { side *= 2 }
        return side
    }
}
