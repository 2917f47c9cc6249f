import Foundation
import Testing

/// A character no font of the chain draws is refused naming the locale whose text it is and a
/// family installed here that draws it, best for that locale's language (fontconfig's order:
/// Noto Sans CJK JP for Japanese, SC for Simplified Chinese), so the `fallback` can be written as
/// the message says. scripts/setup.sh installs the Noto CJK fonts.
struct MissingCharacterHintTests {
    private func refusal(locale: String, text: String) throws -> String {
        let cli = try CLIRunner()
        try cli.write("t.json", """
        {"version": 1, "kind": "label", "size": {"width": 200, "height": 30}, "text": "Play",
         "locales": {"\(locale)": {"text": "\(text)"}}}
        """)
        let run = try cli.run("validate", "t.json")
        #expect(run.status == 2, "\(run.stderr)")
        return run.stderr
    }

    @Test func aJapaneseTextNamesItsLocaleAndTheJapaneseFace() throws {
        let text = try refusal(locale: "ja", text: "遊ぶ")
        #expect(text.contains("t.json:2:29: error: $.locales.ja.text: no font in the chain (DejaVu Sans) draws U+904A '遊', U+3076 'ぶ' in locale ja; add a `fallback` family that has it (installed here: `Noto Sans CJK JP`), or set `missingGlyphs` to `fallback` (any installed family that has it) or `allow`"), "\(text)")
    }

    @Test func aChineseTextNamesTheSimplifiedChineseFace() throws {
        let text = try refusal(locale: "zh-Hans", text: "汉字")
        #expect(text.contains(" in locale zh-Hans; add a `fallback` family that has it (installed here: `Noto Sans CJK SC`)"), "\(text)")
    }
}
