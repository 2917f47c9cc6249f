import Testing
@testable import SpecModel

/// `engine`: the format each engine reads is the default, and a format it cannot load is refused at
/// `fontFormat` with the file, line and column (issue 23: Godot 3 loads an XML `.fnt` as an empty
/// font without a word, which BitmapFontGodotTests shows in Godot itself).
@Suite struct BitmapFontEngineKeyTests {
    private func spec(_ keys: String) -> String {
        """
        {"version": 1, "kind": "bitmapFont", "characters": "AB",
         \(keys)}
        """
    }

    private func format(_ keys: String) throws -> BitmapFontFormat? {
        let fixture = Fixture()
        fixture.write("f.json", spec(keys))
        guard case .bitmapFont(let font) = try fixture.load("f.json")[0].content else { return nil }
        return font.format
    }

    @Test(arguments: [("love", BitmapFontFormat.text), ("godot3", .text), ("libgdx", .text), ("phaser", .xml)])
    func theEngineChoosesTheFormatItReads(engine: String, format: BitmapFontFormat) throws {
        #expect(try self.format(#""engine": "\#(engine)""#) == format)
        #expect(try self.format(#""engine": "\#(engine)", "fontFormat": "\#(format.rawValue)""#) == format)
    }

    @Test func withoutAnEngineEveryFormatIsTaken() throws {
        #expect(try format(#""layers": "combined""#) == .text)
        for format in BitmapFontFormat.allCases {
            #expect(try self.format(#""fontFormat": "\#(format.rawValue)""#) == format)
        }
    }

    /// Every engine refuses every format but its own, at `fontFormat`'s value, naming the engine
    /// and the format it reads.
    @Test(arguments: BitmapFontEngine.allCases)
    func aFormatTheEngineCannotLoadIsRefusedAtTheKey(engine: BitmapFontEngine) {
        for format in BitmapFontFormat.allCases where format != engine.format {
            let fixture = Fixture()
            fixture.write("f.json", spec(#""engine": "\#(engine.rawValue)", "fontFormat": "\#(format.rawValue)""#))
            let errors = fixture.errors("f.json")
            #expect(errors.count == 1, "\(engine) + \(format): \(errors)")
            let column = 30 + engine.rawValue.count
            #expect(errors.first?.contains("f.json:2:\(column): error: $.fontFormat: \(engine.displayName) cannot load `\(format.rawValue)`: it reads only BMFont's \(engine.format.rawValue) format") == true,
                    "\(errors)")
        }
    }

    @Test func godot3AndXMLSaysWhatGodotDoesWithIt() {
        let fixture = Fixture()
        fixture.write("f.json", spec(#""engine": "godot3", "fontFormat": "xml""#))
        #expect(fixture.errors("f.json") == [
            fixture.root + "/f.json:2:36: error: $.fontFormat: Godot 3 cannot load `xml`: it reads only BMFont's text format (BitmapFont.create_from_fnt loads an XML `.fnt` as an empty font, and says nothing); write `\"fontFormat\": \"text\"` or leave `fontFormat` out",
        ])
    }

    @Test func anUnknownEngineIsRefusedWithTheNames() {
        let fixture = Fixture()
        fixture.write("f.json", spec(#""engine": "godot""#))
        let errors = fixture.errors("f.json").joined(separator: "\n")
        #expect(errors.contains("$.engine: `godot` is not one of `love`, `godot3`, `libgdx`, `phaser`"), "\(errors)")
    }
}
