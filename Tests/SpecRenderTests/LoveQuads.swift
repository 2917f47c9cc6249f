import Foundation
import PNGCodec

/// Runs scripts/love-draw's `quads` drawing in LÖVE 11 under xvfb-run, as LoveRunner runs its default: a game's own
/// text drawing (each glyph a quad of its page through a shader that takes its coverage from the
/// channel its `chnl` names), or LÖVE's own BMFont loader with a tint.
enum LoveQuads {
    enum Mode: String { case quads, font }

    static let harness = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/love-draw")

    /// Whether LÖVE can run here; scripts/test.sh sets RENDER_SPEC_REQUIRE_LOVE, so CI fails
    /// instead of skipping.
    static var available: Bool {
        (executable("love") != nil && executable("xvfb-run") != nil && executable("timeout") != nil)
            || ProcessInfo.processInfo.environment["RENDER_SPEC_REQUIRE_LOVE"] != nil
    }

    /// What LÖVE drew (straight alpha) and its one line of output.
    static func draw(_ text: String, at x: Int, _ y: Int, font: URL, tint: (Double, Double, Double, Double), mode: Mode,
                     width: Int, height: Int) throws -> (image: RGBAImage, output: String) {
        guard let timeout = executable("timeout") else { throw LoveRunner.LoveError(message: "no timeout, love or xvfb-run") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-quads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.png")
        let colour = [tint.0, tint.1, tint.2, tint.3].map { String(format: "%.6f", $0) }.joined(separator: ",")
        let arguments = ["-s", "KILL", "30", "xvfb-run", "-n", String(Int.random(in: 1000...9000)), "-a", "-s", "-screen 0 1024x768x24",
                         "love", harness.path, "quads", out.path, String(width), String(height), String(x), String(y), text, colour,
                         mode.rawValue, font.path]
        let run = try ToolRun(timeout, arguments, in: dir, timeout: 40)
        guard run.status == 0, !run.timedOut else {
            throw LoveRunner.LoveError(message: "love-draw quads exited with \(run.status): \(run.stderr)\(run.stdout)")
        }
        return (try RGBAImage(contentsOfPNG: out), run.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
