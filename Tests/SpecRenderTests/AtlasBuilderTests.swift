import PNGCodec
import XCTest
@testable import SpecRender

final class AtlasBuilderTests: XCTestCase {
    /// A `width`×`height` transparent image with an opaque `rect` of one colour.
    private func sprite(_ key: String, _ width: Int, _ height: Int, opaque rect: (x: Int, y: Int, w: Int, h: Int)?,
                        colour: UInt8 = 200) -> AtlasSprite {
        var image = RGBAImage(width: width, height: height)
        if let rect {
            for y in rect.y..<(rect.y + rect.h) {
                for x in rect.x..<(rect.x + rect.w) {
                    let k = (y * width + x) * 4
                    image.pixels.replaceSubrange(k..<(k + 4), with: [colour, UInt8(x % 256), UInt8(y % 256), 255])
                }
            }
        }
        return AtlasSprite(key: key, image: image)
    }

    func testTrimsTransparentBordersOnly() throws {
        let trimmed = try TrimmedSprite(sprite("a.png", 20, 10, opaque: (3, 2, 5, 4)))
        XCTAssertEqual(trimmed.bounds, AtlasRect(x: 3, y: 2, width: 5, height: 4))
        XCTAssertTrue(trimmed.trimmed)
        XCTAssertEqual(trimmed.image.width, 5)
        XCTAssertTrue(trimmed.image[0, 0] == (200, 3, 2, 255))
        let full = try TrimmedSprite(sprite("b.png", 6, 6, opaque: (0, 0, 6, 6)))
        XCTAssertFalse(full.trimmed)
        // A transparent pixel that carries colour is kept: rebuilding must give back its bytes.
        var tinted = try sprite("c.png", 8, 8, opaque: nil).image()
        tinted.pixels[(7 * 8 + 7) * 4] = 9
        XCTAssertEqual(TrimmedSprite(key: "c.png", image: tinted).bounds, AtlasRect(x: 7, y: 7, width: 1, height: 1))
    }

    func testAnEmptySpriteIsOneTransparentPixel() throws {
        let empty = try TrimmedSprite(sprite("space.png", 12, 7, opaque: nil))
        XCTAssertEqual(empty.bounds, AtlasRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertTrue(empty.trimmed)
        XCTAssertEqual(empty.image.pixels, [0, 0, 0, 0])
    }

    func testFileNamesPerScaleAndPage() throws {
        let sprites = (0..<3).map { sprite("s\($0).png", 30, 30, opaque: (0, 0, 30, 30)) }
        let tp = AtlasBuilder(name: "ui", options: PackOptions(maxSize: 32), format: .texturePacker)
        XCTAssertEqual(try tp.files(scale: 1, sprites: sprites).map(\.path), ["ui.png", "ui.json", "ui-1.png", "ui-1.json", "ui-2.png", "ui-2.json"])
        XCTAssertEqual(try tp.files(scale: 2, sprites: sprites).map(\.path).prefix(4), ["ui@2x.png", "ui@2x.json", "ui-1@2x.png", "ui-1@2x.json"])
        let gdx = AtlasBuilder(name: "ui", options: PackOptions(maxSize: 32), format: .libgdx)
        XCTAssertEqual(try gdx.files(scale: 1.5, sprites: sprites).map(\.path), ["ui@1.5x.png", "ui-1@1.5x.png", "ui-2@1.5x.png", "ui@1.5x.atlas"])
        let json = String(decoding: try tp.files(scale: 1, sprites: sprites)[3].bytes, as: UTF8.self)
        XCTAssertTrue(json.contains(#""s1.png""#) && !json.contains(#""s0.png""#) && json.contains(#""image": "ui-1.png""#), json)
    }

    /// libGDX's offset is measured from the original's bottom-left corner.
    func testLibGDXRegionFields() throws {
        let sprites = [sprite("de/title.png", 40, 30, opaque: (5, 4, 10, 20))]
        let files = try AtlasBuilder(name: "ui", options: PackOptions(), format: .libgdx).files(scale: 1, sprites: sprites)
        XCTAssertEqual(String(decoding: files[1].bytes, as: UTF8.self), """

        ui.png
        size: 10,20
        format: RGBA8888
        filter: Linear,Linear
        repeat: none
        de/title
          rotate: false
          xy: 0, 0
          size: 10, 20
          orig: 40, 30
          offset: 5, 6
          index: -1

        """)
        XCTAssertThrowsError(try AtlasBuilder(name: "ui", format: .libgdx).files(scale: 1, sprites: [sprite("a:b.png", 2, 2, opaque: nil)])) {
            XCTAssertEqual($0 as? AtlasError, .unsupportedName("a:b", reason: "it contains `:`, which the reader takes for a field"))
        }
    }

    func testRefusals() {
        XCTAssertThrowsError(try AtlasSheet([sprite("a.png", 4, 4, opaque: nil), sprite("a.png", 2, 2, opaque: nil)], options: PackOptions())) {
            XCTAssertEqual($0 as? AtlasError, .duplicateKey("a.png"))
        }
        // The size after trimming is what must fit.
        XCTAssertNoThrow(try AtlasSheet([sprite("wide.png", 100, 10, opaque: (40, 0, 20, 10))], options: PackOptions(maxSize: 20)))
        XCTAssertThrowsError(try AtlasSheet([sprite("wide.png", 100, 10, opaque: (40, 0, 21, 10))], options: PackOptions(maxSize: 20))) {
            XCTAssertEqual($0 as? AtlasError, .spriteTooLarge(key: "wide.png", width: 21, height: 10, maxSize: 20))
        }
    }

    /// The sheet depends on the sprites, not on the order they come in.
    func testOrderOfSpritesDoesNotMatter() throws {
        let sprites = (0..<12).map { sprite("k\($0).png", 10 + $0 * 3, 40 - $0 * 2, opaque: (1, 1, 8 + $0 * 3, 37 - $0 * 2), colour: UInt8($0 * 20)) }
        let builder = AtlasBuilder(name: "ui", options: PackOptions(maxSize: 64))
        XCTAssertEqual(try differingFiles {
            (try builder.files(scale: 1, sprites: sprites), try builder.files(scale: 1, sprites: sprites.reversed()))
        }, [])
    }
}
