#if canImport(FoundationXML)
import FoundationXML
#else
import Foundation
#endif

/// BMFont's XML descriptor, the one Phaser reads (ParseXMLBitmapFont):
///
///     <?xml version="1.0"?>
///     <font>
///       <info face="Arial" size="32" bold="0" … outline="0"/>
///       <common lineHeight="32" base="26" … blueChnl="0"/>
///       <pages><page id="0" file="arial_0.png"/></pages>
///       <chars count="95"><char id="32" x="0" … chnl="15"/>…</chars>
///       <kernings count="1"><kerning first="65" second="86" amount="-2"/></kernings>
///     </font>
///
/// Built as an XMLDocument rather than by concatenating strings, so `&`, `<` and `"` in a face or
/// file name are escaped by the XML library and the name reads back as written. XMLElement keeps
/// attributes in the order they are added (libxml2 appends each to the element's list), so they
/// come out in BMFont's order, the same as in the text format; `.nodeCompactEmptyElement` writes
/// `<char …/>` as BMFont does, not `<char …></char>`.
///
/// One difference from BMFont's bytes: Foundation on Linux always declares
/// `<?xml version="1.0" encoding="utf-8" standalone="no"?>`, where BMFont writes the bare
/// `<?xml version="1.0"?>`. Both mean UTF-8 to every XML parser. Serialising the root element
/// alone (behind a hand-written declaration) would avoid that, but without a document encoding
/// libxml2 writes every non-ASCII character as a character reference (`Zo&#xEB;`), which is
/// worse for a reviewer reading the file.
enum BitmapFontXML {
    static func bytes(_ font: BitmapFontFile) -> [UInt8] {
        let root = XMLElement(name: "font")
        root.addChild(element("info", [
            ("face", font.face), ("size", "\(font.size)"), ("bold", font.bold ? "1" : "0"),
            ("italic", font.italic ? "1" : "0"), ("charset", ""), ("unicode", "1"), ("stretchH", "100"),
            ("smooth", "1"), ("aa", "1"),
            ("padding", "\(font.paddingTop),\(font.paddingRight),\(font.paddingBottom),\(font.paddingLeft)"),
            ("spacing", "\(font.spacingX),\(font.spacingY)"), ("outline", "0"),
        ]))
        root.addChild(element("common", [
            ("lineHeight", "\(font.lineHeight)"), ("base", "\(font.base)"), ("scaleW", "\(font.scaleW)"),
            ("scaleH", "\(font.scaleH)"), ("pages", "\(font.pages.count)"), ("packed", "0"),
            ("alphaChnl", "0"), ("redChnl", "0"), ("greenChnl", "0"), ("blueChnl", "0"),
        ]))
        let pages = element("pages", [])
        for (id, file) in font.pages.enumerated() {
            pages.addChild(element("page", [("id", "\(id)"), ("file", file)]))
        }
        root.addChild(pages)
        let sortedChars = font.sortedChars
        let chars = element("chars", [("count", "\(sortedChars.count)")])
        for c in sortedChars {
            chars.addChild(element("char", [
                ("id", "\(c.id)"), ("x", "\(c.x)"), ("y", "\(c.y)"), ("width", "\(c.width)"), ("height", "\(c.height)"),
                ("xoffset", "\(c.xoffset)"), ("yoffset", "\(c.yoffset)"), ("xadvance", "\(c.xadvance)"),
                ("page", "\(c.page)"), ("chnl", "\(c.chnl)"),
            ]))
        }
        root.addChild(chars)
        let sortedKernings = font.sortedKernings
        let kernings = element("kernings", [("count", "\(sortedKernings.count)")])
        for k in sortedKernings {
            kernings.addChild(element("kerning", [("first", "\(k.first)"), ("second", "\(k.second)"), ("amount", "\(k.amount)")]))
        }
        root.addChild(kernings)

        let document = XMLDocument(rootElement: root)
        document.version = "1.0"
        var data = document.xmlData(options: [.nodePrettyPrint, .nodeCompactEmptyElement])
        if data.last != UInt8(ascii: "\n") { data.append(UInt8(ascii: "\n")) }
        return Array(data)
    }

    private static func element(_ name: String, _ attributes: [(String, String)]) -> XMLElement {
        let element = XMLElement(name: name)
        for (key, value) in attributes {
            // `attribute(withName:stringValue:)` is typed `Any` for Objective-C's sake; it is an XMLNode.
            if let attribute = XMLNode.attribute(withName: key, stringValue: value) as? XMLNode {
                element.addAttribute(attribute)
            }
        }
        return element
    }
}
