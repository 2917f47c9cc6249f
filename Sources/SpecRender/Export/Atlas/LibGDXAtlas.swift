/// The libGDX `.atlas` text (which Spine's runtimes read too), in the layout libGDX's own
/// TexturePacker writes with `legacyOutput` (libgdx/libgdx extensions/gdx-tools …/TexturePacker.java
/// `writePackFile` and `writeRect`) and checked against libGDX's reader
/// (gdx/src/com/badlogic/gdx/graphics/g2d/TextureAtlas.java `TextureAtlasData.load`, which also
/// reads this older layout): every page after an empty line, its image name, then `size`, `format`,
/// `filter` and `repeat`; then each region's name and its fields, indented.
package enum LibGDXAtlas {
    /// `premultiplied` adds the page field `pma: true` after `repeat`, which libGDX's reader
    /// (1.9.13 and later) takes to blend the page as premultiplied; straight pages leave it out.
    static func text(pages: [(image: String, page: AtlasPage)], premultiplied: Bool = false) throws(AtlasError) -> [UInt8] {
        var out = ""
        for (image, page) in pages {
            try check(image)
            out += "\n\(image)\nsize: \(page.width),\(page.height)\nformat: RGBA8888\nfilter: Linear,Linear\nrepeat: none\n"
            if premultiplied { out += "pma: true\n" }
            for frame in page.frames {
                let name = regionName(frame.key)
                try check(name)
                // libGDX measures `offset` from the bottom-left of the original image (y up);
                // `xy` is the region's top-left on the page.
                let offsetY = frame.sourceHeight - frame.spriteSourceBounds.y - frame.spriteSourceBounds.height
                // `size` is the region's own size even when it lies turned (90° counter-clockwise,
                // `rotate: true`): the reader swaps it for the rectangle on the page.
                out += """
                \(name)
                  rotate: \(frame.rotated)
                  xy: \(frame.frame.x), \(frame.frame.y)
                  size: \(frame.frame.width), \(frame.frame.height)
                \(nineSliceLines(frame))  orig: \(frame.sourceWidth), \(frame.sourceHeight)
                  offset: \(frame.spriteSourceBounds.x), \(offsetY)
                  index: -1

                """
            }
        }
        return Array(out.utf8)
    }

    /// `split: left, right, top, bottom` and `pad: …` (libGDX's order) of a 9-slice, measured on
    /// the region as packed, so from the trimmed pixels' edges: what libGDX's NinePatch cuts.
    private static func nineSliceLines(_ frame: AtlasFrame) -> String {
        guard let nine = frame.nineSlice else { return "" }
        let b = frame.spriteSourceBounds
        let trim = (left: b.x, top: b.y, right: frame.sourceWidth - b.x - b.width, bottom: frame.sourceHeight - b.y - b.height)
        func inset(_ value: Int, _ cut: Int, _ length: Int) -> Int { max(0, min(length, value - cut)) }
        let split = [inset(nine.left, trim.left, b.width), inset(nine.right, trim.right, b.width),
                     inset(nine.top, trim.top, b.height), inset(nine.bottom, trim.bottom, b.height)]
        let pad = [inset(nine.padLeft, trim.left, b.width), inset(nine.padRight, trim.right, b.width),
                   inset(nine.padTop, trim.top, b.height), inset(nine.padBottom, trim.bottom, b.height)]
        return "  split: \(split.map { String($0) }.joined(separator: ", "))\n  pad: \(pad.map { String($0) }.joined(separator: ", "))\n"
    }

    /// The region name: the frame key without `.png` (libGDX's packer names regions by the image
    /// file's path without its extension).
    package static func regionName(_ key: String) -> String {
        key.hasSuffix(".png") ? String(key.dropLast(4)) : key
    }

    /// The reader takes any line with a `:` for a field, and trims every line, so such names would
    /// silently become something else.
    private static func check(_ name: String) throws(AtlasError) {
        if name.contains(":") { throw .unsupportedName(name, reason: "it contains `:`, which the reader takes for a field") }
        if name.unicodeScalars.contains(where: { $0.properties.isWhitespace && $0 != " " }) || name.hasPrefix(" ") || name.hasSuffix(" ") {
            throw .unsupportedName(name, reason: "the reader trims spaces around a name and splits lines")
        }
    }
}
