import Foundation
import PNGCodec
import Testing
import SpecModel
@testable import SpecRender

/// `channels: packed` and `pageFormat: a8` (issue 23, point 6): a font of one colour on pages a
/// quarter the size, drawn in LÖVE (a packed font through a shader that picks each glyph's
/// channel, since LÖVE's own loader ignores `chnl`; an a8 font by LÖVE's own loader, tinted) as
/// the same font on RGBA pages draws, and as the label of the same text shows it.
@Suite(.serialized) struct BitmapFontPackedTests {
    private static let text = "HIWM oax 0123"
    private static let fill = (r: 0x2E, g: 0x7D, b: 0xFF)
    private static let style = ##""font": {"family": "DejaVu Sans", "size": 30, "weight": "bold"}, "fill": "#2E7DFF""##
    private var tint: (Double, Double, Double, Double) { (Double(Self.fill.r) / 255, Double(Self.fill.g) / 255, Double(Self.fill.b) / 255, 1) }

    /// The font's files at @1x and @2x, written into a fresh folder.
    private func write(_ keys: String, name: String) throws -> (dir: URL, files: [RenderedFile]) {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "\(name)", "characters": ["ascii"], \(Self.style),
         \(keys) "output": {"scales": [1, 2]}}
        """)[0]
        let files = try renderer.render(spec).files
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-packed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for file in files { try Data(file.bytes).write(to: dir.appendingPathComponent(file.path)) }
        return (dir, files)
    }

    private func text(_ files: [RenderedFile], _ path: String) throws -> String {
        String(decoding: try #require(files.first { $0.path == path }).bytes, as: UTF8.self)
    }

    private func chnls(_ fnt: String) -> [Int] {
        fnt.split(separator: "\n").filter { $0.hasPrefix("char ") }.compactMap { line in
            line.split(separator: " ").first { $0.hasPrefix("chnl=") }.flatMap { Int($0.dropFirst(5)) }
        }
    }

    private func pageArea(_ files: [RenderedFile], _ name: String) throws -> Int {
        let image = try RGBAImage(pngData: Data(try #require(files.first { $0.path == name }).bytes))
        return image.width * image.height
    }

    @Test func packedGlyphsFillFourChannelsOfAQuarterOfThePage() throws {
        let rgba = try write("", name: "f")
        let packed = try write(#""channels": "packed","#, name: "f")
        defer { try? FileManager.default.removeItem(at: rgba.dir); try? FileManager.default.removeItem(at: packed.dir) }
        for suffix in ["", "@2x"] {
            let fnt = try text(packed.files, "f\(suffix).fnt")
            #expect(fnt.contains(" packed=1 alphaChnl=0 redChnl=0 greenChnl=0 blueChnl=0\n"), "\(fnt.prefix(300))")
            let channels = chnls(fnt)
            #expect(Set(channels.filter { $0 != 15 }) == [1, 2, 4, 8], "every channel holds glyphs: \(Set(channels))")
            #expect(channels.filter { $0 == 15 }.count == 1, "only the space (no cell) keeps 15")
            #expect(chnls(try text(rgba.files, "f\(suffix).fnt")).allSatisfy { $0 == 15 })
            let (small, large) = (try pageArea(packed.files, "f\(suffix)_0.png"), try pageArea(rgba.files, "f\(suffix)_0.png"))
            #expect(Double(small) <= Double(large) * 0.35, "packed page \(small) px against \(large) px")
        }
    }

    @Test(.enabled(if: LoveQuads.available)) func lovePacksDrawLikeTheRGBAFontAndTheLabel() throws {
        let rgba = try write("", name: "f")
        let packed = try write(#""channels": "packed","#, name: "f")
        defer { try? FileManager.default.removeItem(at: rgba.dir); try? FileManager.default.removeItem(at: packed.dir) }
        for (scale, suffix) in [(1, ""), (2, "@2x")] {
            let (width, height) = (300 * scale, 60 * scale)
            let fromPacked = try LoveQuads.draw(Self.text, at: 10 * scale, 8 * scale, font: packed.dir.appendingPathComponent("f\(suffix).fnt"),
                                                tint: tint, mode: .quads, width: width, height: height)
            let fromRGBA = try LoveQuads.draw(Self.text, at: 10 * scale, 8 * scale, font: rgba.dir.appendingPathComponent("f\(suffix).fnt"),
                                              tint: (1, 1, 1, 1), mode: .quads, width: width, height: height)
            #expect(fromPacked.output == "glyphs=\(Self.text.filter { $0 != " " }.count)")
            let (a, b) = (Picture(fromPacked.image), Picture(fromRGBA.image))
            #expect(b.inkBox.x1 > b.inkBox.x0, "the RGBA font drew something")
            var worst = 0.0
            for i in 0..<(width * height) {
                let (pa, ra) = (a.rgba[i * 4 + 3], b.rgba[i * 4 + 3])
                worst = max(worst, abs(pa - ra))
                if min(pa, ra) > 64 { for c in 0..<3 { worst = max(worst, abs(a.rgba[i * 4 + c] - b.rgba[i * 4 + c]) * min(pa, ra) / 255) } }
            }
            #expect(worst <= 2, "@\(scale)x: the packed font drawn through the channel shader differs from the RGBA font by \(worst)/255")
            try expectLikeTheLabel(a, scale: Double(scale))
        }
    }

    @Test(.enabled(if: LoveQuads.available)) func a8PagesAreGreyAndAlphaAndLoveTintsThem() throws {
        let rgba = try write("", name: "f")
        let a8 = try write(#""pageFormat": "a8","#, name: "f")
        defer { try? FileManager.default.removeItem(at: rgba.dir); try? FileManager.default.removeItem(at: a8.dir) }
        for (scale, suffix) in [(1, ""), (2, "@2x")] {
            let page = try #require(a8.files.first { $0.path == "f\(suffix)_0.png" }).bytes
            // IHDR: bit depth 8, colour type 4 (grey and alpha).
            #expect(Array(page[24...25]) == [8, 4])
            let decoded = try RGBAImage(pngData: Data(page))
            #expect(stride(from: 0, to: decoded.pixels.count, by: 4).allSatisfy { decoded.pixels[$0] == 255 && decoded.pixels[$0 + 2] == 255 },
                    "white glyphs")
            let rgbaPage = try #require(rgba.files.first { $0.path == "f\(suffix)_0.png" }).bytes
            // Half the bytes a pixel (grey and alpha against RGBA), and a smaller file.
            #expect(page.count < rgbaPage.count, "a8 page \(page.count) bytes against \(rgbaPage.count)")
            let fnt = try text(a8.files, "f\(suffix).fnt")
            #expect(fnt.contains(" packed=0 alphaChnl=0 redChnl=4 greenChnl=4 blueChnl=4\n"))

            let (width, height) = (300 * scale, 60 * scale)
            let tinted = try LoveQuads.draw(Self.text, at: 10 * scale, 8 * scale, font: a8.dir.appendingPathComponent("f\(suffix).fnt"),
                                            tint: tint, mode: .font, width: width, height: height)
            let plain = try LoveQuads.draw(Self.text, at: 10 * scale, 8 * scale, font: rgba.dir.appendingPathComponent("f\(suffix).fnt"),
                                           tint: (1, 1, 1, 1), mode: .font, width: width, height: height)
            #expect(tinted.output == plain.output, "LÖVE measures both the same")
            let (a, b) = (Picture(tinted.image), Picture(plain.image))
            var worst = 0.0
            for i in 0..<(width * height) {
                let (ta, pa) = (a.rgba[i * 4 + 3], b.rgba[i * 4 + 3])
                worst = max(worst, abs(ta - pa))
                if min(ta, pa) > 64 { for c in 0..<3 { worst = max(worst, abs(a.rgba[i * 4 + c] - b.rgba[i * 4 + c]) * min(ta, pa) / 255) } }
            }
            #expect(worst <= 2, "@\(scale)x: the tinted a8 font differs from the RGBA font by \(worst)/255")
            try expectLikeTheLabel(a, scale: Double(scale))
        }
    }

    /// The ink box of the drawn string within 2 px (@1x) or 3 px (@2x) of the label's wide and 1 px
    /// tall, and its opaque pixels the fill's colour within 2/255.
    private func expectLikeTheLabel(_ drawn: Picture, scale: Double) throws {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "label", "size": {"width": 1000}, "canvas": {"margin": "auto"}, "alignment": "left",
         "text": "\(Self.text)", \(Self.style)}
        """)[0]
        let label = Picture(try render(spec, scale: scale))
        let (a, b) = (drawn.inkBox, label.inkBox)
        #expect(abs((a.x1 - a.x0) - (b.x1 - b.x0)) <= (scale == 1 ? 2 : 3), "ink width \(a) vs the label's \(b)")
        #expect(abs((a.y1 - a.y0) - (b.y1 - b.y0)) <= 1, "ink height \(a) vs the label's \(b)")
        let mean = try #require(drawn.opaqueMean(row: (a.y0 + a.y1) / 2))
        #expect(max(abs(mean.r - Double(Self.fill.r)), abs(mean.g - Double(Self.fill.g)), abs(mean.b - Double(Self.fill.b))) <= 2,
                "opaque ink \(mean)")
    }
}
