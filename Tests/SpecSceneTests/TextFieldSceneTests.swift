import XCTest
import SpecModel
@testable import SpecScene

/// Text field geometry against the stub engine (0.5 em advances, 1.2 em lines, baseline at 0.9 em).
final class TextFieldSceneTests: XCTestCase {
    private func build(_ field: TextFieldStyle, width: Double = 200, height: Double = 31,
                       margin: Margin = .points(0)) throws -> Scene {
        let spec = ResolvedSpec(name: "f", state: field.editing ? "editing" : "normal", locale: nil, language: "en",
                        size: Size(width: width, height: height), canvas: Canvas(margin: margin), fonts: [],
                        output: OutputOptions(), content: .textField(field), file: "/tmp/f.json", positions: [:])
        return try SceneBuilder(text: StubTextEngine()).build(spec)
    }

    private func glyphFills(_ scene: Scene) -> [(runs: [GlyphRun], paint: Paint)] {
        scene.commands.compactMap { if case .fill(.glyphs(let runs), let paint) = $0 { return (runs, paint) }; return nil }
    }

    /// The caret's rect in points (the renderer snaps it to device pixels).
    private func caret(_ scene: Scene) -> Rect? {
        for case .fill(.box(let box), .solid(TextFieldControls.tint)) in scene.commands { return box.rect }
        return nil
    }

    private func hasClearButton(_ scene: Scene) -> Bool {
        scene.commands.contains { if case .fill(.path, .solid(TextFieldControls.clearGrey)) = $0 { return true }; return false }
    }

    func testRoundedRectDrawsWhiteBackgroundAndGreyBorderAndInsetsTextSevenPoints() throws {
        let scene = try build(TextFieldStyle(text: TextStyle(text: "Hi")))
        guard case .fill(.path(let background), .solid(.white)) = scene.commands[0] else { return XCTFail("\(scene.commands[0])") }
        XCTAssertEqual(background, .roundedRect(Rect(x: 0, y: 0, width: 200, height: 31), radius: 5))
        guard case .stroke(.path, .solid(TextFieldBorder.roundedBorder), 1, .inside) = scene.commands[1] else {
            return XCTFail("\(scene.commands[1])")
        }
        let fills = glyphFills(scene)
        XCTAssertEqual(fills.count, 1)
        XCTAssertEqual(fills[0].runs[0].glyphs[0].x, 7, accuracy: 1e-9)
        // One 17 pt line (20.4 pt tall) centred in 31 pt: baseline at 5.3 + 15.3.
        XCTAssertEqual(fills[0].runs[0].glyphs[0].y, 5.3 + 15.3, accuracy: 1e-9)
    }

    func testBorderStylesInsets() throws {
        for (style, inset) in [(BorderStyle.none, 0.0), (.line, 2), (.bezel, 3), (.roundedRect, 7)] {
            let scene = try build(TextFieldStyle(text: TextStyle(text: "Hi"), borderStyle: style))
            XCTAssertEqual(glyphFills(scene)[0].runs[0].glyphs[0].x, inset, accuracy: 1e-9, "\(style)")
            let borders = scene.commands.filter { if case .stroke(.path, _, _, _) = $0 { return true }; return false }
            XCTAssertEqual(borders.count, style == .none ? 0 : 1, "\(style)")
        }
    }

    func testPlaceholderShowsInPlaceholderGreyOnlyWhenTextIsEmpty() throws {
        var style = TextStyle(text: "")
        style.shadows = [Shadow(color: .black, offset: Point(0, 2), blur: 2)]
        let empty = try build(TextFieldStyle(text: style, placeholder: "Name"))
        let fills = glyphFills(empty)
        XCTAssertEqual(fills.count, 1)
        XCTAssertEqual(fills[0].runs[0].glyphs.count, 4)
        XCTAssertEqual(fills[0].paint, .solid(TextFieldStyle.placeholderGrey))
        XCTAssertFalse(empty.commands.contains { if case .shadow = $0 { return true }; return false },
                       "the placeholder is plain")

        style.text = "Ann"
        let filled = try build(TextFieldStyle(text: style, placeholder: "Name"))
        XCTAssertEqual(glyphFills(filled)[0].runs[0].glyphs.count, 3)
        XCTAssertEqual(glyphFills(filled)[0].paint, .solid(.black))
        XCTAssertTrue(filled.commands.contains { if case .shadow = $0 { return true }; return false })
    }

    func testEditingDrawsPlainTextAndACaretAfterTheLastCharacter() throws {
        var style = TextStyle(text: "Hi", fill: .gradient(Gradient(stops: [GradientStop(color: RGBA(1, 0, 0), at: 0),
                                                                             GradientStop(color: .white, at: 1)])))
        style.stroke = Stroke(fill: .color(.black), width: 2)
        let normal = try build(TextFieldStyle(text: style))
        XCTAssertNil(caret(normal))
        let scene = try build(TextFieldStyle(text: style, editing: true))
        XCTAssertEqual(glyphFills(scene)[0].paint, .solid(RGBA(1, 0, 0)), "editingFill defaults to the fill's first colour")
        XCTAssertFalse(scene.commands.contains { if case .stroke(.glyphs, _, _, _) = $0 { return true }; return false })
        let c = try XCTUnwrap(caret(scene))
        // "Hi" is 2 × 8.5 pt wide from x = 7: the caret starts at 24, 2 pt wide, as tall as the line box.
        XCTAssertEqual(c.x, 24, accuracy: 1e-9)
        XCTAssertEqual(c.width, 2, accuracy: 1e-9)
        XCTAssertEqual(c.y, 5.3, accuracy: 1e-9)
        XCTAssertEqual(c.height, 20.4, accuracy: 1e-9)
    }

    func testEmptyEditingFieldHasTheCaretAtTheStart() throws {
        let scene = try build(TextFieldStyle(text: TextStyle(text: ""), placeholder: "Name", editing: true))
        XCTAssertEqual(try XCTUnwrap(caret(scene)).x, 7, accuracy: 1e-9)
        XCTAssertEqual(glyphFills(scene)[0].paint, .solid(TextFieldStyle.placeholderGrey), "the placeholder stays while editing")
    }

    func testLongTextScrollsWhileEditingSoTheCaretStaysInside() throws {
        let scene = try build(TextFieldStyle(text: TextStyle(text: String(repeating: "W", count: 40)), editing: true))
        let c = try XCTUnwrap(caret(scene))
        XCTAssertEqual(c.maxX, 193, accuracy: 1e-9)
        XCTAssertTrue(scene.warnings.isEmpty, "scrolling is not a fit problem")
        guard case .clip(let rect, _) = scene.commands[2] else { return XCTFail("\(scene.commands[2])") }
        XCTAssertEqual(rect.x, 7)
        XCTAssertEqual(rect.width, 186)
    }

    func testClearButtonModes() throws {
        func shows(_ mode: ClearButtonMode, editing: Bool, text: String = "Ann") throws -> Bool {
            hasClearButton(try build(TextFieldStyle(text: TextStyle(text: text), clearButton: mode, editing: editing)))
        }
        XCTAssertFalse(try shows(.never, editing: true))
        XCTAssertTrue(try shows(.always, editing: false))
        XCTAssertTrue(try shows(.always, editing: true))
        XCTAssertFalse(try shows(.whileEditing, editing: false))
        XCTAssertTrue(try shows(.whileEditing, editing: true))
        XCTAssertFalse(try shows(.always, editing: false, text: ""), "no clear button over an empty field")
    }

    func testClearButtonSitsAtTheRightInsideTheInsetsAndNarrowsTheText() throws {
        let scene = try build(TextFieldStyle(text: TextStyle(text: String(repeating: "W", count: 40)), clearButton: .always))
        let disc = scene.commands.compactMap { c -> Path? in
            if case .fill(.path(let p), .solid(TextFieldControls.clearGrey)) = c { return p }; return nil
        }[0]
        // 19 pt square ending 7 pt from the right edge, the 14 pt disc centred in it.
        guard case .move(let top) = disc.elements[0] else { return XCTFail() }
        XCTAssertEqual(top.x, 200 - 7 - 9.5, accuracy: 1e-9)
        XCTAssertEqual(top.y, 15.5 - 7, accuracy: 1e-9)
        XCTAssertEqual(scene.warnings.count, 1)
        let glyphs = glyphFills(scene)[0].runs[0].glyphs
        XCTAssertLessThanOrEqual(glyphs.last!.x + 8.5, 200 - 7 - 19 + 1e-9, "text ends before the clear button")
    }

    func testShadowsBelowTheFieldAreNotCropped() throws {
        var style = TextStyle(text: "Hi", font: FontSpec(size: 30))
        style.shadows = [Shadow(color: .black, offset: Point(0, 8), blur: 4)]
        let scene = try build(TextFieldStyle(text: style), height: 24, margin: .auto)
        // Line 36 pt tall centred in 24: ink from -6 + 3 to -6 + 27 = 21 … the shadow reaches 21 + 8 + 6 = 35.
        XCTAssertGreaterThanOrEqual(scene.height, 24 + 11, "the image grows to hold the shadow")
        XCTAssertFalse(scene.commands.contains { if case .clip = $0 { return true }; return false }, "nothing clips the text")
    }

    /// A control's state images must be one size: with `margin: "auto"` the editing image (plain
    /// text, the clear button) and the empty image (the placeholder) reserve the room the normal
    /// text's shadow needs, so all three come out the same size.
    func testAutoMarginIsTheSameInEveryState() throws {
        let style = TextStyle(text: "Player", shadows: [Shadow(color: .black, offset: Point(0, 3), blur: 20)])
        var empty = style
        empty.text = ""
        let normal = try build(TextFieldStyle(text: style, clearButton: .whileEditing), margin: .auto)
        let editing = try build(TextFieldStyle(text: style, clearButton: .whileEditing, editing: true), margin: .auto)
        let placeholder = try build(TextFieldStyle(text: empty, placeholder: "Name", clearButton: .whileEditing), margin: .auto)
        XCTAssertGreaterThan(normal.height, 31, "the shadow needs room below the field")
        for scene in [editing, placeholder] {
            XCTAssertEqual(scene.width, normal.width)
            XCTAssertEqual(scene.height, normal.height)
        }
    }
}
