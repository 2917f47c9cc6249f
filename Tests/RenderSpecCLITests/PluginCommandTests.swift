import Foundation
import Testing

/// `render-spec plugin render` and `plugin accessors`, the two commands RenderSpecPlugin runs at
/// build time (scripts/plugin-app-test.sh runs them inside a real build).
@Suite struct PluginCommandTests {
    private static let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"t": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hi"}}, "de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}}}}"#
    private static let spec = ##"{"version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "text": {"key": "t", "from": "L.xcstrings"}, "states": {"pressed": {"fill": "#F00"}}, "output": {"scales": [1, 2]}}"##

    private func project() throws -> CLIRunner {
        let cli = try CLIRunner()
        try cli.write("Specs/title.json", Self.spec)
        try cli.write("Specs/L.xcstrings", Self.catalog)
        return cli
    }

    @Test func renderWritesThePNGsAndAnIndexOfThem() throws {
        let cli = try project()
        let r = try cli.run("plugin", "render", "Specs/title.json", "--out-dir", "work/title.renderspec", "--input", "Specs/L.xcstrings")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "")
        let index = try JSONSerialization.jsonObject(with: cli.data("work/title.renderspec/render-spec-assets.json")) as? [String: Any]
        let images = try #require(index?["images"] as? [[String: Any]])
        let listed = images.map { "\($0["state"]!) \($0["locale"] as? String ?? "base") \($0["scale"]!) \($0["path"]!)" }
        #expect(listed == [
            "normal base 1 title.png", "normal base 2 title@2x.png",
            "pressed base 1 title-pressed.png", "pressed base 2 title-pressed@2x.png",
            "normal de 1 de/title.png", "normal de 2 de/title@2x.png",
            "pressed de 1 de/title-pressed.png", "pressed de 2 de/title-pressed@2x.png",
        ])
        for path in images.compactMap({ $0["path"] as? String }) { #expect(cli.exists("work/title.renderspec/" + path), "\(path)") }
        // The same bytes as the command line's render.
        #expect(try cli.run("Specs/title.json", "--format", "png", "--out-dir", "cli", "--quiet").status == 0)
        #expect(try cli.data("cli/de/title@2x.png") == cli.data("work/title.renderspec/de/title@2x.png"))
        #expect(index?["spec"] as? String == "title.json")
    }

    /// A catalog the build did not declare would not re-render the spec when it changes: refused.
    @Test func aReadTheBuildDidNotDeclareFails() throws {
        let cli = try project()
        try cli.write("Specs/other.txt", "")
        let r = try cli.run("plugin", "render", "Specs/title.json", "--out-dir", "work/t", "--input", "Specs/other.txt")
        #expect(r.status == 1)
        #expect(r.stderr.contains("the spec reads Specs/L.xcstrings, which the build plugin did not declare as an input"), "\(r.stderr)")
        #expect(!cli.exists("work/t"))
    }

    /// An earlier render's files go (a locale the spec no longer has); a folder render-spec did not
    /// make is left as it is.
    @Test func theFolderIsEmptiedOnlyWhenItIsThePlugins() throws {
        let cli = try project()
        #expect(try cli.run("plugin", "render", "Specs/title.json", "--out-dir", "work/t").status == 0)
        #expect(cli.exists("work/t/de/title.png"))
        try cli.write("Specs/title.json", #"{"version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "text": "Hi"}"#)
        #expect(try cli.run("plugin", "render", "Specs/title.json", "--out-dir", "work/t").status == 0)
        #expect(!cli.exists("work/t/de") && !cli.exists("work/t/title-pressed.png") && cli.exists("work/t/title.png"))

        try cli.write("mine/notes.txt", "keep")
        let r = try cli.run("plugin", "render", "Specs/title.json", "--out-dir", "mine")
        #expect(r.status == 2)
        #expect(r.stderr.contains("holds files render-spec plugin render did not write; nothing was deleted"), "\(r.stderr)")
        #expect(try String(decoding: cli.data("mine/notes.txt"), as: UTF8.self) == "keep")
    }

    @Test func accessorsNameEverySpecAndLeaveAnUnchangedFileAlone() throws {
        let cli = try CLIRunner()
        let arguments = ["plugin", "accessors", "--bundle", "App_App", "--built-in", "/build/work",
                         "--asset", "scoreTitle:scoreTitle.renderspec:Specs/score-title.json",
                         "--asset", "default:default.renderspec:default.json", "-o", "Assets.swift"]
        #expect(try cli.run(arguments, environment: [:]).status == 0)
        let text = String(decoding: try cli.data("Assets.swift"), as: UTF8.self)
        #expect(text.contains(#"static let scoreTitle = RenderSpecAsset(folder: "scoreTitle.renderspec")"#))
        #expect(text.contains(#"static let `default` = RenderSpecAsset(folder: "default.renderspec")"#))
        #expect(text.contains("static let all: [RenderSpecAsset] = [scoreTitle, `default`]"))
        #expect(text.contains(#"static let bundleName = "App_App""#) && text.contains(#"static let builtIn = "/build/work""#))
        // An old time on the file: a second run with the same code leaves it, so the target is not
        // compiled again for nothing.
        let file = cli.directory.appendingPathComponent("Assets.swift").path
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file)
        #expect(try cli.run(arguments, environment: [:]).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == old)

        let bad = try cli.run("plugin", "accessors", "--bundle", "A", "--built-in", "/x", "--asset", "2x:f:s", "-o", "B.swift")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--asset takes IDENTIFIER:FOLDER:SPEC, got `2x:f:s`"), "\(bad.stderr)")
        #expect(!cli.exists("B.swift"))
    }
}
