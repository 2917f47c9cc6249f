/// BMFont's XML descriptor, the one Phaser reads (ParseXMLBitmapFont):
///
///     <?xml version="1.0"?>
///     <font>
///       <info face="Arial" size="32" bold="0" … outline="0"/>
///       <common lineHeight="32" base="26" … blueChnl="0"/>
///       <pages><page id="0" file="arial_0.png"/></pages>
///       <distanceField fieldType="msdf" distanceRange="4"/>   (a distance-field font only)
///       <chars count="95"><char id="32" x="0" … chnl="15"/>…</chars>
///       <kernings count="1"><kerning first="65" second="86" amount="-2"/></kernings>
///     </font>
///
/// A fixed shape of elements whose attributes come out in BMFont's order, the same as in the text
/// format, each element on a line of its own indented by two spaces a level, an element without
/// children written `<char …/>` as BMFont does. Text goes only into attribute values, escaped by
/// `XMLText.attribute`. (Not Foundation's XMLDocument: Foundation's XML support would load
/// libxml2 and ICU into every run of render-spec. The bytes are the ones XMLDocument writes,
/// declaration included: `<?xml version="1.0" encoding="utf-8" standalone="no"?>`, where BMFont
/// writes the bare `<?xml version="1.0"?>`. Both mean UTF-8 to every XML parser.) The tests read
/// the files back with libxml2 and Python's ElementTree.
enum FntXMLFormat {
    static func bytes(_ font: BitmapFontFile) -> [UInt8] {
        var xml = XMLText(declaration: #"<?xml version="1.0" encoding="utf-8" standalone="no"?>"#)
        xml.open("font", [])
        xml.empty("info", [
            ("face", font.face), ("size", "\(font.size)"), ("bold", font.bold ? "1" : "0"),
            ("italic", font.italic ? "1" : "0"), ("charset", ""), ("unicode", "1"), ("stretchH", "100"),
            ("smooth", "1"), ("aa", "1"),
            ("padding", "\(font.paddingTop),\(font.paddingRight),\(font.paddingBottom),\(font.paddingLeft)"),
            ("spacing", "\(font.spacingX),\(font.spacingY)"), ("outline", "0"),
        ])
        xml.empty("common", [
            ("lineHeight", "\(font.lineHeight)"), ("base", "\(font.base)"), ("scaleW", "\(font.scaleW)"),
            ("scaleH", "\(font.scaleH)"), ("pages", "\(font.pages.count)"), ("packed", font.channels.packed ? "1" : "0"),
            ("alphaChnl", "\(font.channels.alpha)"), ("redChnl", "\(font.channels.red)"), ("greenChnl", "\(font.channels.green)"),
            ("blueChnl", "\(font.channels.blue)"),
        ])
        xml.list("pages", [], font.pages.enumerated().map { id, file in
            ("page", [("id", "\(id)"), ("file", file)])
        })
        // msdf-bmfont-xml's element, after the pages as it writes it; Phaser's parser skips it.
        if let field = font.distanceField {
            xml.empty("distanceField", [("fieldType", field.fieldType), ("distanceRange", "\(field.distanceRange)")])
        }
        let sortedChars = font.sortedChars
        xml.list("chars", [("count", "\(sortedChars.count)")], sortedChars.map { c in
            ("char", [
                ("id", "\(c.id)"), ("x", "\(c.x)"), ("y", "\(c.y)"), ("width", "\(c.width)"), ("height", "\(c.height)"),
                ("xoffset", "\(c.xoffset)"), ("yoffset", "\(c.yoffset)"), ("xadvance", "\(c.xadvance)"),
                ("page", "\(c.page)"), ("chnl", "\(c.chnl)"),
            ])
        })
        let sortedKernings = font.sortedKernings
        xml.list("kernings", [("count", "\(sortedKernings.count)")], sortedKernings.map { k in
            ("kerning", [("first", "\(k.first)"), ("second", "\(k.second)"), ("amount", "\(k.amount)")])
        })
        // Characters left out: an attribute list, not `char` elements, which readers gather
        // wherever they stand (Phaser's `getElementsByTagName('char')`).
        if !font.missing.isEmpty {
            xml.empty("missing", [("count", "\(font.missing.count)"), ("ids", font.missing.map(String.init).joined(separator: ","))])
        }
        xml.close("font")
        return Array(xml.text.utf8)
    }
}
