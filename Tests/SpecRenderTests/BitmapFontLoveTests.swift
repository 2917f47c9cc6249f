import PNGCodec
import XCTest
import Foundation
@testable import SpecRender

/// Our BMFont files as LÖVE 11 reads and draws them (LoveRunner): where each glyph lands,
/// kerning, layering and alpha, pixel for pixel.
final class BitmapFontLoveTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-bmfont-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    private static let red: [UInt8] = [255, 0, 0, 255]
    private static let blue: [UInt8] = [0, 0, 255, 255]
    private static let clear: [UInt8] = [0, 0, 0, 0]

    /// The pixel at (x, y) as [r, g, b, a].
    private func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let k = (y * image.width + x) * 4
        return Array(image.pixels[k..<k + 4])
    }

    private func fill(_ image: inout RGBAImage, x: Int, y: Int, width: Int, height: Int, _ colour: [UInt8]) {
        for row in y..<y + height {
            for column in x..<x + width {
                let k = (row * image.width + column) * 4
                image.pixels.replaceSubrange(k..<k + 4, with: colour)
            }
        }
    }

    /// A page with one solid box per glyph, side by side from x 0, as tall as the tallest.
    private func writeFont(_ name: String, boxes: [(id: Character, width: Int, height: Int, colour: [UInt8],
                                                    xoffset: Int, yoffset: Int, xadvance: Int)],
                           kernings: [BitmapKerning] = [], format: BitmapFontFileFormat = .text,
                           fileName: String? = nil) throws -> URL {
        let pageWidth = boxes.map(\.width).reduce(0, +), pageHeight = boxes.map(\.height).max() ?? 1
        var page = RGBAImage(width: pageWidth, height: pageHeight)
        var chars: [BitmapChar] = []
        var left = 0
        for box in boxes {
            fill(&page, x: left, y: 0, width: box.width, height: box.height, box.colour)
            chars.append(BitmapChar(id: box.id.unicodeScalars.first!.value, x: left, y: 0, width: box.width, height: box.height,
                                    xoffset: box.xoffset, yoffset: box.yoffset, xadvance: box.xadvance, page: 0))
            left += box.width
        }
        try page.writePNG(to: dir.appendingPathComponent("\(name)_0.png"))
        let font = BitmapFontFile(face: name, size: pageHeight, lineHeight: pageHeight + 4, base: pageHeight,
                                  scaleW: pageWidth, scaleH: pageHeight, pages: ["\(name)_0.png"], chars: chars, kernings: kernings)
        let url = dir.appendingPathComponent(fileName ?? "\(name).fnt")
        try Data(font.encoded(as: format)).write(to: url)
        return url
    }

    /// "A" a red 10×14 box, "B" a blue 6×14 one, A→B kerned by −2.
    private func abFont(format: BitmapFontFileFormat = .text, fileName: String? = nil) throws -> URL {
        try writeFont("ab", boxes: [("A", 10, 14, Self.red, 1, 2, 12), ("B", 6, 14, Self.blue, 1, 3, 7)],
                      kernings: [BitmapKerning(first: 65, second: 66, amount: -2)], format: format, fileName: fileName)
    }

    /// The picture BMFont's rules give: each glyph's box at (pen + xoffset, y + yoffset), the pen
    /// moving by xadvance plus the pair's kerning.
    private func expected(width: Int, height: Int, boxes: [(x: Int, y: Int, width: Int, height: Int, colour: [UInt8])]) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for box in boxes { fill(&image, x: box.x, y: box.y, width: box.width, height: box.height, box.colour) }
        return image
    }

    private func assertSamePixels(_ actual: RGBAImage, _ expected: RGBAImage, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.width, expected.width, file: file, line: line)
        XCTAssertEqual(actual.height, expected.height, file: file, line: line)
        guard actual.width == expected.width, actual.height == expected.height else { return }
        var wrong: [String] = []
        for y in 0..<actual.height {
            for x in 0..<actual.width where pixel(actual, x, y) != pixel(expected, x, y) {
                wrong.append("(\(x), \(y)) is \(pixel(actual, x, y)), expected \(pixel(expected, x, y))")
            }
        }
        XCTAssertTrue(wrong.isEmpty, "\(wrong.count) pixels differ, first: \(wrong.prefix(5).joined(separator: "; "))", file: file, line: line)
    }

    func testEachGlyphLandsWhereBMFontSaysWithKerning() throws {
        let drawing = try LoveRunner.draw("ABA", at: 10, 20, fonts: [try abFont()], width: 64, height: 48)
        // Pen 10: A at 10+1, 20+2. Pen 10+12−2 (kerned) = 20: B at 21, 23. Pen 20+7 = 27: A at 28, 22.
        assertSamePixels(drawing.image, expected(width: 64, height: 48, boxes: [
            (11, 22, 10, 14, Self.red), (21, 23, 6, 14, Self.blue), (28, 22, 10, 14, Self.red),
        ]))
        // The same facts as probes, to read a failure by: the edges of each box.
        let image = drawing.image
        for (x, y, colour) in [(11, 22, Self.red), (10, 22, Self.clear), (11, 21, Self.clear), (20, 35, Self.red), (20, 36, Self.clear),
                               (21, 23, Self.blue), (21, 22, Self.clear), (26, 36, Self.blue), (27, 30, Self.clear),
                               (28, 30, Self.red), (37, 35, Self.red), (38, 35, Self.clear)] {
            XCTAssertEqual(pixel(image, x, y), colour, "(\(x), \(y))")
        }
        XCTAssertEqual(drawing.metrics.count, 1)
        XCTAssertEqual(drawing.metrics.first?.height, 18, "LÖVE's line height is common lineHeight")
        XCTAssertEqual(drawing.metrics.first?.base, 14, "LÖVE's baseline is common base")
        XCTAssertEqual(drawing.metrics.first?.width, 12 - 2 + 7 + 12, "advances plus the kerning")
    }

    /// An effects font drawn first lies under the fill font drawn second at the same place; a
    /// translucent glyph keeps its colour and alpha on a transparent canvas (LÖVE's canvas holds
    /// premultiplied colour, which the harness undoes) and is blended over an opaque one.
    func testEffectsFontUnderFillFontAndTranslucency() throws {
        let shadow: [UInt8] = [0, 0, 0, 128]
        let effects = try writeFont("fx", boxes: [("A", 14, 18, shadow, -1, 0, 12)])
        let fill = try abFont()
        let drawing = try LoveRunner.draw("A", at: 4, 2, fonts: [effects, fill], width: 24, height: 24)
        assertSamePixels(drawing.image, expected(width: 24, height: 24, boxes: [(3, 2, 14, 18, shadow), (5, 4, 10, 14, Self.red)]))
        XCTAssertEqual(drawing.metrics.map(\.height), [22, 18])

        let onWhite = try LoveRunner.draw("A", at: 4, 2, fonts: [effects, fill], width: 24, height: 24, background: "1,1,1,1")
        let grey = pixel(onWhite.image, 3, 2)
        XCTAssertEqual(grey[3], 255)
        XCTAssertTrue(abs(Int(grey[0]) - 127) <= 1 && grey[0] == grey[1] && grey[1] == grey[2], "\(grey)")
        XCTAssertEqual(pixel(onWhite.image, 5, 4), Self.red)
        XCTAssertEqual(pixel(onWhite.image, 0, 0), [255, 255, 255, 255])
    }

    /// LÖVE's BMFont reader takes only the text format: newFont(path) looks for `info` at the
    /// file's start before it treats a file as BMFont, and its parser, handed our XML directly,
    /// finds no `char` lines. Docs say to give LÖVE the .fnt text.
    func testLoveRefusesTheXMLFormat() throws {
        let xml = try abFont(format: .xml, fileName: "ab.xml")
        XCTAssertThrowsError(try LoveRunner.draw("ABA", at: 10, 20, fonts: [xml], width: 64, height: 48)) { error in
            XCTAssertTrue("\(error)".contains("Invalid BMFont file"), "\(error)")
        }
    }

    /// LÖVE takes `--fused` and `--console` for its own options wherever they stand on its command
    /// line; the harness reads its raw arguments, so such a TEXT still arrives whole.
    func testTextThatLooksLikeALoveOptionIsDrawnAsText() throws {
        let dash = try writeFont("dash", boxes: [("-", 4, 2, Self.red, 0, 6, 5)])
        let drawing = try LoveRunner.draw("--fused", at: 0, 0, fonts: [dash], width: 16, height: 12)
        XCTAssertEqual(drawing.metrics.first?.width, 10, "two hyphens; the letters are not in the font")
        assertSamePixels(drawing.image, expected(width: 16, height: 12, boxes: [(0, 6, 4, 2, Self.red), (5, 6, 4, 2, Self.red)]))
    }

    /// A game that never returns is killed at the deadline with everything it started: LÖVE,
    /// xvfb-run and Xvfb (LÖVE ignores SIGTERM, hence SIGKILL).
    func testAHungGameIsKilledAtTheDeadlineWithItsXServer() throws {
        let game = dir.appendingPathComponent("hang")
        try FileManager.default.createDirectory(at: game, withIntermediateDirectories: true)
        try "function love.load() while true do end end\n".write(to: game.appendingPathComponent("main.lua"), atomically: true, encoding: .utf8)
        try "function love.conf(t) t.window = false; t.modules.audio = false; t.modules.sound = false end\n"
            .write(to: game.appendingPathComponent("conf.lua"), atomically: true, encoding: .utf8)
        let start = Date()
        XCTAssertThrowsError(try LoveRunner.draw("A", at: 0, 0, fonts: [try abFont()], width: 8, height: 8, timeout: 2, game: game)) { error in
            XCTAssertTrue("\(error)".contains("timed out after 2 s"), "\(error)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        let left = try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { $0.allSatisfy(\.isNumber) }.filter { pid in
            let cmdline = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
            return String(decoding: cmdline, as: UTF8.self).contains(game.path)
        }
        XCTAssertEqual(left, [], "processes of the hung game are still running")
    }

    func testAnErrorExitsNonZeroWithTheMessage() throws {
        let missing = dir.appendingPathComponent("missing.fnt")
        do {
            _ = try LoveRunner.draw("A", at: 0, 0, fonts: [missing], width: 8, height: 8)
            XCTFail("drew with a missing font")
        } catch let error as LoveRunner.LoveError {
            XCTAssertTrue(error.message.contains("missing.fnt"), error.message)
            XCTAssertTrue(error.message.contains("exited with 1"), error.message)
        }
    }
}
