import Foundation
import PNGCodec
import XCTest

/// Draws text with BMFont fonts in LÖVE 11 (scripts/love-draw, under xvfb-run), as a game would,
/// and hands back the picture: proof that a font file works in a real engine, not only in our
/// own reader.
///
/// Runs `timeout -s KILL T xvfb-run -n N -a -s "-screen 0 1024x768x24" love scripts/love-draw OUT.png W H BG X Y TEXT FONT…`.
/// - `timeout` kills its whole process group, Xvfb with LÖVE, and with SIGKILL because LÖVE
///   (SDL) turns SIGTERM into a quit event that a hung game never reads.
/// - `-n N -a` starts the search for a free display at a random N: the builders on one machine
///   run these tests at the same time, and `xvfb-run -a` alone has them all race for :99.
/// - ToolRun kills whatever is left in the group afterwards (an Xvfb a lost race left running).
/// Without `love` or `xvfb-run` the test is skipped, unless RENDER_SPEC_REQUIRE_LOVE is set
/// (scripts/test.sh sets it, so CI fails instead of quietly skipping).
enum LoveRunner {
    struct Drawing {
        /// What LÖVE drew, straight alpha.
        var image: RGBAImage
        /// Per font, in the order given: its line height and base as LÖVE read them, and the
        /// width LÖVE gives the text.
        var metrics: [(height: Int, base: Int, width: Int)]
        /// Per font, with the `--prefixes` option: LÖVE's width of the text's first 1, 2, …
        /// characters, where its pen stands after each.
        var prefixWidths: [[Int]]
        var seconds: Double
    }

    static let harness = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/love-draw")

    /// Whether a Swift Testing suite should run: LÖVE is installed, or it is required (then its
    /// absence fails the test rather than skipping it).
    static var shouldRun: Bool {
        (executable("love") != nil && executable("xvfb-run") != nil) || ProcessInfo.processInfo.environment["RENDER_SPEC_REQUIRE_LOVE"] != nil
    }

    /// `background` is "r,g,b,a" (0–1) or "transparent"; font paths absolute.
    /// `game` is another LÖVE game folder taking the same arguments (a test's hanging one).
    /// `options` are love-draw's (`--scale=1.5`, `--filter=linear`, `--blend=premultiplied`, `--prefixes`);
    /// `drawing` names another of love-draw's drawings (`field`), whose arguments are the default's
    /// with `trailing` after TEXT (the field's SCALE).
    static func draw(_ text: String, at x: Int, _ y: Int, fonts: [URL], width: Int, height: Int,
                     background: String = "transparent", options: [String] = [], timeout: Int = 30,
                     game: URL = harness, drawing: String? = nil, trailing: [String] = []) throws -> Drawing {
        guard let timeoutTool = executable("timeout"), executable("love") != nil, executable("xvfb-run") != nil else {
            let message = "LÖVE and xvfb-run are needed to draw with bitmap fonts (scripts/setup.sh installs love, xvfb, xauth)"
            if ProcessInfo.processInfo.environment["RENDER_SPEC_REQUIRE_LOVE"] != nil { throw LoveError(message: message) }
            throw XCTSkip(message)
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-love-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.png")
        let arguments = ["-s", "KILL", String(timeout), "xvfb-run", "-n", String(Int.random(in: 1000...9000)), "-a",
                         "-s", "-screen 0 1024x768x24",
                         "love", game.path] + (drawing.map { [$0] } ?? []) + options + [out.path, String(width), String(height), background, String(x), String(y), text]
            + trailing + fonts.map(\.path)
        let run = try ToolRun(timeoutTool, arguments, in: dir, timeout: Double(timeout + 10))
        guard run.status == 0, !run.timedOut else {
            let why = run.timedOut || run.status == 124 || run.status == 128 + 9 ? "timed out after \(timeout) s" : "exited with \(run.status)"
            throw LoveError(message: "love-draw \(why): \(run.stderr)\(run.stdout)")
        }
        let metrics = run.stdout.split(separator: "\n").compactMap { line -> (height: Int, base: Int, width: Int)? in
            var values: [String: Int] = [:]
            for field in line.split(separator: " ") {
                let pair = field.split(separator: "=", maxSplits: 1)
                if pair.count == 2, let value = Int(pair[1]) { values[String(pair[0])] = value }
            }
            guard let height = values["height"], let base = values["base"], let width = values["width"] else { return nil }
            return (height, base, width)
        }
        let prefixWidths = run.stdout.split(separator: "\n").filter { $0.hasPrefix("prefixes=") }.map { line in
            line.dropFirst("prefixes=".count).split(separator: ",").compactMap { Int($0) }
        }
        return Drawing(image: try RGBAImage(contentsOfPNG: out), metrics: metrics, prefixWidths: prefixWidths, seconds: run.seconds)
    }

    /// The program's path on PATH, or nil.
    private static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct LoveError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
