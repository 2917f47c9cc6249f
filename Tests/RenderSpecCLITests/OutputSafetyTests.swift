import Foundation
import XCTest

/// Issue 8, points 1, 2 and 11: an output never replaces an input, the -o extension and the format
/// agree, and usage mistakes are one plain line with exit 2.
final class OutputSafetyTests: XCTestCase {
    let label = """
    {"version": 1, "kind": "label", "name": "title", "size": {"width": 80, "height": 30}, "text": "Hi",
     "states": {"highlighted": {"fill": "red"}}, "output": {"scales": [1]}}
    """

    func testRenderNeverWritesOverItsSpecAFontOrALinkToThem() throws {
        let cli = try CLIRunner()
        try cli.write("title.json", label)
        let spec = try cli.data("title.json")
        try FileManager.default.createSymbolicLink(atPath: cli.directory.appendingPathComponent("link.png").path,
                                                   withDestinationPath: "title.json")
        try FileManager.default.linkItem(atPath: cli.directory.appendingPathComponent("title.json").path,
                                         toPath: cli.directory.appendingPathComponent("hard.png").path)
        for target in ["title.json", "link.png", "hard.png", "./sub/../title.json"] {
            let format = target.hasSuffix(".json") ? ["--format", "png"] : []
            let r = try cli.run(["title.json", "--state", "normal", "-o", target] + format, environment: [:])
            XCTAssertEqual(r.status, 2, target)
            XCTAssertEqual(try cli.data("title.json"), spec, "\(target) replaced the spec")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        }
        let r = try cli.run("title.json", "--state", "normal", "--format", "png", "-o", "hard.png")
        XCTAssertTrue(r.stderr.contains("title.json is an input (hard.png is the same file)"), r.stderr)
    }

    func testDiffNeverWritesOverAnInput() throws {
        let cli = try CLIRunner()
        try cli.write("title.json", label)
        XCTAssertEqual(try cli.run("title.json", "--state", "normal", "-o", "a.png").status, 0)
        try FileManager.default.copyItem(at: cli.directory.appendingPathComponent("a.png"), to: cli.directory.appendingPathComponent("b.png"))
        let golden = try cli.data("a.png")
        for target in ["a.png", "b.png"] {
            let r = try cli.run("diff", "a.png", "b.png", "-o", target)
            XCTAssertEqual(r.status, 2)
            XCTAssertTrue(r.stderr.contains("is an input"), r.stderr)
        }
        XCTAssertEqual(try cli.data("a.png"), golden)
        XCTAssertEqual(try cli.run("diff", "a.png", "b.png", "-o", "d.svg").status, 2)
        XCTAssertEqual(try cli.run("diff", "a.png", "b.png", "-o", "d.png").status, 0)
    }

    func testCheckAndMergeNeverWriteResultsOverASpec() throws {
        let cli = try CLIRunner()
        try cli.write("specs/title.json", label)
        let spec = try cli.data("specs/title.json")
        for option in ["--json", "--junit"] {
            let r = try cli.run("check", "specs", option, "specs/title.json")
            XCTAssertEqual(r.status, 2, r.stderr)
            XCTAssertEqual(try cli.data("specs/title.json"), spec)
        }
    }

    /// A folder among the inputs that the user cannot read (another user's, or a `chmod 000` one)
    /// does not leave the readable files unprotected. Run as `nobody` when the tests run as root,
    /// for whom no folder is unreadable.
    func testAnUnreadableFolderLeavesTheOthersProtected() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unreadable-\(UUID().uuidString)")
        defer {
            chmod(folder.path + "/specs/locked", 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        try FileManager.default.createDirectory(atPath: folder.path + "/specs/locked", withIntermediateDirectories: true)
        try label.write(toFile: folder.path + "/specs/title.json", atomically: true, encoding: .utf8)
        try label.write(toFile: folder.path + "/specs/locked/other.json", atomically: true, encoding: .utf8)
        for path in [folder.path, folder.path + "/specs"] { chmod(path, 0o777) }
        chmod(folder.path + "/specs/title.json", 0o666)
        chmod(folder.path + "/specs/locked", 0o000)
        let spec = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/specs/title.json"))
        let command = [CLIRunner.binary.path, "check", "specs", "--json", "specs/title.json"]
        let run = getuid() == 0
            ? try CLIRunner.execute(URL(fileURLWithPath: "/usr/sbin/runuser"), ["-u", "nobody", "--"] + command, in: folder)
            : try CLIRunner.execute(CLIRunner.binary, Array(command.dropFirst()), in: folder)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("is an input"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/specs/title.json")), spec)
    }

    func testTheOutputExtensionChoosesTheFormatAndAContradictionIsRefused() throws {
        let cli = try CLIRunner()
        try cli.write("title.json", label)
        XCTAssertEqual(try cli.run("title.json", "--state", "normal", "-o", "out.svg").status, 0)
        XCTAssertTrue(String(decoding: try cli.data("out.svg"), as: UTF8.self).hasPrefix("<?xml"))
        XCTAssertEqual(try cli.run("title.json", "--state", "normal", "-o", "out.pdf").status, 0)
        XCTAssertTrue(String(decoding: try cli.data("out.pdf").prefix(5), as: UTF8.self) == "%PDF-")

        let contradiction = try cli.run("title.json", "--state", "normal", "-o", "x.pdf", "--format", "svg")
        XCTAssertEqual(contradiction.status, 2)
        XCTAssertTrue(contradiction.stderr.contains("extension .pdf, but --format asks for svg"), contradiction.stderr)
        XCTAssertFalse(cli.exists("x.pdf"))
        let unknown = try cli.run("title.json", "--state", "normal", "-o", "x.img")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertFalse(cli.exists("x.img"))
        // No extension is no contradiction when --format says it.
        XCTAssertEqual(try cli.run("title.json", "--state", "normal", "-o", "plain", "--format", "svg").status, 0)
    }

    func testUsageMistakesAreOnePlainLine() throws {
        let cli = try CLIRunner()
        try cli.write("title.json", label)
        try cli.write("afile", "x")
        let notFolder = try cli.run("title.json", "--out-dir", "afile")
        XCTAssertEqual(notFolder.status, 2)
        XCTAssertEqual(notFolder.stderr, "error: afile is not a folder\n")

        let threshold = try cli.run("diff", "a.png", "b.png", "--threshold", "-1")
        XCTAssertEqual(threshold.status, 2)
        XCTAssertTrue(threshold.stderr.contains("--threshold must be between 0 and 1, not -1"), threshold.stderr)

        let help = try cli.run("help", "nosuch")
        XCTAssertEqual(help.status, 2)
        XCTAssertTrue(help.stderr.contains("no help topic `nosuch`"), help.stderr)
        XCTAssertEqual(try cli.run("help", "report", "merge").status, 0)

        let state = try cli.run("title.json", "--state", "pressed")
        XCTAssertEqual(state.status, 2)
        XCTAssertTrue(state.stderr.contains("no spec has the state `pressed` (states: normal, highlighted)"), state.stderr)
    }
}
