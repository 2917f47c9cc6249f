import Foundation
import Testing
@testable import SpecModel

@Suite struct TextFieldDecodingTests {
    private func field(_ spec: ResolvedSpec) -> TextFieldStyle? {
        if case .textField(let field) = spec.content { return field }
        return nil
    }

    @Test func minimalFieldIsFullyDefaultedLikeUIKit() throws {
        let fixture = Fixture()
        fixture.write("f.json", #"{"version": 1, "kind": "textField", "size": {"width": 200, "height": 31}}"#)
        let spec = try fixture.load("f.json")[0]
        let f = try #require(field(spec))
        #expect(f.text.text == "")
        #expect(f.placeholder == "")
        #expect(f.placeholderFill == .color(RGBA(0.78, 0.78, 0.80)))
        #expect(f.borderStyle == .roundedRect)
        #expect(f.background == nil)
        #expect(f.clearButton == .never)
        #expect(f.editingFill == .black)
        #expect(f.editing == false)
        #expect(f.text.lines == 1)
    }

    @Test func everyFieldKeyAndTheEditingState() throws {
        let fixture = Fixture()
        fixture.write("f.json", """
        {"version": 1, "kind": "textField", "size": {"width": 200, "height": 31}, "text": "Ann",
         "placeholder": "Name", "placeholderFill": "#999", "borderStyle": "bezel", "background": "#EEE",
         "clearButton": "whileEditing", "fill": {"gradient": {"stops": ["red", "blue"]}}, "lines": 1,
         "states": {"editing": {}}}
        """)
        let specs = try fixture.load("f.json")
        #expect(specs.map(\.state) == ["normal", "editing"])
        let normal = try #require(field(specs[0])), editing = try #require(field(specs[1]))
        #expect(normal.placeholder == "Name")
        #expect(normal.placeholderFill == .color(RGBA(0.6, 0.6, 0.6)))
        #expect(normal.borderStyle == .bezel)
        #expect(normal.background == .color(RGBA(14.0 / 15, 14.0 / 15, 14.0 / 15)))
        #expect(normal.clearButton == .whileEditing)
        #expect(normal.editingFill == RGBA(1, 0, 0), "the first colour of the fill")
        #expect(!normal.editing)
        #expect(editing.editing)
    }

    @Test func errorsNameThePathAndSuggest() {
        let fixture = Fixture()
        fixture.write("f.json", """
        {"version": 1, "kind": "textField", "size": {"width": 200, "height": 31},
         "borderStyle": "rounded", "clearButton": "sometimes", "lines": 2, "placeholdr": "x", "editingFill": 3}
        """)
        // In file order, each at its value (an unknown key at the key).
        #expect(fixture.errors("f.json") == [
            "\(fixture.root)/f.json:2:17: error: $.borderStyle: `rounded` is not one of `none`, `line`, `bezel`, `roundedRect`",
            "\(fixture.root)/f.json:2:43: error: $.clearButton: `sometimes` is not one of `never`, `always`, `whileEditing`",
            "\(fixture.root)/f.json:2:65: error: $.lines: a text field shows one line; `lines` may only be 1 (use a label for more)",
            "\(fixture.root)/f.json:2:68: error: $.placeholdr: unknown key `placeholdr`; did you mean `placeholder`?",
            "\(fixture.root)/f.json:2:102: error: $.editingFill: expected a colour, got a number",
        ])
    }
}
