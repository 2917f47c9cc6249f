import CairoGraphics
import PNGCodec
import SpecModel
import SpecScene

/// A page of a distance-field font: each cell's field (FieldRaster) copied in at its packed
/// place, straight RGBA, the rest of the page 0 (outside) and transparent. Written straight
/// rather than through a Cairo surface, whose premultiplied pixels could not hold an `sdf`
/// page's (v, v, v, v).
struct DistanceFieldPage {
    let options: DistanceFieldOptions
    let fonts: FontCache

    func png(page: Int, of packed: PackedPages, cells: BitmapFontCells, width: Int, height: Int,
             compression: PNGCompression) throws -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for (cell, place) in zip(cells.cells, packed.placements) where place.page == page && !cell.isEmpty {
            var shape = try GlyphOutline.shape(of: cell, scale: cells.scale, fonts: fonts)
            if options.kind == .msdf { EdgeColoring.color(&shape) }
            let field = FieldRaster(shape: shape, width: cell.width, height: cell.height, options: options).pixels()
            for row in 0..<cell.height {
                let target = ((place.y + row) * width + place.x) * 4
                pixels.replaceSubrange(target..<(target + cell.width * 4), with: field[(row * cell.width * 4)..<((row + 1) * cell.width * 4)])
            }
        }
        return try pixels.withUnsafeBufferPointer { buffer in
            try PNGEncoder.encode(buffer.baseAddress!, width: width, height: height, stride: width * 4, premultiplied: false,
                                  compression: compression)
        }
    }
}
