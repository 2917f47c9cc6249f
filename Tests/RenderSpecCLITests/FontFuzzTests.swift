import Foundation
import Testing

/// A bounded run of the font fuzzer (scripts/font-fuzz.py, docs/fuzzing.md#fonts): mutations of
/// every distinct font of Specs/ and Examples/, each rendered to PNG, SVG and PDF in a process of
/// its own, end drawn or refused, never in a signal, an abort or a hang. The same seed every run,
/// so a failure here is the same mutation on every machine (`--only N` makes it again).
struct FontFuzzTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func mutatedFontsAreDrawnOrRefusedInEveryFormat() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-font-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try CLIRunner.execute(URL(fileURLWithPath: "/usr/bin/env"),
                                      ["python3", Self.root.appendingPathComponent("scripts/font-fuzz.py").path,
                                       "--count", "30", "--seed", "tests", "--binary", CLIRunner.binary.path,
                                       "--out", out.path, "--json"],
                                      in: Self.root)
        #expect(r.status == 0, "\(r.stdout)\n\(r.stderr)")
        let counts = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: [String: Int]] ?? [:]
        #expect(counts.count >= 6, "\(r.stdout)")
        for (font, outcome) in counts {
            #expect(outcome["rendered", default: 0] + outcome["refused", default: 0] == 30, "\(font): \(outcome)")
            // Most mutations leave the font drawable: the harness must reach the drawing, not only refusals.
            #expect(outcome["rendered", default: 0] > 0, "\(font): \(outcome)")
        }
    }
}
