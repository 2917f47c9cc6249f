import CairoGraphics
import PNGCodec
import SpecModel
import SpecScene

/// A page of a distance-field font: each cell's field (FieldRaster) copied in at its packed
/// place (inside the glyph padding, which stays outside, and with its edges extruded), straight
/// RGBA, the rest of the page 0 (outside) and transparent. Written straight
/// rather than through a Cairo surface, whose premultiplied pixels could not hold an `sdf`
/// page's (v, v, v, v).
struct DistanceFieldPage {
    let options: DistanceFieldOptions
    let fonts: FontCache

    func png(page: Int, of layout: BitmapFontLayout, cells: BitmapFontCells, compression: PNGCompression) throws -> [UInt8] {
        let (width, height) = layout.pageSize
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for (index, cell) in cells.cells.enumerated() where layout.packed.placements[index].page == page && !cell.isEmpty {
            let place = layout.glyphOrigin(index)
            var shape = try GlyphOutline.shape(of: cell, scale: cells.scale, fonts: fonts)
            if options.kind == .msdf { EdgeColoring.color(&shape) }
            let field = FieldRaster(shape: shape, width: cell.width, height: cell.height, options: options).pixels()
            for row in 0..<cell.height {
                let target = ((place.y + row) * width + place.x) * 4
                pixels.replaceSubrange(target..<(target + cell.width * 4), with: field[(row * cell.width * 4)..<((row + 1) * cell.width * 4)])
            }
            let padded = layout.char(cell, index), corner = layout.packed.placements[index]
            pixels.withUnsafeMutableBufferPointer { page in
                Extrusion.extrude(page.baseAddress!, stride: width * 4, bytesPerPixel: 4, x: corner.x, y: corner.y,
                                  width: padded.width, height: padded.height, count: layout.extrude)
            }
        }
        return try pixels.withUnsafeBufferPointer { buffer in
            try PNGEncoder.encode(buffer.baseAddress!, width: width, height: height, stride: width * 4, premultiplied: false,
                                  compression: compression)
        }
    }
}
