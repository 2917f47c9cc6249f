import Foundation
import Testing

/// What `missingGlyphs: fallback` chose reaches the user as a note, never a warning: `render` and
/// `check` print it, `--strict` passes, results.json and the manifest record it, and a check that
/// draws with another family than the manifest records names both.
struct CheckFallbackFontsTests {
    static let name = """
    {"version": 1, "kind": "label", "size": {"width": 160, "height": 40}, "text": "Ana 山田",
     "font": {"size": 20, "missingGlyphs": "fallback"}}
    """

    @Test func renderPrintsTheChoiceAsANoteThatStrictAccepts() throws {
        let cli = try CLIRunner()
        try cli.write("name.json", Self.name)
        let run = try cli.run("render", "--strict", "name.json", "--out-dir", "out")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("name.json:2:40: note: $.font.missingGlyphs: characters no font of the chain has are drawn in installed fonts: `Noto Sans CJK"), "\(run.stderr)")
        #expect(run.stderr.contains("(U+5C71 '山', U+7530 '田') (state normal)"), "\(run.stderr)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    }

    @Test func checkListsAndRecordsTheChoiceAndNamesAnotherOne() throws {
        let cli = try CLIRunner()
        try cli.write("Specs/name.json", Self.name)
        #expect(try cli.run("check", "Specs", "--update", "-q").status == 0)
        let manifest = String(decoding: try cli.data("Specs/render-spec-manifest.json"), as: UTF8.self)
        #expect(manifest.contains("\"fallbackFonts\""), "\(manifest)")

        let run = try cli.run("check", "Specs", "--strict", "--json", "r.json")
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("note: Specs/name.json: drawn in installed fonts: `Noto Sans CJK"), "\(run.stdout)")
        let json = try JSONSerialization.jsonObject(with: try cli.data("r.json")) as! [String: Any]
        let result = (json["results"] as! [[String: Any]])[0]
        let fonts = try #require(result["fallbackFonts"] as? [[String: Any]])
        #expect(fonts.count == 1)
        #expect(fonts.first?["characters"] as? [String] == ["山", "田"])
        #expect(result["provenance"] == nil)

        // Another machine's choice, as its manifest would have recorded it.
        let family = try #require(fonts.first?["family"] as? String)
        try cli.write("Specs/render-spec-manifest.json", manifest.replacingOccurrences(of: "\"\(family)\"", with: "\"Other CJK\""))
        #expect(try cli.run("check", "Specs", "--json", "r.json").status == 0)
        let again = try JSONSerialization.jsonObject(with: try cli.data("r.json")) as! [String: Any]
        let provenance = try #require((again["results"] as! [[String: Any]])[0]["provenance"] as? String)
        #expect(provenance == "`missingGlyphs: fallback` chose other installed fonts than when the golden was recorded: "
                + "U+5C71 '山' in `\(family)`, recorded in `Other CJK`; U+7530 '田' in `\(family)`, recorded in `Other CJK`")
    }
}
