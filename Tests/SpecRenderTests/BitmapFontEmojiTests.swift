import Foundation
import PNGCodec
import Testing
import SpecModel
@testable import SpecRender

/// Emoji in a bitmap font (issue 39): a single-code-point emoji gets a cell drawn in its own colours
/// on an RGBA page, inside the style's stroke and over its shadow; the descriptor lists it; LÖVE and
/// Godot 3 draw a string holding it in those colours where the cell says. Sequences, and pages that
/// cannot hold colour, are refused.
///
/// Colour is told by hue. The style draws a yellow fill (#FFD23F, hue 47°), a brown stroke
/// (#5A2A0C, 23°) and a black shadow; Noto Color Emoji's 🎮 is a grey controller with green and
/// blue buttons. So grey, green and blue pixels in a cell are the emoji's own colours, which no
/// part of the style draws and which a fill tinting the emoji would have turned yellow.
@Suite(.serialized) struct BitmapFontEmojiTests {
    static let text = "Ana 🎮 wins"
    static let gamepad: UInt32 = 0x1F3AE
    /// The style, with `fontKeys` added to its `font`.
    static func style(fontKeys: String = "") -> String {
        #""font": {"family": "DejaVu Sans", "size": 28, "fallback": ["Noto Color Emoji"]"# + fontKeys
            + ##"}, "fill": "#FFD23F", "stroke": {"color": "#5A2A0C", "width": 3, "position": "outside"}, "##
            + #""shadow": {"color": "rgba(0, 0, 0, 0.5)", "offset": [0, 3], "blur": 4}"#
    }

    /// The font of `text`'s characters; `fontKeys` go into `font`, `keys` beside it.
    private func files(characters: String = #""Ana 🎮 wins""#, fontKeys: String = "", keys: String = "",
                       scales: String = "[1]") throws -> [RenderedFile] {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "e", "characters": \(characters),
         \(Self.style(fontKeys: fontKeys))\(keys), "output": {"scales": \(scales)}}
        """)[0]
        return try renderer.render(spec).files
    }

    /// Opaque pixels of a region by colour: grey (the emoji's body), green and blue (its buttons),
    /// and the stroke's saturated brown-to-orange.
    struct Hues: CustomStringConvertible {
        var grey = 0, green = 0, blue = 0, stroke = 0
        init(width: Int, height: Int, pixel: (Int, Int) -> (r: Double, g: Double, b: Double, a: Double)) {
            for y in 0..<height {
                for x in 0..<width {
                    let p = pixel(x, y)
                    guard p.a >= 200 else { continue }
                    let high = max(p.r, p.g, p.b), low = min(p.r, p.g, p.b)
                    let saturation = high == 0 ? 0 : (high - low) / high
                    if saturation < 0.25 && high > 40 { grey += 1; continue }
                    guard saturation > 0.4, high > 76 else { continue }
                    let hue = Self.hue(p.r, p.g, p.b, high: high, low: low)
                    if (90..<160).contains(hue) { green += 1 }
                    if (190..<260).contains(hue) { blue += 1 }
                    if (10..<35).contains(hue) { stroke += 1 }
                }
            }
        }

        private static func hue(_ r: Double, _ g: Double, _ b: Double, high: Double, low: Double) -> Double {
            let d = high - low
            let h: Double = high == r ? (g - b) / d : high == g ? 2 + (b - r) / d : 4 + (r - g) / d
            return (h * 60 + 360).truncatingRemainder(dividingBy: 360)
        }

        /// The emoji's own colours are there: its grey body and coloured buttons.
        var hasEmojiColours: Bool { grey >= 100 && green >= 3 && blue >= 3 }
        var description: String { "grey \(grey), green \(green), blue \(blue), stroke \(stroke)" }
    }

    private func cellHues(_ font: ReadFont, _ id: UInt32) throws -> Hues {
        let c = try #require(font.chars[id], "no cell for U+\(String(id, radix: 16, uppercase: true))")
        let page = font.pages[c.page]
        return Hues(width: c.width, height: c.height) { x, y in
            let p = page[c.x + x, c.y + y]
            return (Double(p.r), Double(p.g), Double(p.b), Double(p.a))
        }
    }

    @Test func theEmojiCellHoldsItsColoursInsideTheStrokeAndTheDescriptorListsIt() throws {
        let files = try files(scales: "[1, 2]")
        for name in ["e.fnt", "e@2x.fnt"] {
            let font = try ReadFont(files, fnt: name)
            #expect(font.charLines.contains { $0.hasPrefix("char id=127918 ") }, "\(name) lists U+1F3AE")
            let emoji = try cellHues(font, Self.gamepad)
            #expect(emoji.hasEmojiColours, "\(name): the 🎮 cell is in colour: \(emoji)")
            #expect(emoji.stroke >= 100, "\(name): the stroke runs round the emoji's silhouette: \(emoji)")
            let letter = try cellHues(font, 0x41)
            #expect(letter.grey <= 5 && letter.green == 0 && letter.blue == 0 && letter.stroke >= 100,
                    "\(name): the A cell is the style's colours alone: \(letter)")
        }
        // The emoji's face has no kerning with the text's: the pairs are those of the letters alone.
        let kernings = try ReadFont(files, fnt: "e.fnt").kernings
        let letters = try ReadFont(try self.files(characters: #""Ana wins""#), fnt: "e.fnt").kernings
        #expect(kernings == letters && !kernings.isEmpty)
    }

    /// XML, JSON and binary (BMFont 3's 4-byte little-endian id) list the emoji's code point too.
    @Test(arguments: [("xml", "e.fnt", Array(#"<char id="127918" "#.utf8)), ("json", "e.fnt.json", Array(#""id": 127918,"#.utf8)),
                      ("binary", "e.fnt", [0xAE, 0xF3, 0x01, 0x00])])
    func everyDescriptorFormatListsTheEmoji(format: String, name: String, bytes: [UInt8]) throws {
        let files = try files(keys: #", "fontFormat": ""# + format + #"""#)
        let descriptor = try #require(files.first { $0.path == name }).bytes
        let found = descriptor.indices.contains { i in descriptor[i...].starts(with: bytes) }
        #expect(found, "the \(format) descriptor lists U+1F3AE")
    }

    @Test func colorGlyphsFillDrawsTheSilhouetteInTheFillAndFitsAnA8Page() throws {
        let filled = try ReadFont(try files(fontKeys: #", "colorGlyphs": "fill""#), fnt: "e.fnt")
        let hues = try cellHues(filled, Self.gamepad)
        #expect(hues.grey <= 5 && hues.green == 0 && hues.blue == 0, "the fill paints the silhouette: \(hues)")

        // Alone in the fill's colour, the silhouette is coverage an a8 page holds.
        let spec = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "e", "characters": "A🎮", "pageFormat": "a8",
         "font": {"family": "DejaVu Sans", "size": 28, "fallback": ["Noto Color Emoji"], "colorGlyphs": "fill"}, "fill": "#FFD23F"}
        """)[0]
        let files = try renderer.render(spec).files
        let text = String(decoding: try #require(files.first { $0.path == "e.fnt" }).bytes, as: UTF8.self)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("char id=127918 ") })
        let field = { (key: String) in Int(line.split(separator: " ").first { $0.hasPrefix(key + "=") }!.dropFirst(key.count + 1))! }
        let page = try GreyAlphaPage(try #require(files.first { $0.path == "e_0.png" }).bytes)
        var covered = 0
        for y in 0..<field("height") { for x in 0..<field("width") where page.alpha(field("x") + x, field("y") + y) > 128 { covered += 1 } }
        #expect(covered > 300, "the 🎮 silhouette covers \(covered) px of the a8 page")
    }

    @Test func pagesThatCannotHoldColourAreRefusedAtTheirKey() throws {
        for (keys, path, start) in [(##", "fill": "#FFD23F", "pageFormat": "a8""##, "$.pageFormat", "`pageFormat: a8` keeps only each glyph's coverage, and U+1F3AE '🎮' is an emoji drawn in its own colours"),
                                    (##", "fill": "#FFD23F", "channels": "packed""##, "$.channels", "`channels: packed` keeps one glyph's coverage in each channel, and U+1F3AE '🎮' is an emoji"),
                                    (#", "field": "msdf""#, "$.field", "a distance-field font (`\"field\": \"msdf\"`) measures each glyph's outline, and U+1F3AE '🎮' is a colour glyph")] {
            let spec = try loadSpecs("""
            {"version": 1, "kind": "bitmapFont", "name": "e", "characters": "A🎮",
             "font": {"family": "DejaVu Sans", "size": 28, "fallback": ["Noto Color Emoji"]}\(keys)}
            """)[0]
            let error = #expect(throws: SpecError.self) { try renderer.plan(spec) }
            #expect(error?.path == path)
            #expect(error?.message.hasPrefix(start) == true, "\(String(describing: error))")
        }
    }

    @Test func emojiSequencesAreRefusedNamingTheirCodePoints() throws {
        let error = #expect(throws: (any Error).self) {
            try loadSpecs(#"{"version": 1, "kind": "bitmapFont", "characters": ["AB", "x👍🏽❤️🇫🇷"], "font": {"size": 20}}"#)
        }
        let text = String(describing: error)
        #expect(text.contains("$.characters[1]: `👍🏽` (U+1F44D U+1F3FD), `❤️` (U+2764 U+FE0F), `🇫🇷` (U+1F1EB U+1F1F7) are emoji sequences: a BMFont `char id` is one code point"), "\(text)")
        // Letters joined in their own script are not emoji sequences: Devanagari's half form with ZWJ.
        #expect(EmojiSequences.find(in: "क्\u{200D}ष 🎮 1 #") == [])
    }

    @Test func theEmojiSetHasACellForEachOfItsEmoji() throws {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "e", "characters": "emoji",
         "font": {"family": "DejaVu Sans", "size": 12, "fallback": ["Noto Color Emoji"]}}
        """)[0]
        let plan = try renderer.plan(spec)
        #expect(plan.warnings.isEmpty, "\(plan.warnings)")
        let files = try renderer.render(plan)
        let font = try ReadFont(files, fnt: "e.fnt")
        let expected = Set(NamedCharacterSet.emoji.scalars.map(\.value))
        #expect(expected.count == 1170)
        #expect(Set(font.chars.keys) == expected)
        #expect(font.chars.values.allSatisfy { $0.width > 0 && $0.height > 0 }, "every emoji has a picture")
    }

    // MARK: Engines

    /// Where the emoji's cell lands when an engine draws `text` with its pen at `x` and the line's
    /// top at `y`: BMFont's rule, the pen moved by each advance and kerning.
    private func emojiBox(_ font: ReadFont, x: Int, y: Int) throws -> (x: Int, y: Int, width: Int, height: Int) {
        var pen = x
        var previous: Unicode.Scalar?
        for scalar in Self.text.unicodeScalars.prefix(while: { $0.value != Self.gamepad }) {
            if let previous { pen += font.kerning(previous, scalar) }
            pen += try #require(font.chars[scalar.value]).xadvance
            previous = scalar
        }
        let emoji = try #require(Unicode.Scalar(Self.gamepad))
        if let previous { pen += font.kerning(previous, emoji) }
        let c = try #require(font.chars[Self.gamepad])
        return (pen + c.xoffset, y + c.yoffset, c.width, c.height)
    }

    private func writeFont() throws -> (dir: URL, font: ReadFont) {
        let files = try files()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-emoji-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for file in files { try Data(file.bytes).write(to: dir.appendingPathComponent(file.path)) }
        return (dir, try ReadFont(files, fnt: "e.fnt"))
    }

    /// The engine's picture has the emoji's colours inside the emoji's cell, and the rest of the
    /// string (the cells of "Ana " before it) has none of them.
    private func expectEmojiColours(_ image: RGBAImage, _ font: ReadFont, x: Int, y: Int, _ engine: String) throws {
        let box = try emojiBox(font, x: x, y: y)
        func pixel(_ px: Int, _ py: Int) -> (r: Double, g: Double, b: Double, a: Double) {
            let k = (py * image.width + px) * 4
            return (Double(image.pixels[k]), Double(image.pixels[k + 1]), Double(image.pixels[k + 2]), Double(image.pixels[k + 3]))
        }
        let inside = Hues(width: box.width, height: box.height) { pixel(box.x + $0, box.y + $1) }
        #expect(inside.hasEmojiColours && inside.stroke >= 100, "\(engine) draws 🎮 in colour inside its stroke at \(box): \(inside)")
        let before = Hues(width: box.x - x, height: font.lineHeight) { pixel(x + $0, y + $1) }
        #expect(before.grey <= 5 && before.green == 0 && before.blue == 0 && before.stroke >= 100, "\(engine): \"Ana \" is in the style's colours: \(before)")
    }

    @Test(.enabled(if: LoveRunner.shouldRun)) func loveDrawsTheEmojiInItsColoursWhereTheCellSays() throws {
        let (dir, font) = try writeFont()
        defer { try? FileManager.default.removeItem(at: dir) }
        let drawing = try LoveRunner.draw(Self.text, at: 12, 10, fonts: [dir.appendingPathComponent("e.fnt")], width: 260, height: 70)
        try expectEmojiColours(drawing.image, font, x: 12, y: 10, "LÖVE")
    }

    @Test(.enabled(if: GodotSession.shouldRun)) func godotDrawsTheEmojiInItsColoursWhereTheCellSays() throws {
        let (dir, font) = try writeFont()
        defer { try? FileManager.default.removeItem(at: dir) }
        let drawing = try GodotSession(fonts: dir).draw(Self.text, at: 12, 10, fonts: ["e.fnt"], width: 260, height: 70)
        #expect(drawing.fonts.first?.chars[Self.gamepad] != nil, "Godot read the 🎮 cell")
        try expectEmojiColours(drawing.image, font, x: 12, y: 10, "Godot")
    }
}

/// An a8 page (PNG colour type 4, grey and alpha) read through PNGCodec as RGBA.
private struct GreyAlphaPage {
    let image: RGBAImage
    init(_ bytes: [UInt8]) throws { image = try RGBAImage(pngData: Data(bytes)) }
    func alpha(_ x: Int, _ y: Int) -> UInt8 { image.pixels[(y * image.width + x) * 4 + 3] }
}
