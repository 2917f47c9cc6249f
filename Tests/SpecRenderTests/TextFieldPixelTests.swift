import XCTest
import SpecModel
import SpecScene
@testable import SpecRender

/// Text fields in pixels: where the placeholder, the caret and the clear button land, and that
/// nothing below the field is cut off.
final class TextFieldPixelTests: XCTestCase {
    private func fieldSpec(_ field: TextFieldStyle, width: Double = 200, height: Double = 31,
                           margin: Margin = .points(0)) -> ResolvedSpec {
        ResolvedSpec(name: "f", state: field.editing ? "editing" : "normal", locale: nil, language: "en",
             size: Size(width: width, height: height), canvas: Canvas(margin: margin), fonts: [], output: OutputOptions(),
             content: .textField(field), file: "/tmp/f.json", positions: [:])
    }

    private func isBlue(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.a > 200 && p.b > 200 && p.r < 60 && p.g > 90 && p.g < 150 }

    func testPlaceholderIsGreyAndStartsSevenPointsIn() throws {
        let px = try render(fieldSpec(TextFieldStyle(text: TextStyle(text: ""), placeholder: "Name")), scale: 2)
        // Grey glyph pixels (not white background, not the border) between the insets.
        let grey = (0..<px.width).filter { x in (8..<54).contains { y in
            let p = px[x: x, y: y]; return p.r < 235 && p.r > 150 && abs(p.r - p.b) < 20
        } }
        let first = try XCTUnwrap(grey.first { $0 > 4 }) // past the left border
        XCTAssertGreaterThanOrEqual(first, 14, "the placeholder starts 7 pt (14 px) in")
        XCTAssertLessThan(first, 20)
        // Vertically centred: ink rows of the placeholder sit symmetric-ish around the middle (31 px at @2x).
        let rows = (4..<58).filter { y in (14..<120).contains { let p = px[x: $0, y: y]; return p.r < 235 } }
        let middle = Double(rows.first! + rows.last!) / 2
        XCTAssertEqual(middle, 31, accuracy: 5)
    }

    func testCaretIsBlueRightAfterTheText() throws {
        let field = TextFieldStyle(text: TextStyle(text: "Hi"), editing: true)
        let scene = try renderer.scene(fieldSpec(field))
        let textEnd = scene.commands.compactMap { c -> Double? in
            if case .fill(.glyphs(let runs), _) = c { return runs.last?.glyphs.last?.x }; return nil
        }.first!
        let px = try render(fieldSpec(field), scale: 2)
        let blueColumns = (0..<px.width).filter { x in isBlue(px[x: x, y: 31]) }
        XCTAssertEqual(blueColumns.count, 4, "a 2 pt caret at @2x: \(blueColumns)")
        let caretX = Double(try XCTUnwrap(blueColumns.first)) / 2
        // "Hi" in DejaVu Sans 17: H starts at 7, i is the last glyph; the caret follows its advance.
        XCTAssertGreaterThan(caretX, textEnd)
        XCTAssertLessThan(caretX, textEnd + 6)
        // Tall as the line: ascent plus descent of 17 pt DejaVu Sans (≈ 19.8 pt), centred.
        let blueRows = (0..<px.height).filter { isBlue(px[x: blueColumns[1], y: $0]) }
        XCTAssertEqual(Double(blueRows.count) / 2, 19.8, accuracy: 1)
        XCTAssertEqual(Double(blueRows.first! + blueRows.last!) / 4, 15.5, accuracy: 1)
    }

    /// The caret is snapped to device pixels as the border is: wherever the text ends, it is 2·S
    /// solid tint columns at @S, with no half-covered column or row beside it.
    func testCaretIsSnappedToDevicePixels() throws {
        // "Hello" in DejaVu Sans 17 ends at 50.1 pt: between device pixels at every scale.
        let field = TextFieldStyle(text: TextStyle(text: "Hello"), editing: true)
        for scale in [1, 2, 3] {
            let px = try render(fieldSpec(field), scale: Double(scale))
            let tint = (r: 0, g: 122, b: 255, a: 255)
            func isTint(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p == tint }
            // Bluer than the white field, the grey border or the black text, but not the tint itself.
            func isPartial(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { !isTint(p) && p.b - p.r > 20 }
            let middle = px.height / 2
            let columns = (0..<px.width).filter { isTint(px[x: $0, y: middle]) }
            XCTAssertEqual(columns.count, 2 * scale, "solid caret columns at @\(scale)x: \(columns)")
            let partialColumns = (0..<px.width).filter { isPartial(px[x: $0, y: middle]) }
            XCTAssertEqual(partialColumns, [], "half-covered caret columns at @\(scale)x")
            guard let x = columns.first else { continue }
            let partialRows = (0..<px.height).filter { isPartial(px[x: x, y: $0]) }
            XCTAssertEqual(partialRows, [], "half-covered caret rows at @\(scale)x")
        }
    }

    func testEmptyEditingFieldHasTheCaretAtTheLeftInset() throws {
        let px = try render(fieldSpec(TextFieldStyle(text: TextStyle(text: ""), placeholder: "Name", editing: true)), scale: 2)
        let blueColumns = (0..<px.width).filter { x in isBlue(px[x: x, y: 31]) }
        XCTAssertEqual(blueColumns, [14, 15, 16, 17])
    }

    func testClearButtonIsAGreyDiscAtTheRight() throws {
        let px = try render(fieldSpec(TextFieldStyle(text: TextStyle(text: "Ann"), clearButton: .always)), scale: 2)
        // Disc centre: 7 + 9.5 pt from the right, the field's middle; its centre pixel is the white ×.
        let cx = (200 - 16.5) * 2, cy = 15.5 * 2
        let centre = px[x: Int(cx), y: Int(cy)]
        XCTAssertGreaterThan(centre.r, 230, "the × crosses at the centre: \(centre)")
        let ring = px[x: Int(cx) + 10, y: Int(cy)]   // 5 pt right of the centre: on the disc, off the ×
        XCTAssertTrue(ring.r > 150 && ring.r < 200, "grey disc: \(ring)")
    }

    func testShadowBelowAShortFieldIsNotCropped() throws {
        var style = TextStyle(text: "Hgjpqy", font: FontSpec(size: 30))
        style.shadows = [Shadow(color: .black, offset: Point(0, 6), blur: 4)]
        let px = try render(fieldSpec(TextFieldStyle(text: style, borderStyle: .none), height: 24, margin: .auto))
        let inked = px.inkedRows(threshold: 0)
        XCTAssertGreaterThan(px.height, 24 + 10, "the image grows below the field")
        XCTAssertLessThan(try XCTUnwrap(inked.last), px.height - 1, "the shadow fades out inside the image")
        XCTAssertGreaterThan(try XCTUnwrap(inked.last), 24 + 6, "descenders and their shadow reach below the field")
    }
}

private func == (a: (r: Int, g: Int, b: Int, a: Int), b: (r: Int, g: Int, b: Int, a: Int)) -> Bool {
    a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a
}
