import Foundation
import XCTest

/// `check` reports what `render` warns about, in every report, and `--strict` fails on it
/// (issue 8, point 3); `validate --strict` too.
final class CheckWarningTests: XCTestCase {
    /// A one-line label whose text cannot fit: truncated with an ellipsis.
    let tooLong = """
    {
      "version": 1, "kind": "label", "size": {"width": 40, "height": 20},
      "text": "This is far too long", "lines": 1,
      "output": {"scales": [1, 2]}
    }
    """

    func testWarningsReachTheConsoleJSONJUnitAndAnnotations() throws {
        let cli = try CLIRunner()
        try cli.write("Specs/long.json", tooLong)
        XCTAssertEqual(try cli.run("check", "Specs", "--update", "-q").status, 0)

        let run = try cli.run(["check", "Specs", "-q", "--json", "r.json", "--junit", "j.xml"],
                              environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        // Once in the console, though both outputs carry it.
        XCTAssertEqual(run.stdout.components(separatedBy: "warning: $.text: text does not fit").count, 2, run.stdout)
        XCTAssertTrue(run.stdout.contains("2 passed; 1 warning\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("::warning file=Specs/long.json"), run.stdout)

        let json = try JSONSerialization.jsonObject(with: try cli.data("r.json")) as! [String: Any]
        let results = json["results"] as! [[String: Any]]
        XCTAssertEqual(results.count, 2)
        for result in results {
            XCTAssertEqual(result["status"] as? String, "pass")
            XCTAssertTrue((result["warnings"] as? [String])?.first?.contains("truncated with an ellipsis") == true, "\(result)")
        }
        let junit = String(decoding: try cli.data("j.xml"), as: UTF8.self)
        XCTAssertTrue(junit.contains("<system-out>") && junit.contains("does not fit"), junit)
        XCTAssertFalse(junit.contains("<failure"), junit)
    }

    func testStrictFailsTheOutputsAWarningConcerns() throws {
        let cli = try CLIRunner()
        try cli.write("Specs/long.json", tooLong)
        try cli.write("Specs/fine.json", """
        {"version": 1, "kind": "label", "size": {"width": 80, "height": 30}, "text": "Hi"}
        """)
        XCTAssertEqual(try cli.run("check", "Specs", "--update", "-q").status, 0)

        let run = try cli.run(["check", "Specs", "-q", "--strict", "--junit", "j.xml"], environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("(failing under --strict)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("::error file=Specs/long.json"), run.stdout)
        let junit = String(decoding: try cli.data("j.xml"), as: UTF8.self)
        XCTAssertEqual(junit.components(separatedBy: "<failure type=\"warning\"").count, 3, junit)
        XCTAssertTrue(junit.contains("failures=\"2\""), junit)
    }

    func testValidateStrict() throws {
        let cli = try CLIRunner()
        try cli.write("long.json", tooLong)
        let plain = try cli.run("validate", "long.json")
        XCTAssertEqual(plain.status, 0)
        XCTAssertTrue(plain.stderr.contains("warning: $.text: text does not fit"), plain.stderr)
        XCTAssertTrue(plain.stdout.contains("1 warning(s)"), plain.stdout)
        XCTAssertEqual(try cli.run("validate", "--strict", "long.json").status, 1)
        XCTAssertEqual(try cli.run("render", "--strict", "long.json").status, 1)
    }

    func testACutShadowWarnsInCheck() throws {
        let cli = try CLIRunner()
        try cli.write("Specs/field.json", """
        {"version": 1, "kind": "textField", "size": {"width": 200, "height": 40}, "text": "Hello",
         "shadow": {"color": "#000000aa", "offset": [0, 8], "blur": 12}}
        """)
        XCTAssertEqual(try cli.run("check", "Specs", "--update", "-q").status, 0)
        let run = try cli.run("check", "Specs", "-q")
        XCTAssertTrue(run.stdout.contains("Specs/field.json:2:12: warning: $.shadow: the drop shadow is cut off (state normal)"), run.stdout)
        XCTAssertEqual(try cli.run("check", "Specs", "-q", "--strict").status, 1)
    }

    /// A bitmap font's characters no face draws, left out under `missing: warn`, warn in `check`
    /// at the set that brought them in, and `--strict` fails on it (issue 23, point 3).
    func testCharactersLeftOutWarnInCheck() throws {
        let cli = try CLIRunner()
        try cli.write("Specs/font.json", """
        {"version": 1, "kind": "bitmapFont", "characters": ["AB", {"set": "katakana"}], "missing": "warn",
         "font": {"family": "DejaVu Sans", "size": 20}}
        """)
        XCTAssertEqual(try cli.run("check", "Specs", "--update", "-q").status, 0)
        let run = try cli.run("check", "Specs", "-q")
        XCTAssertTrue(run.stdout.contains("Specs/font.json:1:59: warning: $.characters[1]: no face of the font chain draws 96 of the 96 characters of set `katakana`"), run.stdout)
        XCTAssertEqual(try cli.run("check", "Specs", "-q", "--strict").status, 1)
    }
}
