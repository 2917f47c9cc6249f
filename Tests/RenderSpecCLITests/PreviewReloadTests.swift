import Foundation
import Testing
@testable import RenderSpecPreview

/// A save re-renders only the specs that read the saved file: the spec itself, a base it extends,
/// a string catalog it takes text from (issue 22, point 9). The others keep their images.
@Suite struct PreviewReloadTests {
    @Test func onlyTheSpecsWhoseInputsChangedAreRendered() throws {
        let cli = try CLIRunner()
        try cli.write("specs/_base.json", ##"{"fill": "#204080", "size": {"width": 60, "height": 20}}"##)
        try cli.write("specs/a.json", #"{"version": 1, "kind": "label", "extends": "_base.json", "text": "A"}"#)
        try cli.write("specs/b.json", #"{"version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "text": "B"}"#)
        try cli.write("specs/Localizable.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {"c": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "C"}}}}}}"#)
        try cli.write("specs/c.json", #"{"version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "text": {"key": "c", "from": "Localizable.xcstrings"}}"#)
        let folder = cli.directory.appendingPathComponent("specs").path
        let renderer = PreviewRenderer(arguments: [folder], root: cli.directory.path)
        func file(_ name: String) -> String { URL(fileURLWithPath: folder).appendingPathComponent(name).standardizedFileURL.path }
        func names(_ outcome: PreviewRenderer.Outcome) -> [String] { outcome.rendered.map { ($0 as NSString).lastPathComponent } }

        var cache = PreviewRenderer.Cache()
        let first = renderer.render(cache: &cache)
        #expect(names(first) == ["a.json", "b.json", "c.json"])
        #expect(first.specs.map(\.errors) == [[], [], []])
        #expect(first.inputs.isSuperset(of: [file("_base.json"), file("Localizable.xcstrings")]), "\(first.inputs)")

        try cli.write("specs/b.json", #"{"version": 1, "kind": "label", "size": {"width": 80, "height": 20}, "text": "B"}"#)
        let spec = renderer.render(changed: [file("b.json")], cache: &cache)
        #expect(names(spec) == ["b.json"])
        // The page still shows all three, the others' images as they were.
        #expect(spec.specs.map { $0.outputs.first?.width } == [60, 80, 60])
        #expect(spec.specs[0].outputs == first.specs[0].outputs && spec.specs[2].outputs == first.specs[2].outputs)
        #expect(spec.images.count == 3 && spec.specs.allSatisfy { $0.outputs.allSatisfy { spec.images[String($0.src.dropFirst(7).dropLast(4))] != nil } })

        try cli.write("specs/_base.json", ##"{"fill": "#C0392B", "size": {"width": 60, "height": 20}}"##)
        let base = renderer.render(changed: [file("_base.json")], cache: &cache)
        #expect(names(base) == ["a.json"])
        #expect(base.specs[0].outputs.first?.src != first.specs[0].outputs.first?.src, "new pixels")

        #expect(names(renderer.render(changed: [file("Localizable.xcstrings")], cache: &cache)) == ["c.json"])
        #expect(names(renderer.render(changed: [], cache: &cache)) == [])

        // A new spec in the folder: the folder changed, and only the newcomer renders.
        try cli.write("specs/d.json", #"{"version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "text": "D"}"#)
        #expect(names(renderer.render(changed: [folder], cache: &cache)) == ["d.json"])

        // A spec that fails is tried again on any save (what fixes it may be a file it never named).
        try cli.write("specs/b.json", "{ broken")
        #expect(names(renderer.render(changed: [file("b.json")], cache: &cache)) == ["b.json"])
        #expect(names(renderer.render(changed: [file("a.json")], cache: &cache)) == ["a.json", "b.json"])
    }
}
