import Foundation
import Testing
@testable import SpecModel

@Suite struct AtlasDecodingTests {
    private func atlas(_ spec: ResolvedSpec) -> AtlasStyle? {
        if case .atlas(let atlas) = spec.content { return atlas }
        return nil
    }

    private let label = #"{"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "x"}"#

    @Test func spritesAreFilesAndFoldersSearchedForSpecs() throws {
        let fixture = Fixture()
        fixture.write("hud/b.json", label)
        fixture.write("hud/a.json", label)
        fixture.write("hud/_base.json", label)
        fixture.write("hud/deep/c.json", label)
        fixture.write("one.json", label)
        fixture.write("ui.json", #"{"version": 1, "kind": "atlas", "sprites": ["one.json", "hud", "hud/a.json"], "atlasFormat": "libgdx", "atlas": {"maxSize": 512}}"#)
        let spec = try fixture.load("ui.json")[0]
        let style = try #require(atlas(spec))
        #expect(style.sprites.map(\.file) == ["one.json", "hud/a.json", "hud/b.json", "hud/deep/c.json"].map { fixture.root + "/" + $0 })
        // Each sprite spec is held resolved, with the entry that named it: nothing loads it again.
        #expect(style.sprites.map(\.entry) == [0, 1, 1, 1])
        #expect(style.sprites.allSatisfy { $0.variants.count == 1 && $0.variants[0].file == $0.file })
        #expect(style.format == .libgdx)
        #expect(style.options.maxSize == 512)
        #expect(spec.output.formats == [.atlas])
    }

    @Test func anAtlasFolderMayHoldTheAtlasItself() throws {
        let fixture = Fixture()
        fixture.write("ui/a.json", label)
        fixture.write("ui/sheet.json", #"{"version": 1, "kind": "atlas", "name": "ui", "sprites": ["."]}"#)
        let style = try #require(atlas(try fixture.load("ui/sheet.json")[0]))
        #expect(style.sprites.map(\.file) == [fixture.root + "/ui/a.json"])
    }

    @Test func errorsNameTheSpriteThatCannotBePacked() {
        let fixture = Fixture()
        fixture.write("broken.json", #"{"version": 1, "kind": "label"}"#)
        fixture.write("other.json", #"{"version": 1, "kind": "atlas", "sprites": ["x.json"]}"#)
        fixture.write("empty/readme.txt", "")
        fixture.write("ui.json", """
        {"version": 1, "kind": "atlas",
          "sprites": ["broken.json", "other.json", "empty", "../outside.json"],
          "output": {"formats": ["png"]}}
        """)
        let errors = fixture.errors("ui.json").joined(separator: "\n")
        #expect(errors.contains("ui.json:2:15: error: $.sprites[0]: cannot load it:"))
        #expect(errors.contains("ui.json:2:30: error: $.sprites[1]: cannot load it:"))
        #expect(errors.contains("ui.json:2:44: error: $.sprites[2]: no spec files in the folder"))
        #expect(errors.contains("ui.json:2:53: error: $.sprites[3]:"))
        #expect(errors.contains("$.output.formats[0]: an `atlas` writes `atlas` (its sheets), not `png`"))
        fixture.write("nothing.json", #"{"version": 1, "kind": "atlas"}"#)
        #expect(fixture.errors("nothing.json").first?.hasSuffix("error: $: missing required key `sprites`") == true)
    }

    @Test func anAtlasOfAtlasesIsRefused() {
        let fixture = Fixture()
        fixture.write("a.json", label)
        fixture.write("inner.json", #"{"version": 1, "kind": "atlas", "sprites": ["a.json"]}"#)
        fixture.write("outer.json", #"{"version": 1, "kind": "atlas", "sprites": ["inner.json"]}"#)
        let error = fixture.errors("outer.json").first ?? ""
        #expect(error.contains("$.sprites[0]: ") && error.contains("inner.json is an atlas; an atlas packs rendered specs, not other atlases"))
    }
}
