import Foundation
import RenderSupport
import Testing

/// `check` of a localized image set (issue 38, point 1): the goldens of the old layout, a locale's
/// own `<tag>/<name>.imageset`, are orphans of the one localized set, reported and then removed.
struct LocalizedImageSetCheckTests {
    static let spec = """
    {"version": 1, "kind": "button", "name": "go", "size": {"width": 80, "height": 32}, "cornerRadius": 8,
     "background": "#2A6CF0", "title": {"text": "Go"}, "locales": {"de": {"background": "#F0802A"}},
     "output": {"formats": ["imageset"]}}
    """

    @Test func theOldLayoutsLocaleFolderIsReportedAsOrphans() throws {
        let cli = try CLIRunner()
        try cli.write("s/go.json", Self.spec)
        let update = try cli.run("check", "s", "--update", "-q")
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        #expect(cli.exists("s/go.xcassets/go.imageset/go-de@2x.png"), "\(cli.files())")
        let contents = String(decoding: try cli.data("s/go.xcassets/go.imageset/Contents.json"), as: UTF8.self)
        #expect(contents.contains(#""locale" : "de""#) && contents.contains(#""localizable" : true"#), "\(contents)")

        // Goldens an earlier render-spec recorded in the old layout, unchanged since.
        let old = ["go.xcassets/de/Contents.json", "go.xcassets/de/go.imageset/Contents.json", "go.xcassets/de/go.imageset/go@2x.png"]
        let manifestURL = cli.directory.appendingPathComponent("s/render-spec-manifest.json")
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        var goldens = try #require(manifest["goldens"] as? [String: String])
        for file in old {
            // The old layout's files held what the new one's of the same name hold.
            let bytes = try cli.data("s/" + file.replacingOccurrences(of: "/de/", with: "/"))
            let url = cli.directory.appendingPathComponent("s/" + file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: url)
            goldens[file] = SHA256.hex(Array(bytes))
        }
        manifest["goldens"] = goldens
        try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]).write(to: manifestURL)

        let stale = try cli.run("check", "s")
        #expect(stale.status == 1, "\(stale.stdout)\(stale.stderr)")
        for file in old { #expect(stale.stdout.contains("ORPHAN s/\(file):"), "\(stale.stdout)") }
        #expect(try cli.run("check", "s", "--update", "-q").status == 0)
        #expect(!cli.exists("s/go.xcassets/de"), "\(cli.files())")
        let clean = try cli.run("check", "s")
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    }
}
