import Testing
@testable import SpecRender

/// The packer's options for game artists (issue 23, point 7): rectangles turned when that packs
/// tighter, an extrude border kept around each, and spacing that differs across and down.
@Suite struct PackOptionsTests {
    /// The rectangle each placement covers on its page, extrude border included.
    private func boxes(_ packed: PackedPages, _ sizes: [(width: Int, height: Int)], extrude: Int) -> [(page: Int, x: Int, y: Int, w: Int, h: Int)] {
        zip(packed.placements, sizes).map { place, size in
            let (w, h) = place.rotated ? (size.height, size.width) : (size.width, size.height)
            return (place.page, place.x - extrude, place.y - extrude, w + 2 * extrude, h + 2 * extrude)
        }
    }

    @Test func aRectangleTurnsWhenOnlyThenItFits() throws {
        let sizes = [(width: 60, height: 8), (width: 8, height: 60)]
        let upright = try MaxRectsPacker(options: PackOptions(maxSize: 64)).pack(sizes)
        #expect(upright.pageSizes.count == 2, "without rotation the wide one needs a page of its own")
        #expect(upright.placements.allSatisfy { !$0.rotated })
        let turned = try MaxRectsPacker(options: PackOptions(maxSize: 64, rotation: true)).pack(sizes)
        #expect(turned.pageSizes.count == 1)
        #expect(turned.placements.map(\.rotated) == [true, false])
        let page = turned.pageSizes[0]
        #expect(page.width <= 64 && page.height <= 64)
        let b = boxes(turned, sizes, extrude: 0)
        #expect(b[0].x + b[0].w + 1 <= b[1].x || b[1].x + b[1].w + 1 <= b[0].x, "\(b)")
    }

    @Test func aSquareNeverTurns() throws {
        let packed = try MaxRectsPacker(options: PackOptions(maxSize: 256, rotation: true)).pack([(20, 20), (30, 30), (5, 5)])
        #expect(packed.placements.allSatisfy { !$0.rotated })
    }

    /// Random rectangles, turned or not, with an extrude border and spacing of 3 across and 1 down:
    /// borders stay on the page and never come closer than the spacing.
    @Test(arguments: [(0, 1, 1), (2, 3, 1), (1, 0, 4)])
    func bordersAndSpacingHold(extrude: Int, spacingX: Int, spacingY: Int) throws {
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next(_ range: ClosedRange<Int>) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return range.lowerBound + Int((seed >> 33) % UInt64(range.count))
        }
        let sizes = (0..<80).map { _ in (width: next(2...40), height: next(2...40)) }
        let options = PackOptions(maxSize: 128, spacing: (spacingX, spacingY), extrude: extrude, rotation: true)
        let packed = try MaxRectsPacker(options: options).pack(sizes)
        let b = boxes(packed, sizes, extrude: extrude)
        for (i, a) in b.enumerated() {
            let page = packed.pageSizes[a.page]
            #expect(a.x >= 0 && a.y >= 0 && a.x + a.w <= page.width && a.y + a.h <= page.height, "\(a) on \(page)")
            for c in b[(i + 1)...] where c.page == a.page {
                let apart = a.x + a.w + spacingX <= c.x || c.x + c.w + spacingX <= a.x || a.y + a.h + spacingY <= c.y || c.y + c.h + spacingY <= a.y
                #expect(apart, "\(a) and \(c) closer than \(spacingX), \(spacingY)")
            }
        }
        #expect(packed.pageSizes.allSatisfy { $0.width <= 128 && $0.height <= 128 })
    }

    @Test func theExtrudeBorderCountsAgainstThePage() throws {
        #expect(throws: PackError.tooLarge(index: 0, width: 62, height: 10, maxSize: 64)) {
            try MaxRectsPacker(options: PackOptions(maxSize: 64, extrude: 2)).pack([(62, 10)])
        }
        let packed = try MaxRectsPacker(options: PackOptions(maxSize: 64, extrude: 2)).pack([(60, 10)])
        #expect(packed.placements == [PackedRect(page: 0, x: 2, y: 2)])
        #expect(packed.pageSizes[0].width == 64 && packed.pageSizes[0].height == 14)
    }
}
