import Foundation
import Testing
@testable import SpecModel

/// Spec text taken from the app's own string catalogs: every translation becomes a locale, exactly
/// as a `locales` entry with that text would.
@Suite struct CatalogTextTests {
    static let xcstrings = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "continue" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Weiter" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Continue" } },
            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Continuer" } }
          }
        },
        "score" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Punkte: %lld von %@" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Score: %lld by %@" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    static func spec(_ text: String, _ extra: String = "") -> String {
        """
        {"version": 1, "kind": "label", "size": {"width": 200, "height": 40},
         "text": \(text)\(extra.isEmpty ? "" : ", " + extra)}
        """
    }

    /// What matters for the pixels: everything but where the values came from.
    static func drawn(_ specs: [ResolvedSpec]) -> [String] {
        specs.map { "\($0.state) \($0.locale ?? "-") \($0.language) \($0.content)" }
    }

    @Test func everyTranslationIsALocaleLikeAWrittenOne() throws {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", Self.xcstrings)
        fixture.write("catalog.json", Self.spec(#"{"key": "continue", "from": "Localizable.xcstrings"}"#,
                                                 #""states": {"pressed": {"fill": "red"}}"#))
        fixture.write("written.json", Self.spec(#""Continue""#, #""locale": "en", "states": {"pressed": {"fill": "red"}}, "locales": {"de": {"text": "Weiter"}, "fr": {"text": "Continuer"}}"#))
        let fromCatalog = try fixture.load("catalog.json")
        #expect(fromCatalog.map(\.locale) == [nil, nil, "de", "de", "fr", "fr"])
        #expect(Self.drawn(fromCatalog) == Self.drawn(try fixture.load("written.json")))
        #expect(fromCatalog[0].style.text == "Continue" && fromCatalog[2].style.text == "Weiter")
        #expect(fromCatalog[0].catalogFiles == [fixture.root + "/Localizable.xcstrings"])
        // The text points into the catalog: a problem with it is reported where a translator fixes it.
        #expect(fromCatalog[2].positions["$.text"]?.file == fixture.root + "/Localizable.xcstrings")
    }

    @Test func theSpecsOwnLocalesMergeOnTopAndTheirTextWins() throws {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", Self.xcstrings)
        fixture.write("a.json", Self.spec(#"{"key": "continue", "from": "Localizable.xcstrings"}"#,
                                          #""locales": {"de": {"font": {"size": 12}}, "fr": {"text": "Suivant"}, "it": {"text": "Avanti"}}"#))
        let specs = try fixture.load("a.json")
        #expect(specs.map(\.locale) == [nil, "de", "fr", "it"])
        #expect(specs[1].style.text == "Weiter" && specs[1].style.font.size == 12)
        #expect(specs[2].style.text == "Suivant")
        #expect(specs[3].style.text == "Avanti")
    }

    @Test func aLocaleTheCatalogLacksNeedsItsOwnText() {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", Self.xcstrings)
        fixture.write("a.json", Self.spec(#"{"key": "continue", "from": "Localizable.xcstrings"}"#, #""locales": {"it": {"font": {"size": 12}}}"#))
        let errors = fixture.errors("a.json")
        #expect(errors.count == 1)
        #expect(errors.first?.contains("a.json:2:76: error: $.locales.it:") == true)
        #expect(errors.first?.contains("the catalog has no it text for `text`") == true)
    }

    @Test func argumentsFillEveryLanguage() throws {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", Self.xcstrings)
        fixture.write("a.json", Self.spec(#"{"key": "score", "from": "Localizable.xcstrings", "arguments": [12480, "Alex"]}"#))
        let specs = try fixture.load("a.json")
        #expect(specs.map(\.style.text) == ["Score: 12480 by Alex", "Punkte: 12480 von Alex"])
    }

    @Test func wrongArgumentsAndMissingKeysNameKeyCatalogAndLanguage() {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", Self.xcstrings)
        fixture.write("a.json", Self.spec(#"{"key": "score", "from": "Localizable.xcstrings", "arguments": ["many", "Alex"]}"#))
        let errors = fixture.errors("a.json")
        #expect(errors.contains { $0.contains("$.text.arguments: `score` in ") && $0.contains("Localizable.xcstrings (en): argument 1 for `%lld` must be a whole number") })
        #expect(errors.contains { $0.contains("(de):") })
        fixture.write("b.json", Self.spec(#"{"key": "scroe", "from": "Localizable.xcstrings"}"#))
        #expect(fixture.errors("b.json").map { $0.replacingOccurrences(of: fixture.root + "/", with: "") }
                == ["b.json:2:18: error: $.text.key: `scroe` is not a key of Localizable.xcstrings in its source language en; did you mean `score`?"])
    }

    @Test func aTranslationMarkedForReviewRendersWithAWarning() throws {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", Self.xcstrings)
        fixture.write("a.json", Self.spec(#"{"key": "continue", "from": "Localizable.xcstrings"}"#))
        let specs = try fixture.load("a.json")
        #expect(specs.first { $0.locale == "fr" }?.warnings.first.map { $0.contains("warning: the fr text of `continue` in ") && $0.contains("is marked for review") } == true)
        #expect(specs.first { $0.locale == "de" }?.warnings == [])
    }

    @Test func aReferenceInAStateIsRefused() {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", Self.xcstrings)
        fixture.write("a.json", Self.spec(#""Hi""#, #""states": {"pressed": {"text": {"key": "continue", "from": "Localizable.xcstrings"}}}"#))
        #expect(fixture.errors("a.json").first?.contains("a catalog reference belongs in the spec's own text") == true)
    }

    @Test func aButtonTitleFromAnAndroidResFolder() throws {
        let fixture = Fixture()
        fixture.write("res/values/strings.xml", #"<resources><string name="play">Play</string></resources>"#)
        fixture.write("res/values-de/strings.xml", #"<resources><string name="play">Spielen</string></resources>"#)
        fixture.write("res/values-b+sr+Latn/strings.xml", #"<resources><string name="play">Igraj</string></resources>"#)
        fixture.write("b.json", """
        {"version": 1, "kind": "button", "size": {"width": 120, "height": 40},
         "title": {"text": {"key": "play", "from": "res"}}}
        """)
        let specs = try fixture.load("b.json")
        #expect(specs.map(\.locale) == [nil, "de", "sr-Latn"])
        let titles = specs.map { spec -> String? in if case .button(let style) = spec.content { style.title?.text } else { nil } }
        #expect(titles == ["Play", "Spielen", "Igraj"])
    }
}
