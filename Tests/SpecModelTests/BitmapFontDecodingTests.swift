import Foundation
import Testing
@testable import SpecModel

@Suite struct BitmapFontDecodingTests {
    private func font(_ spec: ResolvedSpec) -> BitmapFontStyle? {
        if case .bitmapFont(let font) = spec.content { return font }
        return nil
    }

    @Test func namedSetsAndStringsMakeOneSortedSetOfCodePoints() throws {
        let fixture = Fixture()
        fixture.write("f.json", #"{"version": 1, "kind": "bitmapFont", "characters": ["digits", "€£¥", "9\n0"]}"#)
        let spec = try fixture.load("f.json")[0]
        let f = try #require(font(spec))
        #expect(f.text.text == "0123456789£¥€")
        #expect(f.format == .text)
        #expect(f.layers == .combined)
        #expect(f.atlas == AtlasOptions(maxSize: 1024, padding: 1, powerOfTwo: false))
        #expect(spec.output.formats == [.fnt])
        #expect(spec.output.scales == [1])
        #expect(f.path(asking: "€") == "$.characters[1]")
        #expect(f.path(asking: "4") == "$.characters[0]")
    }

    @Test func theNamedSetsHoldWhatTheirNamesSay() {
        #expect(NamedCharacterSet.ascii.characters.unicodeScalars.count == 95)
        #expect(NamedCharacterSet.ascii.characters.first == " " && NamedCharacterSet.ascii.characters.last == "~")
        let latin1 = NamedCharacterSet.latin1.characters.unicodeScalars.map(\.value)
        #expect(latin1.count == 95 + 95)
        #expect(latin1.contains(0xE9) && latin1.contains(0xFF) && !latin1.contains(0xAD) && !latin1.contains(0x7F))
        #expect(NamedCharacterSet.digits.characters == "0123456789")
    }

    @Test func everyKeyIsRead() throws {
        let fixture = Fixture()
        fixture.write("f.json", """
        {"version": 1, "kind": "bitmapFont", "name": "score", "characters": "AB",
         "font": {"family": "DejaVu Sans", "size": 30, "weight": "bold"}, "fill": "#FF0000",
         "stroke": {"color": "#000", "width": 2}, "shadow": [{"offset": [0, 2], "blur": 4}], "glow": {"color": "#FFF", "blur": 6},
         "innerShadow": {"blur": 2}, "letterSpacing": 1.5, "fontFormat": "json", "layers": "separate",
         "atlas": {"maxSize": 256, "padding": 2, "powerOfTwo": true}, "output": {"scales": [1, 2], "formats": ["fnt", "png"]}}
        """)
        let spec = try fixture.load("f.json")[0]
        let f = try #require(font(spec))
        #expect(spec.name == "score")
        #expect(f.text.text == "AB")
        #expect(f.text.font.size == 30 && f.text.font.weight == 700)
        #expect(f.text.stroke?.width == 2 && f.text.shadows.count == 1 && f.text.glow != nil && f.text.innerShadow != nil)
        #expect(f.text.letterSpacing == 1.5)
        #expect(f.format == .json && f.layers == .separate)
        #expect(f.atlas == AtlasOptions(maxSize: 256, padding: 2, powerOfTwo: true))
        #expect(spec.output.formats == [.fnt, .png])
    }

    @Test func charactersFromSpecsCoverEveryStateAndLocaleAndCatalogsEveryLanguage() throws {
        let fixture = Fixture()
        fixture.write("title.json", """
        {"version": 1, "kind": "label", "size": {"width": 100, "height": 20}, "text": "Play",
         "states": {"won": {"text": "Won"}}, "locales": {"de": {"text": "Spiel"}}}
        """)
        fixture.write("strings/en.lproj/Localizable.strings", #""go" = "Go!";"#)
        fixture.write("strings/fr.lproj/Localizable.strings", #""go" = "Allez-y !";"#)
        fixture.write("f.json", #"{"version": 1, "kind": "bitmapFont", "charactersFrom": ["title.json", "strings"]}"#)
        let f = try #require(font(try fixture.load("f.json")[0]))
        #expect(Set(f.text.text) == Set("PlayWonSpielGo!Allez-y !"))
        #expect(f.path(asking: "W") == "$.charactersFrom[0]")
        #expect(f.path(asking: "z") == "$.charactersFrom[1]")
    }

    @Test func errorsNameTheLineAndThePath() {
        let fixture = Fixture()
        fixture.write("none.json", #"{"version": 1, "kind": "bitmapFont"}"#)
        #expect(fixture.errors("none.json").first?.hasSuffix("1:1: error: $: missing required key `characters` (or `charactersFrom`): the characters the font holds") == true)

        fixture.write("bad.json", """
        {"version": 1, "kind": "bitmapFont",
          "characters": ["ascii", ""],
          "atlas": {"maxSize": 8, "padding": 99},
          "charactersFrom": ["missing.json"],
          "layers": "seperate",
          "size": {"width": 10, "height": 10},
          "output": {"formats": ["imageset"]}}
        """)
        let errors = fixture.errors("bad.json").joined(separator: "\n")
        #expect(errors.contains("bad.json:2:27: error: $.characters[1]:"))
        #expect(errors.contains("bad.json:3:24: error: $.atlas.maxSize: expected a whole number from 16 to 16,384, got 8"))
        #expect(errors.contains("bad.json:3:38: error: $.atlas.padding: expected a whole number from 0 to 64, got 99"))
        #expect(errors.contains("bad.json:4:22: error: $.charactersFrom[0]:"))
        #expect(errors.contains("$.layers: `seperate` is not one of `combined`, `separate`"))
        #expect(errors.contains("$.size"))
        #expect(errors.contains("$.output.formats[0]: a `bitmapFont` writes `fnt` (and a `png`, `svg` or `pdf` specimen), not `imageset`"))
    }

    @Test func aLoopOfBitmapFontsIsRefused() {
        let fixture = Fixture()
        fixture.write("a.json", #"{"version": 1, "kind": "bitmapFont", "charactersFrom": ["b.json"]}"#)
        fixture.write("b.json", #"{"version": 1, "kind": "bitmapFont", "characters": "x", "charactersFrom": ["a.json"]}"#)
        let errors = fixture.errors("a.json")
        #expect(errors.count == 1)
        #expect(errors.first?.contains("a.json:1:57: error: $.charactersFrom[0]: cannot load it:") == true)
        #expect(errors.first?.contains("a.json leads back to this spec, in a loop") == true)
    }

    @Test func onlyABitmapFontWritesFnt() {
        let fixture = Fixture()
        let errors = fixture.labelErrors(#""output": {"formats": ["png", "fnt"]}"#)
        #expect(errors.contains { $0.hasSuffix("error: $.output.formats[1]: only a `bitmapFont` writes `fnt`") })
    }
}
