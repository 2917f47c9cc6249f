/// How cells (a bitmap font's glyphs, an atlas's sprites) are packed into pages (`atlas`).
package struct AtlasOptions: Equatable, Hashable, Sendable {
    /// The largest page side at every scale, unless `maxSizeByScale` names the scales.
    package var maxSize: Int
    /// The largest page side per scale (`"maxSize": {"2": 2048}` or a list in `output.scales`
    /// order); nil when one side holds for every scale.
    package var maxSizeByScale: [Double: Int]?
    /// Empty pixels between two cells side by side and one above the other.
    package var spacingX: Int
    package var spacingY: Int
    package var powerOfTwo: Bool
    /// Each cell's edge pixels repeated this many times around it, outside its frame.
    package var extrude: Int
    /// Cells may lie turned 90° on a page (atlases only: BMFont has no turned glyphs).
    package var rotation: Bool
    /// Every frame's pivot in fractions of its original size, if the spec gives one (atlases only).
    package var pivotX: Double?
    package var pivotY: Double?
    /// The spec's top-level `premultiplied`: pages hold premultiplied colour, not bled straight alpha.
    package var premultiplied: Bool

    package init(maxSize: Int = 1024, padding: Int = 1, powerOfTwo: Bool = false, premultiplied: Bool = false) {
        self.init(maxSize: maxSize, spacing: (padding, padding), powerOfTwo: powerOfTwo, premultiplied: premultiplied)
    }

    package init(maxSize: Int = 1024, maxSizeByScale: [Double: Int]? = nil, spacing: (x: Int, y: Int), powerOfTwo: Bool = false,
                 extrude: Int = 0, rotation: Bool = false, pivot: (x: Double, y: Double)? = nil, premultiplied: Bool = false) {
        self.maxSize = maxSize; self.maxSizeByScale = maxSizeByScale
        (spacingX, spacingY) = spacing
        self.powerOfTwo = powerOfTwo; self.extrude = extrude; self.rotation = rotation
        (pivotX, pivotY) = (pivot?.x, pivot?.y)
        self.premultiplied = premultiplied
    }

    /// The largest page side at `scale`, or nil when `maxSize` lists sides per scale and not this one.
    package func maxSize(at scale: Double) -> Int? {
        guard let maxSizeByScale else { return maxSize }
        return maxSizeByScale[scale]
    }

    /// The spacing when it is the same both ways, else the larger.
    package var padding: Int { max(spacingX, spacingY) }
}
