import XCTest
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import SpecRender

final class BitmapFontFileTests: XCTestCase {
    /// Two glyphs given out of order and one kerning pair: enough to see every line once.
    static let sample = BitmapFontFile(
        face: "Sample", size: 14, spacing: (x: 1, y: 1), lineHeight: 18, base: 14, scaleW: 16, scaleH: 14,
        pages: ["sample_0.png"],
        chars: [BitmapChar(id: 66, x: 10, y: 0, width: 6, height: 14, xoffset: 1, yoffset: 3, xadvance: 7, page: 0),
                BitmapChar(id: 65, x: 0, y: 0, width: 10, height: 14, xoffset: 1, yoffset: 2, xadvance: 12, page: 0)],
        kernings: [BitmapKerning(first: 65, second: 66, amount: -2)])

    func testTextIsBMFontsLinesWithCharsSortedById() {
        XCTAssertEqual(String(decoding: Self.sample.encoded(as: .text), as: UTF8.self), """
        info face="Sample" size=14 bold=0 italic=0 charset="" unicode=1 stretchH=100 smooth=1 aa=1 padding=0,0,0,0 spacing=1,1 outline=0
        common lineHeight=18 base=14 scaleW=16 scaleH=14 pages=1 packed=0 alphaChnl=0 redChnl=0 greenChnl=0 blueChnl=0
        page id=0 file="sample_0.png"
        chars count=2
        char id=65 x=0 y=0 width=10 height=14 xoffset=1 yoffset=2 xadvance=12 page=0 chnl=15
        char id=66 x=10 y=0 width=6 height=14 xoffset=1 yoffset=3 xadvance=7 page=0 chnl=15
        kernings count=1
        kerning first=65 second=66 amount=-2

        """)
    }

    func testTextWithoutKerningsStillSaysCountZeroAndWritesFlagsAndPadding() {
        var font = Self.sample
        font.kernings = []
        font.bold = true
        font.padding = (top: 1, right: 2, bottom: 3, left: 4)
        font.pages = ["a_0.png", "a_1.png"]
        let lines = String(decoding: font.encoded(as: .text), as: UTF8.self).split(separator: "\n")
        XCTAssertEqual(lines.last, "kernings count=0")
        XCTAssertTrue(lines[0].contains(" bold=1 italic=0 "))
        XCTAssertTrue(lines[0].contains(" padding=1,2,3,4 spacing=1,1 "))
        XCTAssertTrue(lines[1].contains(" pages=2 "))
        XCTAssertEqual(lines[2...3], ["page id=0 file=\"a_0.png\"", "page id=1 file=\"a_1.png\""])
    }

    /// BMFont's text format has no escapes, and every reader ends a quoted value at the next `"`.
    func testTextReplacesWhatAQuotedValueCannotHold() {
        var font = Self.sample
        font.face = "Say \"Hi\" & <go>\nnow"
        let info = String(decoding: font.encoded(as: .text), as: UTF8.self).split(separator: "\n")[0]
        XCTAssertTrue(info.hasPrefix("info face=\"Say 'Hi' & <go> now\" size=14 "), String(info))
    }

    func testKerningsAreSortedByFirstThenSecond() {
        var font = Self.sample
        font.kernings = [BitmapKerning(first: 66, second: 65, amount: 1), BitmapKerning(first: 65, second: 67, amount: -1),
                         BitmapKerning(first: 65, second: 66, amount: -2)]
        let kernings = String(decoding: font.encoded(as: .text), as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("kerning ") }
        XCTAssertEqual(kernings, ["kerning first=65 second=66 amount=-2", "kerning first=65 second=67 amount=-1",
                                  "kerning first=66 second=65 amount=1"])
    }

    func testXMLHasBMFontsLayoutAndAttributeOrder() {
        let xml = String(decoding: Self.sample.encoded(as: .xml), as: UTF8.self)
        XCTAssertTrue(xml.hasPrefix("<?xml version=\"1.0\""), xml)
        XCTAssertTrue(xml.hasSuffix("</font>\n"), xml)
        XCTAssertTrue(xml.contains("<info face=\"Sample\" size=\"14\" bold=\"0\" italic=\"0\" charset=\"\" unicode=\"1\" stretchH=\"100\" smooth=\"1\" aa=\"1\" padding=\"0,0,0,0\" spacing=\"1,1\" outline=\"0\"/>"), xml)
        XCTAssertTrue(xml.contains("<common lineHeight=\"18\" base=\"14\" scaleW=\"16\" scaleH=\"14\" pages=\"1\" packed=\"0\" alphaChnl=\"0\" redChnl=\"0\" greenChnl=\"0\" blueChnl=\"0\"/>"), xml)
        XCTAssertTrue(xml.contains("<page id=\"0\" file=\"sample_0.png\"/>"), xml)
        XCTAssertTrue(xml.contains("<char id=\"65\" x=\"0\" y=\"0\" width=\"10\" height=\"14\" xoffset=\"1\" yoffset=\"2\" xadvance=\"12\" page=\"0\" chnl=\"15\"/>"), xml)
        XCTAssertTrue(xml.contains("<kerning first=\"65\" second=\"66\" amount=\"-2\"/>"), xml)
        let order = ["<info", "<common", "<pages", "<chars count=\"2\"", "id=\"65\"", "id=\"66\"", "<kernings count=\"1\""]
        let positions = order.compactMap { xml.range(of: $0)?.lowerBound }
        XCTAssertEqual(positions.count, order.count, xml)
        XCTAssertEqual(positions, positions.sorted(), xml)
    }

    func testXMLReadsBackToTheSameValues() throws {
        var font = Self.sample
        // Everything an attribute value needs escaped, and a name beyond ASCII, which stays UTF-8.
        font.face = "Say \"Hi\" & <go>\tnow\nZoë > 1\r"
        let bytes = font.encoded(as: .xml)
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains(#"face="Say &quot;Hi&quot; &amp; &lt;go&gt;&#9;now&#10;Zoë &gt; 1&#13;""#))
        let document = try XMLDocument(data: Data(font.encoded(as: .xml)))
        func attributes(_ path: String) throws -> [[String: String]] {
            try document.nodes(forXPath: path).compactMap { node in
                (node as? XMLElement)?.attributes?.reduce(into: [String: String]()) { $0[$1.name ?? ""] = $1.stringValue ?? "" }
            }
        }
        XCTAssertEqual(try attributes("/font/info").first?["face"], "Say \"Hi\" & <go>\tnow\nZoë > 1\r")
        XCTAssertEqual(try attributes("/font/info").first?["padding"], "0,0,0,0")
        XCTAssertEqual(try attributes("/font/common").first?["lineHeight"], "18")
        XCTAssertEqual(try attributes("/font/common").first?["base"], "14")
        XCTAssertEqual(try attributes("/font/pages/page").map { $0["file"] }, ["sample_0.png"])
        let chars = try attributes("/font/chars/char").map { a in
            BitmapChar(id: UInt32(a["id"]!)!, x: Int(a["x"]!)!, y: Int(a["y"]!)!, width: Int(a["width"]!)!,
                       height: Int(a["height"]!)!, xoffset: Int(a["xoffset"]!)!, yoffset: Int(a["yoffset"]!)!,
                       xadvance: Int(a["xadvance"]!)!, page: Int(a["page"]!)!, chnl: Int(a["chnl"]!)!)
        }
        XCTAssertEqual(chars, font.sortedChars)
        let kernings = try attributes("/font/kernings/kerning").map {
            BitmapKerning(first: UInt32($0["first"]!)!, second: UInt32($0["second"]!)!, amount: Int($0["amount"]!)!)
        }
        XCTAssertEqual(kernings, font.kernings)
    }

    func testJSONHasTheLoadersLayout() {
        XCTAssertEqual(String(decoding: Self.sample.encoded(as: .json), as: UTF8.self), """
        {
          "pages": ["sample_0.png"],
          "chars": [
            {"id": 65, "x": 0, "y": 0, "width": 10, "height": 14, "xoffset": 1, "yoffset": 2, "xadvance": 12, "page": 0, "chnl": 15},
            {"id": 66, "x": 10, "y": 0, "width": 6, "height": 14, "xoffset": 1, "yoffset": 3, "xadvance": 7, "page": 0, "chnl": 15}
          ],
          "info": {
            "face": "Sample",
            "size": 14,
            "bold": 0,
            "italic": 0,
            "charset": "",
            "unicode": 1,
            "stretchH": 100,
            "smooth": 1,
            "aa": 1,
            "padding": [0, 0, 0, 0],
            "spacing": [1, 1],
            "outline": 0
          },
          "common": {"lineHeight": 18, "base": 14, "scaleW": 16, "scaleH": 14, "pages": 1, "packed": 0, "alphaChnl": 0, "redChnl": 0, "greenChnl": 0, "blueChnl": 0},
          "kernings": [
            {"first": 65, "second": 66, "amount": -2}
          ]
        }

        """)
    }

    func testJSONReadsBackToTheSameValues() throws {
        var font = Self.sample
        font.face = "Say \"Hi\" & <go>\\\n"
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(font.encoded(as: .json))) as? [String: Any])
        let info = try XCTUnwrap(root["info"] as? [String: Any])
        XCTAssertEqual(info["face"] as? String, font.face)
        XCTAssertEqual(info["padding"] as? [Int], [0, 0, 0, 0])
        XCTAssertEqual(info["spacing"] as? [Int], [1, 1])
        let common = try XCTUnwrap(root["common"] as? [String: Int])
        XCTAssertEqual(common["lineHeight"], 18)
        XCTAssertEqual(common["base"], 14)
        XCTAssertEqual(common["pages"], 1)
        XCTAssertEqual(root["pages"] as? [String], ["sample_0.png"])
        let chars = try XCTUnwrap(root["chars"] as? [[String: Int]]).map { a in
            BitmapChar(id: UInt32(a["id"]!), x: a["x"]!, y: a["y"]!, width: a["width"]!, height: a["height"]!,
                       xoffset: a["xoffset"]!, yoffset: a["yoffset"]!, xadvance: a["xadvance"]!, page: a["page"]!, chnl: a["chnl"]!)
        }
        XCTAssertEqual(chars, font.sortedChars)
        let kernings = try XCTUnwrap(root["kernings"] as? [[String: Int]]).map {
            BitmapKerning(first: UInt32($0["first"]!), second: UInt32($0["second"]!), amount: $0["amount"]!)
        }
        XCTAssertEqual(kernings, font.kernings)
    }

    func testSameFontSameBytes() {
        var shuffled = Self.sample
        shuffled.chars.reverse()
        for format in BitmapFontFileFormat.allCases {
            XCTAssertEqual(Self.sample.encoded(as: format), Self.sample.encoded(as: format), format.rawValue)
            XCTAssertEqual(shuffled.encoded(as: format), Self.sample.encoded(as: format), format.rawValue)
        }
    }

    /// Python's own readers, as a tool in a game's asset pipeline would read the files.
    func testPythonReadsTheXMLAndTheJSON() throws {
        var font = Self.sample
        font.face = "Say \"Hi\" & <go>"
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-bmfont-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let xml = dir.appendingPathComponent("sample.xml"), json = dir.appendingPathComponent("sample.json")
        try Data(font.encoded(as: .xml)).write(to: xml)
        try Data(font.encoded(as: .json)).write(to: json)
        let script = """
        import json, sys, xml.etree.ElementTree as ET
        root = ET.parse(sys.argv[1]).getroot()
        chars = [[int(c.get(k)) for k in ("id", "x", "y", "width", "height", "xoffset", "yoffset", "xadvance", "page", "chnl")] for c in root.iter("char")]
        kernings = [[int(k.get(a)) for a in ("first", "second", "amount")] for k in root.iter("kerning")]
        common = root.find("common")
        print(json.dumps([root.tag, root.find("info").get("face"), int(common.get("lineHeight")), int(common.get("base")),
                          [p.get("file") for p in root.iter("page")], chars, kernings]))
        j = json.load(open(sys.argv[2], encoding="utf-8"))
        print(json.dumps(["font", j["info"]["face"], j["common"]["lineHeight"], j["common"]["base"], j["pages"],
                          [[c[k] for k in ("id", "x", "y", "width", "height", "xoffset", "yoffset", "xadvance", "page", "chnl")] for c in j["chars"]],
                          [[k[a] for a in ("first", "second", "amount")] for k in j["kernings"]]]))
        """
        let run = try ToolRun(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, xml.path, json.path], in: dir, timeout: 30)
        XCTAssertEqual(run.status, 0, run.stderr)
        let expected = #"["font", "Say \"Hi\" & <go>", 18, 14, ["sample_0.png"], [[65, 0, 0, 10, 14, 1, 2, 12, 0, 15], [66, 10, 0, 6, 14, 1, 3, 7, 0, 15]], [[65, 66, -2]]]"#
        XCTAssertEqual(run.stdout, expected + "\n" + expected + "\n")
    }
}
