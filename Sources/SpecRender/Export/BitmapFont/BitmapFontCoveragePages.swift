import CairoGraphics
import PNGCodec
import SpecScene

/// The pages of a font of one colour that hold only each glyph's coverage (its alpha as drawn):
/// - `channels: packed`: an RGBA PNG whose four channels are four layers of glyphs, each glyph in
///   the channel its `chnl` names (1 blue, 2 green, 4 red, 8 alpha), as BMFont packs them;
/// - `pageFormat: a8`: a grey-and-alpha PNG (colour type 4) of white glyphs, grey 255 and alpha
///   the coverage. Grey alone (colour type 0) would be a quarter of RGBA too, but LÖVE, Godot and
///   the browser expand grey to an opaque RGB image, so every glyph would be a filled box; grey
///   and alpha loads as white text with transparency everywhere, and the engine tints it with
///   the fill's colour (LÖVE's setColor, Godot's modulate). The constant grey costs next to
///   nothing once compressed.
enum BitmapFontCoveragePages {
    /// Page `page`'s PNG. `image(index)` draws cell `index` (a Cairo ARGB32 surface of its size).
    static func png(page: Int, layout: BitmapFontLayout, cells: BitmapFontCells, a8: Bool,
                    image: (Int) throws -> CairoSurface, compression: PNGCompression) throws -> [UInt8] {
        let (width, height) = layout.pageSize
        let layers = a8 ? [15] : BitmapFontLayout.packedChannels
        var planes = Array(repeating: [UInt8](repeating: 0, count: width * height), count: layers.count)
        for (index, cell) in cells.cells.enumerated() where !cell.isEmpty && layout.packed.placements[index].page == page {
            guard let layer = layers.firstIndex(of: layout.channels[index]) else { continue }
            let surface = try image(index)
            let origin = layout.glyphOrigin(index)
            surface.withPixels { source, stride in
                for row in 0..<min(cell.height, surface.height) {
                    let words = UnsafeRawPointer(source + row * stride).assumingMemoryBound(to: UInt32.self)
                    let to = (origin.y + row) * width + origin.x
                    for column in 0..<min(cell.width, surface.width) {
                        // Cairo's ARGB32 is a native 32-bit word with alpha in the top byte.
                        planes[layer][to + column] = UInt8(truncatingIfNeeded: words[column] >> 24)
                    }
                }
            }
            let place = layout.packed.placements[index]
            planes[layer].withUnsafeMutableBufferPointer { plane in
                Extrusion.extrude(plane.baseAddress!, stride: width, bytesPerPixel: 1, x: place.x, y: place.y,
                                  width: cell.width + layout.padding.left + layout.padding.right,
                                  height: cell.height + layout.padding.top + layout.padding.bottom, count: layout.extrude)
            }
        }
        if a8 {
            var pixels = [UInt8](repeating: 255, count: width * height * 2)
            for i in 0..<(width * height) { pixels[i * 2 + 1] = planes[0][i] }
            return try pixels.withUnsafeBufferPointer {
                try PNGEncoder.encodeGreyAlpha($0.baseAddress!, width: width, height: height, stride: width * 2, compression: compression)
            }
        }
        // chnl 1, 2, 4, 8 are blue, green, red and alpha: bytes 2, 1, 0 and 3 of an RGBA pixel.
        let byteOf = [1: 2, 2: 1, 4: 0, 8: 3]
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for (layer, channel) in layers.enumerated() {
            let offset = byteOf[channel]!
            for i in 0..<(width * height) { pixels[i * 4 + offset] = planes[layer][i] }
        }
        return try pixels.withUnsafeBufferPointer {
            try PNGEncoder.encode($0.baseAddress!, width: width, height: height, stride: width * 4, premultiplied: false,
                                  compression: compression)
        }
    }
}
