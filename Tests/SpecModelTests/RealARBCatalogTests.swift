import Foundation
import Testing
@testable import SpecModel

/// An excerpt of a real Flutter app's ARB files (Aves, Fixtures/real/arb/README.md): locales from
/// file names with a script or a three-letter language, and an ICU plural whose count each language
/// places by its own rules (issue 21, points 1, 4 and 8).
struct RealARBCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/real/arb").path

    /// Every variant's text for `reference`, by locale ("" for the base).
    private func texts(_ reference: String) throws -> [String: String] {
        let fixture = Fixture()
        for name in ["app_en", "app_ru", "app_ar", "app_en_Shaw", "app_ckb", "app_zh_Hant"] {
            fixture.write("l10n/\(name).arb", try String(contentsOfFile: Self.root + "/l10n/\(name).arb", encoding: .utf8))
        }
        fixture.write("t.json", #"{"version": 1, "kind": "label", "size": {"width": 300, "height": 40}, "text": \#(reference)}"#)
        var texts: [String: String] = [:]
        for variant in try fixture.load("t.json") {
            if case .label(let style) = variant.content { texts[variant.locale ?? ""] = style.text }
        }
        return texts
    }

    @Test func fileNamesWithAScriptOrAThreeLetterLanguageAreLocales() throws {
        let texts = try texts(#"{"key": "welcomeOptional", "from": "l10n"}"#)
        #expect(texts == ["": "Optional", "ru": "Опционально", "ar": "اختياري", "en-Shaw": "𐑪𐑐𐑖𐑩𐑯𐑩𐑤", "ckb": "ئارەزومەندانە", "zh-Hant": "可選擇的"])
    }

    @Test func aCountPicksEachLanguagesOwnForm() throws {
        let five = try texts(#"{"key": "itemCount", "from": "l10n", "plural": {"argument": "count"}, "arguments": {"count": 5}}"#)
        #expect(five["ru"] == "5 объектов")      // many → other in this file
        #expect(five["ar"] == "5 عناصر")
        #expect(five["zh-Hant"] == "5 項")
        #expect(five[""] == "5 items")
        let three = try texts(#"{"key": "itemCount", "from": "l10n", "plural": {"argument": "count"}, "arguments": {"count": 3}}"#)
        #expect(three["ru"] == "3 объекта")      // few
        let one = try texts(#"{"key": "itemCount", "from": "l10n", "plural": {"argument": "count"}, "arguments": {"count": 1}}"#)
        #expect(one["ru"] == "1 объект")         // the exact =1 branch
        #expect(one["ckb"] == "دانە 1")
    }
}
