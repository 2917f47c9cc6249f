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
        let layered = style.pages.channels == .packed
        let options = PackOptions(maxSize: maxSize, spacing: (style.atlas.spacingX, style.atlas.spacingY),
                                  powerOfTwo: style.atlas.powerOfTwo, extrude: style.atlas.extrude,
                                  layers: layered ? Self.packedChannels.count : 1)
        let (top, right, bottom, left) = padding
        let sizes = cells.cells.map { cell in
            cell.isEmpty ? (width: 0, height: 0) : (width: cell.width + left + right, height: cell.height + top + bottom)
        }
        // With `channels: packed`, each page has four layers, one per channel: layer n is chnl
        // packedChannels[n].
        packed = try MaxRectsPacker(options: options).pack(sizes)
        channels = zip(sizes, packed.placements).map { size, place in
            layered && size.width > 0 && size.height > 0 ? Self.packedChannels[place.layer] : 15
        }
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
