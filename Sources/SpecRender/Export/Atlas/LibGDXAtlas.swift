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
                out += """
                \(name)
                  rotate: false
                  xy: \(frame.frame.x), \(frame.frame.y)
                  size: \(frame.frame.width), \(frame.frame.height)
                  orig: \(frame.sourceWidth), \(frame.sourceHeight)
                  offset: \(frame.spriteSourceBounds.x), \(offsetY)
                  index: -1

                """
            }
        }
        return Array(out.utf8)
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
