import Foundation
import Testing
import SpecModel
@testable import SpecRender

/// `"fontFormat": "binary"`: BMFont's binary descriptor, version 3, read back by a reader written
/// here from AngelCode's published layout (BinaryFontReader, not the writer's code) and checked
/// field by field against the text `.fnt` of the same font (issue 23, point 6).
@Suite struct FntBinaryFormatTests {
    /// Bold italic (both info bits), kerned ASCII, two layers, two scales, several pages: every
    /// block and every field has something to say.
    private static let keys = """
      "font": {"family": "DejaVu Sans", "size": 20, "weight": "bold", "style": "italic"},
      "fill": "#FFD23F", "stroke": {"color": "#5A2A0C", "width": 2}, "shadow": {"offset": [0, 2], "blur": 3},
      "characters": "ascii", "layers": "separate", "atlas": {"maxSize": 256}, "output": {"scales": [1, 2]}
    """

    private func files(_ format: String) throws -> [String: [UInt8]] {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "f", "fontFormat": "\(format)", \(Self.keys)}
        """)[0]
        return Dictionary(try renderer.render(spec).files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func theBinaryFileSaysWhatTheTextFileSaysFieldByField() throws {
        let text = try files("text"), binary = try files("binary")
        // The same pages, pixel for pixel: only the descriptor differs.
        #expect(Set(text.keys) == Set(binary.keys))
        for (path, bytes) in text where path.hasSuffix(".png") { #expect(binary[path] == bytes, "\(path)") }
        let descriptors = text.keys.filter { $0.hasSuffix(".fnt") }.sorted()
        #expect(descriptors == ["f-effects.fnt", "f-effects@2x.fnt", "f.fnt", "f@2x.fnt"])
        var pagesSeen = 0, kerningsSeen = 0
        for name in descriptors {
            let read = try BinaryFontReader(try #require(binary[name]))
            let lines = TextFontLines(String(decoding: try #require(text[name]), as: UTF8.self))
            #expect(read.blockTypes == [1, 2, 3, 4, 5], "\(name)")

            let info = try #require(lines.first("info"))
            #expect(read.info.face == info["face"])
            #expect(String(read.info.size) == info["size"])
            #expect(read.info.bold == 1 && info["bold"] == "1", "\(name)")
            #expect(read.info.italic == 1 && info["italic"] == "1", "\(name)")
            #expect(String(read.info.unicode) == info["unicode"] && String(read.info.smooth) == info["smooth"])
            #expect(read.info.fixedHeight == 0)
            #expect(read.info.charSet == 0 && info["charset"] == "")   // Unicode ids, no OEM charset
            #expect(String(read.info.stretchH) == info["stretchH"] && String(read.info.aa) == info["aa"])
            #expect(read.info.padding.map(String.init).joined(separator: ",") == info["padding"])
            #expect(read.info.spacing.map(String.init).joined(separator: ",") == info["spacing"])
            #expect(String(read.info.outline) == info["outline"])

            let common = try #require(lines.first("common"))
            for (key, value) in [("lineHeight", read.common.lineHeight), ("base", read.common.base),
                                 ("scaleW", read.common.scaleW), ("scaleH", read.common.scaleH),
                                 ("pages", read.common.pages), ("packed", read.common.packed),
                                 ("alphaChnl", read.common.alphaChnl), ("redChnl", read.common.redChnl),
                                 ("greenChnl", read.common.greenChnl), ("blueChnl", read.common.blueChnl)] {
                #expect(String(value) == common[key], "\(name) common \(key)")
            }

            let pages = lines.all("page")
            #expect(read.pages == pages.map { $0["file"] ?? "" }, "\(name)")
            #expect(pages.map { $0["id"] } == pages.indices.map { String($0) })
            pagesSeen = max(pagesSeen, pages.count)

            let chars = lines.all("char")
            #expect(lines.first("chars")?["count"] == String(read.chars.count))
            #expect(read.chars.count == 95)
            for (c, line) in zip(read.chars, chars) {
                for key in BinaryFontReader.charFields {
                    #expect(String(c[key] ?? -1) == line[key], "\(name) char \(line["id"] ?? "?") \(key)")
                }
            }
            let kernings = lines.all("kerning")
            #expect(lines.first("kernings")?["count"] == String(read.kernings.count))
            #expect(read.kernings.count == kernings.count)
            for (k, line) in zip(read.kernings, kernings) {
                #expect(String(k.first) == line["first"] && String(k.second) == line["second"] && String(k.amount) == line["amount"],
                        "\(name) kerning \(line)")
            }
            kerningsSeen = max(kerningsSeen, kernings.count)
        }
        // The case covers what it claims to: several pages, many kerning pairs, negative offsets.
        #expect(pagesSeen >= 2)
        #expect(kerningsSeen >= 50)
    }

    /// The pages block has no lengths (readers take the first name's for all), so eleven pages,
    /// `f_9.png` beside `f_10.png`, are refused at `fontFormat` before anything is drawn.
    @Test func pageNamesOfTwoLengthsAreRefusedAtTheKey() throws {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "f",
         "fontFormat": "binary", "characters": "ascii", "font": {"family": "DejaVu Sans", "size": 20}, "atlas": {"maxSize": 32}}
        """)[0]
        let error = #expect(throws: SpecError.self) { try renderer.plan(spec) }
        #expect(error?.path == "$.fontFormat")
        #expect((error?.line, error?.column) == (2, 16))
        #expect(error?.message.hasPrefix("at @1x, the binary format needs every page's file name to be as long as the first (its pages block has no lengths)") == true,
                "\(String(describing: error))")
        #expect(error?.message.contains("`f_0.png` and `f_10.png`") == true, "\(String(describing: error))")
        // Ten pages or fewer are fine.
        let fits = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "f",
         "fontFormat": "binary", "characters": "ascii", "font": {"family": "DejaVu Sans", "size": 20}, "atlas": {"maxSize": 128}}
        """)[0]
        let read = try BinaryFontReader(try #require(try renderer.render(fits).files.first { $0.path == "f.fnt" }).bytes)
        #expect((2...10).contains(read.pages.count) && Set(read.pages.map(\.count)).count == 1, "\(read.pages)")
    }
}

/// BMFont's binary format read from AngelCode's layout (file_format.html, "Binary file layout"):
/// "BMF" and version 3, then blocks of type (u8) and size (u32, not counting those five bytes);
/// everything little-endian. The bit numbers on that page count from the high bit.
struct BinaryFontReader {
    struct Info {
        var size = 0, smooth = 0, unicode = 0, italic = 0, bold = 0, fixedHeight = 0, charSet = 0
        var stretchH = 0, aa = 0, padding: [Int] = [], spacing: [Int] = [], outline = 0, face = ""
    }
    struct Common {
        var lineHeight = 0, base = 0, scaleW = 0, scaleH = 0, pages = 0, packed = 0
        var alphaChnl = 0, redChnl = 0, greenChnl = 0, blueChnl = 0
    }
    struct Kerning { var first: UInt32, second: UInt32, amount: Int }

    static let charFields = ["id", "x", "y", "width", "height", "xoffset", "yoffset", "xadvance", "page", "chnl"]

    var info = Info(), common = Common()
    var pages: [String] = []
    var chars: [[String: Int]] = []
    var kernings: [Kerning] = []
    var blockTypes: [UInt8] = []

    struct Malformed: Error, CustomStringConvertible { var description: String }

    init(_ bytes: [UInt8]) throws {
        guard bytes.count >= 4, Array(bytes[0..<3]) == Array("BMF".utf8) else { throw Malformed(description: "no BMF header") }
        guard bytes[3] == 3 else { throw Malformed(description: "version \(bytes[3]), not 3") }
        var at = 4
        while at < bytes.count {
            guard at + 5 <= bytes.count else { throw Malformed(description: "a block header cut at \(at)") }
            let type = bytes[at]
            let size = Int(Self.uint(bytes, at + 1, 4))
            let body = at + 5
            guard body + size <= bytes.count else { throw Malformed(description: "block \(type) runs past the end") }
            let block = Array(bytes[body..<body + size])
            blockTypes.append(type)
            switch type {
            case 1: try readInfo(block)
            case 2: try readCommon(block)
            case 3: try readPages(block)
            case 4: try readChars(block)
            case 5: try readKernings(block)
            default: throw Malformed(description: "unknown block type \(type)")
            }
            at = body + size
        }
    }

    private mutating func readInfo(_ b: [UInt8]) throws {
        guard b.count >= 15, b.last == 0 else { throw Malformed(description: "info block of \(b.count) bytes") }
        info.size = Self.int(b, 0, 2)
        let bits = Int(b[2])
        (info.smooth, info.unicode, info.italic, info.bold, info.fixedHeight) =
            ((bits >> 7) & 1, (bits >> 6) & 1, (bits >> 5) & 1, (bits >> 4) & 1, (bits >> 3) & 1)
        guard bits & 0x07 == 0 else { throw Malformed(description: "reserved info bits set: \(bits)") }
        info.charSet = Int(b[3])
        info.stretchH = Int(Self.uint(b, 4, 2))
        info.aa = Int(b[6])
        info.padding = (7...10).map { Int(b[$0]) }
        info.spacing = [Int(b[11]), Int(b[12])]
        info.outline = Int(b[13])
        info.face = String(decoding: b[14..<(b.count - 1)], as: UTF8.self)
    }

    private mutating func readCommon(_ b: [UInt8]) throws {
        guard b.count == 15 else { throw Malformed(description: "common block of \(b.count) bytes") }
        (common.lineHeight, common.base) = (Int(Self.uint(b, 0, 2)), Int(Self.uint(b, 2, 2)))
        (common.scaleW, common.scaleH) = (Int(Self.uint(b, 4, 2)), Int(Self.uint(b, 6, 2)))
        common.pages = Int(Self.uint(b, 8, 2))
        common.packed = Int(b[10]) & 1   // "bit 7" counted from the high bit
        guard b[10] & 0xFE == 0 else { throw Malformed(description: "reserved common bits set: \(b[10])") }
        (common.alphaChnl, common.redChnl, common.greenChnl, common.blueChnl) = (Int(b[11]), Int(b[12]), Int(b[13]), Int(b[14]))
    }

    /// p names of n bytes and a NUL each: n is the first name's length, as readers take it.
    private mutating func readPages(_ b: [UInt8]) throws {
        guard let end = b.firstIndex(of: 0) else { throw Malformed(description: "a page name without its NUL") }
        let stride = end + 1
        guard b.count % stride == 0 else { throw Malformed(description: "page names of different lengths") }
        pages = Swift.stride(from: 0, to: b.count, by: stride).map { start in
            String(decoding: b[start..<(start + end)], as: UTF8.self)
        }
        guard pages.allSatisfy({ !$0.utf8.contains(0) }), b.indices.filter({ b[$0] == 0 }).count == pages.count else {
            throw Malformed(description: "page names of different lengths")
        }
    }

    private mutating func readChars(_ b: [UInt8]) throws {
        guard b.count % 20 == 0 else { throw Malformed(description: "chars block of \(b.count) bytes") }
        chars = Swift.stride(from: 0, to: b.count, by: 20).map { o in
            ["id": Int(Self.uint(b, o, 4)), "x": Int(Self.uint(b, o + 4, 2)), "y": Int(Self.uint(b, o + 6, 2)),
             "width": Int(Self.uint(b, o + 8, 2)), "height": Int(Self.uint(b, o + 10, 2)),
             "xoffset": Self.int(b, o + 12, 2), "yoffset": Self.int(b, o + 14, 2), "xadvance": Self.int(b, o + 16, 2),
             "page": Int(b[o + 18]), "chnl": Int(b[o + 19])]
        }
    }

    private mutating func readKernings(_ b: [UInt8]) throws {
        guard b.count % 10 == 0 else { throw Malformed(description: "kerning block of \(b.count) bytes") }
        kernings = Swift.stride(from: 0, to: b.count, by: 10).map { o in
            Kerning(first: UInt32(Self.uint(b, o, 4)), second: UInt32(Self.uint(b, o + 4, 4)), amount: Self.int(b, o + 8, 2))
        }
    }

    /// Little-endian, unsigned.
    static func uint(_ b: [UInt8], _ at: Int, _ count: Int) -> UInt64 {
        (0..<count).reduce(UInt64(0)) { $0 | UInt64(b[at + $1]) << (8 * $1) }
    }

    /// Little-endian, two's complement.
    static func int(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        let value = Int(uint(b, at, count)), bits = 8 * count
        return value >= 1 << (bits - 1) ? value - (1 << bits) : value
    }
}

/// The text `.fnt` as tags and `key=value` fields (a quoted value up to the next `"`).
struct TextFontLines {
    var lines: [(tag: String, fields: [String: String])] = []

    init(_ text: String) {
        for line in text.split(separator: "\n") {
            var fields: [String: String] = [:]
            var rest = Substring(line)
            let tag = String(rest.prefix { $0 != " " })
            rest = rest.dropFirst(tag.count)
            while let equals = rest.firstIndex(of: "=") {
                let key = rest[..<equals].trimmingCharacters(in: .whitespaces)
                rest = rest[rest.index(after: equals)...]
                if rest.first == "\"" {
                    rest = rest.dropFirst()
                    let close = rest.firstIndex(of: "\"") ?? rest.endIndex
                    fields[key] = String(rest[..<close])
                    rest = close < rest.endIndex ? rest[rest.index(after: close)...] : ""
                } else {
                    let end = rest.firstIndex(of: " ") ?? rest.endIndex
                    fields[key] = String(rest[..<end])
                    rest = rest[end...]
                }
            }
            lines.append((tag, fields))
        }
    }

    func first(_ tag: String) -> [String: String]? { lines.first { $0.tag == tag }?.fields }
    func all(_ tag: String) -> [[String: String]] { lines.filter { $0.tag == tag }.map(\.fields) }
}
