import Foundation
import RenderSpec
import Testing

/// The one-call path (issue 38, point 4): a spec built in Swift, or loaded, renders one image with
/// `render(_:scale:state:locale:)`, the same bytes as the four steps through a Renderer; one format
/// type; and a Swift-built spec's warnings and errors advise in Swift.
@Suite struct OneCallTests {
    private let view = ViewSpec(
        name: "panel", size: SizeValue(width: 40, height: 20), background: .color("#336699"),
        states: ["pressed": ViewSpec(background: .color("#112233"))],
        locales: ["de": ViewSpec()]
    )

    @Test func aModelRendersInOneCallAsTheRendererDraws() throws {
        let spec = try LoadedSpec(view)
        let fourSteps = try Renderer().render(spec.variants[0], as: .png, scale: 2).data
        #expect(try view.render(.png, scale: 2) == fourSteps)
        #expect(try spec.render(.png, scale: 2) == fourSteps)
        #expect(try SpecDocument.view(view).render(.png, scale: 2) == fourSteps)
        let bitmap = try view.bitmap(scale: 2)
        #expect(bitmap.width == 80 && bitmap.height == 40)
    }

    @Test func theStateAndLocaleChooseTheVariant() throws {
        let spec = try LoadedSpec(view)
        let pressed = try #require(spec.variant(state: "pressed", locale: "de"))
        let expected = try Renderer().render(pressed, as: .png).data
        #expect(try view.render(state: "pressed", locale: "de") == expected)
        #expect(try view.render(state: "pressed") != view.render())
    }

    @Test func anUnknownStateNamesTheOnesThereAre() throws {
        let error = try #require(throws: RenderingError.self) { try view.render(state: "hover") }
        #expect(error.description == "panel has no state `hover`; its states: normal, pressed; its locales: de", "\(error)")
        #expect(throws: RenderingError.self) { try view.render(locale: "fr") }
    }

    @Test func svgAndPDFAreOneCallToo() throws {
        #expect(String(decoding: try view.render(.svg), as: UTF8.self).contains("<svg"))
        #expect(try view.render(.pdf).starts(with: Data("%PDF".utf8)))
    }

    /// OutputFormat is the one format type; a format of several files is refused where one image is
    /// asked for, pointing at the call that draws it.
    @Test func aFormatOfSeveralFilesIsNotOneImage() throws {
        let error = try #require(throws: RenderingError.self) { try view.render(.imageset) }
        #expect(error.description.contains("`imageset` is several files"), "\(error)")
        let formats: [OutputFormat] = [.png, .imageset]
        #expect(try Renderer().render(LoadedSpec(view), formats: formats).paths.contains("panel.xcassets/panel.imageset/panel.png"))
    }

    /// A shadow the canvas cuts: the warning's advice is Swift for a spec built in Swift, and JSON
    /// for the same spec read from a file.
    @Test func aCutShadowAdvisesTheMarginInTheSpecsOwnLanguage() throws {
        let card = ViewSpec(name: "card", size: SizeValue(width: 40, height: 20), background: .color("#336699"),
                            shadow: .one(ShadowValue(color: "black", offset: [0, 8], blur: 4)))
        let spec = try LoadedSpec(card)
        let swift = try #require(Renderer().warnings(for: spec.variants[0]).first)
        #expect(swift.path == "ViewSpec.shadow")
        #expect(swift.message.hasSuffix("; set `canvas: .init(margin: .auto)` to make room for it"), "\(swift.message)")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-advice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = ##"{"version": 1, "kind": "view", "name": "card", "size": {"width": 40, "height": 20}, "background": "#336699", "shadow": {"color": "black", "offset": [0, 8], "blur": 4}}"##
        let file = try LoadedSpec(data: Data(json.utf8), name: "card.json", baseDirectory: folder.path)
        let written = try #require(Renderer().warnings(for: file.variants[0]).first)
        #expect(written.message.hasSuffix(#"; set `"canvas": {"margin": "auto"}` to make room for it"#), "\(written.message)")
    }

    /// An error's advice is Swift too: a distance range without a distance field.
    @Test func anErrorAdvisesInSwift() throws {
        let font = BitmapFontSpec(name: "digits", characters: "0123456789",
                                  font: FontValue(family: "DejaVu Sans", size: 24), distanceRange: 4)
        let errors = try #require(throws: SpecErrors.self) { try LoadedSpec(font) }
        let error = try #require(errors.errors.first { $0.path == "BitmapFontSpec.distanceRange" }, "\(errors)")
        #expect(error.message.contains("add `field: .sdf` or `.msdf`"), "\(error.message)")
        #expect(!error.message.contains("\""), "\(error.message)")
    }
}
