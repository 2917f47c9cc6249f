import Foundation
import XCTest

/// `check` covers bitmap fonts and atlases like every other output: pages by pixels, descriptors by
/// bytes, their JSON never taken for specs, stray files reported as orphans, and inputs never
/// overwritten by `--update`.
final class FontAndAtlasCheckTests: XCTestCase {
    private let font = """
    {"version": 1, "kind": "bitmapFont", "characters": "digits", "font": {"size": 16, "weight": "bold"},
     "fill": "#FFD23F", "shadow": {"offset": [0, 1], "blur": 2}, "layers": "separate", "fontFormat": "json"}
    """
    private let label = """
    {"version": 1, "kind": "label", "size": {"width": 80, "height": 24}, "text": "Go",
     "states": {"pressed": {"fill": "#C00"}}, "locales": {"de": {"text": "Los"}}}
    """
    private let atlas = """
    {"version": 1, "kind": "atlas", "name": "ui", "sprites": ["labels"], "output": {"scales": [1, 2]}}
    """

    private func workspace() throws -> CLIRunner {
        let cli = try CLIRunner()
        try cli.write("score.json", font)
        try cli.write("labels/go.json", label)
        try cli.write("ui-atlas.json", atlas)
        return cli
    }

    func testUpdateWritesEveryFileAndAChangeFailsTheFilesItTouches() throws {
        let cli = try workspace()
        let update = try cli.run("check", ".", "--update")
        XCTAssertEqual(update.status, 0, update.stdout + update.stderr)
        for file in ["score_0.png", "score.fnt.json", "score-effects_0.png", "score-effects.fnt.json",
                     "ui.png", "ui.json", "ui@2x.png", "ui@2x.json", "labels/go.png", "labels/de/go-pressed.png"] {
            XCTAssertTrue(cli.exists(file), "\(file) among \(cli.files())")
        }
        // The descriptors are outputs, not specs: checked, never loaded as specs.
        let clean = try cli.run("check", ".")
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertFalse(clean.stdout.contains("REFUSED"), clean.stdout)

        // A new fill colour changes the font's fill pages, not its effects or its metrics.
        try cli.write("score.json", font.replacingOccurrences(of: "#FFD23F", with: "#3FD2FF"))
        let changed = try cli.run("check", ".")
        XCTAssertEqual(changed.status, 1)
        XCTAssertTrue(changed.stdout.contains("FAIL score_0.png"), changed.stdout)
        XCTAssertFalse(changed.stdout.contains("FAIL score-effects_0.png"), changed.stdout)
        XCTAssertFalse(changed.stdout.contains("FAIL score.fnt.json"), changed.stdout)

        // A changed sprite fails the sheets that hold it.
        try cli.write("score.json", font)
        try cli.write("labels/go.json", label.replacingOccurrences(of: "#C00", with: "#0C0"))
        let sprite = try cli.run("check", ".")
        XCTAssertEqual(sprite.status, 1)
        XCTAssertTrue(sprite.stdout.contains("FAIL ui.png") && sprite.stdout.contains("FAIL ui@2x.png"), sprite.stdout)
    }

    func testAStrayPageOrDescriptorIsAnOrphanAndUpdateRemovesIt() throws {
        let cli = try workspace()
        XCTAssertEqual(try cli.run("check", ".", "--update").status, 0)
        try cli.write("score.json", font.replacingOccurrences(of: #""layers": "separate", "#, with: ""))
        let result = try cli.run("check", ".")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("ORPHAN score-effects_0.png"), result.stdout)
        XCTAssertTrue(result.stdout.contains("ORPHAN score-effects.fnt.json"), result.stdout)
        XCTAssertEqual(try cli.run("check", ".", "--update").status, 0)
        XCTAssertFalse(cli.exists("score-effects.fnt.json"))
    }

    /// `--scale` picks a bitmap font's and an atlas's scales as it does an image's; `--format` may
    /// not ask a kind for a format it cannot write.
    func testRenderFollowsScaleAndRefusesAFormatTheKindCannotWrite() throws {
        let cli = try workspace()
        let font = try cli.run("score.json", "--scale", "2", "--out-dir", "out", "--quiet")
        XCTAssertEqual(font.status, 0, font.stderr)
        XCTAssertEqual(cli.files().filter { $0.hasPrefix("out/") }.sorted(),
                       ["out/score-effects@2x.fnt.json", "out/score-effects@2x_0.png", "out/score@2x.fnt.json", "out/score@2x_0.png"])
        let atlas = try cli.run("ui-atlas.json", "--scale", "3", "--out-dir", "sheets", "--quiet")
        XCTAssertEqual(atlas.status, 0, atlas.stderr)
        XCTAssertEqual(cli.files().filter { $0.hasPrefix("sheets/") }.sorted(), ["sheets/ui@3x.json", "sheets/ui@3x.png"])

        let label = try cli.run("labels/go.json", "--format", "fnt", "--out-dir", "x")
        XCTAssertEqual(label.status, 2)
        XCTAssertTrue(label.stderr.contains("go.json:1:24: error: $.kind: --format fnt: only a `bitmapFont` writes `fnt`"), label.stderr)
        let sheet = try cli.run("ui-atlas.json", "--format", "png", "--out-dir", "x")
        XCTAssertEqual(sheet.status, 2)
        XCTAssertTrue(sheet.stderr.contains("error: $.kind: --format png: an `atlas` writes `atlas` (its sheets), not `png`"), sheet.stderr)
        XCTAssertFalse(cli.exists("x"))
    }

    /// A bitmap font's warning (a weight its family lacks) reaches its files' results, a sprite's
    /// (text that does not fit) the atlas's, and --strict fails on them.
    func testFontAndSpriteWarningsReachTheReportsAndFailUnderStrict() throws {
        let cli = try CLIRunner()
        try cli.write("f.json", #"{"version": 1, "kind": "bitmapFont", "characters": "12", "font": {"weight": "light"}}"#)
        try cli.write("l.json", #"{"version": 1, "kind": "label", "size": {"width": 40, "height": 10}, "text": "Too long to fit here"}"#)
        try cli.write("ui-atlas.json", #"{"version": 1, "kind": "atlas", "name": "ui", "sprites": ["l.json"]}"#)
        XCTAssertEqual(try cli.run("check", ".", "--update", "-q").status, 0)
        let strict = try cli.run("check", ".", "--strict", "-q")
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stdout.contains("(failing under --strict)"), strict.stdout)
        let report = try cli.run("check", ".", "--report", "rep", "-q")
        XCTAssertEqual(report.status, 0, report.stderr)
        let results = try XCTUnwrap(JSONSerialization.jsonObject(with: cli.data("rep/results.json")) as? [String: Any])["results"] as? [[String: Any]]
        func warnings(_ golden: String) -> [String] {
            results?.first { $0["golden"] as? String == golden }?["warnings"] as? [String] ?? []
        }
        for golden in ["f.fnt", "f_0.png"] {
            XCTAssertTrue(warnings(golden).contains { $0.contains("$.font.weight: `DejaVu Sans` has no light (300) face") }, golden)
        }
        for golden in ["ui.png", "ui.json"] {
            XCTAssertTrue(warnings(golden).contains { $0.contains("l.json:") && $0.contains("warning: $.text: text does not fit") }, golden)
        }
    }

    func testUpdateNeverWritesOverASpec() throws {
        let cli = try CLIRunner()
        let spec = #"{"version": 1, "kind": "atlas", "name": "sheet", "sprites": ["go.json"]}"#
        try cli.write("sheet.json", spec)
        try cli.write("go.json", label)
        let result = try cli.run("check", ".", "--update")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stdout.contains("sheet.json:1:41: error: $.name: its output sheet.json would be written over the input sheet.json; give the spec another `name`"), result.stdout)
        XCTAssertEqual(String(decoding: try cli.data("sheet.json"), as: UTF8.self), spec)
    }
}
