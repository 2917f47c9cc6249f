import Foundation
import RenderSpec
import Testing

/// The articles of RenderSpec.docc show each kind as a spec file and as the same spec in Swift
/// (Label.md, TextField.md, Button.md, View.md, BitmapFont.md, Atlas.md). These are their two
/// halves, verbatim: each pair must render the same files, byte for byte, so the articles cannot
/// drift apart from each other or from the library.
@Suite(.serialized) struct KindArticleTests {
    static let renderer = Renderer()

    static let json: [String: String] = [
        "score-title.json": """
            {
              "version": 1,
              "kind": "label",
              "name": "score-title",
              "size": {"width": 240, "height": 60},
              "text": "HIGH SCORE",
              "font": {"family": "DejaVu Sans", "size": 28, "weight": "bold"},
              "fill": {"gradient": {"stops": ["#FFF7B0", "#F08A24"]}},
              "stroke": {"color": "#5A2A0C", "width": 2},
              "shadow": {"color": "rgba(0, 0, 0, 0.5)", "offset": [0, 2], "blur": 4},
              "alignment": "center",
              "locales": {"de": {"text": "BESTENLISTE"}},
              "output": {"scales": [1, 2]}
            }
            """,
        "player-name.json": """
            {
              "version": 1,
              "kind": "textField",
              "name": "player-name",
              "size": {"width": 220, "height": 34},
              "canvas": {"background": "#EFEFF4", "margin": 8},
              "text": "Player One",
              "font": {"family": "DejaVu Sans", "size": 17},
              "borderStyle": "roundedRect",
              "clearButton": "always",
              "states": {"empty": {"text": "", "placeholder": "Your name"}}
            }
            """,
        "buy.json": """
            {
              "version": 1,
              "kind": "button",
              "name": "buy",
              "size": {"width": 160, "height": 44},
              "background": {"gloss": "#1E9E3A"},
              "cornerRadius": 12,
              "border": {"color": "#0B4D1B", "width": 1},
              "title": {"text": "Buy", "font": {"size": 20, "weight": "bold"}, "fill": "white"},
              "states": {"highlighted": {"background": {"gloss": "#0B4D1B"}}},
              "output": {"scales": [1, 2], "formats": ["png", "imageset"]}
            }
            """,
        "card.json": """
            {
              "version": 1,
              "kind": "view",
              "name": "card",
              "size": {"width": 120, "height": 80},
              "canvas": {"margin": "auto"},
              "background": {"gradient": {"angle": 90, "stops": ["#1B2140", "#23294A"]}},
              "cornerRadius": 14,
              "border": {"color": "rgba(255, 255, 255, 0.2)", "width": 1},
              "shadow": {"color": "rgba(0, 0, 0, 0.4)", "offset": [0, 3], "blur": 8},
              "output": {"formats": ["png", "android"]}
            }
            """,
        "digits.json": """
            {
              "version": 1,
              "kind": "bitmapFont",
              "name": "digits",
              "characters": ["digits", "+-x"],
              "font": {"family": "DejaVu Sans", "size": 24, "weight": "bold"},
              "fill": "#FFD23F",
              "stroke": {"color": "#5A2A0C", "width": 2, "position": "outside"},
              "fontFormat": "xml",
              "output": {"scales": [1, 2]}
            }
            """,
        "ui.json": """
            {
              "version": 1,
              "kind": "atlas",
              "name": "ui",
              "sprites": ["buy.json", "score-title.json"],
              "atlas": {"maxSize": 1024, "padding": 2},
              "atlasFormat": "libgdx",
              "output": {"scales": [1, 2]}
            }
            """,
    ]

    static let models: [String: SpecDocument] = [
        "score-title.json": .label(LabelSpec(
            name: "score-title",
            size: SizeValue(width: 240, height: 60),
            text: "HIGH SCORE",
            font: FontValue(family: "DejaVu Sans", size: 28, weight: .bold),
            fill: .gradient(GradientValue(stops: ["#FFF7B0", "#F08A24"])),
            stroke: StrokeValue(color: "#5A2A0C", width: 2),
            shadow: .one(ShadowValue(color: "rgba(0, 0, 0, 0.5)", offset: [0, 2], blur: 4)),
            alignment: .center,
            locales: ["de": LabelSpec(text: "BESTENLISTE")],
            output: OutputValue(scales: [1, 2])
        )),
        "player-name.json": .textField(TextFieldSpec(
            name: "player-name",
            size: SizeValue(width: 220, height: 34),
            canvas: CanvasValue(background: "#EFEFF4", margin: 8),
            text: "Player One",
            font: FontValue(family: "DejaVu Sans", size: 17),
            borderStyle: .roundedRect,
            clearButton: .always,
            states: ["empty": TextFieldSpec(text: "", placeholder: "Your name")]
        )),
        "buy.json": .button(ButtonSpec(
            name: "buy",
            size: SizeValue(width: 160, height: 44),
            background: .gloss(.color("#1E9E3A")),
            cornerRadius: 12,
            border: BorderValue(color: "#0B4D1B", width: 1),
            title: TextStyleValue(text: "Buy", font: FontValue(size: 20, weight: .bold), fill: .color("white")),
            states: ["highlighted": ButtonSpec(background: .gloss(.color("#0B4D1B")))],
            output: OutputValue(scales: [1, 2], formats: [.png, .imageset])
        )),
        "card.json": .view(ViewSpec(
            name: "card",
            size: SizeValue(width: 120, height: 80),
            canvas: CanvasValue(margin: .auto),
            background: .gradient(GradientValue(stops: ["#1B2140", "#23294A"], angle: 90)),
            cornerRadius: 14,
            border: BorderValue(color: "rgba(255, 255, 255, 0.2)", width: 1),
            shadow: .one(ShadowValue(color: "rgba(0, 0, 0, 0.4)", offset: [0, 3], blur: 8)),
            output: OutputValue(formats: [.png, .android])
        )),
        "digits.json": .bitmapFont(BitmapFontSpec(
            name: "digits",
            characters: .many(["digits", "+-x"]),
            font: FontValue(family: "DejaVu Sans", size: 24, weight: .bold),
            fill: .color("#FFD23F"),
            stroke: StrokeValue(color: "#5A2A0C", width: 2, position: .outside),
            fontFormat: .xml,
            output: OutputValue(scales: [1, 2])
        )),
        "ui.json": .atlas(AtlasSpec(
            name: "ui",
            sprites: ["buy.json", "score-title.json"],
            atlas: AtlasValue(maxSize: 1024, padding: 2),
            atlasFormat: .libgdx,
            output: OutputValue(scales: [1, 2])
        )),
    ]

    @Test(arguments: ["score-title.json", "player-name.json", "buy.json", "card.json", "digits.json", "ui.json"])
    func theSwiftRendersAsTheJSON(file: String) throws {
        let folder = try Folder(specs: Self.json)
        defer { folder.remove() }
        let fromFile = try LoadedSpec(contentsOfFile: folder.path(file), root: folder.url.path)
        let fromSwift = try LoadedSpec(#require(Self.models[file]), baseDirectory: folder.url.path)
        #expect(fromSwift.variants.map(\.state) == fromFile.variants.map(\.state))
        #expect(fromSwift.variants.map(\.locale) == fromFile.variants.map(\.locale))
        let expected = try Self.renderer.render(fromFile)
        let actual = try Self.renderer.render(fromSwift)
        #expect(!expected.paths.isEmpty)
        #expect(actual.paths == expected.paths)
        #expect(actual.files == expected.files)
        #expect(expected.warnings.isEmpty, "\(expected.warnings)")
    }
}
