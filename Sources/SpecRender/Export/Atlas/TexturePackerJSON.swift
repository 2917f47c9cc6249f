import SpecModel

/// TexturePacker's "JSON (Hash)" descriptor of one page: `frames` keyed by frame name, `meta`
/// naming the page image. Checked against Phaser's reader (phaserjs/phaser
/// src/textures/parsers/JSONHash.js: `frame` is the rectangle cut from the page; `sourceSize` and
/// `spriteSourceSize` are read when `trimmed`), which PixiJS's Spritesheet reads the same way.
enum TexturePackerJSON {
    /// `premultiplied` adds TexturePacker's `meta.premultipliedAlpha: true` (PixiJS reads it to
    /// pick its blend); straight pages leave the key out, as TexturePacker does.
    static func descriptor(_ page: AtlasPage, image: String, scale: Double, premultiplied: Bool = false) -> [UInt8] {
        let frames = page.frames.map { frame -> (String, OrderedJSON) in
            (frame.key, .object([
                ("frame", rect(frame.frame)),
                ("rotated", .bool(false)),
                ("trimmed", .bool(frame.trimmed)),
                ("spriteSourceSize", rect(frame.spriteSourceBounds)),
                ("sourceSize", size(frame.sourceWidth, frame.sourceHeight)),
            ]))
        }
        var meta: [(String, OrderedJSON)] = [
            ("app", .string("render-spec")),
            ("version", .string("1.0")),
            ("image", .string(image)),
            ("format", .string("RGBA8888")),
            ("size", size(page.width, page.height)),
            // The sheet's scale, as TexturePacker writes it: PixiJS takes it as the textures'
            // resolution, so an @2x sheet's frames measure in points.
            ("scale", .string(OutputName.scaleLabel(scale))),
        ]
        if premultiplied { meta.append(("premultipliedAlpha", .bool(true))) }
        let document = OrderedJSON.object([("frames", .object(frames)), ("meta", .object(meta))])
        return Array(document.text().utf8)
    }

    private static func rect(_ r: AtlasRect) -> OrderedJSON {
        .object([("x", .number(Double(r.x))), ("y", .number(Double(r.y))),
                 ("w", .number(Double(r.width))), ("h", .number(Double(r.height)))])
    }

    private static func size(_ w: Int, _ h: Int) -> OrderedJSON {
        .object([("w", .number(Double(w))), ("h", .number(Double(h)))])
    }
}
