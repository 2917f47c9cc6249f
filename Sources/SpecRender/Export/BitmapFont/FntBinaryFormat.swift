/// BMFont's binary descriptor, version 3, as AngelCode's file format page lays it out
/// (https://www.angelcode.com/products/bmfont/doc/file_format.html#bin): what Godot 4 and the
/// JavaScript loaders (parse-bmfont-binary, behind load-bmfont) read besides the text.
///
///     "BMF" 3                                         the header: identifier and version
///     then five blocks, each: type (u8), size (u32, not counting these five bytes), fields:
///     1 info     fontSize i16, bitField u8, charSet u8, stretchH u16, aa u8,
///                paddingUp/Right/Down/Left u8 ×4, spacingHoriz/Vert u8 ×2, outline u8, fontName (UTF-8, NUL)
///     2 common   lineHeight u16, base u16, scaleW u16, scaleH u16, pages u16, bitField u8,
///                alphaChnl u8, redChnl u8, greenChnl u8, blueChnl u8
///     3 pages    each page's file name, NUL-terminated; all names the same length
///     4 chars    20 bytes each: id u32, x u16, y u16, width u16, height u16, xoffset i16,
///                yoffset i16, xadvance i16, page u8, chnl u8
///     5 kerning  10 bytes each: first u32, second u32, amount i16 (left out when there are no pairs)
///
/// Every number is little-endian. The page on AngelCode's site numbers a bit field's bits from
/// the high bit (BMFont's own structs are MSVC bit fields, allocated from the low bit): info's
/// smooth is 0x80, unicode 0x40, italic 0x20, bold 0x10, fixedHeight 0x08, and common's packed is
/// 0x01, which is how parse-bmfont-binary and Godot 4 read them.
///
/// The pages block has no lengths: a reader takes the first name's length for every name, so the
/// names must all be as long (at most ten pages with render-spec's `NAME_N.png`). `problem(in:)`
/// says what a font needs that the format cannot hold; the exporter refuses such a font before
/// drawing, and `bytes` clamps any such field rather than wrap it.
enum FntBinaryFormat {
    static func bytes(_ font: BitmapFontFile) -> [UInt8] {
        var out: [UInt8] = Array("BMF".utf8) + [3]

        var info = Writer()
        info.i16(font.size)
        info.u8(0x80 | 0x40 | (font.italic ? 0x20 : 0) | (font.bold ? 0x10 : 0))   // smooth, unicode
        info.u8(0)                                                                 // charSet: Unicode ids
        info.u16(100)                                                              // stretchH
        info.u8(1)                                                                 // aa
        for value in [font.paddingTop, font.paddingRight, font.paddingBottom, font.paddingLeft, font.spacingX, font.spacingY] {
            info.u8(value)
        }
        info.u8(0)                                                                 // outline
        info.string(font.face)
        block(1, info, into: &out)

        var common = Writer()
        for value in [font.lineHeight, font.base, font.scaleW, font.scaleH, font.pages.count] { common.u16(value) }
        common.u8(font.channels.packed ? 0x01 : 0)                                 // packed
        for value in [font.channels.alpha, font.channels.red, font.channels.green, font.channels.blue] { common.u8(value) }
        block(2, common, into: &out)

        var pages = Writer()
        for name in font.pages { pages.string(name) }
        block(3, pages, into: &out)

        var chars = Writer()
        for c in font.sortedChars {
            chars.u32(c.id)
            for value in [c.x, c.y, c.width, c.height] { chars.u16(value) }
            for value in [c.xoffset, c.yoffset, c.xadvance] { chars.i16(value) }
            chars.u8(c.page)
            chars.u8(c.chnl)
        }
        block(4, chars, into: &out)

        let kernings = font.sortedKernings
        if !kernings.isEmpty {
            var pairs = Writer()
            for k in kernings {
                pairs.u32(k.first)
                pairs.u32(k.second)
                pairs.i16(k.amount)
            }
            block(5, pairs, into: &out)
        }
        return out
    }

    /// What in `font` the binary format cannot hold, said for the spec's author; nil when it all fits.
    static func problem(in font: BitmapFontFile) -> String? {
        if font.distanceField != nil { return "the binary format has no block for a distance field; write `text`, `xml` or `json`" }
        let names = font.pages.map { Array($0.utf8).count }
        if let first = font.pages.first, let other = font.pages.first(where: { Array($0.utf8).count != names[0] }) {
            return "the binary format needs every page's file name to be as long as the first (its pages block has no lengths), and \(font.pages.count) pages make `\(first)` and `\(other)`; raise `atlas.maxSize` so the font fits 10 pages or fewer, or write `text`"
        }
        if font.pages.count > 256 { return "the binary format numbers pages in 8 bits, and the font has \(font.pages.count) pages" }
        let i16 = -32_768...32_767, u16 = 0...65_535, u8 = 0...255
        var fields: [(name: String, value: Int, range: ClosedRange<Int>, bits: String)] = [
            ("info size", font.size, i16, "16-bit signed"), ("common lineHeight", font.lineHeight, u16, "16-bit"),
            ("common base", font.base, u16, "16-bit"), ("common scaleW", font.scaleW, u16, "16-bit"),
            ("common scaleH", font.scaleH, u16, "16-bit"), ("info spacing", max(font.spacingX, font.spacingY), u8, "8-bit"),
        ]
        for c in font.chars {
            let name = "the char \(c.id)'s"
            fields += [(name + " x", c.x, u16, "16-bit"), (name + " y", c.y, u16, "16-bit"),
                       (name + " width", c.width, u16, "16-bit"), (name + " height", c.height, u16, "16-bit"),
                       (name + " xoffset", c.xoffset, i16, "16-bit signed"), (name + " yoffset", c.yoffset, i16, "16-bit signed"),
                       (name + " xadvance", c.xadvance, i16, "16-bit signed")]
        }
        for k in font.kernings {
            fields.append(("the kerning \(k.first),\(k.second)'s amount", k.amount, i16, "16-bit signed"))
        }
        guard let bad = fields.first(where: { !$0.range.contains($0.value) }) else { return nil }
        return "the binary format holds \(bad.name) in a \(bad.bits) number (\(bad.range.lowerBound) to \(bad.range.upperBound)), and it is \(bad.value); write `text`"
    }

    private static func block(_ type: UInt8, _ body: Writer, into out: inout [UInt8]) {
        out.append(type)
        out += Writer.littleEndian(UInt32(body.bytes.count))
        out += body.bytes
    }

    /// Little-endian fields; a value outside its field's range is clamped (see `problem(in:)`).
    private struct Writer {
        var bytes: [UInt8] = []

        mutating func u8(_ value: Int) { bytes.append(UInt8(clamping: value)) }
        mutating func u16(_ value: Int) { bytes += Self.littleEndian(UInt16(clamping: value)) }
        mutating func i16(_ value: Int) { bytes += Self.littleEndian(UInt16(bitPattern: Int16(clamping: value))) }
        mutating func u32(_ value: UInt32) { bytes += Self.littleEndian(value) }

        /// UTF-8 and a NUL; a NUL inside would end the string early, so it becomes a space.
        mutating func string(_ text: String) {
            bytes += text.utf8.map { $0 == 0 ? 0x20 : $0 }
            bytes.append(0)
        }

        static func littleEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
            (0..<(T.bitWidth / 8)).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
    }
}
