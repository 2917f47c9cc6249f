import Foundation
import Testing
@testable import SpecModel

/// `characters` as game teams name them (issue 23, point 3): the standard CJK sets with their
/// standards' counts and known members, ranges, files, and errors at the item with its line.
@Suite struct BitmapFontCharacterSetTests {
    private func font(_ fixture: Fixture, _ name: String = "f.json") throws -> BitmapFontStyle {
        let spec = try fixture.load(name)[0]
        guard case .bitmapFont(let font) = spec.content else { throw SpecErrors([]) }
        return font
    }

    private func spec(_ characters: String, extra: String = "") -> String {
        #"{"version": 1, "kind": "bitmapFont", "characters": "# + characters + extra + "}"
    }

    /// The counts each standard states, and characters whose place in it is known: GB 2312's
    /// first level-1 Hanzi 啊 (row 16) and last level-2 one 齄 (row 87); JIS X 0208's 亜 (first of
    /// level 1) and 熙 (last of level 2); the Jōyō 𠮟 (added in 2010, outside the BMP) but not 叱;
    /// KS X 1001's 가 and 힝 but not 똠, which it famously lacks; emoji drawn as emoji by default
    /// (⌚, 🎮, 🫨 of Emoji 15.0) but not those drawn as text (❤, ☺), nor the pieces of sequences
    /// (a regional indicator, a skin tone, the hair components).
    @Test(arguments: [
        ("gb2312-1", 3_755, ["啊", "座"], ["齄", "A"]),
        ("gb2312", 6_763, ["啊", "齄", "亍"], ["丟", "한"]),
        ("jis0208-1", 2_965, ["亜", "腕"], ["弌", "熙"]),
        ("jis0208", 6_355, ["亜", "熙", "弌"], ["𠮟", "丟"]),
        ("joyo", 2_136, ["𠮟", "亜", "腕", "塡", "剝", "頰"], ["叱", "弌"]),
        ("ksx1001-hangul", 2_350, ["가", "힝", "한"], ["똠", "亜"]),
        ("hiragana", 91, ["あ", "ん", "ゝ", "ゟ"], ["ア", "\u{3099}"]),
        ("katakana", 96, ["ア", "ヶ", "・", "ー"], ["あ"]),
        ("cyrillic", 249, ["Ж", "ё", "Ґ"], ["\u{0483}"]),
        ("greek", 121, ["Ω", "α", "ς"], ["Ϣ", "\u{0342}"]),
        ("emoji", 1_170, ["⌚", "🎮", "😀", "🫨"], ["❤", "☺", "#", "\u{1F1EB}", "\u{1F3FD}", "\u{1F9B0}"]),
        ("cjkPunctuation", 65, ["、", "。", "「", "」", "，", "！", "\u{3000}", "…", "“"], ["あ", "!"]),
    ])
    func namedSetsAreTheStandardsTables(name: String, count: Int, holds: [String], lacks: [String]) throws {
        let set = try #require(NamedCharacterSet(rawValue: name))
        let scalars = set.scalars
        #expect(scalars.count == count)
        #expect(scalars == scalars.sorted { $0.value < $1.value } && Set(scalars).count == scalars.count, "sorted, each once")
        for character in holds { #expect(scalars.contains(character.unicodeScalars.first!), "\(name) holds \(character)") }
        for character in lacks { #expect(!scalars.contains(character.unicodeScalars.first!), "\(name) lacks \(character)") }
    }

    @Test func levelOneIsInsideTheWholeSet() throws {
        #expect(Set(NamedCharacterSet.gb2312Level1.scalars).isSubset(of: Set(NamedCharacterSet.gb2312.scalars)))
        #expect(Set(NamedCharacterSet.jis0208Level1.scalars).isSubset(of: Set(NamedCharacterSet.jis0208.scalars)))
        #expect(Set(NamedCharacterSet.joyo.scalars).subtracting(NamedCharacterSet.jis0208.scalars).count == 4,
                "the four Jōyō kanji of 2010 outside JIS X 0208: 𠮟 塡 剝 頰")
    }

    /// Sets, ranges (as strings and objects, either prefix), files and strings in one list make one
    /// sorted set, each item remembered with its path and what it is.
    @Test func everyFormMakesOneSortedSet() throws {
        let fixture = Fixture()
        fixture.write("chars.txt", "\u{FEFF}宝箱\n宝剣\r\n\t")
        fixture.write("f.json", spec(#"["digits", "U+41-U+43", {"range": "0x61-0x62"}, {"set": "greek"}, {"file": "chars.txt"}, "€", "u+20ac"]"#))
        let f = try font(fixture)
        let scalars = f.characters.map(\.value)
        #expect(scalars == scalars.sorted())
        #expect(f.text.text.hasPrefix("0123456789ABCab"))
        #expect(f.characters.count == 10 + 3 + 2 + 121 + 3 + 1)
        #expect(f.path(asking: "B") == "$.characters[1]")
        #expect(f.path(asking: "b") == "$.characters[2]")
        #expect(f.path(asking: "剣") == "$.characters[4]")
        #expect(f.sources.map(\.origin) == [.set("digits"), .range("U+0041-U+0043"), .range("U+0061-U+0062"), .set("greek"),
                                            .file("chars.txt"), .spec, .range("U+20AC")])
        #expect(f.required == ["€"], "only the characters the spec lists itself must be drawn")
        // The character file is an input of the spec, as a catalog is.
        #expect(try fixture.load("f.json")[0].catalogFiles == [fixture.root + "/chars.txt"])
    }

    /// A range leaves out what no face can hold as a glyph of its own: controls, unassigned code
    /// points, default-ignorable ones (the soft hyphen).
    @Test func rangesSkipWhatIsNoGlyph() throws {
        let fixture = Fixture()
        fixture.write("f.json", spec(#"["0x00-0xFF", "U+0378-U+0379", "U+0041"]"#))
        let f = try font(fixture)
        #expect(f.characters.count == 95 + 95, "printable ASCII and Latin-1 without the soft hyphen")
        #expect(!f.characters.contains("\u{AD}") && !f.characters.contains("\u{7F}"))
    }

    @Test func missingAndKerningAreRead() throws {
        let fixture = Fixture()
        fixture.write("f.json", spec(#""ascii""#, extra: #", "missing": "warn", "kerning": false"#))
        let f = try font(fixture)
        #expect(f.missing == .warn && !f.kerning)
        fixture.write("g.json", spec(#""ascii""#))
        let g = try font(fixture, "g.json")
        #expect(g.missing == .error && g.kerning)
    }

    /// Each mistake is reported at its own item, with its line and column, and all at once.
    @Test func errorsNameTheItemTheLineAndTheColumn() {
        let fixture = Fixture()
        fixture.write("bell.txt", "a\u{7}b")
        fixture.write("latin1.txt", "")
        try? Data([0x61, 0xFF, 0x62]).write(to: URL(fileURLWithPath: fixture.root + "/bytes.txt"))
        fixture.write("f.json", """
        {"version": 1, "kind": "bitmapFont", "characters": [
          "U+9FFF-U+4E00",
          {"set": "gb2313"},
          {"range": "U+4E00 to U+9FFF"},
          {"set": "joyo", "file": "x.txt"},
          {},
          {"file": "../outside.txt"},
          {"file": "bell.txt"},
          {"file": "bytes.txt"},
          {"file": "nothing.txt"},
          {"range": "U+110000"}
        ]}
        """)
        let errors = fixture.errors("f.json").joined(separator: "\n")
        #expect(errors.contains("f.json:2:3: error: $.characters[0]: the range starts after it ends (U+9FFF > U+4E00)"))
        #expect(errors.contains("f.json:3:11: error: $.characters[1].set: unknown character set `gb2313`; did you mean `gb2312`?\n"))
        #expect(errors.contains("f.json:4:13: error: $.characters[2].range: expected a range of code points such as `U+4E00-U+9FFF` or `0x20-0x7E`, got `U+4E00 to U+9FFF`"))
        #expect(errors.contains("f.json:5:3: error: $.characters[3]: expected one of `set`, `range` or `file`, got `set` and `file`"))
        #expect(errors.contains("f.json:6:3: error: $.characters[4]: expected one of `set`, `range` or `file`"))
        #expect(errors.contains("f.json:7:12: error: $.characters[5].file:"))
        #expect(errors.contains("f.json:8:12: error: $.characters[6].file: `bell.txt` contains the control character U+0007"))
        #expect(errors.contains("f.json:9:12: error: $.characters[7].file: `bytes.txt` is not UTF-8 text"))
        #expect(errors.contains("f.json:10:12: error: $.characters[8].file: file `nothing.txt` not found"))
        #expect(errors.contains("f.json:11:13: error: $.characters[9].range: `U+110000` is beyond Unicode's last code point, U+10FFFF"))
        #expect(fixture.errors("f.json").count == 10, "every item reported, nothing more")
        // What the decoder refuses is reported once, and the font neither missing nor empty.
        fixture.write("g.json", """
        {"version": 1, "kind": "bitmapFont", "characters": [
          {"size": 3},
          7
        ]}
        """)
        let decoding = fixture.errors("g.json")
        #expect(decoding.count == 2)
        // `size` is a key of the font, so the hint says where it belongs rather than guessing `file`.
        #expect(decoding.contains { $0.hasSuffix("g.json:2:4: error: $.characters[0].size: unknown key `size`; a bitmap font takes `size` at `font.size`") })
        #expect(decoding.last?.hasSuffix("g.json:3:3: error: $.characters[1]: expected a string, an object of `set`, `range` or `file`, or a list of them, got a number") == true)
    }

    /// The limit is checked as items are added, at the item that passes it, and a range by its
    /// size before any of it is made: `U+0000-U+10FFFF` costs nothing.
    @Test func theLimitIsCheckedAsItemsAreAdded() {
        let fixture = Fixture()
        fixture.write("huge.json", spec(#"["ascii", "U+0000-U+10FFFF"]"#))
        #expect(fixture.errors("huge.json").first?.hasSuffix(
            "huge.json:1:62: error: $.characters[1]: the range holds 1,114,112 code points; a font holds at most 8,000") == true)
        fixture.write("two.json", spec(#"["ascii", "gb2312", {"set": "jis0208"}]"#))
        let errors = fixture.errors("two.json")
        #expect(errors.count == 1)
        #expect(errors.first?.contains("two.json:1:72: error: $.characters[2]: the font would hold ") == true)
        #expect(errors.first?.hasSuffix("characters; the limit is 8,000") == true)
        fixture.write("fits.json", spec(#"["ascii", {"set": "cjkPunctuation"}, "gb2312"]"#))
        #expect(fixture.errors("fits.json").isEmpty, "ASCII with GB 2312 and its punctuation fit")
    }

    /// An emoji of several code points is refused wherever it comes in: in a string, in a file
    /// (before the file's code points are taken apart) and in the text of a `charactersFrom` spec.
    @Test func emojiSequencesAreRefusedWhereTheyComeIn() {
        let fixture = Fixture()
        fixture.write("chars.txt", "ab👍🏽c\n")
        fixture.write("title.json", #"{"version": 1, "kind": "label", "size": {"width": 80, "height": 20}, "text": "GG 🇫🇷"}"#)
        fixture.write("f.json", """
        {"version": 1, "kind": "bitmapFont", "characters": ["🎮", {"file": "chars.txt"}], "charactersFrom": ["title.json"]}
        """)
        let errors = fixture.errors("f.json").joined(separator: "\n")
        #expect(errors.contains("f.json:1:67: error: $.characters[1].file: `chars.txt` holds the emoji sequence `👍🏽` (U+1F44D U+1F3FD): a BMFont `char id` is one code point"), "\(errors)")
        #expect(errors.contains("error: $.charactersFrom[0]: `🇫🇷` (U+1F1EB U+1F1F7) is an emoji sequence"), "\(errors)")
        #expect(fixture.errors("f.json").count == 2, "the single code point 🎮 is taken")
    }

    /// Today's forms keep their meaning: a string of characters, a list of names and strings.
    @Test func todaysFormsStillLoad() throws {
        let fixture = Fixture()
        fixture.write("f.json", spec(#""AB""#))
        #expect(try font(fixture).text.text == "AB")
        fixture.write("g.json", spec(#"["digits", "x"]"#))
        #expect(try font(fixture, "g.json").text.text == "0123456789x")
    }
}
