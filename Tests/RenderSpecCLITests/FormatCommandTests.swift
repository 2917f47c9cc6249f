import Foundation
import XCTest
import PNGCodec
import SpecModel

/// `render-spec format`: one canonical layout, idempotent, never a change in what a spec renders.
final class FormatCommandTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let messy = """
    { "kind":"label","version":1,
        "text":"Hi", "size":{"height":20,"width":80},
      "shadow":{"offset":[0,2],"color":"rgba(0, 0, 0, 0.5)", "blur": 4.0},
      "fill": {"gradient": {"stops": ["#FFF", "#000"], "angle": 90}}}
    """

    let canonical = """
    {
      "version": 1,
      "kind": "label",
      "size": {"width": 80, "height": 20},
      "text": "Hi",
      "fill": {"gradient": {"angle": 90, "stops": ["#FFF", "#000"]}},
      "shadow": {"color": "rgba(0, 0, 0, 0.5)", "offset": [0, 2], "blur": 4}
    }

    """

    func testCheckListsWhatIsNotCanonicalAndWritesNothing() throws {
        let cli = try CLIRunner()
        try cli.write("a.json", messy)
        try cli.write("b.json", canonical)
        let result = try cli.run("format", "--check", ".")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("a.json: not formatted"), result.stdout)
        XCTAssertFalse(result.stdout.contains("b.json"), result.stdout)
        XCTAssertEqual(String(decoding: try cli.data("a.json"), as: UTF8.self), messy)
    }

    func testFormatWritesTheCanonicalLayoutOnceAndThenChangesNothing() throws {
        let cli = try CLIRunner()
        try cli.write("a.json", messy)
        XCTAssertEqual(try cli.run("format", "a.json").status, 0)
        XCTAssertEqual(String(decoding: try cli.data("a.json"), as: UTF8.self), canonical)
        let again = try cli.run("format", "a.json")
        XCTAssertEqual(again.status, 0)
        XCTAssertTrue(again.stdout.contains("1 file(s) checked, 0 formatted"), again.stdout)
        XCTAssertEqual(try cli.run("format", "--check", "a.json").status, 0)
    }

    func testASpecThatDoesNotDecodeIsReportedAndLeftAlone() throws {
        let cli = try CLIRunner()
        let broken = "{\n  \"version\": 1,\n  \"kind\": \"label\",\n  \"text\": \"x\",\n  \"size\": {\"width\": 10},\n  \"fil\": \"red\"\n}\n"
        try cli.write("bad.json", broken)
        try cli.write("good.json", messy)
        let result = try cli.run("format", ".")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("bad.json:6:3: error: $.fil: unknown key `fil`; did you mean `fill`?"), result.stderr)
        XCTAssertEqual(String(decoding: try cli.data("bad.json"), as: UTF8.self), broken)
        XCTAssertEqual(String(decoding: try cli.data("good.json"), as: UTF8.self), canonical, "the other files are still formatted")
    }

    func testALinkStaysALinkAndItsTargetIsFormatted() throws {
        let cli = try CLIRunner()
        try cli.write("real/a.json", messy)
        try FileManager.default.createSymbolicLink(atPath: cli.directory.appendingPathComponent("link.json").path,
                                                   withDestinationPath: "real/a.json")
        XCTAssertEqual(try cli.run("format", "link.json").status, 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: cli.directory.appendingPathComponent("link.json").path)
        XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeSymbolicLink)
        XCTAssertEqual(String(decoding: try cli.data("real/a.json"), as: UTF8.self), canonical)
    }

    func testTokenReferencesWhereAValueGoesAreKept() throws {
        let cli = try CLIRunner()
        try cli.write("t.json", """
        {"kind": "label", "version": 1, "tokens": {"r": 6, "pad": {"top": 2}, "c": "#123"},
         "size": {"width": 80, "height": 20}, "text": "Hi", "padding": "$pad", "letterSpacing": "${r}",
         "fill": "$c", "shadow": {"offset": ["$r", 2], "blur": "$r"}}
        """)
        XCTAssertEqual(try cli.run("format", "t.json").status, 0)
        let text = String(decoding: try cli.data("t.json"), as: UTF8.self)
        XCTAssertTrue(text.contains(#""padding": "$pad""#), text)
        XCTAssertTrue(text.contains(#""letterSpacing": "${r}""#), text)
        XCTAssertTrue(text.contains(#""shadow": {"offset": ["$r", 2], "blur": "$r"}"#), text)
        XCTAssertEqual(try cli.run("validate", "t.json").status, 0)
    }

    /// The committed corpus is canonical, and formatting a copy of it changes no rendered byte.
    func testTheCorpusIsCanonicalAndFormattingNeverChangesARender() throws {
        let cli = try CLIRunner()
        let folders = ["Examples", "Specs", "docs/cookbook"]
        let check = try cli.run(["format", "--check"] + folders.map { Self.repository.appendingPathComponent($0).path }, environment: [:])
        XCTAssertEqual(check.status, 0, "run `render-spec format Examples Specs docs/cookbook`:\n" + check.stdout + check.stderr)

        // A copy with every spec reordered and re-indented, then formatted back: the renders must match.
        let manager = FileManager.default
        for name in ["before", "after"] {
            for folder in ["Examples", "Specs"] {
                try manager.copyItem(at: Self.repository.appendingPathComponent(folder),
                                     to: cli.directory.appendingPathComponent("\(name)/\(folder)"))
            }
        }
        let scrambled = try scramble(cli.directory.appendingPathComponent("after"))
        XCTAssertGreaterThan(scrambled, 100)
        XCTAssertEqual(try cli.run("format", "after/Examples", "after/Specs").status, 0)
        // Rendered beside each spec, over the copied goldens, so that names that repeat across
        // folders do not collide; then every output of the two trees is compared. The copies are
        // no one's goldens any more: without their manifests, `render` writes there.
        for name in ["before", "after"] {
            let tree = cli.directory.appendingPathComponent(name)
            for file in manager.enumerator(atPath: tree.path)?.allObjects as? [String] ?? [] where file.hasSuffix("render-spec-manifest.json") {
                try manager.removeItem(at: tree.appendingPathComponent(file))
            }
            let result = try cli.run("render", "--root", name, "\(name)/Examples", "\(name)/Specs", "--quiet")
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let before = cli.directory.appendingPathComponent("before"), after = cli.directory.appendingPathComponent("after")
        let outputs = (manager.enumerator(atPath: before.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".png") || $0.hasSuffix(".svg") }.sorted()
        XCTAssertGreaterThan(outputs.count, 150)
        for file in outputs {
            let a = try Data(contentsOf: before.appendingPathComponent(file)), b = try Data(contentsOf: after.appendingPathComponent(file))
            guard a != b else { continue }
            // igzip now and then writes another valid stream for the same rows (Benchmarks/notes.md,
            // "PNG bytes that differ between runs"): a PNG is the same render when its pixels are.
            XCTAssertTrue(file.hasSuffix(".png"), "\(file) differs")
            if file.hasSuffix(".png") { XCTAssertEqual(try RGBAImage(pngData: a), try RGBAImage(pngData: b), file) }
        }
    }

    /// Rewrites every spec under `folder` with its keys reversed and no whitespace: the same JSON,
    /// laid out as differently as possible. Returns how many files it rewrote.
    private func scramble(_ folder: URL) throws -> Int {
        var count = 0
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let relative = walker?.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            guard name.hasSuffix(".json"), name != "render-spec-manifest.json", !name.hasSuffix(".tokens.json"),
                  !relative.contains(".xcassets"), !relative.contains("fonts/"),
                  !RenderedJSON.isOutput(folder.appendingPathComponent(relative).path) else { continue }
            let url = folder.appendingPathComponent(relative)
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
            try JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed]).write(to: url)
            count += 1
        }
        return count
    }
}
