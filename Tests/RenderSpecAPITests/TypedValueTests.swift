import Foundation
import RenderSpec
import Testing

/// What the library hands back as values: warnings with their parts, errors of a spec built in code
/// at the Swift property, closed vocabularies as enums, states and locales as dictionaries.
@Suite struct TypedValueTests {
    static let renderer = Renderer()

    // MARK: warnings

    /// A label whose text cannot fit, in a file: the warning comes with the bytes, at the text's line
    /// and column, and reads as `render-spec` prints it.
    @Test func aWarningComesWithTheBytesAtItsPlace() throws {
        let folder = try Folder(specs: ["tight.json": """
            {"version": 1, "kind": "label", "size": {"width": 40, "height": 20},
             "text": "A sentence far too long for the frame", "lines": 1}
            """])
        defer { folder.remove() }
        let spec = try LoadedSpec(contentsOfFile: folder.path("tight.json"), root: folder.url.path)
        let rendering = try Self.renderer.render(spec.variants[0], as: .png, scale: 1)
        #expect(rendering.data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let warning = try #require(rendering.warnings.first)
        #expect(rendering.warnings.count == 1)
        #expect(warning.file == folder.path("tight.json"))
        #expect(warning.line == 2)
        #expect(warning.column == 10)
        #expect(warning.path == "$.text")
        #expect(warning.severity == .warning)
        #expect(warning.message == "text does not fit: truncated with an ellipsis (state normal)")
        #expect(warning.description.hasSuffix("tight.json:2:10: warning: $.text: text does not fit: truncated with an ellipsis (state normal)"))
        // Planning alone finds the same.
        #expect(try Self.renderer.warnings(for: spec.variants[0]) == rendering.warnings)
    }

    /// A strict check fails an output on its warnings: they come back as errors.
    @Test func aStrictCheckReportsWarningsAsErrors() throws {
        let folder = try Folder(specs: ["tight.json": """
            {"version": 1, "kind": "label", "size": {"width": 40, "height": 20},
             "text": "A sentence far too long for the frame", "lines": 1}
            """])
        defer { folder.remove() }
        let options = SpecCheck.Options(renderRoot: folder.url.path, update: .missing, jobs: 1, strict: true)
        let report = SpecCheck(paths: [folder.url.path], options: options).run()
        let outcome = try #require(report.outcomes.first)
        #expect(outcome.warnings.map(\.severity) == [.error])
        #expect(outcome.warnings.first?.path == "$.text")
        let lenient = SpecCheck(paths: [folder.url.path], options: .init(renderRoot: folder.url.path, jobs: 1)).run()
        #expect(lenient.outcomes.first?.warnings.map(\.severity) == [.warning])
    }

    // MARK: specs built in code

    /// The error names the Swift property — through `states`, a dictionary key — with no line or
    /// column and no file in its one line.
    @Test func aModelsErrorNamesTheSwiftProperty() throws {
        let button = ButtonSpec(size: SizeValue(width: 120, height: 40),
                                title: TextStyleValue(text: "OK", font: FontValue(size: 17, weight: 950)),
                                states: ["pressed": ButtonSpec(cornerRadius: -3)])
        let errors = try #require(throws: SpecErrors.self) { try LoadedSpec(button, name: "ok.json") }.errors
        #expect(errors.map(\.path).sorted() == ["ButtonSpec.states[\"pressed\"].cornerRadius", "ButtonSpec.title.font.weight"])
        #expect(errors.allSatisfy { !$0.hasPosition && $0.line == 0 && $0.column == 0 })
        let weight = try #require(errors.first { $0.path.hasSuffix("weight") })
        #expect(weight.description == "error: ButtonSpec.title.font.weight: expected a weight from 100 to 900, got 950")
        // GettingStarted.md's example, word for word.
        let small = ButtonSpec(size: SizeValue(width: 120, height: 40), title: TextStyleValue(text: "OK", font: FontValue(size: -3)))
        let error = try #require(throws: SpecErrors.self) { try LoadedSpec(small) }
        #expect(error.description == "error: ButtonSpec.title.font.size: expected a number greater than 0, got -3")
    }

    /// An error in a real file the model extends keeps that file's line and column.
    @Test func anErrorInABaseFileKeepsItsPosition() throws {
        let folder = try Folder(specs: ["_base.json": #"{"version": 1, "kind": "view", "cornerRadius": -1}"#])
        defer { folder.remove() }
        let view = ViewSpec(extends: "_base.json", size: SizeValue(width: 10, height: 10))
        let errors = try #require(throws: SpecErrors.self) { try LoadedSpec(view, baseDirectory: folder.url.path) }.errors
        #expect(errors.count == 1)
        #expect(errors.first?.path == "$.cornerRadius")
        #expect(errors.first?.file == folder.path("_base.json"))
        #expect(errors.first?.line == 1)
    }

    // MARK: typed values

    @Test func fontWeightsAreTyped() throws {
        #expect(FontWeight.bold.value == 700)
        #expect(FontWeightValue.bold == .name(.bold))
        #expect(FontWeightValue(.black) == .name(.black))
        // They decode and encode as the names a spec file writes.
        let font = try JSONDecoder().decode(FontValue.self, from: Data(#"{"weight": "semibold"}"#.utf8))
        #expect(font.weight == .semibold)
        let encoded = try JSONEncoder().encode(FontValue(weight: .extraBold))
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"weight":"extraBold"}"#)
        // A name outside the vocabulary is refused with its did-you-mean, at its line and column.
        let data = Data(#"{"version": 1, "kind": "label", "size": {"width": 50}, "text": "x", "font": {"weight": "demibold"}}"#.utf8)
        let error = try #require(throws: SpecErrors.self) { try LoadedSpec(data: data, name: "w.json") }
        #expect(error.description == "w.json:1:88: error: $.font.weight: `demibold` is not a weight; use `thin`, `extraLight`, `ultraLight`, `light`, `regular`, `medium`, `semibold`, `bold`, `extraBold`, `heavy`, `black` or a number from 100 to 900; did you mean `semibold`?")
    }

    /// States and locales are plain dictionaries; states set in code render in name order, states
    /// read from a file in file order.
    @Test func statesAndLocalesAreDictionaries() throws {
        var label = LabelSpec(size: SizeValue(width: 40, height: 20), text: "Hi")
        label.states = ["pressed": LabelSpec(fill: .color("#FF0000")), "disabled": LabelSpec(fill: .color("#888888"))]
        label.locales = ["fr": LabelSpec(text: "Salut")]
        let states: [String: LabelSpec]? = label.states
        #expect(states?["pressed"]?.fill == .color("#FF0000"))
        let spec = try LoadedSpec(label)
        #expect(spec.variants.map(\.state) == ["normal", "disabled", "pressed", "normal", "disabled", "pressed"])
        #expect(spec.variants.map(\.locale) == [nil, nil, nil, "fr", "fr", "fr"])

        let file = Data(#"{"version": 1, "kind": "label", "size": {"width": 40, "height": 20}, "text": "Hi", "states": {"zoom": {}, "active": {}}}"#.utf8)
        #expect(try LoadedSpec(data: file, name: "s.json").variants.map(\.state) == ["normal", "zoom", "active"])
    }

    @Test func aBitmapDescribesItselfInOneLine() throws {
        let bitmap = try Bitmap(width: 240, height: 88, pixels: [UInt8](repeating: 0, count: 240 * 88 * 4))
        #expect(bitmap.description == "Bitmap 240×88 px, RGBA8, straight alpha")
        #expect("\(bitmap)" == bitmap.description)
    }
}
