import Foundation
import PNGCodec
import SpecModel
import Testing
@testable import SpecRender

/// An atlas's pages are images within the image limits at every `maxSize`: sprites that together
/// are more than one page holds go onto more pages, and a sprite no page holds is refused once it
/// is trimmed, before any page is drawn.
@Suite struct AtlasPageLimitTests {
    /// A transparent `width`×`height` PNG with ink in two opposite corners, so nothing is trimmed.
    private func framePNG(width: Int, height: Int) throws -> [UInt8] {
        var image = RGBAImage(width: width, height: height)
        for k in [0, (width * height - 1) * 4] { image.pixels.replaceSubrange(k..<(k + 4), with: [10, 20, 30, 255]) }
        return [UInt8](try image.pngData())
    }

    /// Three sprites of 16000×1500 (72 megapixels together) at `maxSize` 16384: two pages, each
    /// within the limits, and every frame inside its page.
    @Test func spritesBeyondOnePageMakeMorePages() throws {
        let png = try framePNG(width: 16_000, height: 1_500)
        let sprites = (1...3).map { AtlasSprite(key: "wide\($0).png", png: png) }
        let sheet = try AtlasSheet(sprites, options: PackOptions(maxSize: SpecLimits.maxImageSide))
        #expect(sheet.pages.count == 2)
        for page in sheet.pages {
            #expect(page.width <= SpecLimits.maxImageSide && page.height <= SpecLimits.maxImageSide)
            #expect(page.width * page.height <= SpecLimits.maxImagePixels, "\(page.width)×\(page.height)")
            for frame in page.frames {
                #expect(frame.frame.x + frame.frame.width <= page.width && frame.frame.y + frame.frame.height <= page.height)
            }
        }
    }

    /// 8193×4097 is within the limits, but on pages of power-of-two sides it needs 16384×8192:
    /// refused, naming the sprite and its size, before a page is drawn.
    @Test func aSpriteNoPageHoldsIsRefused() throws {
        let sprite = AtlasSprite(key: "big.png", png: try framePNG(width: 8_193, height: 4_097))
        #expect(throws: AtlasError.spriteOverImageLimits(key: "big.png", width: 8_193, height: 4_097)) {
            try AtlasSheet([sprite], options: PackOptions(maxSize: SpecLimits.maxImageSide, powerOfTwo: true))
        }
    }

    /// The same through an `atlas` spec: one line at the spec's `atlas`, naming the sprite and
    /// its size, and no file.
    @Test func anAtlasSpecRefusesASpriteNoPageHolds() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-atlas-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try ##"{"version": 1, "kind": "view", "size": {"width": 8193, "height": 4097}, "border": {"color": "#000000", "width": 1}}"##
            .write(to: dir.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
        try """
        {"version": 1, "kind": "atlas", "name": "ui", "sprites": ["big.json"],
         "atlas": {"maxSize": 16384, "powerOfTwo": true}}
        """.write(to: dir.appendingPathComponent("ui.json"), atomically: true, encoding: .utf8)
        let spec = try SpecLoader(root: dir.path).load(file: dir.appendingPathComponent("ui.json").path)[0]
        let error = #expect(throws: SpecError.self) { try renderer.plan(spec) }
        let text = error.map { "\($0)" } ?? ""
        #expect(text.contains("ui.json:2:11: error: $.atlas: the sprite big.png is 8193×4097 pixels after trimming (with any extrude border), and no page within the image limits (16384 px a side and 64 megapixels) holds it at @1x"), "\(text)")
    }
}
