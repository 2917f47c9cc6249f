import Testing
@testable import SpecModel
@testable import StringCatalogs

@Suite struct AndroidCatalogTests {
    static let base = #"""
    <?xml version="1.0" encoding="utf-8"?>
    <resources xmlns:tools="http://schemas.android.com/tools"
        xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
        <string name="app_name" translatable="false">Skyline</string>
        <string name="high_score">HIGH SCORE <xliff:g id="score" example="12480">%1$d</xliff:g></string>
        <string name="apostrophe">Don\'t stop</string>
        <string name="quoted">"It's   spaced  "</string>
        <string name="escapes">Line\nbreak\tTab \"q\" \@home \?why back\\slash \u00e9t\u00E9</string>
        <string name="collapsed">
            Several
            lines   and    spaces
        </string>
        <string name="entities">Tom &amp; Jerry &lt;3 &#233;</string>
        <string name="cdata"><![CDATA[<b>Bold</b> & more]]></string>
        <string name="markup">Tap <b>Start</b> to <i>play</i></string>
        <string name="empty"></string>
        <plurals name="lives">
            <item quantity="one">%d life left</item>
            <item quantity="other">%d lives left</item>
        </plurals>
        <string-array name="levels">
            <item>Easy</item>
            <item>Hard</item>
        </string-array>
        <color name="brand">#FF8800</color>
    </resources>
    """#

    func res() -> Fixture {
        let fixture = Fixture()
        fixture.write("app/src/main/res/values/strings.xml", Self.base)
        fixture.write("app/src/main/res/values/settings_strings.xml", #"<resources><string name="settings">Settings</string></resources>"#)
        fixture.write("app/src/main/res/values/colors.xml", #"<resources><color name="accent">#00FF00</color></resources>"#)
        fixture.write("app/src/main/res/values-de/strings.xml", #"""
        <resources>
            <string name="high_score">HIGHSCORE %1$d</string>
            <string name="app_name">Himmelslinie</string>
            <plurals name="lives">
                <item quantity="one">Noch %d Leben</item>
            </plurals>
        </resources>
        """#)
        fixture.write("app/src/main/res/values-zh-rCN/strings.xml", #"<resources><string name="high_score">最高分 %1$d</string></resources>"#)
        fixture.write("app/src/main/res/values-b+sr+Latn/strings.xml", #"<resources><string name="high_score">REKORD %1$d</string></resources>"#)
        fixture.write("app/src/main/res/values-night/strings.xml", #"<resources><string name="high_score">NIGHT</string></resources>"#)
        fixture.write("app/src/main/res/values-v21/styles.xml", #"<resources/>"#)
        fixture.write("app/src/main/res/values-fr-land/strings.xml", #"<resources><string name="high_score">PAYSAGE</string></resources>"#)
        fixture.write("app/src/main/res/layout/main.xml", #"<LinearLayout/>"#)
        return fixture
    }

    @Test func readsAResFolder() throws {
        let catalog = try res().catalog("app/src/main/res")
        #expect(catalog.format == .android)
        #expect(catalog.sourceLanguage == "en")
        // Configuration folders (`values-night`, `values-fr-land`) are not languages.
        #expect(catalog.languages == ["de", "en", "sr-Latn", "zh-CN"])
        #expect(catalog.value("high_score", "en") == "HIGH SCORE %1$d")
        #expect(catalog.value("high_score", "de") == "HIGHSCORE %1$d")
        #expect(catalog.value("high_score", "zh-CN") == "最高分 %1$d")
        #expect(catalog.value("high_score", "sr-Latn") == "REKORD %1$d")
        #expect(catalog.value("settings", "en") == "Settings")
        #expect(catalog.entry(key: "high_score", language: "de")?.line == 2)
        #expect(!catalog.keys().contains("levels"))
        #expect(!catalog.keys().contains("brand"))
        #expect(!catalog.keys().contains("empty"))
    }

    @Test func sourceLanguageOfValues() throws {
        let catalog = try res().catalog("app/src/main/res", source: "en-GB")
        #expect(catalog.sourceLanguage == "en-GB")
        #expect(catalog.value("high_score", "en-GB") == "HIGH SCORE %1$d")
        #expect(catalog.value("high_score", "en") == nil)
    }

    @Test func escapingAndWhitespace() throws {
        let catalog = try res().catalog("app/src/main/res")
        #expect(catalog.value("apostrophe", "en") == "Don't stop")
        #expect(catalog.value("quoted", "en") == "It's   spaced  ")
        #expect(catalog.value("escapes", "en") == "Line\nbreak\tTab \"q\" @home ?why back\\slash été")
        #expect(catalog.value("collapsed", "en") == "Several lines and spaces")
        #expect(catalog.value("entities", "en") == "Tom & Jerry <3 é")
        #expect(catalog.value("cdata", "en") == "<b>Bold</b> & more")
    }

    @Test func markupKeepsItsText() throws {
        let catalog = try res().catalog("app/src/main/res")
        #expect(catalog.value("markup", "en") == "Tap Start to play")
        #expect(catalog.value("high_score", "en") == "HIGH SCORE %1$d")
    }

    @Test func notTranslatableShowsTheBaseInEveryLanguage() throws {
        let catalog = try res().catalog("app/src/main/res")
        #expect(catalog.value("app_name", "de") == "Skyline")
        #expect(catalog.value("app_name", "zh-CN") == "Skyline")
        #expect(catalog.entry(key: "app_name", language: "zh-CN")?.language == "en")
    }

    @Test func plurals() throws {
        let catalog = try res().catalog("app/src/main/res")
        #expect(catalog.value("lives", "en") == "%d lives left")
        #expect(catalog.value("lives", "en", plural: .one) == "%d life left")
        #expect(catalog.value("lives", "de", plural: .one) == "Noch %d Leben")
        // German has no `other` form written: untranslated.
        #expect(catalog.value("lives", "de") == nil)
    }

    @Test func unescapeRules() {
        #expect(AndroidStringText.unescape("  a  b  ") == .success("a b"))
        #expect(AndroidStringText.unescape(#"" a "  b"#) == .success(" a  b"))
        #expect(AndroidStringText.unescape(#"a\"b"#) == .success("a\"b"))
        #expect(AndroidStringText.unescape(#"\u0041\u00e9"#) == .success("Aé"))
        #expect(AndroidStringText.unescape(#"x \n y"#) == .success("x \n y"))
        #expect(AndroidStringText.unescape(#"\u12"#) == .failure(.init(message: "`\\u` must be followed by four hex digits")))
        // A UTF-16 surrogate pair, as aapt2 reads it, is one character; a half of one is refused.
        #expect(AndroidStringText.unescape(#"\uD83E\uDDD8 yoga"#) == .success("\u{1F9D8} yoga"))
        #expect(AndroidStringText.unescape(#"\uD83E!"#) == .failure(.init(message: "`\\uD83E` is the first half of a UTF-16 surrogate pair, but no `\\uDC00`–`\\uDFFF` follows it")))
        #expect(AndroidStringText.unescape(#"\uDDD8"#) == .failure(.init(message: "`\\uDDD8` is the second half of a UTF-16 surrogate pair, without the first")))
        #expect(AndroidStringText.unescape(#"it's"#) == .failure(.init(message: "unescaped apostrophe; write `\\'` or put the text in double quotes (aapt2 refuses it)")))
        #expect(AndroidStringText.unescape(#"end\"#) == .failure(.init(message: "the text ends with a lone `\\`; write `\\\\` for a backslash")))
    }

    @Test func errorsNameFileAndLine() {
        let fixture = Fixture()
        func error(_ xml: String) -> String? {
            fixture.write("res/values/strings.xml", xml)
            return fixture.catalogError("res")
        }
        // The position is where the mistake is: the closing tag's name, the `&`, the unquoted value.
        #expect(error("<resources>\n  <string name=\"a\">x</strin>\n</resources>") == "res/values/strings.xml:2:23: error: malformed XML: a closing tag does not match the open element")
        #expect(error("<resources>\n  <string name=\"a\">Tom & Jerry</string>\n</resources>") == "res/values/strings.xml:2:24: error: malformed XML: `&` must start an entity; write `&amp;` for `&`")
        #expect(error("<resources>\n  <string name=\"a\">&nbsp;</string>\n</resources>") == "res/values/strings.xml:2:20: error: malformed XML: an undefined entity (`&name;`): XML knows only `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and `&#…;`")
        #expect(error("<resources>\n  <string name=a>x</string>\n</resources>") == "res/values/strings.xml:2:16: error: malformed XML: an attribute value must be in quotes")
        #expect(error("<resources>\n  <string name=\"a\">Tom &amp Jerry</string>\n</resources>") == "res/values/strings.xml:2:24: error: malformed XML: an entity is missing its `;`")
        #expect(error("<resources>\n  <string name=\"a\">x</string>\n") == "res/values/strings.xml:1: error: malformed XML: the file ends inside `<resources>`, which opens here")
        #expect(error("<resources>\n  <string name=\"a\">x</string") == "res/values/strings.xml:2:21: error: malformed XML: the file ends inside a tag")
        #expect(error("<resources/>\n<resources/>") == "res/values/strings.xml:2:1: error: malformed XML: content after the root element `<resources>`")
        // An undeclared `xliff:` prefix is no reason to refuse the text.
        #expect(error("<resources><string name=\"a\">Hi <xliff:g id=\"n\">%1$s</xliff:g></string></resources>") == nil)
        #expect(error("<resources>\n  <string>x</string>\n</resources>") == "res/values/strings.xml:2: error: `<string>` needs a `name` attribute")
        #expect(error("<resources>\n\n  <string name=\"a\">it's</string>\n</resources>") == "res/values/strings.xml:3: error: in `a`: unescaped apostrophe; write `\\'` or put the text in double quotes (aapt2 refuses it)")
        #expect(error("<resources>\n  <plurals name=\"p\">\n    <item quantity=\"several\">x</item>\n  </plurals>\n</resources>")
                == "res/values/strings.xml:3: error: `<item>` needs `quantity` set to one of `zero`, `one`, `two`, `few`, `many`, `other`")
        #expect(error("<string name=\"a\">x</string>") == "res/values/strings.xml:1: error: the root element must be `<resources>`, got `<string>`")
        #expect(error("") == "res/values/strings.xml:1: error: the file is empty; expected `<resources>`")
        #expect(error("<!-- nothing yet -->\n") == "res/values/strings.xml:1: error: the file has no element; expected `<resources>`")
        fixture.write("res/values/strings.xml", "<resources>\n<string name=\"a\">x</string>\n</resources>")
        fixture.write("res/values/more.xml", "<resources>\n\n<string name=\"a\">y</string>\n</resources>")
        #expect(fixture.catalogError("res") == "res/values/strings.xml:2: error: duplicate string `a`; it is also defined at res/values/more.xml:3")
    }
}
