import Foundation
import Testing

/// A real app's translations render exactly as the same words written into the spec: every
/// language of the excerpts (NewPipe's `res/`, Ice Cubes' String Catalog) gives the same PNG bytes
/// through the catalog as through a literal `locales` text (issue 21, point 8).
struct CatalogLiteralPixelTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SpecModelTests/Fixtures/real")

    /// Renders `catalogText` (a reference) and the literal texts, and compares every output.
    private func compare(_ cli: CLIRunner, reference: String, literal: [String: String], base: String) throws {
        let locales = literal.map { #""\#($0.key)": {"text": "\#($0.value)"}"# }.joined(separator: ", ")
        // The world's scripts from Debian's Noto fonts (scripts/setup.sh installs them).
        let font = #""font": {"family": "DejaVu Sans", "fallback": ["Noto Sans Hebrew", "Noto Sans Arabic", "Noto Sans NKo", "Noto Sans CJK SC"]}"#
        try cli.write("a/t.json", #"{"version": 1, "kind": "label", "size": {"width": 260, "height": 40}, \#(font), "text": \#(reference)}"#)
        try cli.write("b/t.json", #"{"version": 1, "kind": "label", "size": {"width": 260, "height": 40}, \#(font), "text": "\#(base)", "locales": {\#(locales)}}"#)
        for folder in ["a", "b"] {
            let r = try cli.run(["\(folder)/t.json", "--root", ".", "-q"], environment: [:])
            #expect(r.status == 0, "\(folder): \(r.stderr)")
        }
        for locale in literal.keys.sorted() + [""] {
            let path = (locale.isEmpty ? "" : locale + "/") + "t.png"
            let a = try cli.data("a/" + path), b = try cli.data("b/" + path)
            #expect(a == b, "\(locale): the catalog's text and the literal text differ in pixels")
        }
    }

    @Test func androidTranslationsRenderAsTheirLiteralText() throws {
        let cli = try CLIRunner()
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("android/res"), to: cli.directory.appendingPathComponent("a/res"))
        try compare(cli, reference: #"{"key": "cancel", "from": "res"}"#,
                    literal: ["fil": "Kanselahin", "kab": "Sefex", "tok": "o weka.", "uz-Latn": "Bekor qilish", "pt-BR": "Cancelar",
                              "id": "Batal", "he": "ביטול", "zh-CN": "取消", "ckb": "هەڵوەشاندنەوه", "und": "رد کرو", "nqo": "ߞߵߊ߬ ߘߐߛߊ߬"],
                    base: "Cancel")
    }

    @Test func aStringCatalogSubstitutionRendersAsItsLiteralText() throws {
        let cli = try CLIRunner()
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("a"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("xcstrings/Localizable.xcstrings"),
                                         to: cli.directory.appendingPathComponent("a/Localizable.xcstrings"))
        try compare(cli, reference: #"{"key": "account.label.followers %lld %@", "from": "Localizable.xcstrings", "arguments": [1200, "1.2K"]}"#,
                    literal: ["de": "1.2K Follower", "ja": "1.2K followers", "pl": "1.2K obserwujących", "uk": "1.2K followers", "zh-Hans": "1.2K 关注者"],
                    base: "1.2K followers")
    }
}
