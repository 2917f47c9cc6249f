import Foundation
import Testing
@testable import RenderSupport

/// The line diff behind `format --check`: as few changed lines as the longest common subsequence
/// allows, printed as `diff -u` prints it, and applied by `patch` back into the new text.
@Suite struct UnifiedDiffTests {
    /// n + m − 2·LCS, by the textbook table: the fewest deletes and inserts there are.
    static func minimalChanges(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return a.count + b.count - 2 * table[0][0]
    }

    /// A small deterministic generator, so a failure reproduces.
    struct Lines {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func text() -> [String] { (0..<next(12)).map { _ in ["a", "b", "c", "d"][next(4)] } }
    }

    @Test func editsAreMinimalAndRebuildBothSides() {
        var gen = Lines(state: 22)
        for _ in 0..<500 {
            let a = gen.text(), b = gen.text()
            let edits = LineDiff.edits(from: a, to: b)
            var old: [String] = [], new: [String] = [], changes = 0
            for edit in edits {
                switch edit {
                case .keep(let i, let j): #expect(a[i] == b[j]); old.append(a[i]); new.append(b[j])
                case .delete(let i): old.append(a[i]); changes += 1
                case .insert(let j): new.append(b[j]); changes += 1
                }
            }
            #expect(old == a && new == b, "\(a) → \(b)")
            #expect(changes == Self.minimalChanges(a, b), "\(a) → \(b)")
        }
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.make(from: "a\nb\n", to: "a\nb\n", oldName: "x", newName: "y") == nil)
        #expect(UnifiedDiff.make(from: "", to: "", oldName: "x", newName: "y") == nil)
    }

    @Test func hunksAsDiffWritesThem() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        var lines = (1...20).map { "line \($0)" }
        lines[1] = "line two"          // change near the top
        lines.remove(at: 9)            // a delete in the middle, far enough for its own hunk
        lines.append("line 21")        // an insert at the end
        let new = lines.map { $0 + "\n" }.joined()
        let diff = UnifiedDiff.make(from: old, to: new, oldName: "a.json", newName: "a.json (formatted)")
        #expect(diff == """
            --- a.json
            +++ a.json (formatted)
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -7,7 +7,6 @@
             line 7
             line 8
             line 9
            -line 10
             line 11
             line 12
             line 13
            @@ -18,3 +17,4 @@
             line 18
             line 19
             line 20
            +line 21

            """)
        // The same hunks as GNU diff's, headers aside.
        #expect(diff.map { Self.hunks($0) } == (try? Self.gnuDiff(old, new)).map { Self.hunks($0) })
    }

    @Test func aMissingLastNewlineIsMarked() throws {
        let diff = try #require(UnifiedDiff.make(from: "{\n  \"a\": 1}", to: "{\n  \"a\": 1\n}\n", oldName: "x", newName: "y"))
        #expect(diff.contains("-  \"a\": 1}\n\\ No newline at end of file\n+  \"a\": 1\n+}\n"))
        #expect(Self.hunks(diff) == Self.hunks(try Self.gnuDiff("{\n  \"a\": 1}", "{\n  \"a\": 1\n}\n")))
    }

    @Test func patchAppliesIt() throws {
        var gen = Lines(state: 7)
        for round in 0..<25 {
            let a = gen.text().map { $0 + "\n" }.joined(), b = gen.text().map { $0 + "\n" }.joined()
            guard let diff = UnifiedDiff.make(from: a, to: b, oldName: "f", newName: "f") else { continue }
            #expect(try Self.patched(a, with: diff) == b, "round \(round):\n\(diff)")
        }
        let unterminated = try #require(UnifiedDiff.make(from: "x\ny", to: "x\nz\n", oldName: "f", newName: "f"))
        #expect(try Self.patched("x\ny", with: unterminated) == "x\nz\n")
    }

    // MARK: - Helpers

    static func hunks(_ diff: String) -> [Substring] {
        diff.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
    }

    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("udiff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static func gnuDiff(_ a: String, _ b: String) throws -> String {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try a.write(to: dir.appendingPathComponent("a"), atomically: true, encoding: .utf8)
        try b.write(to: dir.appendingPathComponent("b"), atomically: true, encoding: .utf8)
        return try run(["diff", "-u", "a", "b"], in: dir).output
    }

    static func patched(_ a: String, with diff: String) throws -> String {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("f")
        try a.write(to: file, atomically: true, encoding: .utf8)
        try diff.write(to: dir.appendingPathComponent("f.diff"), atomically: true, encoding: .utf8)
        let result = try run(["patch", "--quiet", "--force", "f", "f.diff"], in: dir)
        #expect(result.status == 0, "\(result.output)")
        return try String(contentsOf: file, encoding: .utf8)
    }
}
