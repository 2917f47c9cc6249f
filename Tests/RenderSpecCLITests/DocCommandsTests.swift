import Foundation
import Testing

/// scripts/run-doc-commands.py, which scripts/test.sh runs over README.md, CONTRIBUTING.md and docs/:
/// here it runs small Markdown files of known commands (a failure is named at its file and line, a
/// `not-run` block is listed and not run, here-documents and `cd` work, `preview` is probed), and it
/// lists the real documentation's commands, each block run or marked with the reason it is not.
@Suite struct DocCommandsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("scripts/run-doc-commands.py").path

    /// A folder standing for a repository: `files` written into it, and nothing else.
    private func repository(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-commands-\(UUID().uuidString)")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    private func runner(_ arguments: [String]) throws -> CLIRunner.Result {
        let bin = CLIRunner.binary.deletingLastPathComponent().path
        return try CLIRunner.execute(URL(fileURLWithPath: "/usr/bin/env"),
                                     ["python3", Self.script, "--bin", bin] + arguments,
                                     in: FileManager.default.temporaryDirectory)
    }

    private static let label = #"{"version": 1, "kind": "label", "name": "hi", "size": {"width": 60, "height": 20}, "text": "hi"}"#

    @Test func aFailingCommandIsNamedByItsFileAndLineAndStopsItsFile() throws {
        let folder = try repository([
            "spec.json": Self.label,
            "README.md": """
            # A page

            ```sh
            render-spec spec.json                 # passes
            render-spec validate missing.json     # line 5: exit 2
            touch never-reached
            ```
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runner(["--root", folder.path, "--keep", "README.md"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("README.md:5: error: exit 2: render-spec validate missing.json"), "\(run.stdout)")
        #expect(run.stdout.contains("missing.json"))
        // The copy was kept (--keep): the first command wrote into it, the third never ran, and the
        // repository itself was not touched.
        let kept = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("kept ") }).dropFirst(5)
        defer { try? FileManager.default.removeItem(atPath: String(kept)) }
        #expect(FileManager.default.fileExists(atPath: "\(kept)/repository/hi.png"))
        #expect(!FileManager.default.fileExists(atPath: "\(kept)/repository/never-reached"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("hi.png").path))
    }

    /// A `run-in: new folder` block starts in an empty folder outside the copy (no README, no
    /// repository above it), which the file's other such blocks share; unmarked blocks still start
    /// in the copy.
    @Test func aNewFolderBlockStartsOutsideTheRepository() throws {
        let folder = try repository([
            "README.md": """
            <!-- run-in: new folder -->
            ```sh
            test ! -e README.md
            touch made
            ```

            ```sh
            test -e README.md && test ! -e made
            ```

            <!-- run-in: new folder -->
            ```sh
            test -e made && ! git rev-parse --git-dir
            ```
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runner(["--root", folder.path, "README.md"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("README.md: 4 command(s) passed"), "\(run.stdout)")
        // And a failing check in such a block fails the run, so the test above can fail.
        try "<!-- run-in: new folder -->\n```sh\ntest -e README.md\n```\n".write(
            to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let failing = try runner(["--root", folder.path, "README.md"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("README.md:3: error: exit 1: test -e README.md"), "\(failing.stdout)")
    }

    @Test func aNotRunBlockIsListedWithItsReasonAndNotRun() throws {
        let folder = try repository([
            "docs/page.md": """
            Text.

            <!-- not-run: needs a Mac -->
            ```sh
            false
            ```

            ```bash
            true
            ```
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runner(["--root", folder.path, "docs/page.md"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("docs/page.md:4: not run: needs a Mac"), "\(run.stdout)")
        #expect(run.stdout.contains("docs/page.md: 1 command(s) passed"), "\(run.stdout)")
    }

    @Test func hereDocumentsAndCdWorkWithinABlockAndEachBlockStartsAtTheTop() throws {
        let folder = try repository([
            "README.md": """
            ```sh
            mkdir -p first && cd first
            cat > spec.json <<'EOF'
            \(Self.label)
            EOF
            render-spec spec.json \\
              --scale 2
            ```

            ```console
            $ test -f first/hi@2x.png && test ! -e first/hi.png
            $ render-spec validate first
            1 spec(s) valid
            ```
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runner(["--root", folder.path, "README.md"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("README.md: 5 command(s) passed"), "\(run.stdout)")
        let listed = try runner(["--root", folder.path, "--list", "README.md"])
        #expect(listed.stdout.contains("README.md:2: mkdir -p first && cd first"))
        #expect(listed.stdout.contains("README.md:6: render-spec spec.json \\\n      --scale 2"), "\(listed.stdout)")
        #expect(!listed.stdout.contains("1 spec(s) valid"), "console output is not a command")
    }

    @Test func previewIsStartedFetchedAndStopped() throws {
        let folder = try repository([
            "spec.json": Self.label,
            "README.md": """
            ```sh
            render-spec preview spec.json    # serves until Ctrl-C
            ```
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runner(["--root", folder.path, "README.md"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("README.md: 1 command(s) passed"), "\(run.stdout)")

        // A preview that cannot start (no such spec) fails at its line.
        try "```sh\nrender-spec preview nothing.json\n```\n".write(to: folder.appendingPathComponent("README.md"),
                                                                    atomically: true, encoding: .utf8)
        let broken = try runner(["--root", folder.path, "README.md"])
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("README.md:2: error:"), "\(broken.stdout)")
    }

    /// The project's own pages: every shell block is run (by scripts/test.sh) or says why not, and
    /// the README's quick start is among those run.
    @Test func theDocumentationsBlocksAreRunOrSayWhyNot() throws {
        let listed = try runner(["--list"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let lines = listed.stdout.split(separator: "\n").map(String.init)
        let skipped = lines.filter { $0.contains(": not run: ") }
        for line in skipped {
            let reason = line.components(separatedBy: ": not run: ")[1]
            #expect(reason.count >= 10, "a not-run block needs a reason: \(line)")
        }
        for command in ["cat > hello/hello.json <<'EOF'", "render-spec hello/hello.json",
                        "render-spec preview hello/hello.json", "--state highlighted --scale 2 -o pressed@2x.png"] {
            #expect(lines.contains { $0.hasPrefix("README.md:") && $0.contains(command) }, "README.md runs \(command)")
        }
        // What cannot run here is skipped, with its reason: Docker, the Mac, the fuzzers.
        for (page, reason) in [("README.md", "Docker"), ("README.md", "macOS"), ("docs/fuzzing.md", "fuzzer")] {
            #expect(skipped.contains { $0.hasPrefix(page + ":") && $0.contains(reason) }, "\(page) skips a block: \(reason)")
        }
    }
}
