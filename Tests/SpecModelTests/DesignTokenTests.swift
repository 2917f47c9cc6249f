import Foundation
import Testing
@testable import SpecModel

/// DTCG design token files in `tokens` (TokenDefinitions, DesignTokenSet, DTCGMapping) and `$` in
/// text (TokenText), through the loader as a user meets them.
@Suite struct DesignTokenTests {
    /// A Style Dictionary / Tokens Studio style export: groups with inherited `$type`, descriptions,
    /// `$extensions`, aliases, the 2025 colour object, and tokens a spec has no use for.
    static let brandTokens = """
    {
      "$metadata": {"tokenSetOrder": ["brand"]},
      "color": {
        "$type": "color",
        "blue": {"500": {"$value": "#0A84FF", "$description": "Figma: Blue/500"}},
        "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3], "alpha": 0.5}},
        "overlay": {"$value": "#00000080"},
        "primary": {"$value": "{color.blue.500}", "$extensions": {"com.figma": {"variableId": "VariableID:1:2"}}},
        "accent": {"$value": "{color.primary}"},
        "p3": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}
      },
      "space": {
        "$type": "dimension",
        "sm": {"$value": "4px"},
        "md": {"$value": {"value": 0.5, "unit": "rem"}},
        "lg": {"$value": 24}
      },
      "radius": {"card": {"$type": "number", "$value": 12}},
      "gradient": {
        "sky": {
          "$type": "gradient",
          "$value": [
            {"color": "{color.primary}", "position": 0},
            {"color": "#ffffff", "position": 1.5}
          ]
        }
      },
      "shadow": {
        "$type": "shadow",
        "card": {"$value": {"color": "{color.overlay}", "offsetX": "{space.sm}", "offsetY": "2px", "blur": "8px", "spread": "0px"}},
        "stack": {"$value": [
          {"color": "#0000001a", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"},
          {"color": "#00000033", "offsetX": "0px", "offsetY": "8px", "blur": "16px", "spread": "-4px"}
        ]},
        "inner": {"$value": {"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "inset": true}},
        "legacy": {"$type": "boxShadow", "$value": {"color": "#000", "x": 1, "y": 2, "blur": 3, "spread": 0, "type": "dropShadow"}}
      },
      "font": {
        "family": {"$type": "fontFamily", "$value": ["Inter", "DejaVu Sans"]},
        "weight": {"$type": "fontWeight", "$value": "semi-bold"},
        "heading": {
          "$type": "typography",
          "$value": {"fontFamily": "{font.family}", "fontSize": "1.25rem", "fontWeight": 700, "letterSpacing": "-2%", "lineHeight": 1.2}
        },
        "quote": {"$type": "typography", "$value": {"fontFamily": "DejaVu Sans", "fontSize": 14, "fontWeight": "Bold Italic"}}
      },
      "motion": {
        "fast": {"$type": "duration", "$value": {"value": 100, "unit": "ms"}},
        "ease": {"$type": "cubicBezier", "$value": [0.5, 0, 1, 1]}
      },
      "count": {"$type": "number", "$value": 12480},
      "broken": {"$type": "color", "$value": "#12"},
      "loop": {"a": {"$type": "color", "$value": "{loop.b}"}, "b": {"$type": "color", "$value": "{loop.a}"}}
    }
    """

    static func label(_ extra: String, tokens: String = #""tokens/brand.tokens.json""#) -> String {
        """
        {
          "version": 1, "kind": "label", "size": {"width": 100, "height": 20},
          "tokens": \(tokens),
          \(extra)
        }
        """
    }

    static func fixture() -> Fixture {
        let fixture = Fixture()
        fixture.write("tokens/brand.tokens.json", brandTokens)
        return fixture
    }

    @Test func colorsMapToSpecColors() throws {
        let fixture = Self.fixture()
        fixture.write("a.json", Self.label(#""text": "x", "fill": "$color.accent", "stroke": {"color": "$color.ink"}, "glow": {"color": "$color.overlay"}"#))
        let spec = try fixture.load("a.json")[0]
        // The file also holds a duration, a cubicBezier, a broken colour and an alias cycle: unreferenced, none is an error.
        #expect(spec.style.fill == .color(RGBA(10 / 255.0, 132 / 255.0, 1)))  // alias of an alias
        #expect(spec.style.stroke?.fill == .color(RGBA(0.1, 0.2, 0.3, 0.5)))
        #expect(spec.style.glow?.color == RGBA(0, 0, 0, 128 / 255.0))
    }

    @Test func gradientMapsToAGradientFillWithStops() throws {
        let fixture = Self.fixture()
        fixture.write("a.json", Self.label(#""text": "x", "fill": "$gradient.sky""#))
        let spec = try fixture.load("a.json")[0]
        #expect(spec.style.fill == .gradient(Gradient(stops: [
            GradientStop(color: RGBA(10 / 255.0, 132 / 255.0, 1), at: 0),
            GradientStop(color: .white, at: 1),  // 1.5 clamped, as DTCG says
        ])))
    }

    @Test func shadowsMapOneOrAListAndInsetOnlyAsInnerShadow() throws {
        let fixture = Self.fixture()
        fixture.write("a.json", Self.label(#""text": "x", "shadow": "$shadow.card", "innerShadow": "$shadow.inner""#))
        var spec = try fixture.load("a.json")[0]
        #expect(spec.style.shadows == [Shadow(color: RGBA(0, 0, 0, 128 / 255.0), offset: Point(4, 2), blur: 8, spread: 0)])
        #expect(spec.style.innerShadow == Shadow(color: .black, offset: Point(0, 1), blur: 2))
        fixture.write("b.json", Self.label(#""text": "x", "shadow": "$shadow.stack", "glow": {"color": "red", "blur": "$shadow.card.blur"}"#))
        spec = try fixture.load("b.json")[0]
        #expect(spec.style.shadows == [
            Shadow(color: RGBA(0, 0, 0, 26 / 255.0), offset: Point(0, 1), blur: 2),
            Shadow(color: RGBA(0, 0, 0, 51 / 255.0), offset: Point(0, 8), blur: 16, spread: -4),
        ])
        #expect(spec.style.glow?.blur == 8)
        fixture.write("c.json", Self.label(#""text": "x", "shadow": "$shadow.legacy""#))
        #expect(try fixture.load("c.json")[0].style.shadows == [Shadow(color: .black, offset: Point(1, 2), blur: 3)])
        fixture.write("d.json", Self.label(#""text": "x", "shadow": "$shadow.inner""#))
        #expect(fixture.errors("d.json") == [
            "\(fixture.root)/d.json:4:26: error: $.shadow: token `$shadow.inner` is an inset shadow (DTCG `\"inset\": true`); use it as `innerShadow`",
        ])
    }

    @Test func typographyMapsToAFontAndItsMembersAreTokens() throws {
        let fixture = Self.fixture()
        fixture.write("a.json", Self.label(#""text": "x", "font": "$font.heading", "letterSpacing": "$font.heading.letterSpacing""#))
        let spec = try fixture.load("a.json")[0]
        #expect(spec.style.font == FontSpec(family: "Inter", size: 20, weight: 700, fallback: ["DejaVu Sans"]))
        #expect(abs(spec.style.letterSpacing - -0.4) < 1e-9)  // -2 % of 20 pt
        fixture.write("b.json", Self.label(#""text": "x", "font": "$font.quote""#))
        #expect(try fixture.load("b.json")[0].style.font == FontSpec(family: "DejaVu Sans", size: 14, weight: 700, style: .italic))
        fixture.write("c.json", Self.label(#""text": "x", "lineHeight": "$font.heading.lineHeight""#))
        #expect(fixture.errors("c.json") == [
            "\(fixture.root)/c.json:4:30: error: $.lineHeight: token `$font.heading.lineHeight` (DTCG `lineHeight`, tokens/brand.tokens.json:43:129): a DTCG `lineHeight` is a multiple of the font size, but the spec's `lineHeight` multiplies the font's own line height; set `lineHeight` in the spec",
        ])
    }

    @Test func plainTypesMapToPlainValues() throws {
        let fixture = Self.fixture()
        fixture.write("a.json", Self.label(#""text": "x", "padding": {"top": "$space.sm", "left": "$space.md", "bottom": "$space.lg", "right": "$radius.card"}, "font": {"family": "$font.family", "weight": "$font.weight"}"#))
        let spec = try fixture.load("a.json")[0]
        #expect(spec.style.padding == Insets(top: 4, left: 8, bottom: 24, right: 12))
        #expect(spec.style.font == FontSpec(family: "Inter", weight: 600))
    }

    @Test func unsupportedAndMalformedTokensAreErrorsOnlyWhereReferenced() {
        let fixture = Self.fixture()
        fixture.write("a.json", Self.label("""
        "text": "x",
          "lines": "$motion.fast",
          "fill": "$broken",
          "stroke": {"color": "$color.p3"},
          "glow": {"color": "$loop.a"},
          "shadow": "$shadow.crad"
        """))
        let file = "tokens/brand.tokens.json"
        #expect(fixture.errors("a.json") == [
            "\(fixture.root)/a.json:5:12: error: $.lines: token `$motion.fast` (DTCG `duration`, \(file):48:45): `duration` has no spec equivalent; the spec takes color, gradient, shadow, typography, dimension, number, fontFamily, fontWeight",
            "\(fixture.root)/a.json:6:11: error: $.fill: token `$broken` (DTCG `color`, \(file):52:42): `#12` is not a hex colour; use #RGB, #RGBA, #RRGGBB or #RRGGBBAA",
            "\(fixture.root)/a.json:7:23: error: $.stroke.color: token `$color.p3` (DTCG `color`, \(file):10:22): colour space `display-p3` is not supported; use `srgb` or `srgb-linear`, or give a `hex` fallback",
            "\(fixture.root)/a.json:8:21: error: $.glow.color: token `$loop.a` (DTCG `color`, \(file):53:93): alias cycle: {loop.a} → {loop.b} → {loop.a}",
            "\(fixture.root)/a.json:9:13: error: $.shadow: unknown token `$shadow.crad`; did you mean `$shadow.card`?",
        ])
    }

    @Test func aliasToAMissingTokenIsNamed() {
        let fixture = Fixture()
        fixture.write("t.tokens.json", ##"{"c": {"$type": "color", "a": {"$value": "#fff"}, "b": {"$value": "{c.aa}"}}}"##)
        fixture.write("a.json", Self.label(#""text": "x", "fill": "$c.b""#, tokens: #""t.tokens.json""#))
        #expect(fixture.errors("a.json") == [
            "\(fixture.root)/a.json:4:24: error: $.fill: token `$c.b` (DTCG `color`, t.tokens.json:1:67): alias `{c.aa}` names no token; did you mean `{c.a}`?",
        ])
    }

    @Test func textInsertsTokensWithBracesAndRefusesABareName() throws {
        let fixture = Self.fixture()
        fixture.write("a.json", Self.label(#""text": "Score: ${count} ${label} $$count $5 US$ $HOME ${space.md}pt""#,
                                           tokens: #"["tokens/brand.tokens.json", {"label": "pts"}]"#))
        #expect(try fixture.load("a.json")[0].style.text == "Score: 12480 pts $count $5 US$ $HOME 8pt")
        fixture.write("b.json", Self.label(#""text": "Score: $count.""#))
        #expect(fixture.errors("b.json") == [
            "\(fixture.root)/b.json:4:11: error: $.text: `$count` inside text would be drawn as it is, not as token `count`: write `${count}` to insert the token, or `$$count` for a literal `$count`",
        ])
        fixture.write("c.json", Self.label(#""text": "a ${shadow.card} b", "placeholder": "${nope", "name": "${ghost} x""#))
        #expect(fixture.errors("c.json") == [
            "\(fixture.root)/c.json:4:11: error: $.text: token `$shadow.card` is an object; only a string or number token can stand inside text (`${shadow.card}`)",
            "\(fixture.root)/c.json:4:48: error: $.placeholder: `${` without a closing `}`; write `$${` for a literal `${`",
            "\(fixture.root)/c.json:4:66: error: $.name: unknown token `$ghost`",
        ])
    }

    @Test func wholeStringBraceReferenceIsAValue() throws {
        let fixture = Self.fixture()
        fixture.write("a.json", Self.label(#""text": "x", "fill": "${color.primary}""#))
        #expect(try fixture.load("a.json")[0].style.fill == .color(RGBA(10 / 255.0, 132 / 255.0, 1)))
    }

    @Test func listsMixFilesAndObjectsLaterOverEarlierAndBasesKeepTheirFiles() throws {
        let fixture = Self.fixture()
        fixture.write("base.json", #"{"tokens": "tokens/brand.tokens.json", "fill": "$color.primary", "lines": "$radius.card"}"#)
        fixture.write("a.json", """
        {"extends": "base.json", "tokens": {"color.primary": "red"},
         "version": 1, "kind": "label", "size": {"width": 100, "height": 20}, "text": "n = ${count}"}
        """)
        let spec = try fixture.load("a.json")[0]
        #expect(spec.style.fill == .color(RGBA(1, 0, 0)))  // the inline token overrides the file's
        #expect(spec.style.lines == 12)
        #expect(spec.style.text == "n = 12480")
        // Aliases inside the token file still see the file's own tokens.
        fixture.write("b.json", Self.label(#""text": "x", "fill": "$color.accent""#, tokens: #"["tokens/brand.tokens.json", {"color.primary": "red"}]"#))
        #expect(try fixture.load("b.json")[0].style.fill == .color(RGBA(10 / 255.0, 132 / 255.0, 1)))
    }

    @Test func tokenFilePathsAreConfinedToTheRenderRoot() throws {
        let fixture = Self.fixture()
        let outside = Fixture()
        outside.write("secret.tokens.json", #"{"x": {"$type": "number", "$value": 1}}"#)
        try FileManager.default.createSymbolicLink(atPath: fixture.root + "/link.tokens.json", withDestinationPath: outside.root + "/secret.tokens.json")
        fixture.write("a.json", Self.label(#""text": "x""#, tokens: #"["../x.tokens.json", "missing.json", 3, "link.tokens.json"]"#))
        #expect(fixture.errors("a.json") == [
            "\(fixture.root)/a.json:3:14: error: $.tokens[0]: `../x.tokens.json` leads outside the render root \(fixture.root); give --root a folder that holds it (in Swift, `root:`)",
            "\(fixture.root)/a.json:3:34: error: $.tokens[1]: file `missing.json` not found (looked for \(fixture.root)/missing.json)",
            "\(fixture.root)/a.json:3:50: error: $.tokens[2]: expected an object of tokens or the path of a design token file, got a number",
            "\(fixture.root)/a.json:3:53: error: $.tokens[3]: `link.tokens.json` is a link to \(outside.root)/secret.tokens.json, outside the render root \(fixture.root); give --root a folder that holds it (in Swift, `root:`)",
        ])
    }

    @Test func aBrokenTokenFileIsReportedInIt() {
        let fixture = Fixture()
        fixture.write("t.tokens.json", "{\"a\": {\"$value\": 1,}}")
        fixture.write("a.json", Self.label(#""text": "x""#, tokens: #""t.tokens.json""#))
        #expect(fixture.errors("a.json") == ["\(fixture.root)/t.tokens.json:1:19: error: $: trailing comma before `}`"])
    }
}
