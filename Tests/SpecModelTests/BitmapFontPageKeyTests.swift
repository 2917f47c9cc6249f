import Testing
@testable import SpecModel

/// `channels`, `pageFormat` and `padding` of a bitmap font, and the `atlas` options a font refuses
/// (issue 23, points 6 and 7): what is taken, and each refusal at the key to change, with the file,
/// line and column.
@Suite struct BitmapFontPageKeyTests {
    private func spec(_ keys: String) -> String {
        """
        {"version": 1, "kind": "bitmapFont", "characters": "AB",
         \(keys)}
        """
    }

    private func font(_ keys: String) throws -> BitmapFontStyle? {
        let fixture = Fixture()
        fixture.write("f.json", spec(keys))
        guard case .bitmapFont(let font) = try fixture.load("f.json")[0].content else { return nil }
        return font
    }

    private func errors(_ keys: String) -> [String] {
        let fixture = Fixture()
        fixture.write("f.json", spec(keys))
        return fixture.errors("f.json").map { $0.replacingOccurrences(of: fixture.root + "/", with: "") }
    }

    @Test func theDefaultsAreRGBAPagesWithoutPadding() throws {
        let pages = try #require(try font(#""layers": "combined""#)).pages
        #expect(pages == BitmapFontPages(channels: .rgba, format: .rgba, padding: (0, 0, 0, 0)))
        #expect(!pages.coverageOnly)
    }

    @Test func packedA8AndPaddingAreTakenForAFontOfOneColour() throws {
        let packed = try #require(try font(#""channels": "packed", "padding": [1, 2, 3, 4]"#)).pages
        #expect(packed.channels == .packed && packed.format == .rgba)
        #expect([packed.paddingTop, packed.paddingRight, packed.paddingBottom, packed.paddingLeft] == [1, 2, 3, 4])
        let a8 = try #require(try font(#""pageFormat": "a8""#)).pages
        #expect(a8.format == .a8 && a8.coverageOnly)
    }

    /// A distance-field font's pages hold distances, not coverage layers: `channels: packed` and
    /// `pageFormat: a8` are refused beside `field`, at their own key.
    @Test(arguments: ["sdf", "msdf"])
    func coveragePagesAreRefusedBesideAField(field: String) {
        for (key, value) in [("channels", "packed"), ("pageFormat", "a8")] {
            let found = errors(#""\#(key)": "\#(value)", "field": "\#(field)""#)
            #expect(found.count == 1, "\(found)")
            #expect(found.first?.hasPrefix("f.json:2:\(key.count + 6): error: $.\(key): ") == true, "\(found)")
            #expect(found.first?.contains("a distance-field font (`\"field\": \"\(field)\"`) keeps distances in its pages instead; leave out `\(key)` or `field`") == true,
                    "\(found)")
        }
    }

    /// Coverage pages hold no colour to multiply by alpha: `premultiplied: true` is refused at its
    /// key beside them, and `false` is taken.
    @Test func premultipliedIsRefusedBesideCoveragePages() throws {
        for (key, value) in [("channels", "packed"), ("pageFormat", "a8")] {
            let found = errors(#""\#(key)": "\#(value)", "premultiplied": true"#)
            #expect(found.count == 1, "\(found)")
            #expect(found.first?.contains("error: $.premultiplied: ") == true, "\(found)")
            #expect(found.first?.contains("which has no colour to multiply by alpha: the engine tints it; leave out `premultiplied` or `\(key)`") == true,
                    "\(found)")
            #expect(try font(#""\#(key)": "\#(value)", "premultiplied": false"#)?.pages.coverageOnly == true)
        }
    }

    /// Each key that gives the font a second colour is named, at the key that needs one colour.
    @Test(arguments: [
        (##""fill": {"gradient": {"stops": ["#fff", "#000"]}}"##, "its `fill` is a gradient"),
        (##""stroke": {"color": "#000", "width": 2}"##, "`stroke` draws a second colour"),
        (##""shadow": {"color": "#000", "offset": [0, 2]}"##, "`shadow` draws a second colour"),
        (##""glow": {"color": "#fff", "blur": 3}"##, "`glow` draws a second colour"),
        (##""innerShadow": {"color": "#000", "blur": 2}"##, "`innerShadow` draws a second colour"),
        (#""layers": "separate""#, "`layers: separate` writes a second font of effects"),
    ])
    func aSecondColourIsRefusedAtTheKey(effect: String, reason: String) {
        for key in ["channels", "pageFormat"] {
            let value = key == "channels" ? "packed" : "a8"
            let found = errors(#""\#(key)": "\#(value)", \#(effect)"#)
            #expect(found.count == 1, "\(found)")
            #expect(found.first?.hasPrefix("f.json:2:\(key.count + 6): error: $.\(key): ") == true, "\(found)")
            #expect(found.first?.contains("so it needs a font of one colour, and \(reason); take that out, or leave `\(key)` out") == true,
                    "\(found)")
        }
    }

    @Test func packedAndA8TogetherAreRefused() {
        #expect(errors(#""channels": "packed", "pageFormat": "a8""#) == [
            "f.json:2:38: error: $.pageFormat: `a8` pages have one channel of glyphs and `channels: packed` needs four; keep one of the two",
        ])
    }

    /// No engine's own font loader reads `chnl`: each refuses a packed font, naming its loader.
    @Test(arguments: BitmapFontEngine.allCases)
    func everyEngineRefusesPackedChannels(engine: BitmapFontEngine) {
        let found = errors(#""engine": "\#(engine.rawValue)", "channels": "packed""#)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("error: $.channels: \(engine.displayName) cannot draw `channels: packed`: ") == true, "\(found)")
        #expect(found.first?.contains("ignores each glyph's `chnl`") == true, "\(found)")
        // a8 pages are grey and alpha, which every engine loads as white text to tint.
        #expect(errors(#""engine": "\#(engine.rawValue)", "pageFormat": "a8""#).isEmpty)
    }

    @Test func paddingIsFourWholeNumbers() {
        #expect(errors(#""padding": [1, 2, 3]"#) == [
            "f.json:2:13: error: $.padding: expected 4 whole numbers, up, right, down, left (BMFont's order), got 3",
        ])
        #expect(errors(#""padding": [1, 2, 65, 0]"#) == ["f.json:2:20: error: $.padding[2]: expected a whole number from 0 to 64, got 65"])
    }

    @Test func aFontCannotTurnGlyphsOrGiveThemPivots() {
        let found = errors(#""atlas": {"rotation": true, "pivot": [0.5, 0.5]}"#)
        #expect(found.count == 2, "\(found)")
        #expect(found.contains { $0.contains("$.atlas.rotation: a bitmap font's glyphs cannot be turned") }, "\(found)")
        #expect(found.contains { $0.contains("$.atlas.pivot: a bitmap font's glyphs have no pivot") }, "\(found)")
    }

    @Test func spacingExtrudeAndMaxSizePerScale() throws {
        let atlas = try #require(try font(#""atlas": {"spacing": [2, 3], "extrude": 1, "maxSize": {"1": 256, "2": 512}}, "output": {"scales": [1, 2]}"#)).atlas
        #expect((atlas.spacingX, atlas.spacingY, atlas.extrude) == (2, 3, 1))
        #expect(atlas.maxSize(at: 1) == 256 && atlas.maxSize(at: 2) == 512 && atlas.maxSize(at: 3) == nil)
        let listed = try #require(try font(#""atlas": {"maxSize": [128, 1024]}, "output": {"scales": [1, 2]}"#)).atlas
        #expect(listed.maxSize(at: 1) == 128 && listed.maxSize(at: 2) == 1024)
        let one = try #require(try font(#""atlas": {"maxSize": 300}"#)).atlas
        #expect(one.maxSize(at: 1) == 300 && one.maxSize(at: 3) == 300)
    }

    @Test func atlasOptionRefusals() {
        #expect(errors(#""atlas": {"padding": 1, "spacing": [1, 1]}"#).first?.contains("$.atlas.spacing: `spacing` and `padding` both set the room between cells") == true)
        #expect(errors(#""atlas": {"maxSize": [128, 1024]}"#).first?.contains("$.atlas.maxSize: a list gives one page side per scale of `output.scales` (1), in order: expected 1, got 2") == true)
        #expect(errors(#""atlas": {"maxSize": {"x": 128}}"#).first?.contains("expected a scale (`\"1\"`, `\"2\"`, `\"1.5\"`) as the key, got `x`") == true)
        let small = errors(#""atlas": {"maxSize": {"2": 8}}"#)
        #expect(small.first?.contains("$.atlas.maxSize[\"2\"]: expected a whole number from 16 to 16,384, got 8") == true, "\(small)")
        #expect(errors(#""atlas": {"extrude": 17}"#).first?.contains("$.atlas.extrude: expected a whole number from 0 to 16, got 17") == true)
    }
}
