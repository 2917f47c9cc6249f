import Testing
@testable import SpecModel
@testable import StringCatalogs

@Suite struct GettextCatalogTests {
    static let german = #"""
    # German translations for Skyline.
    msgid ""
    msgstr ""
    "Language: de\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"

    #: src/score.c:12
    msgid "HIGH SCORE %d"
    msgstr "HIGHSCORE %d"

    #. Shown when the game starts.
    msgid ""
    "Tap to "
    "start"
    msgstr "Tippen zum "
    "Starten"

    #, fuzzy, c-format
    msgid "Continue"
    msgstr "Weiter"

    msgid "Quit"
    msgstr ""

    msgctxt "menu"
    msgid "Open"
    msgstr "Öffnen"

    msgid "Open"
    msgstr "Aufmachen"

    msgid "Escapes"
    msgstr "Zeile\nTab\t\"Zitat\" \\ \101\x42 \303\251"

    msgid "%d life left"
    msgid_plural "%d lives left"
    msgstr[0] "Noch %d Leben"
    msgstr[1] "Noch %d Leben übrig"

    #~ msgid "Old"
    #~ msgstr "Alt"
    """#

    func po() -> Fixture {
        let fixture = Fixture()
        fixture.write("po/de.po", Self.german)
        fixture.write("po/ja.po", "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=1; plural=0;\\n\"\n\nmsgid \"%d life left\"\nmsgid_plural \"%d lives left\"\nmsgstr[0] \"残り%d\"\n")
        fixture.write("po/pt_BR.po", "msgid \"Quit\"\nmsgstr \"Sair\"\n")
        fixture.write("po/sr@latin.po", "msgid \"Quit\"\nmsgstr \"Izlaz\"\n")
        fixture.write("po/skyline.pot", "msgid \"Quit\"\nmsgstr \"\"\n\nmsgid \"Only in template\"\nmsgstr \"\"\n")
        return fixture
    }

    @Test func readsPoFiles() throws {
        let catalog = try po().catalog("po")
        #expect(catalog.format == .gettext)
        #expect(catalog.languages == ["de", "en", "ja", "pt-BR", "sr-Latn"])
        #expect(catalog.value("HIGH SCORE %d", "de") == "HIGHSCORE %d")
        #expect(catalog.value("Tap to start", "de") == "Tippen zum Starten")
        #expect(catalog.value("Quit", "pt-BR") == "Sair")
        #expect(catalog.value("Quit", "sr-Latn") == "Izlaz")
        // An empty msgstr is untranslated; the header is no message; obsolete entries are gone.
        #expect(catalog.value("Quit", "de") == nil)
        #expect(!catalog.keys().contains(""))
        #expect(!catalog.keys().contains("Old"))
        #expect(catalog.entry(key: "HIGH SCORE %d", language: "de")?.line == 9)
    }

    @Test func msgidIsTheSourceText() throws {
        let catalog = try po().catalog("po")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.value("HIGH SCORE %d", "en") == "HIGH SCORE %d")
        #expect(catalog.value("Only in template", "en") == "Only in template")
        #expect(catalog.value("Only in template", "de") == nil)
        #expect(catalog.value("%d life left", "en", plural: .one) == "%d life left")
        #expect(catalog.value("%d life left", "en") == "%d lives left")
        let french = try po().catalog("po", source: "fr")
        #expect(french.value("Quit", "fr") == "Quit")
    }

    @Test func aSourcePoOverridesMsgids() throws {
        let fixture = po()
        fixture.write("po/en.po", "msgid \"HIGH SCORE %d\"\nmsgstr \"HIGH SCORE: %d\"\n")
        let catalog = try fixture.catalog("po")
        #expect(catalog.value("HIGH SCORE %d", "en") == "HIGH SCORE: %d")
        #expect(catalog.value("Quit", "en") == "Quit")
    }

    @Test func fuzzyIsKeptForTheCallerToSkip() throws {
        let catalog = try po().catalog("po")
        #expect(catalog.entry(key: "Continue", language: "de")?.state == .fuzzy)
        #expect(catalog.entry(key: "Continue", language: "de")?.value == "Weiter")
        #expect(catalog.entry(key: "HIGH SCORE %d", language: "de")?.state == .translated)
    }

    @Test func contextIsTheTable() throws {
        let catalog = try po().catalog("po")
        #expect(catalog.value("Open", "de") == "Aufmachen")
        #expect(catalog.value("Open", "de", table: "menu") == "Öffnen")
        #expect(catalog.value("Open", "en", table: "menu") == "Open")
        #expect(catalog.tables == ["", "menu"])
        #expect(catalog.keys(table: "menu") == ["Open"])
    }

    @Test func cEscapes() throws {
        let catalog = try po().catalog("po")
        #expect(catalog.value("Escapes", "de") == "Zeile\nTab\t\"Zitat\" \\ AB é")
    }

    @Test func pluralCategoriesTakeTheFormOfTheirCLDRSample() throws {
        let catalog = try po().catalog("po")
        // German `one` is 1 → plural=(n != 1) is 0; `other` is 0 → 1; `few`, which German lacks, is `other`.
        #expect(catalog.value("%d life left", "de", plural: .one) == "Noch %d Leben")
        #expect(catalog.value("%d life left", "de") == "Noch %d Leben übrig")
        #expect(catalog.value("%d life left", "de", plural: .few) == "Noch %d Leben übrig")
        // One form only (`nplurals=1; plural=0`): every category is it.
        #expect(catalog.value("%d life left", "ja") == "残り%d")
        #expect(catalog.value("%d life left", "ja", plural: .one) == "残り%d")
    }

    @Test func errorsNameLineAndColumn() {
        let fixture = Fixture()
        func error(_ text: String) -> String? {
            fixture.write("po/de.po", text)
            return fixture.catalogError("po")
        }
        #expect(error("msgid \"a\"\nmsgstr \"b") == "po/de.po:2:10: error: unterminated string: a `\"` must close it on the same line")
        #expect(error("msgid \"a\"\nmsgstr \"b\" x") == "po/de.po:2:12: error: unexpected text after the closing quote")
        #expect(error("msgid \"a\"\nmsgstr \"\\q\"") == "po/de.po:2:9: error: unknown escape `\\q`")
        #expect(error("msgid \"a\"\n  msgstring \"b\"") == "po/de.po:2:3: error: unexpected `msgstring`; expected `msgctxt`, `msgid`, `msgid_plural`, `msgstr`, `msgstr[n]`, a quoted string or a comment")
        #expect(error("\"a\"\n") == "po/de.po:1:1: error: a string continues nothing; expected `msgid`, `msgstr` or a comment first")
        #expect(error("msgid \"a\"\n\nmsgid \"b\"\nmsgstr \"c\"") == "po/de.po:1: error: the entry for `a` has no `msgstr`")
        #expect(error("msgid \"a\"\nmsgstr \"b\"\n\n\nmsgid \"a\"\nmsgstr \"c\"") == "po/de.po:5: error: duplicate message `a`; it is also defined on line 1")
        #expect(error("msgstr \"b\"") == "po/de.po:1: error: an entry needs a `msgid`")
        fixture.write("po/de.po", "")
        fixture.write("po/de@euro.po", "")
        // A file named for no language is left out with a warning; the rest of the catalog loads.
        #expect(fixture.catalogError("po") == nil)
        #expect((try? fixture.catalog("po"))?.warnings.map { $0.text.replacingOccurrences(of: fixture.root + "/", with: "") }
                == ["po/de@euro.po: warning: cannot tell the language from the name `de@euro.po` (e.g. `de.po`, `pt_BR.po`, `sr@latin.po`, `ca@valencia.po`); its messages are not read"])
    }

    @Test func entriesWithoutBlankLines() throws {
        let entries = try POParser.parse("msgid \"a\"\nmsgstr \"A\"\nmsgid \"b\"\nmsgstr \"B\"\n#, fuzzy\nmsgid \"c\"\nmsgstr \"C\"\r\n", file: "/x.po")
        #expect(entries.map(\.id) == ["a", "b", "c"])
        #expect(entries.map(\.fuzzy) == [false, false, true])
    }
}
