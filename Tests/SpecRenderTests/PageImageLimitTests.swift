import SpecModel
import Testing
@testable import SpecRender

/// Every page the packer makes is an image within the image limits (docs/spec.md#errors-and-limits):
/// at most `maxImageSide` a side and `maxImagePixels` in all, however large `maxSize` is; a
/// rectangle no such page holds is refused before anything is drawn.
@Suite struct PageImageLimitTests {
    private func withinLimits(_ packed: PackedPages) -> Bool {
        packed.pageSizes.allSatisfy {
            $0.width <= SpecLimits.maxImageSide && $0.height <= SpecLimits.maxImageSide && $0.width * $0.height <= SpecLimits.maxImagePixels
        }
    }

    /// Rectangles whose area together is over one page's pixels spill onto more pages, each
    /// within the limits, with `maxSize` at the largest side a page may have.
    @Test(arguments: [false, true])
    func manyRectanglesMakeMorePages(powerOfTwo: Bool) throws {
        let sizes = Array(repeating: (width: 3000, height: 3200), count: 12)
        let packed = try MaxRectsPacker(options: PackOptions(maxSize: SpecLimits.maxImageSide, powerOfTwo: powerOfTwo)).pack(sizes)
        #expect(packed.pageSizes.count >= 2)
        #expect(withinLimits(packed), "\(packed.pageSizes)")
        // Each rectangle lies inside its page.
        for (place, size) in zip(packed.placements, sizes) {
            let page = packed.pageSizes[place.page]
            #expect(place.x + size.width <= page.width && place.y + size.height <= page.height)
        }
    }

    /// A rectangle wider than the largest square page gets a page as wide as it needs and as tall
    /// as the pixel limit then allows.
    @Test func aWideRectangleGetsAWidePage() throws {
        let sizes = [(width: 12_000, height: 2_000), (width: 12_000, height: 2_000), (width: 12_000, height: 2_000),
                     (width: 12_000, height: 2_000)]
        let packed = try MaxRectsPacker(options: PackOptions(maxSize: SpecLimits.maxImageSide)).pack(sizes)
        #expect(withinLimits(packed), "\(packed.pageSizes)")
        #expect(packed.pageSizes.count == 2)
    }

    /// Sides a page may have, but more pixels than any page within the limits holds: refused,
    /// naming the rectangle with its extrude border. With powers of two the rounded page counts.
    @Test func aRectangleNoPageHoldsIsRefused() {
        #expect(throws: PackError.tooManyPixels(index: 1, width: 9_000, height: 8_000)) {
            try MaxRectsPacker(options: PackOptions(maxSize: SpecLimits.maxImageSide)).pack([(10, 10), (9_000, 8_000)])
        }
        #expect(throws: PackError.tooManyPixels(index: 0, width: 8_194, height: 8_194)) {
            try MaxRectsPacker(options: PackOptions(maxSize: SpecLimits.maxImageSide, extrude: 1)).pack([(8_192, 8_192)])
        }
        #expect(throws: PackError.tooManyPixels(index: 0, width: 8_193, height: 4_097)) {
            try MaxRectsPacker(options: PackOptions(maxSize: SpecLimits.maxImageSide, powerOfTwo: true)).pack([(8_193, 4_097)])
        }
    }

    /// The largest rectangles the limits allow still pack, each on a page of its own size.
    @Test func theLargestRectanglesPack() throws {
        for size in [(width: 8_192, height: 8_192), (width: 16_384, height: 4_096), (width: 4_096, height: 16_384),
                     (width: 9_000, height: 7_456)] {
            let packed = try MaxRectsPacker(options: PackOptions(maxSize: SpecLimits.maxImageSide)).pack([size, size])
            #expect(packed.pageSizes.count == 2)
            #expect(withinLimits(packed), "\(packed.pageSizes)")
        }
    }
}
