import Foundation
import Testing
@testable import RenderSpecPreview

/// `/state.json` is readable by any local process (docs/threat-model.md, "The preview"), so it names
/// files relative to the render root: the specs' folder on disk never appears in it, not in an
/// output's key, a spec's file, nor an error's location.
@Suite struct PreviewSnapshotPathsTests {
    @Test func theSnapshotNamesFilesRelativeToTheRoot() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preview-paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let specs = root.appendingPathComponent("design/buttons")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try #"{"version": 1, "kind": "label", "size": {"width": 40, "height": 20}, "text": "Hi", "output": {"scales": [1, 2]}}"#
            .write(to: specs.appendingPathComponent("title.json"), atomically: true, encoding: .utf8)
        try #"{"version": 1, "kind": "label", "size": {"width": -4, "height": 20}, "text": "Hi"}"#
            .write(to: specs.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        try #"{"version": 1, "kind": "label", "size": {"width": 30, "height": 12}, "text": "A title far too long to fit"}"#
            .write(to: specs.appendingPathComponent("long.json"), atomically: true, encoding: .utf8)
        // The current folder is not the root: paths cannot come out relative by accident.
        #expect(!root.path.hasPrefix(FileManager.default.currentDirectoryPath + "/"))

        var cache = PreviewRenderer.Cache()
        let outcome = PreviewRenderer(arguments: [specs.path], root: root.path).render(cache: &cache)
        let snapshot = PreviewSnapshot(generation: 1, reloadedAt: "12:00:00", milliseconds: 0,
                                       specs: outcome.specs, errors: outcome.errors)
        let json = String(decoding: try PreviewRoutes.json(snapshot), as: UTF8.self)

        let title = try #require(outcome.specs.first { $0.file.hasSuffix("title.json") })
        #expect(title.file == "design/buttons/title.json")
        #expect(title.outputs.map(\.key) == ["design/buttons/title.json|normal||1", "design/buttons/title.json|normal||2"])
        let broken = try #require(outcome.specs.first { $0.file.hasSuffix("broken.json") })
        #expect(broken.errors.first?.location?.hasPrefix("design/buttons/broken.json:1:") == true, "\(broken.errors)")
        let long = try #require(outcome.specs.first { $0.file.hasSuffix("long.json") })
        #expect(!long.warnings.isEmpty)
        for warning in long.warnings { #expect(warning.hasPrefix("design/buttons/long.json:1:"), "\(warning)") }
        #expect(!json.contains(root.path), "\(json.prefix(2_000))")
        #expect(!json.contains(FileManager.default.temporaryDirectory.path), "\(json.prefix(2_000))")
    }
}
