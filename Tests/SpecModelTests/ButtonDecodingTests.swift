import Foundation
import Testing
@testable import SpecModel

@Suite struct ButtonDecodingTests {
    private func button(_ fixture: Fixture, _ extra: String) throws -> [ResolvedSpec] {
        fixture.write("b.json", """
        {
          "version": 1, "kind": "button",
          "size": {"width": 310, "height": 54}\(extra.isEmpty ? "" : ",")
          \(extra)
        }
        """)
        return try fixture.load("b.json")
    }

    private func style(_ spec: ResolvedSpec) -> ButtonStyle? {
        if case .button(let style) = spec.content { return style }
        return nil
    }

    @Test func minimalButtonIsFullyDefaulted() throws {
        let spec = try button(Fixture(), "")[0]
        #expect(style(spec) == ButtonStyle())
        #expect(style(spec)?.border == Border(color: RGBA(159.0 / 255, 159.0 / 255, 159.0 / 255), width: 1))
        #expect(style(spec)?.groove == nil)
        #expect(style(spec)?.title == nil)
    }

    @Test func everyButtonKeyAndTheTitleDefaults() throws {
        let spec = try button(Fixture(), """
        "cornerRadius": 12, "border": {"width": 2}, "groove": {"width": 4}, "edge": {"from": "black", "to": "white"},
          "background": {"gloss": "red"}, "contentInsets": {"left": 10},
          "title": {"text": "Start", "shadow": {"color": {"white": 0.25}, "offset": [0, -1]}}
        """)[0]
        let s = try #require(style(spec))
        #expect(s.cornerRadius == 12)
        #expect(s.border == Border(color: Border.button.color, width: 2))
        #expect(s.groove == Groove(width: 4, from: .black, to: RGBA(34.0 / 255, 34.0 / 255, 34.0 / 255), exponent: 2))
        #expect(s.edge == Edge(width: 1, from: .black, to: .white, exponent: 2))
        #expect(s.background == .gloss(Gloss(color: RGBA(1, 0, 0))))
        #expect(s.contentInsets == Insets(left: 10))
        let title = try #require(s.title)
        #expect(title.alignment == .center)
        #expect(title.lineBreak == .truncateMiddle)
        #expect(title.lines == 1)
        #expect(title.fill == .color(.white))
        #expect(title.font == FontSpec(size: 15, weight: 700))
        #expect(title.shadows == [Shadow(color: RGBA(0.25, 0.25, 0.25), offset: Point(0, -1))])
    }

    @Test func stateDefaultsDarkenHighlightedAndFadeDisabled() throws {
        let specs = try button(Fixture(), """
        "background": {"gradient": {"stops": ["#804020", {"white": 0.5, "alpha": 0.8}]}},
          "states": {"highlighted": {}, "disabled": {}, "selected": {}, "pressed-hot": {"cornerRadius": 3},
                     "focused": {"background": "blue"}}
        """)
        #expect(specs.map(\.state) == ["normal", "highlighted", "disabled", "selected", "pressed-hot", "focused"])
        let normal = RGBA(128.0 / 255, 64.0 / 255, 32.0 / 255), grey = RGBA(0.5, 0.5, 0.5, 0.8)
        func stops(_ spec: ResolvedSpec) -> [RGBA] {
            guard case .gradient(let g)? = style(spec)?.background else { return [] }
            return g.stops.map(\.color)
        }
        #expect(stops(specs[0]) == [normal, grey])
        #expect(zip(stops(specs[1]), [RGBA(normal.r * 0.7, normal.g * 0.7, normal.b * 0.7), RGBA(0.35, 0.35, 0.35, 0.8)])
                    .allSatisfy { close($0, $1, tolerance: 1e-12) })
        // Disabled fades the whole button (ButtonScene draws it as one layer), not its colours.
        #expect(stops(specs[2]) == [normal, grey])
        #expect(specs.map { style($0)?.opacity } == [1, 1, 0.5, 1, 1, 1])
        #expect(stops(specs[3]) == [normal, grey])
        #expect(stops(specs[4]) == [normal, grey])
        #expect(style(specs[5])?.background == .color(RGBA(0, 0, 1)), "a state's own background is kept as written")
    }

    @Test func highlightedGlossDarkensBaseAndCaustic() throws {
        let specs = try button(Fixture(), ##""background": {"gloss": {"color": "#B30000", "caustic": "#FF8000"}}, "states": {"highlighted": {}}"##)
        guard case .gloss(let g)? = style(specs[1])?.background else { Issue.record("not a gloss"); return }
        #expect(close(g.color, RGBA(0.7 * 179 / 255, 0, 0)))
        #expect(close(g.caustic, RGBA(0.7, 0.7 * 128 / 255, 0)))
    }

    @Test func buttonErrorsNameThePathAndTheNearestKey() {
        let fixture = Fixture()
        fixture.write("b.json", """
        {
          "version": 1, "kind": "button", "size": {"width": 10, "height": 10},
          "groove": {"widht": 2, "exponent": 0}, "border": {"width": -1},
          "title": {"txt": "A"}
        }
        """)
        let file = fixture.root + "/b.json"
        #expect(fixture.errors("b.json") == [
            "\(file):3:14: error: $.groove.widht: unknown key `widht`; did you mean `width`?",
            "\(file):3:38: error: $.groove.exponent: expected a number greater than 0, got 0",
            "\(file):3:62: error: $.border.width: expected a number of at least 0, got -1",
            "\(file):4:12: error: $.title: missing required key `text`",
            "\(file):4:13: error: $.title.txt: unknown key `txt`; did you mean `text`?",
        ])
    }

    @Test func viewKeysAndGreyColoursBecomeRGBBeforeTheGradient() throws {
        let fixture = Fixture()
        fixture.write("v.json", """
        {"version": 1, "kind": "view", "size": {"width": 100, "height": 60}, "cornerRadius": 8,
         "background": {"gradient": {"type": "radial", "stops": [{"white": 1}, {"hue": 0, "saturation": 1, "brightness": 1}, "#000"]}},
         "border": {"color": "black"}, "shadow": [{"blur": 4}], "innerShadow": {"offset": [0, 2]}}
        """)
        let spec = try fixture.load("v.json")[0]
        guard case .view(let view) = spec.content else { Issue.record("not a view"); return }
        #expect(view.cornerRadius == 8)
        #expect(view.border == Border(color: .black, width: 1))
        #expect(view.shadows == [Shadow(color: RGBA(0, 0, 0, 1.0 / 3), blur: 4)])
        #expect(view.innerShadow == Shadow(color: RGBA(0, 0, 0, 1.0 / 3), offset: Point(0, 2)))
        #expect(view.background == .gradient(Gradient(type: .radial, stops: [
            GradientStop(color: RGBA(1, 1, 1), at: 0), GradientStop(color: RGBA(1, 0, 0), at: 0.5), GradientStop(color: .black, at: 1)])))
        fixture.write("w.json", #"{"version": 1, "kind": "view", "size": {"width": 10, "height": 10}}"#)
        guard case .view(let plain) = try fixture.load("w.json")[0].content else { Issue.record("not a view"); return }
        #expect(plain == ViewStyle(), "no background, border or shadow by default")
    }

    /// K for a few bases, worked by hand from the caustic rule of docs/math.md#gloss-and-caustic
    /// (F = 0.6).
    @Test func causticColoursAgainstHandComputedValues() {
        func caustic(_ c: RGBA) -> RGBA { Gloss.derivedCaustic(for: c, causticFraction: 0.6) }
        #expect(close(caustic(RGBA(0.7, 0, 0)), RGBA(0.8569, 0.4481, 0), tolerance: 0.00005))
        #expect(close(caustic(.white), RGBA(1, 1, 0.8)))
        #expect(close(caustic(.black), RGBA(0.6, 0.6, 0.48)))
        // Blue: h = 2/3, T = 1/6, f = 0.3·(1 + cos 0.7π) = 0.123664; h' = 0.604835 → (0, 0.370993, 1).
        #expect(close(caustic(RGBA(0, 0, 1)), RGBA(0, 0.370993, 1), tolerance: 0.000005))
        // Violet (0.5, 0, 1): h = 0.75 > 0.7, so T = 5/6; f = 0.3·(1 + cos(−0.11667π)) = 0.580074;
        // h' = 0.798340 → (0.790037, 0, 1).
        #expect(close(caustic(RGBA(0.5, 0, 1)), RGBA(0.790037, 0, 1), tolerance: 0.000005))
    }
}
