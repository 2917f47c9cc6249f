import Foundation
import XCTest

/// How render, validate, check and report merge treat their arguments: collisions, discovery,
/// empty inputs, overlapping shards and option ranges.
final class ArgumentTests: XCTestCase {
    private func label(_ name: String, _ text: String, extra: String = "") -> String {
        #"{"version": 1, "kind": "label", "name": "\#(name)", "size": {"width": 60, "height": 20}, "text": "\#(text)"\#(extra)}"#
    }

    private func outputs(_ cli: CLIRunner) -> [String] {
        cli.files().filter { [".png", ".svg", ".pdf"].contains(where: $0.hasSuffix) }
    }

    func testRenderRefusesOutputsTwoSpecsWouldWriteAndWritesNothing() throws {
        let cli = try CLIRunner()
        try cli.write("a.json", label("x", "A", extra: #", "states": {"hi": {"fill": "red"}}"#))
        try cli.write("b.json", label("x-hi", "B"))      // a state output of a.json
        try cli.write("c.json", label("x", "C"))         // the same name as a.json
        let r = try cli.run("a.json", "b.json", "c.json")
        XCTAssertEqual(r.status, 2, r.stdout + r.stderr)
        XCTAssertEqual(r.stderr.split(separator: "\n").sorted(), [
            "b.json:1:41: error: $.name: writes x-hi.png, which a.json writes too; give one of them another `name`",
            "c.json:1:41: error: $.name: writes x.png, which a.json writes too; give one of them another `name`",
        ], r.stderr)
        XCTAssertEqual(outputs(cli), [], "nothing written")

        // Two folders are fine beside their specs, but not into one --out-dir.
        try cli.write("one/t.json", label("t", "1"))
        try cli.write("two/t.json", label("t", "2"))
        let out = try cli.run("one/t.json", "two/t.json", "--out-dir", "out")
        XCTAssertEqual(out.status, 2)
        XCTAssertTrue(out.stderr.contains("two/t.json:1:41: error: $.name: writes out/t.png, which one/t.json writes too"), out.stderr)
        XCTAssertFalse(cli.exists("out"))
        XCTAssertEqual(try cli.run("one/t.json", "two/t.json").status, 0, "beside each spec they do not collide")
        // The same file twice, or a repeated --scale, is one output, not a collision.
        XCTAssertEqual(try cli.run("one/t.json", "./one/t.json", "--scale", "2", "--scale", "2", "-q").status, 0)
    }

    func testRenderAndValidateFindSpecsAsCheckDoes() throws {
        let cli = try CLIRunner()
        try cli.write("Specs/label/_base.json", #"{"version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "text": "$t"}"#)
        try cli.write("Specs/label/a.json", #"{"version": 1, "kind": "label", "extends": "_base.json", "text": "A"}"#)
        try cli.write("Specs/label/b.json", label("b", "B"))
        try cli.write("Specs/label/render-spec-manifest.json", #"{"version": 1, "fonts": {}, "toolchain": {}}"#)
        try cli.write("Specs/fonts/x.json", "not a spec")
        try cli.write("Specs/empty/README.md", "no specs here")

        // The shell glob names the base and the manifest; both are skipped.
        let glob = try cli.run("validate", "Specs/label/_base.json", "Specs/label/a.json", "Specs/label/b.json",
                               "Specs/label/render-spec-manifest.json")
        XCTAssertEqual(glob.status, 0, glob.stderr)
        XCTAssertEqual(glob.stdout, "2 spec(s) valid (2 variant(s))\n")
        let folder = try cli.run("validate", "Specs")
        XCTAssertEqual(folder.status, 0, folder.stderr)
        XCTAssertEqual(folder.stdout, "2 spec(s) valid (2 variant(s))\n")

        let render = try cli.run("Specs", "--out-dir", "out")
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertEqual(outputs(cli), ["out/a.png", "out/b.png"])

        for command in [["validate"], []] {
            let none = try cli.run(command + ["Specs/label/_base.json", "Specs/empty"], environment: [:])
            XCTAssertEqual(none.status, 2, "\(command)")
            XCTAssertTrue(none.stderr.hasPrefix("error: no specs found in Specs/label/_base.json, Specs/empty"), none.stderr)
            XCTAssertEqual(none.stdout, "")
        }
        XCTAssertEqual(outputs(cli), ["out/a.png", "out/b.png"], "nothing more written")
    }

    func testCheckWithoutSpecsExitsTwoButAShardDealtNoSpecsPasses() throws {
        let cli = try CLIRunner()
        try cli.write("Empty/README.md", "no specs here")
        let empty = try cli.run("check", "Empty", "-q", "--json", "results.json")
        XCTAssertEqual(empty.status, 2, empty.stdout)
        XCTAssertTrue(empty.stdout.contains("REFUSED Empty: no specs found in Empty"), empty.stdout)
        for k in 1...2 {
            XCTAssertEqual(try cli.run("check", "Empty", "-q", "--shard", "\(k)/2").status, 2, "every shard of a wrong path fails")
        }

        for name in ["a", "b", "c"] { try cli.write("Specs/\(name).json", label(name, name.uppercased())) }
        XCTAssertEqual(try cli.run("check", "Specs", "--update", "-q").status, 0)
        let idle = try cli.run("check", "Specs", "-q", "--shard", "5/5")
        XCTAssertEqual(idle.status, 0, idle.stdout)
        XCTAssertEqual(idle.stdout, "nothing checked: shard 5/5 was dealt no specs\n")
    }

    func testReportMergeRefusesAShardGivenTwiceOrOverlappingShards() throws {
        let cli = try CLIRunner()
        for name in ["a", "b", "c"] { try cli.write("Specs/\(name).json", label(name, name.uppercased())) }
        XCTAssertEqual(try cli.run("check", "Specs", "--update", "-q").status, 0)
        for k in 1...2 { _ = try cli.run("check", "Specs", "-q", "--shard", "\(k)/2", "--report", "shard\(k)") }
        _ = try cli.run("check", "Specs", "-q", "--json", "whole.json")

        let twice = try cli.run("report", "merge", "shard1", "shard1", "--report", "merged", "--json", "merged.json")
        XCTAssertEqual(twice.status, 2, twice.stdout)
        XCTAssertEqual(twice.stderr, "render-spec report merge: shard1: error: Specs/a.png is in both shard1 and shard1; merge each shard once, from one --shard K/N matrix\n")
        XCTAssertEqual(twice.stdout, "")
        XCTAssertFalse(cli.exists("merged") || cli.exists("merged.json"), "nothing written")

        let overlap = try cli.run("report", "merge", "shard1", "shard2", "whole.json")
        XCTAssertEqual(overlap.status, 2)
        XCTAssertTrue(overlap.stderr.contains("is in both shard"), overlap.stderr)
        XCTAssertTrue(overlap.stderr.contains(" and whole.json;"), overlap.stderr)

        let fine = try cli.run("report", "merge", "shard1", "shard2")
        XCTAssertEqual(fine.status, 0, fine.stderr)
        XCTAssertEqual(fine.stdout, "3 passed\n")
    }

    func testOptionValuesOutOfRangeExitTwoWithOneLine() throws {
        let cli = try CLIRunner()
        try cli.write("Specs/a.json", label("a", "A"))
        // Valid PNGs, so only the option can be wrong.
        XCTAssertEqual(try cli.run("Specs/a.json", "-q").status, 0)
        let cases: [([String], String)] = [
            (["diff", "Specs/a.png", "Specs/a.png", "--threshold", "2"], "--threshold must be between 0 and 1, not 2.0"),
            (["diff", "Specs/a.png", "Specs/a.png", "--threshold=-0.1"], "--threshold must be between 0 and 1, not -0.1"),
            (["diff", "Specs/a.png", "Specs/a.png", "--alpha", "1.5", "-o", "d.png"], "--alpha must be between 0 and 1, not 1.5"),
            (["check", "Specs", "--threshold", "1.5"], "--threshold must be between 0 and 1, not 1.5"),
            (["check", "Specs", "--max-diff-ratio", "2"], "--max-diff-ratio must be between 0 and 1, not 2.0"),
            (["check", "Specs", "--max-diff-pixels=-1"], "--max-diff-pixels must be ≥ 0, not -1"),
        ]
        for (arguments, message) in cases {
            let r = try cli.run(arguments, environment: [:])
            XCTAssertEqual(r.status, 2, "\(arguments)")
            XCTAssertTrue(r.stderr.split(separator: "\n").first?.hasSuffix(message) == true, "\(arguments): \(r.stderr)")
            XCTAssertEqual(r.stdout, "", "\(arguments)")
        }
        XCTAssertFalse(cli.exists("d.png"))
        XCTAssertFalse(cli.exists("Specs/render-spec-manifest.json"), "check wrote nothing")
        XCTAssertEqual(try cli.run("diff", "Specs/a.png", "Specs/a.png", "--threshold", "1", "--alpha", "0").status, 0)
    }
}
