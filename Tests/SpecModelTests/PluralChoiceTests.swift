import Testing
@testable import SpecModel

/// A catalog reference's `plural`: a category, or a count each language places by its own rules,
/// given or taken from an argument (docs/catalogs.md#plurals).
struct PluralChoiceTests {
    static let arbEnglish = #"{"@@locale": "en", "files": "{count, plural, =0{No files} one{# file} other{# files}}"}"#
    static let arbRussian = #"{"@@locale": "ru", "files": "{count, plural, one{# файл} few{# файла} many{# файлов} other{# файла}}"}"#
    static let android = """
    <resources>
      <plurals name="files">
        <item quantity="one">%d файл</item>
        <item quantity="few">%d файла</item>
        <item quantity="many">%d файлов</item>
        <item quantity="other">%d файла</item>
      </plurals>
    </resources>
    """

    static func spec(_ text: String) -> String {
        """
        {"version": 1, "kind": "label", "size": {"width": 200, "height": 40},
         "text": \(text)}
        """
    }

    func fixture() -> Fixture {
        let fixture = Fixture()
        fixture.write("l10n/app_en.arb", Self.arbEnglish)
        fixture.write("l10n/app_ru.arb", Self.arbRussian)
        fixture.write("res/values/strings.xml", "<resources><plurals name=\"files\"><item quantity=\"one\">%d file</item><item quantity=\"other\">%d files</item></plurals></resources>")
        fixture.write("res/values-ru/strings.xml", Self.android)
        fixture.write("po/ru.po", """
        msgid ""
        msgstr ""
        "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

        msgid "%d file"
        msgid_plural "%d files"
        msgstr[0] "%d файл"
        msgstr[1] "%d файла"
        msgstr[2] "%d файлов"
        """)
        return fixture
    }

    /// Locale → text of the label loaded from `reference`.
    func texts(_ fixture: Fixture, _ reference: String) throws -> [String: String] {
        fixture.write("a.json", Self.spec(reference))
        return Dictionary(uniqueKeysWithValues: try fixture.load("a.json").map { ($0.locale ?? "-", $0.style.text) })
    }

    @Test func aCountIsPlacedByEachLanguagesRules() throws {
        let fixture = fixture()
        #expect(try texts(fixture, #"{"key": "files", "from": "res", "plural": {"count": 5}, "arguments": [5]}"#) == ["-": "5 files", "ru": "5 файлов"])
        #expect(try texts(fixture, #"{"key": "files", "from": "res", "plural": {"count": 22}, "arguments": [22]}"#) == ["-": "22 files", "ru": "22 файла"])
        #expect(try texts(fixture, #"{"key": "%d file", "from": "po", "plural": {"count": 21}, "arguments": [21]}"#) == ["-": "21 files", "ru": "21 файл"])
        // A category is the same in every language, as before.
        #expect(try texts(fixture, #"{"key": "files", "from": "res", "plural": "few", "arguments": [5]}"#) == ["-": "5 files", "ru": "5 файла"])
    }

    @Test func aCountFromANamedArgumentChoosesICUsExactBranchAndFillsHash() throws {
        let fixture = fixture()
        let reference = #"{"key": "files", "from": "l10n", "plural": {"argument": "count"}, "arguments": {"count": N}}"#
        #expect(try texts(fixture, reference.replacingOccurrences(of: "N", with: "0")) == ["-": "No files", "ru": "0 файлов"])
        #expect(try texts(fixture, reference.replacingOccurrences(of: "N", with: "1")) == ["-": "1 file", "ru": "1 файл"])
        #expect(try texts(fixture, reference.replacingOccurrences(of: "N", with: "24")) == ["-": "24 files", "ru": "24 файла"])
        // A count given outright fills `#` itself.
        #expect(try texts(fixture, #"{"key": "files", "from": "l10n", "plural": {"count": 11}}"#) == ["-": "11 files", "ru": "11 файлов"])
    }

    @Test func aCountFromAPositionalArgument() throws {
        let fixture = fixture()
        #expect(try texts(fixture, #"{"key": "files", "from": "res", "plural": {"argument": 1}, "arguments": [3]}"#) == ["-": "3 files", "ru": "3 файла"])
        #expect(try texts(fixture, #"{"key": "files", "from": "res", "plural": {"argument": 1}, "arguments": 101}"#) == ["-": "101 files", "ru": "101 файл"])
    }

    @Test func aCountThatIsNotThereIsRefusedAtItsKey() {
        let fixture = fixture()
        func error(_ reference: String) -> [String] {
            fixture.write("a.json", Self.spec(reference))
            return fixture.errors("a.json").map { $0.replacingOccurrences(of: fixture.root + "/", with: "") }
        }
        #expect(error(#"{"key": "files", "from": "l10n", "plural": {"argument": "n"}, "arguments": {"count": 5}}"#)
                == ["a.json:2:66: error: $.text.plural.argument: `arguments` has no `n` (it has `count`)"])
        #expect(error(#"{"key": "files", "from": "res", "plural": {"argument": 2}, "arguments": [5]}"#)
                == ["a.json:2:65: error: $.text.plural.argument: `argument` is position 2, but `arguments` has 1"])
        #expect(error(#"{"key": "files", "from": "res", "plural": {"argument": 1}, "arguments": ["x"]}"#)
                == ["a.json:2:65: error: $.text.plural.argument: argument 1 is the string \"x\"; a plural count is a whole number from 0 to 1,000,000"])
        #expect(error(#"{"key": "files", "from": "res", "plural": {"argument": 1}, "arguments": [2.5]}"#)
                == ["a.json:2:65: error: $.text.plural.argument: argument 1 is 2.5; a plural count is a whole number from 0 to 1,000,000"])
        #expect(error(#"{"key": "files", "from": "res", "plural": {"argument": "n"}, "arguments": [5]}"#)
                == ["a.json:2:65: error: $.text.plural.argument: `argument` names `n`, but `arguments` is a list: give the count's position in it (1 for the first), or the arguments as an object"])
        #expect(error(#"{"key": "files", "from": "l10n", "plural": {"argument": 1}, "arguments": {"count": 5}}"#)
                == ["a.json:2:66: error: $.text.plural.argument: `argument` is position 1, but `arguments` is an object: name the argument that holds the count"])
        #expect(error(#"{"key": "files", "from": "res", "plural": {"argument": 1}}"#)
                == ["a.json:2:65: error: $.text.plural.argument: `argument` names the count's argument, but the reference has no `arguments`"])
        #expect(error(#"{"key": "files", "from": "res", "plural": {"argument": 0}, "arguments": [5]}"#)
                == ["a.json:2:65: error: $.text.plural.argument: an argument's position counts from 1 (`%1$d` is argument 1), got 0"])
        #expect(error(#"{"key": "files", "from": "res", "plural": {"count": -1}, "arguments": [5]}"#)
                == ["a.json:2:62: error: $.text.plural.count: a plural count is a whole number, 0 or more; got -1"])
        #expect(error(#"{"key": "files", "from": "res", "plural": {"count": 2.5}, "arguments": [5]}"#)
                == ["a.json:2:62: error: $.text.plural.count: expected a whole number, got 2.5"])
        #expect(error(#"{"key": "files", "from": "res", "plural": {}, "arguments": [5]}"#)
                == ["a.json:2:52: error: $.text.plural: `plural` needs `count` (a whole number) or `argument` (the argument that holds the count)"])
        #expect(error(#"{"key": "files", "from": "res", "plural": {"count": 1, "argument": 1}, "arguments": [5]}"#)
                == ["a.json:2:52: error: $.text.plural: `plural` takes `count` or `argument`, not both"])
        #expect(error(#"{"key": "files", "from": "res", "plural": "several"}"#)
                == ["a.json:2:52: error: $.text.plural: `several` is not one of `zero`, `one`, `two`, `few`, `many`, `other`"])
        #expect(error(#"{"key": "files", "from": "res", "plural": {"count": 1, "sum": 2}}"#) == ["a.json:2:65: error: $.text.plural.sum: unknown key `sum`"])
    }

    /// A form that leaves out an argument other than the count is rendered, with a warning at its
    /// line (issue 21, point 5).
    @Test func aFormThatLeavesAnotherArgumentOutWarns() throws {
        let fixture = fixture()
        fixture.write("a.json", Self.spec(#"{"key": "files", "from": "res", "plural": {"count": 1}, "arguments": [1, 2]}"#))
        #expect(fixture.errors("a.json").isEmpty)
        let warnings = try fixture.load("a.json").flatMap(\.warnings)
        #expect(warnings.contains { $0.contains("leaves an argument out") && $0.contains("argument 2 (2) is not used") }, "\(warnings)")
    }
}
