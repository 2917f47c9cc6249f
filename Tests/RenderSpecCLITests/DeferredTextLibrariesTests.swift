import CStartup
import Foundation
import PNGCodec
import Testing

/// The release build takes Pango, PangoFT2, HarfBuzz, GObject and GLib off the binary's list of
/// libraries loaded before `main` (scripts/release-build.sh), and render-spec loads them itself
/// (Sources/CStartup/text_libraries.c). These tests make such a binary from the one under test, as
/// the release build does (patchelf), and run it: a way into those libraries that did not wait for
/// them would end the process with the dynamic loader's "symbol lookup error".
@Suite struct DeferredTextLibrariesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var names: [String] {
        var names: [String] = []
        while let name = rs_text_library(Int32(names.count)) { names.append(String(cString: name)) }
        return names
    }

    /// The binary under test without the deferred libraries, or nil (with an issue recorded) when
    /// patchelf is missing.
    private func deferringBinary(in folder: URL) throws -> URL? {
        guard let patchelf = ["/usr/bin/patchelf", "/usr/local/bin/patchelf"].first(where: FileManager.default.isExecutableFile) else {
            Issue.record("patchelf is missing (scripts/setup.sh installs it)")
            return nil
        }
        let binary = folder.appendingPathComponent("render-spec")
        try FileManager.default.copyItem(at: CLIRunner.binary, to: binary)
        for name in Self.names {
            let run = try CLIRunner.execute(URL(fileURLWithPath: patchelf), ["--remove-needed", name, binary.path], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
        }
        return binary
    }

    private func needed(_ binary: URL) throws -> [String] {
        let run = try CLIRunner.execute(URL(fileURLWithPath: "/usr/bin/readelf"), ["-d", binary.path], in: binary.deletingLastPathComponent())
        return run.stdout.split(separator: "\n").compactMap { line in
            guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }

    /// Each name is a library the ordinarily linked binary loads by that name: were one renamed
    /// (a new soname), the release build would not defer it and render-spec could not load it.
    @Test func theDeferredLibrariesAreOnesTheBinaryNeeds() throws {
        #expect(Self.names.count == 5)
        let run = try CLIRunner.execute(URL(fileURLWithPath: "/usr/bin/ldd"), [CLIRunner.binary.path], in: Self.root)
        let loaded = Set(run.stdout.split(separator: "\n").compactMap {
            $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
        })
        for name in Self.names { #expect(loaded.contains(name), "\(name) is not among \(loaded.sorted())") }
        // Linked the ordinary way (the binary under test), they are there already.
        #expect(rs_text_libraries_ready() == nil)
    }

    /// Every example (labels in ten scripts, Arabic and Hebrew among them, letter spacing, buttons,
    /// bitmap fonts with their kerning, text fields) renders the same pixels, and the same font
    /// files, with the libraries loaded after `main`.
    @Test func aBinaryThatLoadsThemItselfRendersTheSame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deferred-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let deferring = try deferringBinary(in: folder) else { return }
        let left = try needed(deferring)
        for name in Self.names { #expect(!left.contains(name)) }

        var outputs: [[String: Data]] = []
        for (binary, name) in [(CLIRunner.binary, "linked"), (deferring, "deferring")] {
            let out = folder.appendingPathComponent(name)
            let run = try CLIRunner.execute(binary, ["Specs/examples", "--root", ".", "--out-dir", out.path, "-q"], in: Self.root)
            #expect(run.status == 0, "\(name): \(run.stderr)")
            #expect(!run.stderr.contains("symbol lookup error"))
            var files: [String: Data] = [:]
            for file in FileManager.default.subpaths(atPath: out.path) ?? [] where file.hasSuffix(".png") || file.hasSuffix(".fnt") {
                files[file] = try Data(contentsOf: out.appendingPathComponent(file))
            }
            outputs.append(files)
        }
        #expect(outputs[0].count > 60)
        #expect(outputs[0].keys.sorted() == outputs[1].keys.sorted())
        for (file, linked) in outputs[0] {
            guard let deferred = outputs[1][file] else { continue }
            if file.hasSuffix(".png") {
                let a = try RGBAImage(pngData: linked), b = try RGBAImage(pngData: deferred)
                #expect(a == b, "\(file)")
            } else {
                #expect(linked == deferred, "\(file)")
            }
        }

        // The other commands' ways in: a golden check (which reads the libraries' versions when it
        // records) and a bitmap font's kerning, through `check` of a copy of the examples.
        let copy = folder.appendingPathComponent("examples")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Specs/examples"), to: copy)
        try FileManager.default.removeItem(at: copy.appendingPathComponent("render-spec-manifest.json"))
        let check = try CLIRunner.execute(deferring, ["check", ".", "--root", ".", "--update"], in: copy)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let manifest = try String(contentsOf: copy.appendingPathComponent("render-spec-manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"pango\""), "\(manifest.prefix(400))")
    }

    /// A library that cannot be loaded ends the run as the dynamic loader ends one whose library is
    /// missing at start: its message, status 127, and nothing written.
    @Test func aLibraryThatCannotBeLoadedEndsTheRunWithTheLoadersMessage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deferred-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let deferring = try deferringBinary(in: folder) else { return }
        let broken = folder.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("not a library".utf8).write(to: broken.appendingPathComponent("libharfbuzz.so.0"))
        let out = folder.appendingPathComponent("out")
        let run = try CLIRunner.execute(deferring, ["Specs/examples/score-title.json", "--root", ".", "--out-dir", out.path],
                                        in: Self.root, environment: ["LD_LIBRARY_PATH": broken.path])
        #expect(run.status == 127)
        #expect(run.stderr.hasPrefix("render-spec: error while loading shared libraries: \(broken.path)/libharfbuzz.so.0"), "\(run.stderr)")
        #expect((FileManager.default.subpaths(atPath: out.path) ?? []).isEmpty)
    }
}
