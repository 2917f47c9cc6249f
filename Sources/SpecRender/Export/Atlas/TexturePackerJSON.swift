import SpecModel

/// TexturePacker's "JSON (Hash)" descriptor of one page: `frames` keyed by frame name, `meta`
/// naming the page image. Checked against Phaser's reader (phaserjs/phaser
/// src/textures/parsers/JSONHash.js: `frame` is the rectangle cut from the page; `sourceSize` and
/// `spriteSourceSize` are read when `trimmed`), which PixiJS's Spritesheet reads the same way.
enum TexturePackerJSON {
    /// `premultiplied` adds TexturePacker's `meta.premultipliedAlpha: true` (PixiJS reads it to
    /// pick its blend); straight pages leave the key out, as TexturePacker does.
    /// A rotated frame's `frame` keeps the sprite's own width and height, and its pixels lie turned
    /// 90° clockwise on the page, `h` across and `w` down (as PixiJS's Spritesheet and Phaser's
    /// JSONHash read it). `pivot` is in fractions of the original size; `borders` is the 9-slice's
    /// stretching middle, `{x, y, w, h}` in the original's pixels.
    static func descriptor(_ page: AtlasPage, image: String, scale: Double, pivot: (x: Double, y: Double)? = nil,
                           premultiplied: Bool = false) -> [UInt8] {
        let frames = page.frames.map { frame -> (String, OrderedJSON) in
            var members: [(String, OrderedJSON)] = [
                ("frame", rect(frame.frame)),
                ("rotated", .bool(frame.rotated)),
                ("trimmed", .bool(frame.trimmed)),
                ("spriteSourceSize", rect(frame.spriteSourceBounds)),
                ("sourceSize", size(frame.sourceWidth, frame.sourceHeight)),
            ]
            if let pivot { members.append(("pivot", .object([("x", .number(pivot.x)), ("y", .number(pivot.y))]))) }
            if let nine = frame.nineSlice {
                members.append(("borders", rect(AtlasRect(x: nine.left, y: nine.top, width: frame.sourceWidth - nine.left - nine.right,
                                                          height: frame.sourceHeight - nine.top - nine.bottom))))
            }
            return (frame.key, .object(members))
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
