import Foundation
import Testing

/// Nothing of the user's is deleted or replaced, and nothing that changed passes in silence
/// (issue 36, point 9): `check --update` deletes only goldens it recorded and that are unchanged
/// since, the next `check .` reads none of the files render-spec wrote as specs, and `render` never
/// writes a golden.
struct GoldenOwnershipTests {
    static let label = ##"{"version": 1, "kind": "label", "size": {"width": 120, "height": 40}, "text": "TEXT", "fill": "#202020"}"##
    static func label(_ text: String) -> String { label.replacingOccurrences(of: "TEXT", with: text) }
    static func font(_ size: Int) -> String {
        ##"{"version": 1, "kind": "bitmapFont", "characters": "digits", "font": {"size": \##(size)}, "fill": "#FFD23F", "fontFormat": "json"}"##
    }

    /// The goldens a folder's manifest records (`goldens`: relative path → SHA-256), nil when it lists none.
    static func recorded(_ cli: CLIRunner, _ manifest: String) throws -> [String: String]? {
        let object = try JSONSerialization.jsonObject(with: cli.data(manifest)) as? [String: Any]
        return object?["goldens"] as? [String: String]
    }

    /// The issue's first run: one spec, and beside it an app's asset catalog and a screenshot. The
    /// first `check --update` records the spec's golden and touches nothing else.
    @Test func theFirstUpdateLeavesTheUsersFilesBesideASpec() throws {
        let cli = try CLIRunner()
        try cli.write("Specs/title.json", Self.label("Title"))
        let theirs = [
            "Specs/Other.xcassets/Contents.json": #"{"info" : {"author" : "xcode", "version" : 1}}"#,
            "Specs/Other.xcassets/logo.imageset/Contents.json":
                #"{"images" : [{"filename" : "logo.png", "idiom" : "universal"}], "info" : {"author" : "xcode", "version" : 1}}"#,
            "Specs/Other.xcassets/logo.imageset/logo.png": "a logo",
            "Specs/notes-screenshot.png": "a screenshot",
        ]
        for (name, text) in theirs { try cli.write(name, text) }

        let update = try cli.run("check", "Specs", "--update")
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        for (name, text) in theirs {
            #expect(try String(decoding: cli.data(name), as: UTF8.self) == text, "\(name): \(cli.files())")
        }
        #expect(try Self.recorded(cli, "Specs/render-spec-manifest.json").map { Array($0.keys) } == ["title.png"])
        let again = try cli.run("check", "Specs")
        #expect(again.status == 0 && !again.stdout.contains("ORPHAN"), "\(again.stdout)")
    }

    /// A golden render-spec recorded whose spec is gone is an orphan, and `--update` deletes it
    /// and stops recording it.
    @Test func aRecordedGoldenWhoseSpecWasRemovedIsDeleted() throws {
        let cli = try CLIRunner()
        try cli.write("s/a.json", Self.label("A"))
        try cli.write("s/b.json", Self.label("B"))
        #expect(try cli.run("check", "s", "--update", "-q").status == 0)
        #expect(try Self.recorded(cli, "s/render-spec-manifest.json")?.keys.sorted() == ["a.png", "b.png"])
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("s/b.json"))

        let stale = try cli.run("check", "s")
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("ORPHAN s/b.png: no spec produces this golden any more; `--update` deletes it"), "\(stale.stdout)")
        let update = try cli.run("check", "s", "--update")
        #expect(update.status == 0, "\(update.stdout)")
        #expect(!cli.exists("s/b.png") && cli.exists("s/a.png"), "\(cli.files())")
        #expect(try Self.recorded(cli, "s/render-spec-manifest.json")?.keys.sorted() == ["a.png"])
        #expect(try cli.run("check", "s", "-q").status == 0)
    }

    /// A recorded golden that was edited by hand since is the user's now: reported, never deleted.
    @Test func aRecordedGoldenEditedByHandIsLeftAlone() throws {
        let cli = try CLIRunner()
        try cli.write("s/a.json", Self.label("A"))
        try cli.write("s/b.json", Self.label("B"))
        #expect(try cli.run("check", "s", "--update", "-q").status == 0)
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("s/b.json"))
        var edited = try cli.data("s/b.png")
        edited.append(0)
        try edited.write(to: cli.directory.appendingPathComponent("s/b.png"))

        let stale = try cli.run("check", "s")
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("ORPHAN s/b.png: no spec produces this golden any more, but it changed since render-spec wrote it"), "\(stale.stdout)")
        let update = try cli.run("check", "s", "--update")
        #expect(update.status == 0, "\(update.stdout)")
        #expect(update.stdout.contains("note: s/b.png: no spec produces this golden any more, but it changed since render-spec wrote it: left alone"), "\(update.stdout)")
        #expect(try cli.data("s/b.png") == edited)
        #expect(try Self.recorded(cli, "s/render-spec-manifest.json")?.keys.sorted() == ["a.png"])
        let after = try cli.run("check", "s")
        #expect(after.status == 0 && !after.stdout.contains("b.png"), "\(after.stdout)")
    }

    /// A folder recorded by an older render-spec (a manifest without `goldens`): what looks like an
    /// old golden is named in a note, never deleted; the first `--update` records the list.
    @Test func aManifestWithoutItsListDeletesNothingAndTheFirstUpdateRecordsIt() throws {
        let cli = try CLIRunner()
        try cli.write("s/a.json", Self.label("A"))
        try cli.write("s/old.json", Self.label("Old"))
        #expect(try cli.run("check", "s", "--update", "-q").status == 0)
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("s/old.json"))
        let manifest = cli.directory.appendingPathComponent("s/render-spec-manifest.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
        object["goldens"] = nil
        try JSONSerialization.data(withJSONObject: object).write(to: manifest)

        let check = try cli.run("check", "s")
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout.contains("note: s/render-spec-manifest.json was written by an older render-spec, without the list of its goldens: `render-spec check --update` records them"), "\(check.stdout)")
        #expect(check.stdout.contains("note: s/old.png: no spec produces it, and s/render-spec-manifest.json (an older render-spec's) does not record which files are goldens: left alone; if it is an old golden, remove it: rm -- 's/old.png'"), "\(check.stdout)")
        let update = try cli.run("check", "s", "--update")
        #expect(update.status == 0 && update.stdout.contains("note: s/old.png:"), "\(update.stdout)")
        #expect(cli.exists("s/old.png"))
        #expect(try Self.recorded(cli, "s/render-spec-manifest.json")?.keys.sorted() == ["a.png"])
        let after = try cli.run("check", "s")
        #expect(after.status == 0 && !after.stdout.contains("old.png"), "\(after.stdout)")
    }

    /// Everything `check` and `render` write, read back by the next `check .`, `render .` and
    /// `validate .`: a report folder (its results, page and artifacts, JSON descriptors among
    /// them), a `--json` results file, JUnit XML, an out-dir and the manifest.
    @Test func whatCheckAndRenderWroteIsNeverReadAsSpecs() throws {
        let cli = try CLIRunner()
        try cli.write("title.json", Self.label("Title"))
        try cli.write("score.json", Self.font(16))
        #expect(try cli.run("check", ".", "--update", "-q").status == 0)
        // A failing run leaves artifacts: the descriptor's golden and actual copies are JSON.
        try cli.write("score.json", Self.font(18))
        let failing = try cli.run("check", ".", "--report", "out/report", "--json", "out/results.json", "--junit", "out/junit.xml")
        #expect(failing.status == 1, "\(failing.stdout)")
        #expect(cli.files().contains { $0.hasPrefix("out/report/artifacts/") && $0.hasSuffix(".json") }, "\(cli.files())")
        try cli.write("score.json", Self.font(16))
        #expect(try cli.run("title.json", "score.json", "--out-dir", "rendered", "-q").status == 0)

        let check = try cli.run("check", ".")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("REFUSED") && !check.stdout.contains("ORPHAN"), "\(check.stdout)")
        let validate = try cli.run("validate", ".")
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        let render = try cli.run(".", "--out-dir", "again", "-q")
        #expect(render.status == 0, "\(render.stderr)")
        #expect(cli.files().filter { $0.hasPrefix("again/") && $0.hasSuffix(".png") }.sorted() == ["again/score_0.png", "again/title.png"], "\(cli.files())")
    }

    /// A report folder is never searched for specs, so `check` refuses to write one into a folder
    /// of specs, which every later run would then pass by.
    @Test func aReportIsNeverWrittenAmongSpecs() throws {
        let cli = try CLIRunner()
        try cli.write("s/a.json", Self.label("A"))
        #expect(try cli.run("check", "s", "--update", "-q").status == 0)
        let refused = try cli.run("check", "s", "--report", "s")
        #expect(refused.status == 2 && refused.stderr == "error: --report s holds the spec s/a.json: a report folder is never searched for specs, so give the report a folder of its own\n", "\(refused.stderr)")
        #expect(!cli.exists("s/.render-spec-report"))
        #expect(try cli.run("check", ".", "--report", "report", "-q").status == 0)
        #expect(try cli.run("check", ".", "--report", "report", "-q").status == 0, "a report folder is replaced")
    }

    /// `render` after an edit would write over the golden beside the spec: refused in one line, the
    /// golden unchanged, so the next `check` fails as it should. Into another folder it renders.
    @Test func renderAfterAnEditNeverReplacesAGolden() throws {
        let cli = try CLIRunner()
        try cli.write("s/a.json", Self.label("Before"))
        #expect(try cli.run("check", "s", "--update", "-q").status == 0)
        let golden = try cli.data("s/a.png")
        try cli.write("s/a.json", Self.label("After"))

        let render = try cli.run("s/a.json")
        #expect(render.status == 2)
        #expect(render.stderr == "error: s/a.png is a golden (s/render-spec-manifest.json): refusing to write it; only `render-spec check --update` records goldens, after review; give --out-dir DIR to render elsewhere\n", "\(render.stderr)")
        #expect(try cli.data("s/a.png") == golden)
        let check = try cli.run("check", "s")
        #expect(check.status == 1 && check.stdout.contains("FAIL s/a.png"), "\(check.stdout)")

        // -o over a recorded golden is refused the same way; another folder is the user's.
        #expect(try cli.run("s/a.json", "-o", "s/a.png").status == 2)
        #expect(try cli.data("s/a.png") == golden)
        #expect(try cli.run("s/a.json", "--out-dir", "out", "-q").status == 0)
        #expect(cli.exists("out/a.png"))
    }

    /// `atlas -o` and `diff -o` naming a recorded golden are refused the same way, the golden kept.
    @Test func atlasAndDiffNeverWriteARecordedGolden() throws {
        let cli = try CLIRunner()
        try cli.write("s/a.json", Self.label("A"))
        try cli.write("s/b.json", Self.label("B"))
        #expect(try cli.run("check", "s", "--update", "-q").status == 0)
        let golden = try cli.data("s/b.png")
        let atlas = try cli.run("atlas", "s/a.json", "-o", "s/b")
        #expect(atlas.status == 2 && atlas.stderr.contains("error: s/b.png is a golden (s/render-spec-manifest.json)"), "\(atlas.stderr)")
        #expect(try cli.data("s/b.json") == Data(Self.label("B").utf8), "the spec b.json is untouched")

        #expect(try cli.run("s/a.json", "--out-dir", "x", "-q").status == 0)
        #expect(try cli.run("s/b.json", "--out-dir", "y", "-q").status == 0)
        let diff = try cli.run("diff", "x/a.png", "y/b.png", "-o", "s/b.png")
        #expect(diff.status == 2 && diff.stderr.contains("s/b.png is a golden (s/render-spec-manifest.json)"), "\(diff.stderr)")
        #expect(try cli.data("s/b.png") == golden)
    }

    /// A spec added to a folder of goldens: its first file there would pass the next check
    /// unreviewed, so `render` refuses it too; `check --update` records it. A folder without a
    /// manifest (Examples/) renders beside its specs as before.
    @Test func renderIntoAFolderOfGoldensIsRefusedAndElsewhereWritesBesideTheSpec() throws {
        let cli = try CLIRunner()
        try cli.write("s/a.json", Self.label("A"))
        #expect(try cli.run("check", "s", "--update", "-q").status == 0)
        try cli.write("s/new.json", Self.label("New"))
        let render = try cli.run("s/new.json")
        #expect(render.status == 2 && render.stderr.contains("error: s/new.png would join the goldens of s/ (s/render-spec-manifest.json): refusing to write it"), "\(render.stderr)")
        #expect(!cli.exists("s/new.png"))
        let check = try cli.run("check", "s")
        #expect(check.status == 1 && check.stdout.contains("MISSING s/new.png"), "\(check.stdout)")

        try cli.write("examples/a.json", Self.label("A"))
        #expect(try cli.run("examples/a.json", "-q").status == 0)
        #expect(cli.exists("examples/a.png"))
    }

    /// A new user's first run: `render` beside the specs, then `check`. What `render` wrote was
    /// never recorded, so it does not pass as a golden; `--update` records it, after review.
    @Test func filesRenderWroteBeforeAnyUpdateAreNotGoldens() throws {
        let cli = try CLIRunner()
        try cli.write("s/a.json", Self.label("A"))
        #expect(try cli.run("s", "-q").status == 0)
        let check = try cli.run("check", "s")
        #expect(check.status == 1, "\(check.stdout)")
        #expect(check.stdout.contains("MISSING s/a.png [s/a.json:1]: a.png is there, but no render-spec-manifest.json records it as a golden"), "\(check.stdout)")
        let update = try cli.run("check", "s", "--update")
        #expect(update.status == 0, "\(update.stdout)")
        #expect(try Self.recorded(cli, "s/render-spec-manifest.json").map { Array($0.keys) } == ["a.png"])
        #expect(try cli.run("check", "s", "-q").status == 0)
    }
}
