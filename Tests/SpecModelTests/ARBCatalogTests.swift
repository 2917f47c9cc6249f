import Testing
@testable import SpecModel
@testable import StringCatalogs

@Suite struct ARBCatalogTests {
    func l10n() -> Fixture {
        let fixture = Fixture()
        fixture.write("lib/l10n/app_en.arb", #"""
        {
          "@@locale": "en",
          "highScore": "HIGH SCORE {score}",
          "@highScore": {
            "description": "Title on the results screen",
            "placeholders": {"score": {"type": "int", "example": "12480"}}
          },
          "livesLeft": "{count, plural, =0{No lives left} =1{One life left} other{{count} lives left}}",
          "@livesLeft": {"placeholders": {"count": {"type": "int"}}},
          "greeting": "{sex, select, male{Welcome back, sir} female{Welcome back, madam} other{Welcome back}}!",
          "items": "You have {count, plural, one{# item} other{# items}} in {place}",
          "empty": ""
        }
        """#)
        fixture.write("lib/l10n/app_de.arb", #"""
        {
          "highScore": "HIGHSCORE {score}",
          "livesLeft": "{count, plural, one{Noch ein Leben} other{Noch {count} Leben}}"
        }
        """#)
        fixture.write("lib/l10n/app_pt_BR.arb", #"{"highScore": "RECORDE {score}"}"#)
        fixture.write("lib/l10n/strings_zh.arb", #"{"@@locale": "zh_Hant", "highScore": "最高分 {score}"}"#)
        fixture.write("lib/l10n/README.md", "not a catalog")
        return fixture
    }

    @Test func readsArbFiles() throws {
        let catalog = try l10n().catalog("lib/l10n")
        #expect(catalog.format == .arb)
        #expect(catalog.sourceLanguage == "en")
        // `@@locale` wins over the file name.
        #expect(catalog.languages == ["de", "en", "pt-BR", "zh-Hant"])
        #expect(catalog.value("highScore", "en") == "HIGH SCORE {score}")
        #expect(catalog.value("highScore", "de") == "HIGHSCORE {score}")
        #expect(catalog.value("highScore", "pt-BR") == "RECORDE {score}")
        #expect(catalog.value("highScore", "zh-Hant") == "最高分 {score}")
        // Metadata is no message; an empty message is untranslated.
        #expect(catalog.keys() == ["greeting", "highScore", "items", "livesLeft"])
        #expect(catalog.entry(key: "highScore", language: "en")?.line == 3)
    }

    @Test func pluralAndSelect() throws {
        let catalog = try l10n().catalog("lib/l10n")
        #expect(catalog.value("livesLeft", "en") == "{count} lives left")
        #expect(catalog.value("livesLeft", "en", plural: .one) == "One life left")
        #expect(catalog.value("livesLeft", "en", plural: .zero) == "No lives left")
        #expect(catalog.value("livesLeft", "en", plural: .few) == "{count} lives left")
        #expect(catalog.value("livesLeft", "de", plural: .one) == "Noch ein Leben")
        #expect(catalog.value("greeting", "en") == "Welcome back!")
        // `#` is the count.
        #expect(catalog.value("items", "en", plural: .one) == "You have {count} item in {place}")
        let filled = CatalogFormat.apply(try #require(catalog.value("items", "en")), arguments: .object(OrderedObject(["count": .number(3), "place": .string("your bag")])))
        #expect(filled == .success("You have 3 items in your bag"))
    }

    @Test func icuSelector() {
        #expect(ICUMessageSelector.select("{n, plural, zero{none} one{one} two{two} few{few} many{many} other{lots}}", plural: .many) == "many")
        #expect(ICUMessageSelector.select("{n, plural, =2{pair} other{lots}}", plural: .two) == "pair")
        #expect(ICUMessageSelector.select("{n,plural,one{a}other{b}}", plural: nil) == "b")
        #expect(ICUMessageSelector.select("{g, select, f{{n, plural, one{her # cat} other{her # cats}}} other{{n, plural, one{# cat} other{# cats}}}}", plural: .one) == "{n} cat")
        #expect(ICUMessageSelector.select("Just {name}.", plural: .one) == "Just {name}.")
        // The caller's category is a cardinal one: an ordinal shows `other`.
        #expect(ICUMessageSelector.select("{n, selectordinal, one{#st} other{#th}}", plural: .one) == "{n}th")
        #expect(ICUMessageSelector.problem(in: "{n, plural, one{a}}") == "`{n, plural, …}` needs an `other` branch")
        #expect(ICUMessageSelector.problem(in: "{n, plural, other{a}") == "`{n, plural, …}` is never closed")
        #expect(ICUMessageSelector.problem(in: "a}") == "unbalanced `}` at character 2")
        #expect(ICUMessageSelector.problem(in: "{n, plurals, other{a}}") == "`{n, plurals…}`: expected `plural` or `select` after the argument name")
        #expect(ICUMessageSelector.problem(in: "{a b}") == "`{` at character 1 starts neither `{name}` nor `{name, plural, …}`")
        #expect(ICUMessageSelector.problem(in: "{n, plural, other{#}} and {x}") == nil)
    }

    @Test func errors() throws {
        let fixture = Fixture()
        fixture.write("l10n/app_en.arb", "{\n  \"a\": \"{n, plural, one{x}}\"\n}")
        #expect(fixture.catalogError("l10n") == "l10n/app_en.arb:2:8: error: $.a: `{n, plural, …}` needs an `other` branch")
        fixture.write("l10n/app_en.arb", "{\n  \"a\": 3\n}")
        #expect(fixture.catalogError("l10n") == "l10n/app_en.arb:2:8: error: $.a: an ARB message must be a string, got a number")
        fixture.write("l10n/app_en.arb", "{\"a\": \"x\",}")
        #expect(fixture.catalogError("l10n") == "l10n/app_en.arb:1:10: error: trailing comma before `}`")
        fixture.write("l10n/app_en.arb", "{\"a\": \"x\"}")
        fixture.write("l10n/strings.arb", "{\"a\": \"x\"}")
        // A file that says no locale is left out with a warning; the rest of the catalog loads.
        #expect(fixture.catalogError("l10n") == nil)
        #expect((try? fixture.catalog("l10n"))?.warnings.map { $0.text.replacingOccurrences(of: fixture.root + "/", with: "") }
                == ["l10n/strings.arb: warning: cannot tell the locale: the file has no `@@locale` and its name does not end in one (`app_de.arb`, `app_pt_BR.arb`); its messages are not read"])
        fixture.write("l10n/strings.arb", "{\"@@locale\": \"klingon\", \"a\": \"x\"}")
        #expect(fixture.catalogError("l10n") == "l10n/strings.arb:1:14: error: $[\"@@locale\"]: `@@locale` `klingon` is not a locale such as `en`, `pt_BR` or `zh_Hant`")
        fixture.write("l10n/strings.arb", "{\"@@locale\": \"en\",\n \"a\": \"y\"}")
        #expect(fixture.catalogError("l10n")?.hasPrefix("l10n/strings.arb:2:2: error: $.a: `a` is also defined for en at ") == true)
        let german = Fixture()
        german.write("l10n/app_de.arb", "{\"a\": \"x\"}")
        #expect(german.catalogError("l10n") == "l10n: error: no `.arb` file for the source language en (the template, e.g. `app_en.arb`); found de; name the source language")
        #expect(try german.catalog("l10n", source: "de").value("a", "de") == "x")
    }
}
