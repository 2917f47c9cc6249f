import SpecModel
import SpecScene

/// Where each glyph cell of one scale lies on the pages: packed with the spec's `atlas` options
/// (spacing, extrude, the scale's `maxSize`), each cell grown by the glyph `padding`, and with
/// `channels: packed` spread over four channel layers of each page.
struct BitmapFontLayout {
    /// One per cell: the padded cell's top-left on its page (inside any extrude border).
    var packed: PackedPages
    /// One per cell: BMFont's `chnl`, the page channels holding it (15: all four; 1 blue, 2
    /// green, 4 red, 8 alpha with `channels: packed`).
    var channels: [Int]
    var padding: (top: Int, right: Int, bottom: Int, left: Int)
    var extrude: Int

    /// The page channel of each layer with `channels: packed`, in the order layers are filled.
    static let packedChannels = [1, 2, 4, 8]

    init(_ cells: BitmapFontCells, style: BitmapFontStyle, maxSize: Int) throws(PackError) {
        let padding = style.pages.padding
        self.padding = padding
        extrude = style.atlas.extrude
        let options = PackOptions(maxSize: maxSize, spacing: (style.atlas.spacingX, style.atlas.spacingY),
                                  powerOfTwo: style.atlas.powerOfTwo, extrude: style.atlas.extrude)
        let (top, right, bottom, left) = padding
        let sizes = cells.cells.map { cell in
            cell.isEmpty ? (width: 0, height: 0) : (width: cell.width + left + right, height: cell.height + top + bottom)
        }
        guard style.pages.channels == .packed else {
            packed = try MaxRectsPacker(options: options).pack(sizes)
            channels = Array(repeating: 15, count: sizes.count)
            return
        }
        // Four layers of about the same area, each packed on its own; layer n's page k is
        // channel n of page k. Largest cells first, each to the layer with the least area so far.
        let order = sizes.indices.sorted { a, b in
            let (areaA, areaB) = (sizes[a].width * sizes[a].height, sizes[b].width * sizes[b].height)
            return areaA != areaB ? areaA > areaB : a < b
        }
        var layerOf = Array(repeating: 0, count: sizes.count)
        var area = Array(repeating: 0, count: Self.packedChannels.count)
        for index in order where sizes[index].width > 0 && sizes[index].height > 0 {
            let layer = area.indices.min { (area[$0], $0) < (area[$1], $1) }!
            layerOf[index] = layer
            area[layer] += (sizes[index].width + options.spacingX) * (sizes[index].height + options.spacingY)
        }
        var placements = Array(repeating: PackedRect(page: 0, x: 0, y: 0), count: sizes.count)
        var pageSizes: [(width: Int, height: Int)] = []
        for layer in Self.packedChannels.indices {
            let members = sizes.indices.filter { layerOf[$0] == layer && sizes[$0].width > 0 && sizes[$0].height > 0 }
            let layerPages: PackedPages
            do {
                layerPages = try MaxRectsPacker(options: options).pack(members.map { sizes[$0] })
            } catch {
                guard case .tooLarge(let index, let width, let height, let side) = error else { throw error }
                throw .tooLarge(index: members[index], width: width, height: height, maxSize: side)
            }
            for (member, place) in zip(members, layerPages.placements) { placements[member] = place }
            for (page, size) in layerPages.pageSizes.enumerated() {
                if page < pageSizes.count {
                    pageSizes[page] = (max(pageSizes[page].width, size.width), max(pageSizes[page].height, size.height))
                } else {
                    pageSizes.append(size)
                }
            }
        }
        packed = PackedPages(placements: placements, pageSizes: pageSizes)
        channels = sizes.indices.map { sizes[$0].width > 0 && sizes[$0].height > 0 ? Self.packedChannels[layerOf[$0]] : 15 }
    }

    /// BMFont has one `scaleW`/`scaleH` for all pages, and engines (libGDX, Phaser) compute texture
    /// coordinates from it: so every page is as large as the largest.
    var pageSize: (width: Int, height: Int) {
        (packed.pageSizes.map(\.width).max() ?? 1, packed.pageSizes.map(\.height).max() ?? 1)
    }

    /// The cell's glyph pixels: where its drawn image goes on the page, inside the padding.
    func glyphOrigin(_ index: Int) -> (x: Int, y: Int) {
        (packed.placements[index].x + padding.left, packed.placements[index].y + padding.top)
    }

    /// The descriptor's char: the padded cell, its offsets moved so the glyph stays where it was.
    func char(_ cell: BitmapFontCells.Cell, _ index: Int) -> BitmapChar {
        let place = packed.placements[index]
        guard !cell.isEmpty else {
            return BitmapChar(id: cell.character.value, x: 0, y: 0, width: cell.width, height: cell.height, xoffset: cell.xoffset,
                              yoffset: cell.yoffset, xadvance: cell.xadvance, page: 0, chnl: channels[index])
        }
        return BitmapChar(id: cell.character.value, x: place.x, y: place.y,
                          width: cell.width + padding.left + padding.right, height: cell.height + padding.top + padding.bottom,
                          xoffset: cell.xoffset - padding.left, yoffset: cell.yoffset - padding.top,
                          xadvance: cell.xadvance, page: place.page, chnl: channels[index])
    }
}
