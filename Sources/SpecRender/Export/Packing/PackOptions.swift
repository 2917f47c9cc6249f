/// How `MaxRectsPacker` lays rectangles out on pages.
package struct PackOptions: Equatable, Hashable, Sendable {
    /// The largest side a page may have (GPUs cap texture sizes; 1024 is safe everywhere).
    package var maxSize: Int
    /// Empty pixels between two rectangles, so that linear filtering of one never samples its
    /// neighbour. None at the page edges, where nothing is sampled across.
    package var padding: Int
    /// Page sides rounded up to powers of two, for old GPUs and engines that want them.
    package var powerOfTwo: Bool

    package init(maxSize: Int = 1024, padding: Int = 1, powerOfTwo: Bool = false) {
        self.maxSize = maxSize
        self.padding = padding
        self.powerOfTwo = powerOfTwo
    }

    /// The largest side a page can really have: with `powerOfTwo`, the largest power of two that
    /// is not over `maxSize`.
    var largestSide: Int {
        guard powerOfTwo else { return maxSize }
        var side = 1
        while side * 2 <= maxSize { side *= 2 }
        return side
    }
}
