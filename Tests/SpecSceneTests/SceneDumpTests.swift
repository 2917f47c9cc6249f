import XCTest
import SpecModel
@testable import SpecScene

final class SceneDumpTests: XCTestCase {
    /// The whole layout of a small label, as text: every layer in order, glyph positions, paints.
    func testALabelDumpsItsLayersInOrder() throws {
        var style = TextStyle(text: "AB\nC", lines: 2)
        style.fill = .gradient(Gradient(stops: [GradientStop(color: .white, at: 0), GradientStop(color: .black, at: 1)]))
        style.shadows = [Shadow(color: RGBA(0, 0, 0, 0.5), offset: Point(0, 2), blur: 4)]
        style.stroke = Stroke(fill: .color(RGBA(1, 0, 0)), width: 1)
        style.lineBreak = .clip
        let scene = try SceneBuilder(text: StubTextEngine()).build(labelSpec(style, width: 40, height: 50))
        // Two 20.4 pt lines centred in 50 pt start at 4.6: baselines 4.6 + 15.3 and + 20.4 more; each
        // line's gradient runs over its line box, from its top to the next line's.
        XCTAssertEqual(scene.dump, """
        scene 40×50 background #00000000
        clip 0,0 40×50
          shadow #00000080 offset 0,2 blur 4 outset 1 of glyphs[stub.ttf#0 17pt: 1@0,19.9 1@8.5,19.9] glyphs[stub.ttf#0 17pt: 1@0,40.3]
          fill glyphs[stub.ttf#0 17pt: 1@0,19.9 1@8.5,19.9] with linear(8.5,4.6→8.5,25; #FFFFFFFF@0, #000000FF@1)
          fill glyphs[stub.ttf#0 17pt: 1@0,40.3] with linear(4.25,25→4.25,45.4; #FFFFFFFF@0, #000000FF@1)
          stroke outside 1 glyphs[stub.ttf#0 17pt: 1@0,19.9 1@8.5,19.9] with #FF0000FF
          stroke outside 1 glyphs[stub.ttf#0 17pt: 1@0,40.3] with #FF0000FF

        """)
    }

    func testNumbersAreStable() throws {
        let scene = Scene(width: 1.0 / 3, height: -0.0001, background: RGBA(1, 0.5, 0, 1),
                          commands: [.fill(.path(.rect(Rect(x: 0.1, y: 2, width: 3.14159, height: 1e-9))), .solid(.white))])
        XCTAssertEqual(scene.dump, """
        scene 0.333×0 background #FF8000FF
        fill path[M0.1,2 L3.242,2 L3.242,2 L0.1,2 Z] with #FFFFFFFF

        """)
    }
}
