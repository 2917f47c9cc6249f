import Foundation
import Testing
@testable import SpecModel

/// An excerpt of a real 2 MB String Catalog (Ice Cubes, Fixtures/real/xcstrings/README.md): a
/// substitution whose count argument chooses the form without being printed, and translations that
/// leave an argument out (issue 21, points 4, 5 and 8).
struct RealXCStringsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/real/xcstrings").path
    static let followers = "account.label.followers %lld %@"

    /// The label text of every variant of a spec over the excerpt, by locale ("" for the base).
    private func texts(_ reference: String, locales: String = "") throws -> (texts: [String: String], warnings: [String]) {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", try String(contentsOfFile: Self.folder + "/Localizable.xcstrings", encoding: .utf8))
        fixture.write("f.json", #"{"version": 1, "kind": "label", "size": {"width": 300, "height": 40}, "text": \#(reference)\#(locales)}"#)
        let variants = try fixture.load("f.json")
        var texts: [String: String] = [:]
        for variant in variants {
            guard case .label(let style) = variant.content else { continue }
            texts[variant.locale ?? ""] = style.text
        }
        return (texts, variants.flatMap(\.warnings))
    }

    @Test func theSubstitutionsCountChoosesTheFormInEveryLanguage() throws {
        let many = try texts(#"{"key": "\#(Self.followers)", "from": "Localizable.xcstrings", "arguments": [1200, "1.2K"]}"#)
        #expect(many.texts == ["": "1.2K followers", "de": "1.2K Follower", "ja": "1.2K followers", "pl": "1.2K obserwujących",
                               "uk": "1.2K followers", "zh-Hans": "1.2K 关注者"])
        // The count is argument 1, which no form prints: not a warning.
        #expect(!many.warnings.contains { $0.contains("leaves an argument out") }, "\(many.warnings)")
        let one = try texts(#"{"key": "\#(Self.followers)", "from": "Localizable.xcstrings", "arguments": [1, "1"]}"#)
        #expect(one.texts[""] == "1 follower")
        #expect(one.texts["pl"] == "1 obserwujący")
    }

    @Test func aTranslationThatDropsAnArgumentIsAWarningAtItsLine() throws {
        let fixture = Fixture()
        fixture.write("Minutes.xcstrings", """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"minutes": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%d minutes"}},
          "fr": {"stringUnit": {"state": "translated", "value": "une minute"}}}}}}
        """)
        fixture.write("m.json", #"{"version": 1, "kind": "label", "size": {"width": 200, "height": 40}, "text": {"key": "minutes", "from": "Minutes.xcstrings", "arguments": [1]}}"#)
        let variants = try fixture.load("m.json")
        let french = try #require(variants.first { $0.locale == "fr" })
        guard case .label(let style) = french.content else { Issue.record("not a label"); return }
        #expect(style.text == "une minute")
        #expect(french.warnings.contains { $0.contains("Minutes.xcstrings:3:1: warning: the fr text of `minutes`") && $0.contains("leaves an argument out") }, "\(french.warnings)")
        // Too few arguments stays an error.
        fixture.write("m.json", #"{"version": 1, "kind": "label", "size": {"width": 200, "height": 40}, "text": {"key": "minutes", "from": "Minutes.xcstrings"}}"#)
        #expect(fixture.errors("m.json").contains { $0.contains("the string needs 1 argument but 0 were given") })
    }

    /// A locale the spec gives its own text is not checked against the catalog's text for it.
    @Test func aLocaleTheSpecOverridesIsNotCheckedAgainstTheCatalog() throws {
        let fixture = Fixture()
        fixture.write("Bad.xcstrings", """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"score": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Score %d"}},
          "de": {"stringUnit": {"state": "translated", "value": "Punkte %d %d"}}}}}}
        """)
        fixture.write("s.json", #"{"version": 1, "kind": "label", "size": {"width": 200, "height": 40}, "text": {"key": "score", "from": "Bad.xcstrings", "arguments": [5]}, "locales": {"de": {"text": "Punkte: 5"}}}"#)
        let variants = try fixture.load("s.json")
        let german = try #require(variants.first { $0.locale == "de" })
        guard case .label(let style) = german.content else { Issue.record("not a label"); return }
        #expect(style.text == "Punkte: 5")
    }
}
