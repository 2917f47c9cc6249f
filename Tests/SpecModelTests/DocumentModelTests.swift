import Foundation
import Testing
@testable import SpecModel

/// The Codable document models: every committed spec decodes, round-trips through Foundation's
/// JSON coders to an equal model, and decodes with Foundation alone where it has no positions.
@Suite struct DocumentModelTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every spec and base in Examples/ and Specs/ (as `format` finds them).
    static func corpus() -> [String] {
        let folders = ["Examples", "Specs", "docs/cookbook"].map { repository.appendingPathComponent($0).path }
        return FormatCorpus.files(in: folders)
    }

    static func document(_ file: String) throws -> (SpecDocument, TokenPlaceholders) {
        let tree = try SpecFileReader.read(file)
        let diagnostics = Diagnostics()
        let placeholders = TokenPlaceholders()
        let document = TreeDecoder.decode(SpecDocument.self, from: tree, diagnostics: diagnostics, placeholders: placeholders)
        #expect(diagnostics.errors.isEmpty, "\(file): \(diagnostics.errors)")
        return (try #require(document), placeholders)
    }

    @Test func theCorpusIsLarge() {
        #expect(Self.corpus().count > 100)
    }

    @Test func everySpecRoundTripsThroughJSONEncoderToAnEqualModel() throws {
        for file in Self.corpus() {
            let (document, _) = try Self.document(file)
            let data = try JSONEncoder().encode(document)
            let again = try JSONDecoder().decode(SpecDocument.self, from: data)
            #expect(again == document, "\(file)")
        }
    }

    @Test func foundationDecodesASpecWithoutTokensDirectly() throws {
        var decoded = 0
        for file in Self.corpus() {
            let (document, placeholders) = try Self.document(file)
            guard placeholders.references.isEmpty else { continue }
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            #expect(try JSONDecoder().decode(SpecDocument.self, from: data) == document, "\(file)")
            if case .label(let label) = document {
                #expect(try JSONDecoder().decode(LabelSpec.self, from: data) == label)
            }
            decoded += 1
        }
        #expect(decoded > 90)
    }

    @Test func shorthandsEncodeBackToTheSameShorthand() throws {
        let json = #"""
        {"version": 1, "kind": "label", "size": {"width": 10}, "text": "x",
         "fill": {"gradient": {"stops": ["#FFF", {"color": {"white": 0.5}, "at": 0.3}, "red"]}},
         "stroke": {"fill": {"gloss": "#2050D0"}}, "shadow": [{"offset": [0, 2]}], "padding": 4,
         "canvas": {"margin": "auto"}, "font": {"weight": 600, "variations": {"wght": 650, "opsz": 12}}}
        """#
        // Through the project's decoder, which keeps key order (`variations` below); Foundation's gives an equal model.
        let tree = try JSONParser.parse(Array(json.utf8), file: "inline.json")
        let document = TreeDecoder.decode(SpecDocument.self, from: tree, diagnostics: Diagnostics())
        guard case .label(let label)? = document else { Issue.record("not a label"); return }
        #expect(try JSONDecoder().decode(LabelSpec.self, from: Data(json.utf8)) == label)
        #expect(label.fill == .gradient(GradientValue(stops: ["#FFF", .positioned(PositionedStop(color: .components(ColorComponents(white: 0.5)), at: 0.3)), "red"])))
        #expect(label.stroke?.fill == .gloss(.color("#2050D0")))
        #expect(label.padding == .all(4))
        #expect(label.canvas?.margin == .auto)
        #expect(label.font?.weight == .number(600))
        #expect(label.font?.variations?.keys == ["wght", "opsz"])
        let text = SpecFormatter.text(label)
        #expect(text.contains(##""stops": ["#FFF", {"color": {"white": 0.5}, "at": 0.3}, "red"]"##))
        #expect(text.contains(##""stroke": {"fill": {"gloss": "#2050D0"}}"##))
        #expect(text.contains(##""padding": 4"##))
        #expect(text.contains(##""margin": "auto""##))
        #expect(text.contains(##""variations": {"wght": 650, "opsz": 12}"##))
    }

    @Test func theTreeDecoderReportsEveryErrorWithItsPositionAtOnce() {
        let fixture = Fixture()
        fixture.write("bad.json", """
        {
          "version": 1,
          "kind": "label",
          "size": {"width": "wide"},
          "text": 5,
          "font": {"sise": 12, "style": "itallic"},
          "shadow": "soft"
        }
        """)
        let errors = fixture.errors("bad.json").map { $0.replacingOccurrences(of: fixture.root + "/", with: "") }
        #expect(errors == [
            "bad.json:4:21: error: $.size.width: expected a number, got a string",
            "bad.json:5:11: error: $.text: expected a string or a catalog reference {\"key\", \"from\"}, got a number",
            "bad.json:6:12: error: $.font.sise: unknown key `sise`; did you mean `size`?",
            "bad.json:6:33: error: $.font.style: `itallic` is not one of `normal`, `italic`; did you mean `italic`?",
            "bad.json:7:13: error: $.shadow: expected a shadow object or a list of them, got a string",
        ])
    }

    @Test func modelsBuiltInCodeEncodeInTheCanonicalKeyOrder() {
        var button = ButtonSpec(version: 1, kind: .button, name: "play", size: SizeValue(width: 160, height: 44))
        button.title = TextStyleValue(text: "Play", font: FontValue(family: "DejaVu Sans", size: 18, weight: .bold))
        button.background = .gloss(.color("#2E7D32"))
        button.cornerRadius = 10
        #expect(SpecFormatter.text(button) == """
        {
          "version": 1,
          "kind": "button",
          "name": "play",
          "size": {"width": 160, "height": 44},
          "background": {"gloss": "#2E7D32"},
          "cornerRadius": 10,
          "title": {"text": "Play", "font": {"family": "DejaVu Sans", "size": 18, "weight": "bold"}}
        }

        """)
    }
}

/// The same files `render-spec format` finds in a folder (kept beside the tests so that the model
/// tests need not link the command-line module).
enum FormatCorpus {
    static func files(in folders: [String]) -> [String] {
        var files: [String] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                let parts = relative.split(separator: "/")
                if parts.contains(where: { $0.hasPrefix(".") || $0 == "fonts" || $0.hasSuffix(".xcassets") }) { continue }
                let name = String(parts.last ?? "")
                if name.hasSuffix(".json") && name != "render-spec-manifest.json" && !name.hasSuffix(".tokens.json")
                    && !RenderedJSON.isOutput(folder + "/" + relative) {
                    files.append(folder + "/" + relative)
                }
            }
        }
        return files.sorted()
    }
}
