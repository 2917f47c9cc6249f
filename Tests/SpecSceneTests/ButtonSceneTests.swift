import XCTest
import SpecModel
@testable import SpecScene

final class ButtonSceneTests: XCTestCase {
    private func spec(_ content: Content, width: Double = 310, height: Double = 54, margin: Margin = .points(0)) -> ResolvedSpec {
        ResolvedSpec(name: "b", state: "normal", locale: nil, language: "en", size: Size(width: width, height: height),
             canvas: Canvas(margin: margin), fonts: [], output: OutputOptions(), content: content,
             file: "/tmp/b.json", positions: [:])
    }

    /// The chrome is one seamless layer, outside in (edge, groove, border, body); the title follows.
    func testChromeLayersOutsideInThenTheTitle() throws {
        let gloss = Gloss(color: RGBA(0.7, 0, 0))
        let style = ButtonStyle(background: .gloss(gloss), cornerRadius: 12, border: .button, groove: Groove(width: 3),
                                edge: Edge(), title: TextStyle(text: "Start", fill: .color(.white), alignment: .center))
        let scene = try SceneBuilder(text: StubTextEngine()).build(spec(.button(style)))
        let outer = Rect(x: 0, y: 0, width: 310, height: 54)
        XCTAssertEqual(scene.commands.first, .seamless([
            .fill(.box(PixelBox(rect: outer, radius: 12, bands: [1], ring: true)),
                  .rows(.ramp(from: Edge().from, to: Edge().to, exponent: 2), over: PixelBox(rect: outer, radius: 12))),
            .fill(.box(PixelBox(rect: outer, radius: 12, bands: [1, 3], ring: true)),
                  .rows(.ramp(from: .black, to: RGBA(34.0 / 255, 34.0 / 255, 34.0 / 255), exponent: 2),
                        over: PixelBox(rect: outer, radius: 12, bands: [1]))),
            .fill(.box(PixelBox(rect: outer, radius: 12, bands: [1, 3, 1], ring: true)), .solid(Border.button.color)),
            .fill(.box(PixelBox(rect: outer, radius: 12, bands: [1, 3, 1])),
                  .rows(.gloss(gloss), over: PixelBox(rect: outer, radius: 12, bands: [1, 3, 1]))),
        ]))
        XCTAssertEqual(scene.commands.count, 2, "the title's fill follows the chrome")
        guard case .fill(.glyphs(let runs), .solid(let c)) = scene.commands[1] else { return XCTFail("no title fill") }
        XCTAssertEqual(c, .white)
        // Stub: 17 pt, 0.5 em advance: "Start" is 42.5 wide, centred in 310; lines 20.4 tall, centred in 54.
        XCTAssertEqual(runs[0].glyphs[0].x, (310 - 42.5) / 2, accuracy: 1e-9)
        XCTAssertEqual(runs[0].glyphs[0].y, (54 - 20.4) / 2 + 17 * 0.9, accuracy: 1e-9)
    }

    func testTitleLaysOutInsideTheContentInsets() throws {
        let style = ButtonStyle(title: TextStyle(text: "Go", alignment: .center),
                                contentInsets: Insets(top: 10, left: 100, bottom: 0, right: 0))
        let scene = try SceneBuilder(text: StubTextEngine()).build(spec(.button(style)))
        guard case .fill(.glyphs(let runs), _)? = scene.commands.last else { return XCTFail("no title") }
        XCTAssertEqual(runs[0].glyphs[0].x, 100 + (210 - 17) / 2, accuracy: 1e-9)
        XCTAssertEqual(runs[0].glyphs[0].y, 10 + (44 - 20.4) / 2 + 17 * 0.9, accuracy: 1e-9)
    }

    func testViewDrawsShadowsThenBorderBodyAndInnerShadowAsOneLayer() throws {
        let view = ViewStyle(background: .color(.white), cornerRadius: 6, border: Border(color: .black, width: 2),
                             shadows: [Shadow(color: .black, offset: Point(0, 2), blur: 4)],
                             innerShadow: Shadow(color: .black, blur: 2))
        let scene = try SceneBuilder(text: StubTextEngine()).build(spec(.view(view), width: 100, height: 50, margin: .auto))
        // auto margin: 1.5 × 4 = 6 pt each side, moved 2 pt down.
        XCTAssertEqual(scene.width, 112)
        XCTAssertEqual(scene.height, 50 + 4 + 8)
        let outer = Rect(x: 6, y: 4, width: 100, height: 50)
        XCTAssertEqual(scene.commands, [
            .shadow(ShadowLayer(shape: .box(PixelBox(rect: outer, radius: 6)), outset: 0, color: .black,
                                offset: Point(0, 2), blur: 4, inner: false)),
            .seamless([
                .fill(.box(PixelBox(rect: outer, radius: 6, bands: [2], ring: true)), .solid(.black)),
                .fill(.box(PixelBox(rect: outer, radius: 6, bands: [2])), .solid(.white)),
                .shadow(ShadowLayer(shape: .box(PixelBox(rect: outer, radius: 6, bands: [2])), outset: 0, color: .black,
                                    offset: Point(0, 0), blur: 2, inner: true, effect: "$.innerShadow")),
            ]),
        ])
    }

    /// Edges go to the nearest device pixel, bands become whole pixels (at least one), inner radii
    /// shrink by the inset.
    func testPixelBoxSnapsToDevicePixels() {
        let box = PixelBox(rect: Rect(x: 0.3, y: 0, width: 20, height: 10.4), radius: 4, bands: [0.4, 1])
        XCTAssertEqual(PixelBox.bandPixels(0.4, scale: 1), 1)
        XCTAssertEqual(PixelBox.bandPixels(0.4, scale: 3), 1)
        XCTAssertEqual(PixelBox.bandPixels(1, scale: 3), 3)
        XCTAssertEqual(PixelBox.bandPixels(0, scale: 3), 0)
        let one = box.snapped(afterBands: 2, scale: 1)
        XCTAssertEqual(one.rect, Rect(x: 2, y: 2, width: 16, height: 6))
        XCTAssertEqual(one.radius, 2)
        let three = box.snapped(afterBands: 2, scale: 3)
        // x: 0.9 → 1 px, 60.9 → 61 px; y 0 → 0, 31.2 → 31; inset 1 + 3 px.
        XCTAssertEqual(three.rect.x * 3, 5, accuracy: 1e-9)
        XCTAssertEqual(three.rect.maxX * 3, 57, accuracy: 1e-9)
        XCTAssertEqual(three.rect.maxY * 3, 27, accuracy: 1e-9)
        XCTAssertEqual(three.radius * 3, 8, accuracy: 1e-9)
    }

    func testReversedPathRunsBackwards() {
        let path = Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 6), radius: 2)
        let back = path.reversed()
        XCTAssertEqual(back.elements.count, path.elements.count)
        XCTAssertEqual(back.reversed(), path)
    }

    func testStretchPlans() throws {
        let glossButton = ButtonStyle(background: .gloss(Gloss(color: .white)), cornerRadius: 12, groove: Groove(width: 3), edge: Edge(),
                                      title: TextStyle(text: "x"))
        let plan = try XCTUnwrap(StretchPlan(spec(.button(glossButton))))
        XCTAssertEqual(plan.mode, .threePartHorizontal)
        XCTAssertEqual(plan.caps, Insets(top: 12, left: 12, bottom: 12, right: 12))
        XCTAssertEqual(plan.spec.size, Size(width: 25, height: 54))
        guard case .button(let chrome) = plan.spec.content else { return XCTFail() }
        XCTAssertNil(chrome.title, "the title is the UIButton's own")

        let flat = ViewStyle(background: .color(.white), cornerRadius: 2.5, border: Border(color: .black, width: 4))
        let flatPlan = try XCTUnwrap(StretchPlan(spec(.view(flat), width: 100, height: 40, margin: .points(3))))
        XCTAssertEqual(flatPlan.mode, .ninePart)
        XCTAssertEqual(flatPlan.caps, Insets(top: 7, left: 7, bottom: 7, right: 7))
        XCTAssertEqual(flatPlan.spec.size, Size(width: 9, height: 9))

        func mode(_ gradient: Gradient) -> StretchPlan.Mode? {
            StretchPlan(spec(.view(ViewStyle(background: .gradient(gradient)))))?.mode
        }
        let stops = [GradientStop(color: .white, at: 0), GradientStop(color: .black, at: 1)]
        XCTAssertEqual(mode(Gradient(angle: 180, stops: stops)), .threePartHorizontal)
        XCTAssertEqual(mode(Gradient(angle: -90, stops: stops)), .threePartVertical)
        XCTAssertNil(mode(Gradient(angle: 45, stops: stops)))
        XCTAssertNil(mode(Gradient(type: .radial, stops: stops)))

        let shadowed = ViewStyle(background: .color(.white), cornerRadius: 4, shadows: [Shadow(color: .black, offset: Point(0, 3), blur: 6, spread: 1)])
        let shadowPlan = try XCTUnwrap(StretchPlan(spec(.view(shadowed), width: 200, height: 100, margin: .auto)))
        // Caps reach past the corner's shadow: 4 + 1 + 3 + 9 = 17; auto margins 10 (top 7, bottom 13).
        XCTAssertEqual(shadowPlan.caps, Insets(top: 17 + 7, left: 17 + 10, bottom: 17 + 13, right: 17 + 10))
        XCTAssertNil(StretchPlan(labelSpec(TextStyle(text: "a"))))
    }
}
