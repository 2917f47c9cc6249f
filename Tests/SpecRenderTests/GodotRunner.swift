import Foundation
import PNGCodec

/// Loads BMFont fonts in Godot 3 (Debian's `godot3`, 3.2) with `BitmapFont.create_from_fnt`, as a
/// game does, and hands back what Godot read and the string it drew (scripts/godot-draw, whose
/// draw.gd describes its output): proof in a second engine beside LÖVE (LoveRunner).
///
/// A session copies scripts/godot-draw and one folder of fonts into a temporary project and runs
/// `godot3 --editor --quit` there once, which imports the page PNGs (create_from_fnt loads pages
/// through ResourceLoader, which finds only imported images). Each `draw` then runs draw.gd with a
/// request file. Both run as `timeout -s KILL T env XDG_…=… xvfb-run -n N -a … godot3 …`:
/// - the XDG folders point into the project, so the editor's settings and caches stay there
///   and parallel runs do not share them;
/// - `-n N -a` starts the search for a free display at a random N, as LoveRunner does;
/// - Godot 3.2.3 on Debian 12 crashes (signal 11) as the editor quits, after the import is
///   written: so the import run is judged by the files it leaves, not by its status.
/// Without `godot3` or `xvfb-run` the tests are not run, unless RENDER_SPEC_REQUIRE_GODOT is set
/// (scripts/test.sh sets it), and then they fail saying what is missing.
final class GodotSession {
    struct Char: Equatable {
        var page, x, y, width, height, xoffset, yoffset, xadvance: Int
    }

    /// One font as Godot read it.
    struct Font {
        /// create_from_fnt's Error: 0 is OK.
        var error = -1
        var height = 0, ascent = 0, textures = 0, width = 0
        var chars: [UInt32: Char] = [:]
        /// first,second → what Godot adds to the pen between the two.
        var kernings: [String: Int] = [:]
    }

    struct Drawing {
        /// What Godot drew, straight alpha.
        var image: RGBAImage
        /// Per font, in the order given.
        var fonts: [Font]
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let harness = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/godot-draw")

    static var required: Bool { ProcessInfo.processInfo.environment["RENDER_SPEC_REQUIRE_GODOT"] != nil }

    static var installed: Bool { ["godot3", "xvfb-run", "timeout"].allSatisfy { executable($0) != nil } }

    /// Whether the Godot tests run here: Godot is installed, or it is required (and its absence fails).
    static var shouldRun: Bool { installed || required }

    let project: URL
    private let timeout: Int

    /// A project holding every file of `fonts` (the `.fnt` files and their pages), imported.
    init(fonts: URL, timeout: Int = 90) throws {
        guard Self.installed else {
            throw Failure(description: "Godot 3 and xvfb-run are needed to load bitmap fonts in Godot (scripts/setup.sh installs godot3, xvfb, xauth)")
        }
        self.timeout = timeout
        project = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-godot-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: project.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        for name in ["project.godot", "draw.gd", "line.gd"] {
            try manager.copyItem(at: Self.harness.appendingPathComponent(name), to: project.appendingPathComponent(name))
        }
        let names = try manager.contentsOfDirectory(atPath: fonts.path)
        for name in names {
            try manager.copyItem(at: fonts.appendingPathComponent(name), to: project.appendingPathComponent("fonts/" + name))
        }
        let run = try godot(["--editor", "--quit"])
        let pages = names.filter { $0.hasSuffix(".png") }
        let missing = pages.filter { !imported("fonts/" + $0) }
        guard missing.isEmpty else {
            throw Failure(description: "godot3 --editor --quit did not import \(missing) (status \(run.status)): \(run.stderr)\(run.stdout)")
        }
    }

    deinit { try? FileManager.default.removeItem(at: project) }

    /// Godot draws `text` with every font (file names in the fonts folder) at (x, y), the line's
    /// top-left, on a transparent `width`×`height` viewport.
    func draw(_ text: String, at x: Int, _ y: Int, fonts: [String], width: Int, height: Int) throws -> Drawing {
        let out = project.appendingPathComponent("out-\(UUID().uuidString).png")
        let request: [String: Any] = ["out": out.path, "width": width, "height": height, "x": x, "y": y, "text": text,
                                      "fonts": fonts.map { "res://fonts/" + $0 }]
        try JSONSerialization.data(withJSONObject: request).write(to: project.appendingPathComponent("request.json"))
        let run = try godot(["-s", "res://draw.gd"])
        guard run.status == 0, !run.timedOut else {
            let why = run.timedOut || run.status == 128 + 9 ? "timed out after \(timeout) s" : "exited with \(run.status)"
            throw Failure(description: "godot-draw \(why): \(run.stderr)\(run.stdout)")
        }
        var read = [Font](repeating: Font(), count: fonts.count)
        for line in run.stdout.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.count >= 2, let index = Int(words[1]), read.indices.contains(index) else { continue }
            var v: [String: Int] = [:]
            for field in words.dropFirst(2) {
                let pair = field.split(separator: "=", maxSplits: 1)
                if pair.count == 2, let value = Int(pair[1]) { v[String(pair[0])] = value }
            }
            switch words[0] {
            case "font":
                read[index].error = v["error"] ?? -1
                read[index].height = v["height"] ?? 0
                read[index].ascent = v["ascent"] ?? 0
                read[index].textures = v["textures"] ?? 0
                read[index].width = v["width"] ?? 0
            case "char":
                guard let id = v["id"] else { continue }
                read[index].chars[UInt32(id)] = Char(page: v["page"] ?? -1, x: v["x"] ?? -1, y: v["y"] ?? -1, width: v["width"] ?? -1,
                                                     height: v["height"] ?? -1, xoffset: v["xoffset"] ?? 0,
                                                     yoffset: v["yoffset"] ?? 0, xadvance: v["xadvance"] ?? 0)
            case "kerning":
                guard let first = v["first"], let second = v["second"] else { continue }
                read[index].kernings["\(first),\(second)"] = v["amount"] ?? 0
            default: continue
            }
        }
        return Drawing(image: try RGBAImage(contentsOfPNG: out), fonts: read)
    }

    /// `PATH.import` names its imported files (`dest_files`), and they are there.
    private func imported(_ path: String) -> Bool {
        guard let text = try? String(contentsOf: project.appendingPathComponent(path + ".import"), encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("dest_files=") }) else { return false }
        let destinations = line.split(separator: "\"").filter { $0.hasPrefix("res://") }
        return !destinations.isEmpty && destinations.allSatisfy {
            FileManager.default.fileExists(atPath: project.appendingPathComponent(String($0.dropFirst("res://".count))).path)
        }
    }

    private func godot(_ arguments: [String]) throws -> ToolRun {
        let home = project.appendingPathComponent(".home")
        let environment = ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"].map { "\($0)=\(home.appendingPathComponent($0).path)" }
        let command = ["-s", "KILL", String(timeout), "env"] + environment
            + ["xvfb-run", "-n", String(Int.random(in: 1000...9000)), "-a", "-s", "-screen 0 1024x768x24",
               "godot3", "--audio-driver", "Dummy", "--path", project.path] + arguments
        return try ToolRun(Self.executable("timeout")!, command, in: project, timeout: Double(timeout + 10))
    }

    /// The program's path on PATH, or nil.
    private static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
