import Foundation
import Testing

/// A button's image set and Android 9-patch leave the title to the app, so they are the same in
/// every locale: written once, unqualified, and not counted once per language (issue 21, point 7).
struct TextFreeAssetTests {
    /// 72 languages, as a real app's catalog has.
    static let languages: [String] = {
        var tags: [String] = []
        for a in ["a", "b", "c", "d", "e", "f", "g", "h", "i"] {
            for b in ["a", "b", "c", "d", "e", "f", "g", "h"] { tags.append(a + b) }
        }
        return tags.filter { $0 != "en" }.prefix(72).map { $0 }
    }()

    private func writeButton(_ cli: CLIRunner, localeOverride: String = "") throws {
        let localizations = (["en"] + Self.languages).map { #""\#($0)": {"stringUnit": {"state": "translated", "value": "Play \#($0)"}}"# }
        try cli.write("Localizable.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {"play": {"localizations": {\#(localizations.joined(separator: ", "))}}}}"#)
        try cli.write("play.json", """
        {"version": 1, "kind": "button", "size": {"width": 120, "height": 44}, "cornerRadius": 12,
         "background": "#2A6CF0", "title": {"text": {"key": "play", "from": "Localizable.xcstrings"}},
         "states": {"highlighted": {}, "disabled": {}}\(localeOverride)}
        """)
    }

    @Test func aThreeStateButtonIn72LanguagesExportsItsNinePatchesOnce() throws {
        let cli = try CLIRunner()
        try writeButton(cli)
        let r = try cli.run("play.json", "--format", "android", "--out-dir", "res", "-q")
        #expect(r.status == 0, "\(r.stderr)")
        let pngs = cli.files().filter { $0.hasSuffix(".png") }
        #expect(pngs.count == 3 * 5, "\(pngs)")
        #expect(pngs.allSatisfy { $0.hasPrefix("res/drawable-") && !$0.contains("-ab-") }, "\(pngs)")
        #expect(pngs.contains("res/drawable-xxxhdpi/play_highlighted.9.png"), "\(pngs)")

        let catalog = try cli.run("play.json", "--format", "imageset", "--out-dir", "App.xcassets", "-q")
        #expect(catalog.status == 0, "\(catalog.stderr)")
        #expect(cli.files().filter { $0.hasPrefix("App.xcassets/") && $0.hasSuffix(".png") }.count == 3 * 3)
    }

    /// A locale that changes the chrome (here the background) has images of its own.
    @Test func aLocaleThatChangesTheChromeKeepsItsOwnImages() throws {
        let cli = try CLIRunner()
        try writeButton(cli, localeOverride: ##", "locales": {"ab": {"background": "#F0802A"}}"##)
        let r = try cli.run("play.json", "--format", "android", "--out-dir", "res", "-q")
        #expect(r.status == 0, "\(r.stderr)")
        let pngs = cli.files().filter { $0.hasSuffix(".png") }
        #expect(pngs.count == 3 * 5 + 3 * 5, "\(pngs)")
        #expect(pngs.contains("res/drawable-ab-mdpi/play.9.png"), "\(pngs)")
    }
}
