import Foundation
import Testing
import XCTest
import PNGCodec
import SpecModel
@testable import SpecRender

/// The second engine (issue 23, point 8): Godot 3.2 loads render-spec's text `.fnt` with
/// `BitmapFont.create_from_fnt` (GodotSession) and holds every metric, glyph and kerning pair the
/// file says; it draws a string as the label shows it, and as LÖVE draws it; and it loads the
/// other descriptor formats as empty fonts without an error, which is why `"engine": "godot3"`
/// takes only `text`.
@Suite(.enabled(if: GodotSession.shouldRun, "godot3 is not installed (scripts/setup.sh installs it)"), .serialized)
struct BitmapFontGodotTests {
    private static let text = "HIGH SCORE 12,480"

    /// The score title's style (BitmapFontTests.style) over ASCII, so there are many kerning pairs.
    private func writeFont(_ dir: URL, name: String = "score", format: String = "text", layers: String = "combined",
                           characters: String = #""ascii""#) throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let spec = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "\(name)", "characters": \(characters), "fontFormat": "\(format)",
        \(BitmapFontTests.style), "layers": "\(layers)", "output": {"scales": [1, 2]}}
        """)[0]
        for file in try renderer.render(spec).files { try Data(file.bytes).write(to: dir.appendingPathComponent(file.path)) }
    }

    private func temporary() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-godot-fonts-\(UUID().uuidString)")
    }

    /// Godot's BitmapFont holds what the file says, exactly: the line height and ascent (`base`),
    /// one texture a page, every glyph's page, rectangle, offsets and advance, every kerning pair
    /// with its amount (and no other), and so the width of a string, at @1x and @2x.
    @Test func godotHoldsEveryMetricGlyphAndKerningPairOfTheTextFont() throws {
        let dir = temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writeFont(dir)
        let session = try GodotSession(fonts: dir)
        let drawing = try session.draw(Self.text, at: 0, 0, fonts: ["score.fnt", "score@2x.fnt"], width: 16, height: 16)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).map { name in
            RenderedFile(path: name, bytes: [UInt8](try Data(contentsOf: dir.appendingPathComponent(name))), format: .fnt,
                         scale: 1, state: "normal", locale: nil)
        }
        for (godot, name) in zip(drawing.fonts, ["score.fnt", "score@2x.fnt"]) {
            let ours = try ReadFont(files, fnt: name)
            #expect(godot.error == 0, "\(name)")
            #expect(godot.height == ours.lineHeight, "\(name): line height")
            #expect(godot.ascent == ours.base, "\(name): ascent")
            #expect(godot.textures == ours.pages.count, "\(name): pages")
            #expect(godot.chars.count == 95 && ours.chars.count == 95, "\(name)")
            for (id, c) in ours.chars {
                let expected = GodotSession.Char(page: c.page, x: c.x, y: c.y, width: c.width, height: c.height,
                                                 xoffset: c.xoffset, yoffset: c.yoffset, xadvance: c.xadvance)
                #expect(godot.chars[id] == expected, "\(name): U+\(String(id, radix: 16))")
            }
            #expect(godot.kernings == ours.kernings, "\(name): kerning pairs")
            #expect(ours.kernings.count >= 100, "\(name): \(ours.kernings.count) pairs")
            var width = 0
            var previous: Unicode.Scalar?
            for scalar in Self.text.unicodeScalars {
                if let previous { width += ours.kerning(previous, scalar) }
                width += ours.chars[scalar.value]?.xadvance ?? 0
                previous = scalar
            }
            #expect(godot.width == width, "\(name): the string's width")
        }
    }

    /// Drawn by Godot from the effects font and then the fill font, the string is the label (ink
    /// box within 2 px wide at @1x, 3 px at @2x, and 1 px tall; the fill's colour at five heights
    /// within 8/255) and it is what LÖVE draws from the same files: alpha within 9/255 at every
    /// pixel, colour within 9/255 (weighted by coverage) wherever both are over a quarter opaque.
    @Test func godotDrawsTheSeparateFontsAsTheLabelShowsTheTextAndAsLoveDoes() throws {
        let dir = temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writeFont(dir, layers: "separate", characters: #"["digits", "HIGSCORE ,"]"#)
        let session = try GodotSession(fonts: dir)
        for scale in [1.0, 2.0] {
            let suffix = scale == 1 ? "" : "@2x"
            let fonts = ["score-effects\(suffix).fnt", "score\(suffix).fnt"]
            let (width, height, x, y) = (Int(420 * scale), Int(90 * scale), Int(20 * scale), Int(15 * scale))
            let godot = try session.draw(Self.text, at: x, y, fonts: fonts, width: width, height: height)
            #expect(godot.image.width == width && godot.image.height == height)
            let picture = Picture(godot.image)
            try expectLooksLikeTheLabel(picture, try label(scale: scale), widthSlack: scale == 1 ? 2 : 3, "drawn by Godot at @\(scale)x")

            let love: LoveRunner.Drawing
            do {
                love = try LoveRunner.draw(Self.text, at: x, y, fonts: fonts.map { dir.appendingPathComponent($0) }, width: width, height: height)
            } catch is XCTSkip {
                continue   // LÖVE is not installed here (scripts/test.sh requires it)
            }
            let other = Picture(love.image)
            var worst = 0.0, inked = 0
            for i in 0..<(width * height) {
                let (ga, la) = (picture.rgba[i * 4 + 3], other.rgba[i * 4 + 3])
                worst = max(worst, abs(ga - la))
                if min(ga, la) > 64 {
                    inked += 1
                    for c in 0..<3 { worst = max(worst, abs(picture.rgba[i * 4 + c] - other.rgba[i * 4 + c]) * min(ga, la) / 255) }
                }
            }
            #expect(inked > 10_000 * Int(scale * scale), "the string was drawn at @\(scale)x: \(inked) inked pixels")
            #expect(worst <= 9, "Godot and LÖVE differ by \(worst)/255 at @\(scale)x")
        }
    }

    /// XML, JSON and binary descriptors of the same font: create_from_fnt returns OK and leaves an
    /// empty font (height 1, ascent 0, no glyph, no page), so a game shows no text and no error.
    /// The text file beside them loads whole. This is what `"engine": "godot3"` refuses.
    @Test func godotLoadsTheOtherFormatsAsEmptyFontsWithoutAnError() throws {
        let dir = temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        for format in ["xml", "json", "binary", "text"] {
            try writeFont(dir, name: format, format: format, characters: #""SCORE""#)
        }
        let fonts = ["xml.fnt", "json.fnt.json", "binary.fnt", "text.fnt"]
        let drawing = try GodotSession(fonts: dir).draw("SCORE", at: 0, 0, fonts: fonts, width: 16, height: 16)
        for (font, name) in zip(drawing.fonts.prefix(3), fonts) {
            #expect(font.error == 0, "\(name): create_from_fnt's error")
            #expect(font.height == 1 && font.ascent == 0 && font.chars.isEmpty && font.textures == 0 && font.width == 0,
                    "\(name) loads as an empty font: \(font)")
        }
        let text = try #require(drawing.fonts.last)
        #expect(text.error == 0 && text.chars.count == 5 && text.textures == 1 && text.height > 1 && text.width > 0)
    }

    private func label(scale: Double) throws -> Picture {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "label", "size": {"width": 1000}, "canvas": {"margin": "auto"}, "alignment": "left",
         "text": "\(Self.text)", \(BitmapFontTests.style)}
        """)[0]
        return Picture(try render(spec, scale: scale))
    }
}

/// assertLooksLikeTheLabel (BitmapFontDrawing.swift) for Swift Testing: the ink box (pixels over
/// half opaque) within `widthSlack` px wide and 1 px tall, and the fill's colour at five heights of
/// the ink (a row's brightest opaque pixel) within 8/255, rows matched from the ink's top give or
/// take one.
func expectLooksLikeTheLabel(_ engine: Picture, _ label: Picture, widthSlack: Int, _ what: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
    let (a, b) = (engine.inkBox, label.inkBox)
    #expect(abs((a.x1 - a.x0) - (b.x1 - b.x0)) <= widthSlack, "ink width \(what): \(a) vs \(b)", sourceLocation: sourceLocation)
    #expect(abs((a.y1 - a.y0) - (b.y1 - b.y0)) <= 1, "ink height \(what): \(a) vs \(b)", sourceLocation: sourceLocation)
    for fraction in [0.15, 0.3, 0.5, 0.7, 0.85] {
        let ya = a.y0 + Int(Double(a.y1 - a.y0) * fraction), yb = b.y0 + Int(Double(b.y1 - b.y0) * fraction)
        let ca = try #require(engine.brightestOpaque(row: ya), sourceLocation: sourceLocation)
        let d = try (yb - 1...yb + 1).map { row -> Double in
            let cb = try #require(label.brightestOpaque(row: row), sourceLocation: sourceLocation)
            return max(abs(ca.r - cb.r), abs(ca.g - cb.g), abs(ca.b - cb.b))
        }.min()!
        #expect(d <= 8, "fill colour at \(fraction) of the ink \(what): off by \(d)/255", sourceLocation: sourceLocation)
    }
}
