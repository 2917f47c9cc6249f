import XCTest
import SpecModel
@testable import SpecScene

final class LabelSceneTests: XCTestCase {
    private func build(_ style: TextStyle, width: Double = 200, height: Double? = 100, margin: Margin = .points(0),
                       engine: StubTextEngine = StubTextEngine()) throws -> Scene {
        try SceneBuilder(text: engine).build(labelSpec(style, width: width, height: height, margin: margin))
    }

    func testLayerOrderFollowsPhotoshop() throws {
        let shadowA = Shadow(color: .black, offset: Point(0, 2), blur: 4)
        let shadowB = Shadow(color: RGBA(1, 0, 0), offset: Point(0, 6), blur: 2)
        var style = TextStyle(text: "AB")
        style.shadows = [shadowA, shadowB]
        style.glow = Shadow(color: .white, blur: 3)
        style.innerShadow = Shadow(color: .black, offset: Point(0, 1), blur: 1)
        style.stroke = Stroke(fill: .color(.white), width: 2)
        let scene = try build(style)
        let kinds = scene.commands.map { c -> String in
            switch c {
            case .shadow(let l): return l.inner ? "inner" : l.offset.y == 6 ? "shadowB" : l.offset.y == 2 ? "shadowA" : "glow"
            case .fill: return "fill"
            case .stroke: return "stroke"
            case .clip: return "clip"
            case .seamless: return "seamless"
            case .layer: return "layer"
            }
        }
        // The first listed shadow is drawn last of the shadows, so it ends on top (as in CSS).
        XCTAssertEqual(kinds, ["shadowB", "shadowA", "glow", "fill", "inner", "stroke"])
        guard case .shadow(let outer) = scene.commands[0] else { return XCTFail() }
        XCTAssertEqual(outer.outset, 2, "an outside stroke casts the shadow too")
    }

    /// The gradient's ends for each line of "AAA\nBBB\nCCC" with a vertical gradient of `span`.
    private func lineGradients(_ span: GradientSpan) throws -> [(start: Point, end: Point)] {
        var style = TextStyle(text: "AAA\nBBB\nCCC", lines: 3)
        style.fill = .gradient(Gradient(span: span, stops: [GradientStop(color: .white, at: 0), GradientStop(color: .black, at: 1)]))
        let scene = try build(style, height: 120)
        return scene.commands.compactMap { c -> (Point, Point)? in
            if case .fill(_, .linear(let start, let end, _, _)) = c { return (start, end) }
            return nil
        }
    }

    /// `line`: over each line box, ascent to descent, so each line's colours sit at the same
    /// heights above its baseline whatever its glyphs.
    func testLineGradientRepeatsOverEachLineBox() throws {
        let gradients = try lineGradients(.line)
        XCTAssertEqual(gradients.count, 3)
        // 17 pt font: line pitch 20.4, the line box is the pitch; block centred in 120.
        let top = (120 - 3 * 20.4) / 2
        for (i, g) in gradients.enumerated() {
            XCTAssertEqual(g.start.y, top + Double(i) * 20.4, accuracy: 1e-9)
            XCTAssertEqual(g.end.y, top + Double(i + 1) * 20.4, accuracy: 1e-9)
            XCTAssertEqual(g.start.x, g.end.x, accuracy: 1e-9)
        }
    }

    /// `ink`: over each line's inked box, so each line's colours follow its own glyphs.
    func testInkGradientRepeatsOverEachLinesInk() throws {
        let gradients = try lineGradients(.ink)
        XCTAssertEqual(gradients.count, 3)
        // 17 pt font: line pitch 20.4, ink 1.7…15.3 below each line top; block centred in 120.
        let top = (120 - 3 * 20.4) / 2
        for (i, g) in gradients.enumerated() {
            XCTAssertEqual(g.start.y, top + Double(i) * 20.4 + 1.7, accuracy: 1e-9)
            XCTAssertEqual(g.end.y, top + Double(i) * 20.4 + 15.3, accuracy: 1e-9)
            XCTAssertEqual(g.start.x, g.end.x, accuracy: 1e-9)
        }
    }

    func testTextSpanGradientIsOneGradientOverTheBlock() throws {
        var style = TextStyle(text: "AAA\nBBB", lines: 0)
        style.fill = .gradient(Gradient(span: .text, stops: [GradientStop(color: .white, at: 0), GradientStop(color: .black, at: 1)]))
        let scene = try build(style)
        let paints = Set(scene.commands.compactMap { c -> Paint? in if case .fill(_, let p) = c { return p }; return nil })
        XCTAssertEqual(paints.count, 1)
    }

    func testVerticalAlignment() throws {
        func baseline(_ v: VerticalAlignment) throws -> Double {
            var style = TextStyle(text: "A")
            style.verticalAlignment = v
            style.padding = Insets(top: 10, left: 0, bottom: 20, right: 0)
            guard case .fill(.glyphs(let runs), _) = try build(style).commands[0] else { throw XCTSkip() }
            return runs[0].glyphs[0].y
        }
        XCTAssertEqual(try baseline(.top), 10 + 15.3, accuracy: 1e-9)
        XCTAssertEqual(try baseline(.bottom), 80 - 20.4 + 15.3, accuracy: 1e-9)
        XCTAssertEqual(try baseline(.center), 10 + (70 - 20.4) / 2 + 15.3, accuracy: 1e-9)
    }

    func testLabelWithoutHeightFitsItsText() throws {
        var style = TextStyle(text: "A\nB", lines: 0)
        style.padding = Insets(top: 4, left: 0, bottom: 6, right: 0)
        let scene = try build(style, height: nil)
        XCTAssertEqual(scene.height, 2 * 20.4 + 10, accuracy: 1e-9)
    }

    func testMinimumScaleShrinksToTheLargestSizeThatFits() throws {
        var style = TextStyle(text: String(repeating: "x", count: 40))  // 40 × 8.5 = 340 pt at full size
        style.minimumScale = 0.5
        let engine = StubTextEngine()
        let scene = try build(style, engine: engine)
        XCTAssertTrue(scene.warnings.isEmpty)
        let chosen = engine.scales.filter { 40 * 8.5 * $0 <= 200 }.max()!
        XCTAssertEqual(chosen, 200 / 340, accuracy: 0.001)
        // One line: predicted from its natural width, so two sizes besides the full one, not twelve.
        XCTAssertLessThanOrEqual(Set(engine.scales).count, 3, "\(engine.scales)")
    }

    func testTextThatDoesNotFitWarnsWithStateAndLocale() throws {
        var style = TextStyle(text: String(repeating: "x", count: 80))
        style.minimumScale = 0.5
        var spec = labelSpec(style)
        spec.state = "highlighted"
        spec.locale = "de"
        let scene = try SceneBuilder(text: StubTextEngine()).build(spec)
        XCTAssertEqual(scene.warnings.count, 1)
        XCTAssertTrue(scene.warnings[0].contains("state highlighted, locale de"), scene.warnings[0])
        XCTAssertTrue(scene.warnings[0].contains("minimum scale 0.5"), scene.warnings[0])
    }

    func testAutoMarginReachesTheShadow() throws {
        var style = TextStyle(text: "AB", alignment: .center)
        style.shadows = [Shadow(color: .black, offset: Point(3, 4), blur: 8)]
        // 3σ = 12 pt reach. A 200 × 100 frame holds the shadow of a small centred text: no margin …
        XCTAssertEqual(try build(style, margin: .auto).width, 200)
        // … but a frame as small as the ink grows by the shadow's reach on each side.
        let tight = try build(style, width: 17, height: 20.4, margin: .auto)
        XCTAssertEqual(tight.width, 17 + 9 + 15)          // left 12 − 3, right 12 + 3
        // Ink spans y 1.7…15.3: top ceil(12 − 4 − 1.7) = 7; bottom ceil(15.3 + 16 − 20.4) = 11.
        XCTAssertEqual(tight.height, 20.4 + 7 + 11, accuracy: 1e-9)
    }

    func testFixedMarginMovesEverything() throws {
        let scene = try build(TextStyle(text: "A"), margin: .points(10))
        XCTAssertEqual(scene.width, 220)
        XCTAssertEqual(scene.height, 120)
    }

    func testClipWrapsCommandsInTheFrame() throws {
        var style = TextStyle(text: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
        style.lineBreak = .clip
        let scene = try build(style, width: 50)
        guard case .clip(let rect, let inner) = scene.commands.first else { return XCTFail() }
        XCTAssertEqual(rect, Rect(x: 0, y: 0, width: 50, height: 100))
        XCTAssertFalse(inner.isEmpty)
        XCTAssertEqual(scene.warnings.count, 1)
    }
}

final class MissingCharacterLabelTests: XCTestCase {
    func testVisibleCharactersAreQuotedInvisibleOnesOnlyNamed() {
        XCTAssertEqual(MissingCharacter("中").label, "U+4E2D '中'")
        XCTAssertEqual(MissingCharacter("e\u{301}").label, "U+0065 U+0301 'e\u{301}'")
        // A control, a format character and whitespace print as nothing, or garble a terminal.
        XCTAssertEqual(MissingCharacter("\u{7}").label, "U+0007")
        XCTAssertEqual(MissingCharacter("\u{200D}").label, "U+200D")
        XCTAssertEqual(MissingCharacter("\u{3000}").label, "U+3000")
        XCTAssertEqual(MissingCharacter("\r\n").label, "U+000D U+000A")
    }
}
