import Foundation
import XCTest
@testable import RenderSpecCLI
@testable import RenderSpecPreview

/// The preview's parts without a server: the file watcher, the source excerpt shown with an error,
/// what a reload watches, and the host check.
final class PreviewPartsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func testWatcherSeesWritesReplacementsDeletionsAndNewFiles() throws {
        let a = path("a.json"), b = path("b.json")
        try "one".write(toFile: a, atomically: false, encoding: .utf8)
        var watcher = FileWatcher()
        watcher.watch([a, b])
        XCTAssertEqual(watcher.changes(), [])

        try "two!".write(toFile: a, atomically: false, encoding: .utf8)   // in place, new size
        XCTAssertEqual(watcher.changes(), [a])
        XCTAssertEqual(watcher.changes(), [], "a change is reported once")

        // Replaced by rename, as editors save: same size, and the old modification time put back,
        // so only the inode tells.
        let before = try FileManager.default.attributesOfItem(atPath: a)[.modificationDate] as! Date
        try "twO!".write(toFile: path("a.tmp"), atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: before], ofItemAtPath: path("a.tmp"))
        XCTAssertEqual(rename(path("a.tmp"), a), 0)
        XCTAssertEqual(watcher.changes(), [a])

        try "new".write(toFile: b, atomically: false, encoding: .utf8)     // a missing file appears
        XCTAssertEqual(watcher.changes(), [b])
        try FileManager.default.removeItem(atPath: b)
        XCTAssertEqual(watcher.changes(), [b])

        // Re-watching keeps what was seen: a save before the new set is taken still counts.
        try "three".write(toFile: a, atomically: false, encoding: .utf8)
        watcher.watch([a])
        XCTAssertEqual(watcher.changes(), [a])
    }

    func testExcerptHighlightsTheLineWithContext() throws {
        let file = path("spec.json")
        try (1...10).map { "line \($0)" }.joined(separator: "\n").appending("\n").write(toFile: file, atomically: false, encoding: .utf8)
        let excerpt = try XCTUnwrap(SourceExcerpt(file: file, line: 5, column: 3))
        XCTAssertEqual(excerpt.lines.map(\.number), [2, 3, 4, 5, 6, 7, 8])
        XCTAssertEqual(excerpt.lines.first { $0.number == 5 }?.text, "line 5")
        XCTAssertEqual(excerpt.highlighted, 5)
        XCTAssertEqual(excerpt.column, 3)

        let last = try XCTUnwrap(SourceExcerpt(file: file, line: 10, column: 1))
        XCTAssertEqual(last.lines.map(\.number), [7, 8, 9, 10], "no empty line after the final newline")
        XCTAssertNil(SourceExcerpt(file: file, line: 12, column: 1))
        XCTAssertNil(SourceExcerpt(file: path("missing.json"), line: 1, column: 1))
    }

    func testExcerptOfALongLineKeepsTheColumnInView() throws {
        let file = path("long.json")
        let line = String(repeating: "a", count: 1000) + "X" + String(repeating: "b", count: 1000)
        try line.write(toFile: file, atomically: false, encoding: .utf8)
        let excerpt = try XCTUnwrap(SourceExcerpt(file: file, line: 1, column: 1001))
        let shown = Array(excerpt.lines[0].text.unicodeScalars)
        XCTAssertLessThanOrEqual(shown.count, SourceExcerpt.width + 1)
        XCTAssertEqual(shown[excerpt.column - 1], "X", "the caret column points at the error in the clipped text")
    }

    /// A reload watches the spec, its base and its font; when the spec then breaks, the base is
    /// still watched, so fixing the base brings the images back.
    func testRenderWatchesBasesAndKeepsThemWhenTheSpecBreaks() throws {
        let spec = path("title.json"), base = path("_base.json")
        try ##"{"fill": "#204080"}"##.write(toFile: base, atomically: false, encoding: .utf8)
        try #"{"version": 1, "kind": "label", "extends": "_base.json", "size": {"width": 50, "height": 20}, "text": "Hi", "output": {"scales": [1, 2], "formats": ["png", "pdf"]}}"#
            .write(toFile: spec, atomically: false, encoding: .utf8)
        let renderer = PreviewRenderer(arguments: [spec], root: folder.path)
        var known = PreviewRenderer.Cache()
        let good = renderer.render(cache: &known)
        XCTAssertEqual(good.specs.count, 1)
        XCTAssertEqual(good.specs[0].errors, [])
        XCTAssertEqual(good.specs[0].outputs.map { "\($0.width)x\($0.height)" }, ["50x20", "100x40"])
        XCTAssertEqual(good.specs[0].ignoredFormats, ["pdf"])
        XCTAssertEqual(good.images.count, 2)
        let canonicalBase = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
        XCTAssertTrue(good.inputs.contains(canonicalBase) || good.inputs.contains(base), "\(good.inputs)")

        try "{ broken".write(toFile: spec, atomically: false, encoding: .utf8)
        let bad = renderer.render(cache: &known)
        XCTAssertEqual(bad.specs[0].outputs, [])
        XCTAssertEqual(bad.specs[0].errors.first?.line, 1)
        XCTAssertNotNil(bad.specs[0].errors.first?.excerpt)
        XCTAssertTrue(bad.inputs.contains(canonicalBase) || bad.inputs.contains(base), "\(bad.inputs)")
    }

    func testOnlyLocalHostsAndOrigins() {
        for host in ["127.0.0.1:8765", "localhost:1", "LOCALHOST", "[::1]:8765"] {
            XCTAssertTrue(PreviewRoute.isLocal(host: host), host)
        }
        for host in ["evil.example:8765", "127.0.0.1.evil.example", "", "0.0.0.0:80"] {
            XCTAssertFalse(PreviewRoute.isLocal(host: host), host)
        }
        XCTAssertFalse(PreviewRoute.isLocal(host: nil))
        XCTAssertTrue(PreviewRoute.isLocal(origin: "http://127.0.0.1:8765", port: 8765))
        XCTAssertTrue(PreviewRoute.isLocal(origin: "http://localhost:8765", port: 8765))
        XCTAssertTrue(PreviewRoute.isLocal(origin: "http://[::1]:8765", port: 8765))
        XCTAssertTrue(PreviewRoute.isLocal(origin: "http://localhost", port: 80))
        XCTAssertFalse(PreviewRoute.isLocal(origin: "http://127.0.0.1:8766", port: 8765), "another local port is another program")
        XCTAssertFalse(PreviewRoute.isLocal(origin: "http://localhost", port: 8765))
        XCTAssertFalse(PreviewRoute.isLocal(origin: "https://evil.example", port: 8765))
        XCTAssertFalse(PreviewRoute.isLocal(origin: "null", port: 8765))
    }
}
