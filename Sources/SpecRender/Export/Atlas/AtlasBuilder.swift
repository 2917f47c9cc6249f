import PNGCodec
import SpecModel

/// Writes sprites as texture atlases: one sheet per scale, `NAME.png` and its descriptor for @1x,
/// `NAME@2x.png` for @2x; when the sprites need more than one page, further pages are
/// `NAME-1.png`, `NAME-1@2x.png`…. TexturePacker JSON describes each page in a file of its own
/// (`NAME-1@2x.json`); a libGDX `.atlas` lists every page of its scale (`NAME@2x.atlas`).
///
/// Collecting the sprites (rendering specs) is the caller's job; this only packs and writes, so
/// another exporter can hand it any images.
package struct AtlasBuilder: Sendable {
    /// The file name stem: `ui` writes `ui.png`, `ui.json`.
    package var name: String
    package var options: PackOptions
    package var format: AtlasFormat
    /// How the pages are compressed: the same pixels either way.
    package var compression: PNGCompression
    /// Bled straight alpha, or premultiplied (which the descriptor then says).
    package var alpha: PageAlpha
    /// Every frame's pivot, in fractions of its original size (TexturePacker JSON only).
    package var pivot: (x: Double, y: Double)?

    package init(name: String, options: PackOptions = PackOptions(), format: AtlasFormat = .texturePacker,
                 compression: PNGCompression = .fast, alpha: PageAlpha = .bled) {
        self.name = name
        self.options = options
        self.format = format
        self.compression = compression
        self.alpha = alpha
    }

    /// The files of one scale's sheet, paths relative to the output folder. Throws `AtlasError`
    /// (a sprite too large, two sprites with one key, a name the format cannot hold), or
    /// ImageDiff's error when a page cannot be encoded.
    package func files(scale: Double, sprites: [AtlasSprite]) throws -> [(path: String, bytes: [UInt8])] {
        try files(scale: scale, sheet: AtlasSheet(sprites, options: options, turn: format == .libgdx ? .counterClockwise : .clockwise))
    }

    /// The files of a sheet already packed.
    package func files(scale: Double, sheet: AtlasSheet) throws -> [(path: String, bytes: [UInt8])] {
        let suffix = scale == 1 ? "" : "@\(OutputName.scaleLabel(scale))x"
        let stems = sheet.pages.indices.map { ($0 == 0 ? name : "\(name)-\($0)") + suffix }
        var files: [(path: String, bytes: [UInt8])] = []
        let premultiplied = alpha == .premultiplied
        // One page's pixels at a time: drawn, bled or premultiplied, encoded and let go.
        for (index, (stem, page)) in zip(stems, sheet.pages).enumerated() {
            var image = try sheet.image(page: index)
            alpha.apply(to: &image)
            files.append((stem + ".png", [UInt8](try image.pngData(compression: compression))))
            if format == .texturePacker {
                files.append((stem + ".json", TexturePackerJSON.descriptor(page, image: stem + ".png", scale: scale, pivot: pivot,
                                                                           premultiplied: premultiplied)))
            }
        }
        if format == .libgdx {
            files.append((name + suffix + ".atlas", try LibGDXAtlas.text(pages: zip(stems.map { $0 + ".png" }, sheet.pages).map { ($0, $1) },
                                                                         premultiplied: premultiplied)))
        }
        return files
    }
}
