import Foundation
import XCTest

final class CheckCommandTests: XCTestCase {
    private func label(_ text: String, width: Int = 120) -> String {
        """
        {
          "version": 1,
          "kind": "label",
          "size": {"width": \(width), "height": 40},
          "text": "\(text)",
          "locales": {"de": {"text": "\(text)!"}}
        }
        """
    }

    func testExitCodesZeroOneAndTwo() throws {
        let cli = try CLIRunner()
        try cli.write("Specs/a.json", label("A"))
        try cli.write("Specs/b.json", label("B"))

        let missing = try cli.run("check", "Specs", "-q")
        XCTAssertEqual(missing.status, 1, missing.stdout + missing.stderr)
        XCTAssertTrue(missing.stdout.contains("MISSING Specs/a.png"), missing.stdout)
        XCTAssertTrue(missing.stdout.contains("4 missing"), missing.stdout)

        let update = try cli.run("check", "Specs", "--update", "-q")
        XCTAssertEqual(update.status, 0, update.stdout + update.stderr)
        XCTAssertTrue(cli.exists("Specs/de/b.png"))
        XCTAssertTrue(cli.exists("Specs/render-spec-manifest.json"))

        let pass = try cli.run("check", "Specs")
        XCTAssertEqual(pass.status, 0, pass.stdout + pass.stderr)
        XCTAssertEqual(pass.stdout, "4 passed\n")
        // Off a terminal, one progress line per spec (in completion order, which jobs may change).
        XCTAssertEqual(pass.stderr.split(separator: "\n").sorted(by: { $0.dropFirst(6) < $1.dropFirst(6) }).map { String($0.dropFirst(6)) },
                       ["Specs/a.json: ok", "Specs/b.json: ok"], pass.stderr)
        XCTAssertTrue(pass.stderr.hasPrefix("[1/2] ") && pass.stderr.contains("\n[2/2] "), pass.stderr)

        try cli.write("Specs/b.json", label("Bee"))
        let fail = try cli.run("check", "Specs", "-q")
        XCTAssertEqual(fail.status, 1)
        XCTAssertTrue(fail.stdout.contains("FAIL Specs/b.png [Specs/b.json:1]:"), fail.stdout)

        let budget = try cli.run("check", "Specs", "-q", "--max-diff-ratio", "0.5")
        XCTAssertEqual(budget.status, 0, budget.stdout)

        try cli.write("Specs/c.json", #"{"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "txt": "x"}"#)
        let refused = try cli.run("check", "Specs", "-q")
        XCTAssertEqual(refused.status, 2, refused.stdout)
        XCTAssertTrue(refused.stdout.contains("REFUSED Specs/c.json"), refused.stdout)

        for usage in [["check", "Specs", "--shard", "3/2"], ["check", "Specs", "--threshold", "2"],
                      ["check", "Specs", "--update", "--shard", "1/2"], ["check", "Specs", "--jobs", "0"],
                      ["check", "Specs", "--update=sometimes"], ["check"]] {
            let r = try cli.run(usage, environment: [:])
            XCTAssertEqual(r.status, 2, "\(usage): \(r.stderr)")
        }
    }

    func testUpdateEqualsAllSpellingRewritesGoldens() throws {
        let cli = try CLIRunner()
        try cli.write("Specs/a.json", label("A"))
        XCTAssertEqual(try cli.run("check", "Specs", "--update=all", "-q").status, 0)
        XCTAssertTrue(cli.exists("Specs/a.png"))
        try cli.write("Specs/a.json", label("AA"))
        let r = try cli.run("check", "Specs", "--update=all", "-q")
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("FAIL (updated) Specs/a.png"), r.stdout)
        XCTAssertEqual(try cli.run("check", "Specs", "-q").status, 0)
    }

    func testGitHubActionsAnnotationsAndStepSummary() throws {
        let cli = try CLIRunner()
        try cli.write("Specs/a.json", label("A"))
        XCTAssertEqual(try cli.run("check", "Specs", "--update", "-q").status, 0)
        try cli.write("Specs/a.json", label("Changed"))
        let summary = cli.directory.appendingPathComponent("summary.md")
        try "previous step\n".write(to: summary, atomically: true, encoding: .utf8)
        let r = try cli.run(["check", "Specs", "-q", "--junit", "out/junit.xml"],
                            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stdout.contains("::error file=Specs/a.json,line=1,col=1,title=render-spec check%3A fail::Specs/a.png: "), r.stdout)
        // The de variant points at its `locales` entry, on line 6.
        XCTAssertTrue(r.stdout.contains("::error file=Specs/a.json,line=6,"), r.stdout)
        let md = try String(contentsOf: summary, encoding: .utf8)
        XCTAssertTrue(md.hasPrefix("previous step\n### render-spec check"), md)
        XCTAssertTrue(md.contains("| fail | Specs/a.png |"), md)
        XCTAssertTrue(try String(decoding: cli.data("out/junit.xml"), as: UTF8.self).contains("<failure type=\"fail\""))
    }

    func testShardsAndReportMerge() throws {
        let cli = try CLIRunner()
        for name in ["a", "b", "c", "d", "e"] { try cli.write("Specs/\(name).json", label(name.uppercased())) }
        XCTAssertEqual(try cli.run("check", "Specs", "--update", "-q").status, 0)
        try cli.write("Specs/c.json", label("Changed"))

        let whole = try cli.run("check", "Specs", "-q", "--json", "whole.json", "--report", "whole")
        XCTAssertEqual(whole.status, 1)
        var specs: [String] = []
        for k in 1...3 {
            let r = try cli.run("check", "Specs", "-q", "--shard", "\(k)/3", "--report", "shard\(k)", "--jobs", "1")
            XCTAssertTrue(cli.exists("shard\(k)/results.json") && cli.exists("shard\(k)/index.html"))
            let results = try JSONSerialization.jsonObject(with: cli.data("shard\(k)/results.json")) as! [String: Any]
            specs += Set((results["results"] as! [[String: Any]]).compactMap { $0["spec"] as? String })
            XCTAssertEqual(r.status, (results["results"] as! [[String: Any]]).contains { $0["status"] as? String != "pass" } ? 1 : 0)
        }
        XCTAssertEqual(specs.sorted(), ["a", "b", "c", "d", "e"].map { "Specs/\($0).json" })

        let merge = try cli.run("report", "merge", "shard1", "shard2", "shard3", "--report", "merged", "--json", "merged.json")
        XCTAssertEqual(merge.status, 1, merge.stdout + merge.stderr)
        XCTAssertTrue(merge.stdout.contains("FAIL Specs/c.png"), merge.stdout)
        XCTAssertTrue(cli.exists("merged/index.html"))
        XCTAssertTrue(cli.exists("merged/artifacts/c.diff.png"))
        XCTAssertEqual(try cli.data("merged.json"), try cli.data("whole.json"), "merged shards equal one whole run")

        let bad = try cli.run("report", "merge", "nothing-here")
        XCTAssertEqual(bad.status, 2)
    }

    func testJobsDoNotChangeTheResults() throws {
        let cli = try CLIRunner()
        for i in 0..<6 { try cli.write("Specs/k\(i).json", label("K\(i)")) }
        XCTAssertEqual(try cli.run("check", "Specs", "--update", "-q").status, 0)
        for i in [1, 4] { try cli.write("Specs/k\(i).json", label("Changed \(i)")) }
        _ = try cli.run("check", "Specs", "-q", "--jobs", "1", "--json", "one.json")
        _ = try cli.run("check", "Specs", "-q", "--jobs", "4", "--json", "four.json")
        XCTAssertEqual(try cli.data("one.json"), try cli.data("four.json"))
    }

    /// The record modes: RENDER_SPEC_RECORD=missing writes new goldens but never touches a
    /// failing one, and a run that recorded fails, so a recording is never taken for a pass.
    func testRecordModesFromTheEnvironment() throws {
        let cli = try CLIRunner()
        try cli.write("Specs/a.json", label("A"))
        let recorded = try cli.run(["check", "Specs", "-q"], environment: ["RENDER_SPEC_RECORD": "missing"])
        XCTAssertEqual(recorded.status, 1, recorded.stdout + recorded.stderr)
        XCTAssertTrue(recorded.stderr.contains("recorded 2 golden(s) under RENDER_SPEC_RECORD=missing"), recorded.stderr)
        XCTAssertTrue(cli.exists("Specs/a.png") && cli.exists("Specs/de/a.png"))
        XCTAssertEqual(try cli.run(["check", "Specs", "-q"], environment: ["RENDER_SPEC_RECORD": "missing"]).status, 0,
                       "nothing left to record: a pass")

        try cli.write("Specs/a.json", label("Changed"))
        let golden = try cli.data("Specs/a.png")
        let failing = try cli.run(["check", "Specs", "-q"], environment: ["RENDER_SPEC_RECORD": "missing"])
        XCTAssertEqual(failing.status, 1)
        XCTAssertEqual(try cli.data("Specs/a.png"), golden, "`missing` never rewrites a failing golden")
        XCTAssertEqual(try cli.run(["check", "Specs", "-q"], environment: ["RENDER_SPEC_RECORD": "never"]).status, 1)
        let rewritten = try cli.run(["check", "Specs", "-q"], environment: ["RENDER_SPEC_RECORD": "failed"])
        XCTAssertEqual(rewritten.status, 1, "a run that recorded fails")
        XCTAssertNotEqual(try cli.data("Specs/a.png"), golden)
        XCTAssertEqual(try cli.run(["check", "Specs", "-q"], environment: ["RENDER_SPEC_RECORD": "never"]).status, 0)

        let bad = try cli.run(["check", "Specs"], environment: ["RENDER_SPEC_RECORD": "sometimes"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("RENDER_SPEC_RECORD must be missing, failed, all or never"), bad.stderr)
    }
}
