import Foundation
import XCTest

final class RenderCommandTests: XCTestCase {
    let label = """
    {
      "version": 1,
      "kind": "label",
      "name": "title",
      "size": {"width": 120, "height": 40},
      "text": "Hello",
      "states": {"highlighted": {"fill": "red"}},
      "locales": {"de": {"text": "Hallo"}},
      "output": {"scales": [1, 2]}
    }
    """

    func testRendersEveryStateLocaleAndScaleNextToTheSpec() throws {
        let cli = try CLIRunner()
        try cli.write("specs/title.json", label)
        let r = try cli.run("specs/title.json")
        XCTAssertEqual(r.status, 0, r.stderr)
        for name in ["title.png", "title@2x.png", "title-highlighted.png", "title-highlighted@2x.png",
                     "de/title.png", "de/title@2x.png", "de/title-highlighted.png", "de/title-highlighted@2x.png"] {
            XCTAssertTrue(cli.exists("specs/\(name)"), "\(name) missing; have \(cli.files())")
        }
        XCTAssertTrue(r.stdout.contains("specs/title@2x.png"), r.stdout)
    }

    func testOutDirFormatsScaleStateAndLocaleFlags() throws {
        let cli = try CLIRunner()
        try cli.write("title.json", label)
        let r = try cli.run("title.json", "--out-dir", "out", "--format", "svg", "--format", "pdf", "--scale", "3",
                            "--state", "highlighted", "--locale", "de")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(cli.files().filter { $0.hasPrefix("out/") && $0.contains(".") }.sorted(),
                       ["out/de/title-highlighted@3x.pdf", "out/de/title-highlighted@3x.svg"])
    }

    func testSameBytesOnEveryRun() throws {
        let cli = try CLIRunner()
        try cli.write("title.json", label)
        try cli.run("title.json", "--format", "png", "--format", "svg", "--format", "pdf", "--out-dir", "a")
        try cli.run("title.json", "--format", "png", "--format", "svg", "--format", "pdf", "--out-dir", "b")
        for name in ["title.png", "title@2x.svg", "de/title-highlighted.pdf"] {
            XCTAssertEqual(try cli.data("a/\(name)"), try cli.data("b/\(name)"), name)
        }
    }

    /// Variants render in parallel, but the files, their bytes and the list printed are the same
    /// with one job or several.
    func testJobsDoNotChangeTheOutput() throws {
        let cli = try CLIRunner()
        try cli.write("title.json", label)
        try cli.write("shadow.json", """
        {"version": 1, "kind": "label", "size": {"width": 90, "height": 30}, "text": "Glow",
         "glow": {"color": "blue", "blur": 6}, "states": {"off": {"glow": {"color": "gray", "blur": 2}}},
         "output": {"scales": [1, 3]}}
        """)
        let one = try cli.run("title.json", "shadow.json", "--out-dir", "one", "--jobs", "1")
        let many = try cli.run("title.json", "shadow.json", "--out-dir", "many", "--jobs", "3")
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertEqual(many.status, 0, many.stderr)
        XCTAssertEqual(one.stdout.replacingOccurrences(of: "one/", with: ""), many.stdout.replacingOccurrences(of: "many/", with: ""))
        let files = cli.files().filter { $0.hasPrefix("one/") && $0.hasSuffix(".png") }.map { String($0.dropFirst(4)) }
        XCTAssertEqual(files.count, 12)
        for name in files { XCTAssertEqual(try cli.data("one/\(name)"), try cli.data("many/\(name)"), name) }
        XCTAssertEqual(try cli.run("title.json", "--jobs", "0").status, 2)
    }

    func testARefusedSpecWritesNothingAndPointsAtTheLine() throws {
        let cli = try CLIRunner()
        try cli.write("good.json", label)
        try cli.write("bad.json", """
        {
          "version": 1,
          "kind": "label",
          "size": {"width": 120, "height": 40},
          "text": "Hi",
          "shadow": {"color": "black", "blurr": 3}
        }
        """)
        try Data("old".utf8).write(to: cli.directory.appendingPathComponent("title.png"))
        let r = try cli.run("good.json", "bad.json")
        XCTAssertEqual(r.status, 2)
        let lines = r.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("bad.json:6:"), r.stderr)
        XCTAssertTrue(r.stderr.contains("error: $.shadow.blurr:"), r.stderr)
        XCTAssertTrue(r.stderr.contains("did you mean `blur`?"), r.stderr)
        XCTAssertEqual(try cli.data("title.png"), Data("old".utf8), "an existing output is not clobbered")
        XCTAssertFalse(cli.exists("title@2x.png"), "nothing written for the good spec either")
        XCTAssertFalse(cli.files().contains { $0.hasSuffix(".tmp") })
    }

    /// The image limit counts what this run would write, so `--scale` and `--format` are counted too;
    /// nothing is written when it is over.
    func testTheImageLimitHoldsWithCommandLineScalesAndFormats() throws {
        let cli = try CLIRunner()
        let states = (0..<299).map { "\"s\($0)\": {}" }.joined(separator: ", ")
        try cli.write("many.json", """
        {"version": 1, "kind": "view", "size": {"width": 4, "height": 4}, "background": "red", "states": {\(states)}}
        """)
        let r = try cli.run("many.json", "--out-dir", "out", "--scale", "1", "--scale", "2", "--scale", "3", "--scale", "4")
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderr, "many.json:1:1: error: $.output: with --scale and --format, 300 variants × 4 scales × 1 format make 1,200 images; the limit is 1,000 per spec\n")
        XCTAssertFalse(cli.exists("out"))
        // In the spec itself, it is refused by every command, at `output`.
        try cli.write("many.json", """
        {"version": 1, "kind": "view", "size": {"width": 4, "height": 4}, "background": "red", "output": {"scales": [1, 2, 3, 4]}, "states": {\(states)}}
        """)
        for command in [["validate"], ["render"], ["check"]] {
            let refused = try cli.run(command + ["many.json"], environment: [:])
            XCTAssertEqual(refused.status, 2, refused.stderr + refused.stdout)
            XCTAssertTrue((refused.stderr + refused.stdout).contains("many.json:1:98: error: $.output: 300 variants × 4 scales × 1 format make 1,200 images"), refused.stderr + refused.stdout)
        }
        XCTAssertEqual(cli.files().filter { $0.hasSuffix(".png") }, [])
    }

    /// A key with a newline and a value with an ESC cannot forge an error line or reach the terminal:
    /// one line per error on stderr, and no byte below 0x20 but each line's newline.
    func testErrorsNeverPrintARawControlCharacter() throws {
        let cli = try CLIRunner()
        try cli.write("forged.json", #"""
        {"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "x",
         "a\nforged.json:1:1: error: x": 1, "fill": "\u001b[31mred", "name": "n\u0000"}
        """#)
        for command in [["validate"], ["render"]] {
            let r = try cli.run(command + ["forged.json"], environment: [:])
            XCTAssertEqual(r.status, 2, r.stderr)
            let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines.count, 4, r.stderr)  // three errors and the empty rest after the last newline
            XCTAssertEqual(lines.filter { $0.hasPrefix("forged.json:") }.count, 3, r.stderr)
            XCTAssertFalse(r.stderr.utf8.contains { $0 < 0x20 && $0 != 0x0A }, r.stderr)
            XCTAssertTrue(r.stderr.contains(#"forged.json:2:2: error: $["a\nforged.json:1:1: error: x"]: unknown key `a\nforged.json:1:1: error: x`"#), r.stderr)
        }
    }

    func testBadUsageExitsTwo() throws {
        let cli = try CLIRunner()
        try cli.write("title.json", label)
        XCTAssertEqual(try cli.run("title.json", "--scale", "9").status, 2)
        XCTAssertEqual(try cli.run("title.json", "--format", "gif").status, 2)
        XCTAssertEqual(try cli.run("--no-such-flag", "title.json").status, 2)
        let many = try cli.run("title.json", "-o", "one.png")
        XCTAssertEqual(many.status, 2)
        XCTAssertTrue(many.stderr.contains("-o names one file"), many.stderr)
        XCTAssertFalse(cli.exists("one.png"))
    }

    func testSingleOutputToFile() throws {
        let cli = try CLIRunner()
        try cli.write("title.json", label)
        let r = try cli.run("title.json", "--state", "normal", "--locale", "base", "--scale", "1", "-o", "single.png")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(Array(try cli.data("single.png").prefix(4)), [137, 80, 78, 71])
    }

    func testMissingFileAndPathOutsideRoot() throws {
        let cli = try CLIRunner()
        let missing = try cli.run("nope.json")
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nope.json"), missing.stderr)
        try cli.write("inner/spec.json", """
        {"version": 1, "kind": "label", "extends": "../../outside.json", "size": {"width": 10}, "text": "x"}
        """)
        let outside = try cli.run("inner/spec.json")
        XCTAssertEqual(outside.status, 2)
        XCTAssertTrue(outside.stderr.contains("$.extends"), outside.stderr)
    }

    func testStrictTurnsTheFitWarningIntoExitOne() throws {
        let cli = try CLIRunner()
        try cli.write("long.json", """
        {"version": 1, "kind": "label", "size": {"width": 60, "height": 30}, "text": "Far too long for this",
         "locales": {"de": {"text": "Viel zu lang für dieses Feld"}}}
        """)
        let relaxed = try cli.run("long.json")
        XCTAssertEqual(relaxed.status, 0)
        // At the translation's own line and column, so an annotation lands on it.
        XCTAssertTrue(relaxed.stderr.contains("long.json:2:29: warning: $.locales.de.text: text does not fit: "), relaxed.stderr)
        XCTAssertTrue(relaxed.stderr.contains("(state normal, locale de)"), relaxed.stderr)
        let strict = try cli.run("long.json", "--strict")
        XCTAssertEqual(strict.status, 1)
    }

    func testValidate() throws {
        let cli = try CLIRunner()
        try cli.write("title.json", label)
        try cli.write("chars.json", """
        {"version": 1, "kind": "label", "size": {"width": 60, "height": 30},
         "text": "漢字"}
        """)
        let ok = try cli.run("validate", "title.json")
        XCTAssertEqual(ok.status, 0, ok.stderr)
        let bad = try cli.run("validate", "chars.json")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("chars.json:2:10: error: $.text: no font in the chain (DejaVu Sans) draws U+6F22 '漢'"), bad.stderr)
        XCTAssertTrue(cli.files().allSatisfy { $0.hasSuffix(".json") }, "validate writes nothing")
    }

    func testHelpShowsExamples() throws {
        let cli = try CLIRunner()
        let r = try cli.run("--help")
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.contains("Examples:"), r.stdout)
        XCTAssertTrue(try cli.run("render", "--help").stdout.contains("--out-dir"))
    }
}

final class ImagesetCommandTests: XCTestCase {
    func testImagesetGoesIntoACatalogBesideTheSpecOrIntoOutDir() throws {
        let cli = try CLIRunner()
        try cli.write("specs/go.json", """
        {"version": 1, "kind": "button", "size": {"width": 100, "height": 40}, "cornerRadius": 8,
         "title": {"text": "Go"}, "states": {"highlighted": {}}}
        """)
        let r = try cli.run("specs/go.json", "--format", "imageset")
        XCTAssertEqual(r.status, 0, r.stderr)
        for name in ["Contents.json", "go.imageset/Contents.json", "go.imageset/go.png", "go.imageset/go@2x.png",
                     "go.imageset/go@3x.png", "go-highlighted.imageset/go-highlighted@3x.png"] {
            XCTAssertTrue(cli.exists("specs/go.xcassets/\(name)"), "\(name) missing; have \(cli.files())")
        }
        XCTAssertEqual(r.stdout.components(separatedBy: "go.xcassets/Contents.json").count, 2, "the catalog's Contents.json is written once")
        let o = try cli.run("specs/go.json", "--format", "imageset", "--out-dir", "App/Assets.xcassets")
        XCTAssertEqual(o.status, 0, o.stderr)
        XCTAssertTrue(cli.exists("App/Assets.xcassets/go.imageset/go@2x.png"))

        // The issue's own spelling: the catalog named among the arguments.
        let named = try cli.run("specs/go.json", "--format", "imageset", "Game/Art.xcassets")
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertTrue(cli.exists("Game/Art.xcassets/go-highlighted.imageset/Contents.json"))
        let notImageset = try cli.run("specs/go.json", "Other.xcassets")
        XCTAssertEqual(notImageset.status, 2)
        XCTAssertTrue(notImageset.stderr.contains("it is where --format imageset writes"), notImageset.stderr)
        XCTAssertFalse(cli.exists("Other.xcassets"))
        XCTAssertEqual(try cli.run("specs/go.json", "--format", "imageset", "A.xcassets", "B.xcassets").status, 2)
    }
}
