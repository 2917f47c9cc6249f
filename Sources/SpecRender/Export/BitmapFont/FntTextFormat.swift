/// BMFont's text descriptor, line for line as BMFont writes it:
///
///     info face="Arial" size=32 bold=0 italic=0 charset="" unicode=1 stretchH=100 smooth=1 aa=1 padding=0,0,0,0 spacing=1,1 outline=0
///     common lineHeight=32 base=26 scaleW=256 scaleH=256 pages=1 packed=0 alphaChnl=0 redChnl=0 greenChnl=0 blueChnl=0
///     page id=0 file="arial_0.png"
///     distanceField fieldType=msdf distanceRange=4     (a distance-field font only)
///     chars count=95
///     char id=32 x=0 y=0 width=0 height=0 xoffset=0 yoffset=26 xadvance=8 page=0 chnl=15
///     kernings count=1
///     kerning first=65 second=86 amount=-2
///
/// Readers differ in how loosely they parse it, so it keeps the strictest one's expectations:
/// - libGDX (BitmapFont.BitmapFontData.load) reads `info` and `common` as the first two lines,
///   splits `common` and `page` lines on single spaces and reads fields by position
///   (lineHeight second, base third, pages sixth; `file=` third), and tokenises `char` and
///   `kerning` lines by position too: so one space between fields and BMFont's field order.
///   (BMFont pads the char columns with extra spaces; that is cosmetic, and omitted here.)
/// - LÖVE (BMFontRasterizer) only takes a file whose first four bytes are `info`.
/// - A quoted value ends at the next `"` in LÖVE, Godot (FontFile::_load_bitmap_font) and
///   libGDX alike, and the format has no escape: a `"` in a name becomes `'`, and a line
///   break (which would end the line) a space.
/// - A last line `missing count=N ids=A,B,…` lists the characters left out (`missing: warn`), only
///   when there are some: LÖVE and Godot skip lines of a tag they do not know, and libGDX stops
///   reading at the first line after the kernings that is not a `kerning`.
/// - `distanceField` is msdf-bmfont-xml's line (BMFont has none), written where msdf-atlas-gen's
///   BMFont writers put it, after the pages; LÖVE, Godot 3 and libGDX skip a line they do not
///   know, and the readers that draw distance fields (PixiJS's XML and JSON parsers, load-bmfont)
///   take its two numbers.
/// - `kernings count=N` is written even when N is 0: LÖVE, libGDX, Godot and parse-bmfont-ascii
///   all accept it, and the many hand-written fscanf loaders expect the line after the chars.
enum FntTextFormat {
    static func bytes(_ font: BitmapFontFile) -> [UInt8] {
        var lines: [String] = []
        lines.append("info face=\(quoted(font.face)) size=\(font.size) bold=\(flag(font.bold)) italic=\(flag(font.italic))"
            + " charset=\"\" unicode=1 stretchH=100 smooth=1 aa=1"
            + " padding=\(font.paddingTop),\(font.paddingRight),\(font.paddingBottom),\(font.paddingLeft)"
            + " spacing=\(font.spacingX),\(font.spacingY) outline=0")
        lines.append("common lineHeight=\(font.lineHeight) base=\(font.base) scaleW=\(font.scaleW) scaleH=\(font.scaleH)"
            + " pages=\(font.pages.count) packed=\(flag(font.channels.packed)) alphaChnl=\(font.channels.alpha)"
            + " redChnl=\(font.channels.red) greenChnl=\(font.channels.green) blueChnl=\(font.channels.blue)")
        for (id, file) in font.pages.enumerated() {
            lines.append("page id=\(id) file=\(quoted(file))")
        }
        if let field = font.distanceField {
            lines.append("distanceField fieldType=\(field.fieldType) distanceRange=\(field.distanceRange)")
        }
        let chars = font.sortedChars
        lines.append("chars count=\(chars.count)")
        for c in chars {
            lines.append("char id=\(c.id) x=\(c.x) y=\(c.y) width=\(c.width) height=\(c.height)"
                + " xoffset=\(c.xoffset) yoffset=\(c.yoffset) xadvance=\(c.xadvance) page=\(c.page) chnl=\(c.chnl)")
        }
        let kernings = font.sortedKernings
        lines.append("kernings count=\(kernings.count)")
        for k in kernings {
            lines.append("kerning first=\(k.first) second=\(k.second) amount=\(k.amount)")
        }
        if !font.missing.isEmpty {
            lines.append("missing count=\(font.missing.count) ids=" + font.missing.map(String.init).joined(separator: ","))
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    private static func flag(_ value: Bool) -> String { value ? "1" : "0" }

    /// `"…"` with the characters the format cannot hold replaced (see above).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "'"
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
