import Foundation
import Testing
import PNGCodec
import SpecModel
import SpecScene
@testable import SpecRender

/// Issue 23, points 1 and 2: what a game sees when it filters a page linearly (bled or
/// premultiplied pages, no dark fringe), and where its integer pen puts each glyph of a long line.
@Suite struct BitmapFontEdgeTests {
    /// A light glyph on nothing: any black blended into its edges shows as darker edge colours.
    static let lightStyle = ##""font": {"family": "DejaVu Sans", "size": 30, "weight": "bold"}, "fill": "#FFD23F""##
    static let text = "HIGH SCORE 2480"

    private func writeFont(_ extra: String, into dir: URL) throws -> [RenderedFile] {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "light", "characters": ["digits", "HIGSCORE "],
         \(Self.lightStyle)\(extra), "output": {"scales": [1]}}
        """)[0]
        let files = try renderer.render(spec).files
        for file in files { try Data(file.bytes).write(to: dir.appendingPathComponent(file.path)) }
        return files
    }

    private func temporaryFolder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-edges-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The mean luminance (Rec. 709, straight colour) of a picture's edge pixels: those between
    /// 1/8 and 7/8 covered, where filtering mixes a glyph with the transparent pixels around it.
    private func edgeLuminance(_ picture: Picture) -> (mean: Double, count: Int) {
        var sum = 0.0, count = 0
        for i in 0..<(picture.width * picture.height) {
            let a = picture.rgba[i * 4 + 3]
            guard a >= 32, a <= 223 else { continue }
            sum += 0.2126 * picture.rgba[i * 4] + 0.7152 * picture.rgba[i * 4 + 1] + 0.0722 * picture.rgba[i * 4 + 2]
            count += 1
        }
        return (count == 0 ? 0 : sum / Double(count), count)
    }

    /// LÖVE draws the font scaled 1.5× with linear filtering, as a game scaling its UI does. The
    /// edge pixels have the label's colour (the label rendered at @1.5x, same text and style):
    /// mean luminance within 4 levels of 255. With transparent pixels left black (before issue 23)
    /// the filter pulls every edge towards black, tens of levels darker. Premultiplied pages drawn
    /// with LÖVE's premultiplied blend give the same edges.
    @Test(arguments: [(extra: "", blend: "alphamultiply"), (extra: #", "premultiplied": true"#, blend: "premultiplied")])
    func linearFilteringAt1_5xShowsNoDarkFringe(extra: String, blend: String) throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try writeFont(extra, into: dir)
        let drawing = try LoveRunner.draw(Self.text, at: 15, 15, fonts: [dir.appendingPathComponent("light.fnt")],
                                          width: 420, height: 90, options: ["--scale=1.5", "--filter=linear", "--blend=\(blend)"])
        let love = edgeLuminance(Picture(drawing.image))
        let labelSpec = try loadSpecs("""
        {"version": 1, "kind": "label", "size": {"width": 400}, "canvas": {"margin": "auto"}, "alignment": "left",
         "text": "\(Self.text)", \(Self.lightStyle)}
        """)[0]
        let label = edgeLuminance(Picture(try render(labelSpec, scale: 1.5)))
        #expect(love.count > 200, "LÖVE drew too few edge pixels (\(love.count)) to judge")
        #expect(label.count > 200)
        #expect(abs(love.mean - label.mean) <= 4,
                "edge luminance: LÖVE \(love.mean) over \(love.count) px, the label \(label.mean) over \(label.count) px")
    }

    /// A premultiplied page stores c · a / 255: no channel exceeds the alpha, and a half-covered
    /// pixel of the fill (#FFD23F) holds about half its red. A bled page holds the fill's own
    /// colour in its edge pixels and in the transparent pixels beside them.
    @Test func pagesHoldPremultipliedOrBledColour() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let premultiplied = try RGBAImage(pngData: Data(try writeFont(#", "premultiplied": true"#, into: dir).first { $0.path == "light_0.png" }!.bytes))
        var halfRed: [Double] = []
        for i in stride(from: 0, to: premultiplied.pixels.count, by: 4) {
            let (r, g, b, a) = (premultiplied.pixels[i], premultiplied.pixels[i + 1], premultiplied.pixels[i + 2], premultiplied.pixels[i + 3])
            #expect(r <= a && g <= a && b <= a, "pixel \(i / 4): \(r),\(g),\(b),\(a)")
            if (120...136).contains(a) { halfRed.append(Double(r) / Double(a)) }
        }
        #expect(!halfRed.isEmpty)
        #expect(halfRed.allSatisfy { $0 > 0.97 }, "red/alpha of half-covered pixels: \(halfRed)")

        let bled = try RGBAImage(pngData: Data(try writeFont("", into: dir).first { $0.path == "light_0.png" }!.bytes))
        // Where a filter mixes them with real ink: every transparent pixel beside a pixel at least
        // half covered. (Faint edge pixels carry coarsely quantised colour, which the transparent
        // pixels beside only them take.)
        var transparent = 0, off = 0
        func besideInk(_ x: Int, _ y: Int) -> Bool {
            (max(0, y - 1)...min(bled.height - 1, y + 1)).contains { ny in
                (max(0, x - 1)...min(bled.width - 1, x + 1)).contains { nx in bled[nx, ny].a >= 128 }
            }
        }
        for y in 0..<bled.height {
            for x in 0..<bled.width where bled[x, y].a == 0 && besideInk(x, y) {
                transparent += 1
                let p = bled[x, y]
                if abs(Int(p.r) - 0xFF) > 3 || abs(Int(p.g) - 0xD2) > 3 || abs(Int(p.b) - 0x3F) > 3 { off += 1 }
            }
        }
        #expect(transparent > 200)
        #expect(off == 0, "\(off) of \(transparent) transparent pixels are not the fill's colour")
    }

    /// The bleed itself: alpha and ink untouched; a transparent pixel takes its nearest ink's
    /// colour (next to ink, the alpha-weighted mean of the ink around it; further out, a
    /// neighbour's one step nearer); the same page always gives the same bytes.
    @Test func bleedingFillsTransparentPixelsFromTheNearestInk() throws {
        var pixels = [UInt8](repeating: 0, count: 7 * 3 * 4)
        func set(_ x: Int, _ y: Int, _ p: [UInt8]) { pixels.replaceSubrange((y * 7 + x) * 4..<(y * 7 + x) * 4 + 4, with: p) }
        set(0, 0, [200, 10, 10, 255])
        set(0, 1, [100, 30, 30, 85])
        set(6, 2, [0, 0, 250, 40])
        let original = try RGBAImage(width: 7, height: 3, pixels: pixels)
        var image = original
        AlphaBleeding.bleed(&image)
        for i in stride(from: 3, to: pixels.count, by: 4) { #expect(image.pixels[i] == original.pixels[i]) }
        #expect(image[0, 0] == (200, 10, 10, 255) && image[0, 1] == (100, 30, 30, 85) && image[6, 2] == (0, 0, 250, 40))
        // (1, 0) touches both reds: (200·255 + 100·85) / 340 = 175, (10·255 + 30·85) / 340 = 15.
        #expect(image[1, 0] == (175, 15, 15, 0))
        #expect(image[0, 2] == (100, 30, 30, 0))          // touches only the faint red
        #expect(image[5, 1] == (0, 0, 250, 0))            // nearest: the blue
        #expect(image[2, 2].r >= 100 && image[2, 2].b <= 30) // two from the red, four from the blue
        #expect(image[4, 0].b == 250 && image[4, 0].r == 0) // two from the blue, four from the red
        var again = original
        AlphaBleeding.bleed(&again)
        #expect(again == image)
        var empty = RGBAImage(width: 3, height: 3)
        AlphaBleeding.bleed(&empty)
        #expect(empty == RGBAImage(width: 3, height: 3))
    }

    /// `premultiplied` says so where the descriptor can: TexturePacker's `meta.premultipliedAlpha`
    /// and libGDX's page field `pma`; straight sheets leave both out.
    @Test func atlasDescriptorsSayPremultiplied() throws {
        var ink = RGBAImage(width: 4, height: 4)
        for i in stride(from: 0, to: ink.pixels.count, by: 4) { ink.pixels.replaceSubrange(i..<i + 4, with: [255, 128, 0, 128]) }
        let sprites = [AtlasSprite(key: "a.png", image: ink)]
        for premultiplied in [false, true] {
            let alpha = PageAlpha(premultiplied: premultiplied)
            let json = try AtlasBuilder(name: "ui", format: .texturePacker, alpha: alpha).files(scale: 1, sprites: sprites)
            let meta = try #require((try JSONSerialization.jsonObject(with: Data(json[1].bytes)) as? [String: Any])?["meta"] as? [String: Any])
            #expect(meta["premultipliedAlpha"] as? Bool == (premultiplied ? true : nil))
            let page = try RGBAImage(pngData: Data(json[0].bytes))
            #expect(page[0, 0] == (premultiplied ? (128, 64, 0, 128) : (255, 128, 0, 128)))
            let gdx = try AtlasBuilder(name: "ui", format: .libgdx, alpha: alpha).files(scale: 1, sprites: sprites)
            let text = String(decoding: gdx[1].bytes, as: UTF8.self)
            #expect(text.contains("repeat: none\npma: true\n") == premultiplied, "\(text)")
        }
    }
}
