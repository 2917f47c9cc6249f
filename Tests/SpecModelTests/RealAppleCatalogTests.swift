import Foundation
import RenderSupport
import Testing
@testable import SpecModel
@testable import StringCatalogs

/// `.stringsdict` files beside `.strings` (an excerpt of Mastodon for iOS, Fixtures/real/apple/README.md)
/// and String Catalog states (issue 21, points 4 and 6).
struct RealAppleCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/real/apple").path
    static let key = "There are ${count} options matching ‘${content}’. - 2"

    private func catalog() throws -> StringCatalog {
        try StringCatalog.load(path: "Intents", relativeTo: Self.root + "/spec.json", root: RenderRoot(Self.root), sourceLanguage: "en")
    }

    @Test func aStringsDictBesideTheStringsIsReadAsOnePluralPerKey() throws {
        let catalog = try catalog()
        #expect(catalog.languages == ["ar", "en", "ru"])
        #expect(catalog.value("751xkl", "ar", table: "Intents") == "محتوى نصي")
        // The variable's argument keeps its slot: its form prints it as `%1$ld`, or not at all.
        #expect(catalog.value(Self.key, "en", table: "Intents", plural: .one) == "There are 1 option matching ‘${content}’.")
        #expect(catalog.value(Self.key, "en", table: "Intents", plural: .other) == "There are %1$ld options matching ‘${content}’.")
        #expect(catalog.value(Self.key, "ru", table: "Intents", plural: .few) == "Есть %1$ld опции, соответствующие '${content}'.")
        #expect(catalog.value(Self.key, "ru", table: "Intents", plural: .many) == "Есть %1$ld опций, соответствующие '${content}'.")
        #expect(catalog.value(Self.key, "ar", table: "Intents", plural: .zero) == "هُناك لا خيار تتطابق مَعَ '${content}'.")
        #expect(catalog.value(Self.key, "ar", table: "Intents", plural: .two) == "هُناك خياران تتطابق مَعَ '${content}'.")
        #expect(catalog.value(Self.key, "ar", table: "Intents", plural: .few) == "هُناك %1$ld خيارات تتطابق مَعَ '${content}'.")
    }

    /// Other placeholders keep their own positions around the variable's slot.
    @Test func placeholdersAroundAVariableAreNumbered() throws {
        let forms: [String: [PluralCategory: String]] = ["n": [.one: "one file", .other: "%ld files"]]
        #expect(try StringsDict.expand("%@ has %#@n@ in %@", category: .other, variables: forms, key: "k", file: "f") == "%1$@ has %2$ld files in %3$@")
        #expect(try StringsDict.expand("%@ has %#@n@ in %@", category: .one, variables: forms, key: "k", file: "f") == "%1$@ has one file in %3$@")
        #expect(try StringsDict.expand("100%% %#@n@", category: .other, variables: forms, key: "k", file: "f") == "100%% %1$ld files")
    }

    /// `extractionState: stale` (a key Xcode no longer finds in the code) still renders, and warns
    /// like `needs_review`.
    @Test func aStaleKeyWarnsAtItsLine() throws {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "old": {"extractionState": "stale", "localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Old"}},
            "de": {"stringUnit": {"state": "translated", "value": "Alt"}}}}}}
        """)
        fixture.write("t.json", #"{"version": 1, "kind": "label", "size": {"width": 80, "height": 30}, "text": {"key": "old", "from": "Localizable.xcstrings"}}"#)
        let variants = try fixture.load("t.json")
        let german = try #require(variants.first { $0.locale == "de" })
        #expect(german.warnings.contains { $0.contains("Localizable.xcstrings:4:1: warning: the de text of `old` in") && $0.contains("is stale") }, "\(german.warnings)")
        guard case .label(let style) = german.content else { Issue.record("not a label"); return }
        #expect(style.text == "Alt")
    }
}
