import XCTest
@testable import SpecRender

final class MaxRectsPackerTests: XCTestCase {
    /// A fixed sequence of "random" sizes (SplitMix64), so a failure reproduces.
    private struct SeededSizes: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func randomSizes(_ count: Int, seed: UInt64, sides: ClosedRange<Int>) -> [(width: Int, height: Int)] {
        var generator = SeededSizes(state: seed)
        return (0..<count).map { _ in (Int.random(in: sides, using: &generator), Int.random(in: sides, using: &generator)) }
    }

    /// Every rectangle inside its page and the page within the options' limits; every two on one
    /// page at least `padding` apart (their padded boxes do not overlap).
    private func assertValid(_ packed: PackedPages, _ sizes: [(width: Int, height: Int)], _ options: PackOptions,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(packed.placements.count, sizes.count, file: file, line: line)
        for page in packed.pageSizes {
            XCTAssertTrue(page.width >= 1 && page.width <= options.maxSize && page.height >= 1 && page.height <= options.maxSize,
                          "page \(page)", file: file, line: line)
            if options.powerOfTwo {
                XCTAssertEqual(page.width & (page.width - 1), 0, "\(page.width) is a power of two", file: file, line: line)
                XCTAssertEqual(page.height & (page.height - 1), 0, "\(page.height) is a power of two", file: file, line: line)
            }
        }
        let placed = sizes.indices.filter { sizes[$0].width > 0 && sizes[$0].height > 0 }
        for i in placed {
            let p = packed.placements[i]
            XCTAssertTrue(p.page >= 0 && p.page < packed.pageSizes.count, "rect \(i) on page \(p.page)", file: file, line: line)
            guard p.page < packed.pageSizes.count else { continue }
            let page = packed.pageSizes[p.page]
            XCTAssertTrue(p.x >= 0 && p.y >= 0 && p.x + sizes[i].width <= page.width && p.y + sizes[i].height <= page.height,
                          "rect \(i) \(sizes[i]) at \(p) outside its \(page) page", file: file, line: line)
        }
        for (n, i) in placed.enumerated() {
            for j in placed[(n + 1)...] where packed.placements[i].page == packed.placements[j].page {
                let a = packed.placements[i], b = packed.placements[j]
                let apart = a.x + sizes[i].width + options.padding <= b.x || b.x + sizes[j].width + options.padding <= a.x
                    || a.y + sizes[i].height + options.padding <= b.y || b.y + sizes[j].height + options.padding <= a.y
                XCTAssertTrue(apart, "rects \(i) \(sizes[i]) at \(a) and \(j) \(sizes[j]) at \(b) closer than \(options.padding)",
                              file: file, line: line)
            }
        }
    }

    func testRandomRectsNeitherOverlapNorTouch() throws {
        for padding in [0, 1, 3] {
            let options = PackOptions(maxSize: 1024, padding: padding)
            let sizes = randomSizes(150, seed: UInt64(padding) + 1, sides: 1...60)
            let packed = try MaxRectsPacker(options: options).pack(sizes)
            assertValid(packed, sizes, options)
            XCTAssertEqual(packed.pageSizes.count, 1)
        }
    }

    func testPaddingIsNotAddedAtThePageEdges() throws {
        let packed = try MaxRectsPacker(options: PackOptions(padding: 4)).pack([(10, 10), (10, 10)])
        XCTAssertEqual(packed.placements.map(\.x).sorted() + packed.placements.map(\.y).sorted(), [0, 14, 0, 0])
        XCTAssertEqual(packed.pageSizes.count, 1)
        XCTAssertEqual(packed.pageSizes[0].width, 24)
        XCTAssertEqual(packed.pageSizes[0].height, 10)
    }

    func testPowerOfTwoPages() throws {
        let options = PackOptions(maxSize: 512, padding: 1, powerOfTwo: true)
        let sizes = randomSizes(60, seed: 7, sides: 3...40)
        let packed = try MaxRectsPacker(options: options).pack(sizes)
        assertValid(packed, sizes, options)
        XCTAssertEqual(try MaxRectsPacker(options: options).pack([(100, 20)]).pageSizes.map { [$0.width, $0.height] }, [[128, 32]])
    }

    /// A font's worth of glyphs gets a page about its size, not a maxSize one.
    func testPagesAreAsSmallAsTheyReasonablyCanBe() throws {
        let glyphs = randomSizes(95, seed: 42, sides: 6...18)
        let packed = try MaxRectsPacker(options: PackOptions(maxSize: 1024, padding: 1, powerOfTwo: true)).pack(glyphs)
        XCTAssertEqual(packed.pageSizes.count, 1)
        XCTAssertLessThanOrEqual(packed.pageSizes[0].width * packed.pageSizes[0].height, 256 * 128, "\(packed.pageSizes)")
        let plain = try MaxRectsPacker(options: PackOptions(maxSize: 1024, padding: 1)).pack(glyphs)
        XCTAssertLessThanOrEqual(plain.pageSizes[0].width * plain.pageSizes[0].height, 160 * 140, "\(plain.pageSizes)")
    }

    func testSpillsOntoFurtherPages() throws {
        let options = PackOptions(maxSize: 64, padding: 2)
        let sizes = randomSizes(40, seed: 3, sides: 10...30)
        let packed = try MaxRectsPacker(options: options).pack(sizes)
        assertValid(packed, sizes, options)
        XCTAssertGreaterThan(packed.pageSizes.count, 2)
        XCTAssertEqual(Set(packed.placements.map(\.page)), Set(packed.pageSizes.indices))
        // Four 64×64 squares: one a page.
        let squares = try MaxRectsPacker(options: options).pack(Array(repeating: (64, 64), count: 4))
        XCTAssertEqual(squares.placements.map(\.page), [0, 1, 2, 3])
        XCTAssertTrue(squares.pageSizes.allSatisfy { $0 == (64, 64) })
    }

    func testARectLargerThanAPageIsRefused() {
        XCTAssertThrowsError(try MaxRectsPacker(options: PackOptions(maxSize: 32)).pack([(8, 8), (10, 33), (40, 40)])) { error in
            XCTAssertEqual(error as? PackError, .tooLarge(index: 1, width: 10, height: 33, maxSize: 32))
        }
        // With powerOfTwo, a page can be no larger than the power of two under maxSize.
        XCTAssertThrowsError(try MaxRectsPacker(options: PackOptions(maxSize: 100, powerOfTwo: true)).pack([(70, 10)])) { error in
            XCTAssertEqual(error as? PackError, .tooLarge(index: 0, width: 70, height: 10, maxSize: 64))
        }
        XCTAssertNoThrow(try MaxRectsPacker(options: PackOptions(maxSize: 32)).pack([(32, 32)]))
    }

    func testSameInputSamePages() throws {
        let sizes = randomSizes(120, seed: 11, sides: 1...90)
        let options = PackOptions(maxSize: 256, padding: 1)
        let first = try MaxRectsPacker(options: options).pack(sizes)
        for _ in 0..<3 { XCTAssertEqual(try MaxRectsPacker(options: options).pack(sizes), first) }
        assertValid(first, sizes, options)
    }

    /// MaxRects with best short side fit packs random rectangles tightly: at least 85 % of the
    /// page is used without padding, 75 % with a pixel of it around 4–64 pixel rectangles.
    func testRandomRectsFillMostOfThePage() throws {
        for seed: UInt64 in [1, 2, 3] {
            let sizes = randomSizes(200, seed: seed, sides: 4...64)
            for (padding, bound) in [(0, 0.85), (1, 0.75)] {
                let packed = try MaxRectsPacker(options: PackOptions(maxSize: 4096, padding: padding)).pack(sizes)
                let used = sizes.reduce(0) { $0 + $1.width * $1.height }
                let pages = packed.pageSizes.reduce(0) { $0 + $1.width * $1.height }
                XCTAssertEqual(packed.pageSizes.count, 1)
                XCTAssertGreaterThanOrEqual(Double(used) / Double(pages), bound, "seed \(seed), padding \(padding): \(packed.pageSizes)")
            }
        }
    }

    /// Wide sprites (buttons, titles) go side by side on a wider page rather than one per row on a
    /// page as narrow as the widest.
    func testWideRectsShareRows() throws {
        let sizes = [(800, 110), (620, 108), (620, 108), (400, 88), (400, 88), (400, 88), (400, 88)]
        let packed = try MaxRectsPacker(options: PackOptions()).pack(sizes)
        let used = sizes.reduce(0) { $0 + $1.0 * $1.1 }
        XCTAssertGreaterThanOrEqual(Double(used) / Double(packed.pageSizes[0].width * packed.pageSizes[0].height), 0.8, "\(packed.pageSizes)")
    }

    func testEmptyRectsTakeNoRoom() throws {
        let packed = try MaxRectsPacker(options: PackOptions()).pack([(0, 12), (5, 7), (9, 0), (0, 0)])
        XCTAssertEqual(packed.placements, [PackedRect(page: 0, x: 0, y: 0), PackedRect(page: 0, x: 0, y: 0),
                                           PackedRect(page: 0, x: 0, y: 0), PackedRect(page: 0, x: 0, y: 0)])
        XCTAssertEqual(packed.pageSizes.count, 1)
        XCTAssertTrue(packed.pageSizes[0] == (5, 7))
        let nothing = try MaxRectsPacker(options: PackOptions()).pack([(0, 0)])
        XCTAssertTrue(nothing.pageSizes.isEmpty)
        XCTAssertEqual(try MaxRectsPacker(options: PackOptions()).pack([]), PackedPages(placements: [], pageSizes: []))
    }
}
