import Foundation
import RenderSupport
import Testing

/// Fonts whose tables lie about their own sizes (Fuzz/regressions/fonts, made by
/// scripts/make-hostile-fonts.py or found by the font fuzzer, docs/fuzzing.md) are refused with a
/// line naming the file, or drawn, in every format. Cairo's TrueType and CFF subsetters, which a
/// PDF runs on the fonts it embeds, read past such tables or fail their assertions unless the font
/// reaches them as HarfBuzz rewrote it (SafeFontCopies). Each render is a subprocess, so a crash
/// fails the test instead of ending the runner.
struct HostileFontTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions/fonts")

    static let fonts: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .map { $0.hasSuffix(".patch.json") ? String($0.dropLast(".patch.json".count)) : $0 }
        .filter { ["ttf", "otf", "ttc", "otc"].contains(($0 as NSString).pathExtension.lowercased()) }.sorted()

    /// The font's bytes: the file itself, or for `NAME.patch.json` (a mutation of a font of the
    /// repository whose licence keeps its name off modified copies) that font with the bytes the
    /// patch sets, at their offsets.
    static func bytes(of font: String) throws -> Data {
        let patch = folder.appendingPathComponent(font + ".patch.json")
        guard FileManager.default.fileExists(atPath: patch.path) else { return try Data(contentsOf: folder.appendingPathComponent(font)) }
        struct Patch: Decodable { var from: String; var sha256: String; var set: [[Int]] }
        let p = try JSONDecoder().decode(Patch.self, from: Data(contentsOf: patch))
        var bytes = try [UInt8](Data(contentsOf: folder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(p.from)))
        // Another version of the font would make the patch some other mutation.
        guard SHA256.hex(bytes) == p.sha256 else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: p.from]) }
        for pair in p.set { bytes[pair[0]] = UInt8(pair[1]) }
        return Data(bytes)
    }

    static func spec(font: String, formats: [String]) -> String {
        let list = formats.map { "\"\($0)\"" }.joined(separator: ", ")
        // The font fuzzer's text (scripts/font-fuzz.py): Cairo embeds the glyphs a PDF shows, and
        // which of them it reads decides whether a misread table is read outside itself; the star
        // is the colour glyph of the Swatch fonts (Specs/text/fonts), whose pictures are decoded.
        return #"{"version": 1, "kind": "label", "size": {"width": 320, "height": 40}, "text": "Sweet Victory Ag 019 &? ★", "#
            + #""font": {"file": "fonts/\#(font)", "size": 20, "missingGlyphs": "allow"}, "output": {"formats": [\#(list)]}}"#
    }

    private func prepared(_ font: String, formats: [String]) throws -> CLIRunner {
        let cli = try CLIRunner()
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try Self.bytes(of: font).write(to: cli.directory.appendingPathComponent("fonts/\(font)"))
        try cli.write("hostile.json", Self.spec(font: font, formats: formats))
        return cli
    }

    /// `render-spec ARGS` with a cache of the test's own, killed after 60 s.
    private func run(_ cli: CLIRunner, _ arguments: [String]) throws -> CLIRunner.Result {
        try CLIRunner.execute(URL(fileURLWithPath: "/usr/bin/timeout"), ["-s", "KILL", "60", CLIRunner.binary.path] + arguments,
                              in: cli.directory, environment: ["RENDER_SPEC_CACHE": cli.directory.appendingPathComponent("cache").path])
    }

    @Test func thereAreHostileFonts() {
        #expect(Self.fonts.contains("crash-name-65535-records.ttf"), "\(Self.folder.path)")
        #expect(Self.fonts.contains("abort-cff-top-dict-lobster.otf"), "\(Self.folder.path)")
    }

    @Test(arguments: fonts)
    func aHostileFontIsRefusedOrDrawnInEveryFormatWithoutACrash(font: String) throws {
        let cli = try prepared(font, formats: ["png", "svg", "pdf"])
        for command in [["hostile.json", "--out-dir", "out"], ["check", "."]] {
            let r = try run(cli, command)
            // 0 drawn, 2 refused, and 1 for a check without goldens; a signal is its number (SIGSEGV
            // 11, SIGABRT 6); a font that fails only once it is drawn ("drawing failed") is refused
            // too late, after other outputs may have been written.
            #expect((command[0] == "check" ? [0, 1, 2] : [0, 2]).contains(r.status), "\(font) \(command): status \(r.status)\n\(r.stderr)")
            #expect(!(r.stdout + r.stderr).contains("drawing failed"), "\(font) \(command): \(r.stdout) \(r.stderr)")
            if r.status == 2 {
                #expect((r.stdout + r.stderr).contains("cannot use font file fonts/\(font):"), "\(font) \(command): \(r.stdout) \(r.stderr)")
            }
        }
    }

    @Test func aNameTableClaimingMoreRecordsThanItHoldsIsRefusedNamingTheFile() throws {
        let font = "crash-name-65535-records.ttf"
        let cli = try prepared(font, formats: ["pdf"])
        let r = try run(cli, ["hostile.json", "--out-dir", "out"])
        #expect(r.status == 2, "status \(r.status)\n\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("hostile.json:1:") && lines[0].contains("error: $.font.file: cannot use font file fonts/\(font): "),
                "\(r.stderr)")
        #expect(!cli.exists("out/hostile.pdf"))
    }
}
