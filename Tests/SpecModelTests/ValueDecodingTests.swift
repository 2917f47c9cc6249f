import Foundation
import Testing
@testable import SpecModel

@Suite struct ValueDecodingTests {
    @Test func minimalLabelIsFullyDefaulted() throws {
        let fixture = Fixture()
        let spec = try fixture.label()
        #expect(spec.name == "label")
        #expect(spec.state == "normal")
        #expect(spec.locale == nil)
        #expect(spec.language == "en")
        #expect(spec.size == Size(width: 100, height: 20))
        #expect(spec.canvas == Canvas(background: .clear, margin: .points(0)))
        #expect(spec.fonts == [])
        #expect(spec.output == OutputOptions(scales: [1], formats: [.png]))
        #expect(spec.file == fixture.root + "/label.json")
        #expect(spec.style == TextStyle(text: "Hi", font: FontSpec(size: 17), fill: .color(.black), lines: 1,
                                         lineBreak: .truncateTail, alignment: .natural, verticalAlignment: .center,
                                         lineHeight: 1, letterSpacing: 0, minimumScale: 1, padding: .zero))
    }

    @Test func everyLabelKey() throws {
        let fixture = Fixture()
        fixture.write("fonts/Face.ttf", "not really a font")
        let spec = try fixture.label("""
        "name": "title", "locale": "pt-BR",
          "canvas": {"background": "white", "margin": "auto"},
          "fonts": [{"file": "fonts/Face.ttf", "family": "Face"}],
          "output": {"scales": [1, 2, 3], "formats": ["png", "pdf"], "threshold": 0.1, "maxDiffPixels": 3, "maxDiffRatio": 0.01},
          "font": {"family": "Face", "size": 22.5, "weight": "semibold", "style": "italic", "file": "fonts/Face.ttf",
                   "index": 2, "variations": {"wght": 650, "opsz": 12}, "fallback": ["DejaVu Sans"],
                   "missingGlyphs": "allow", "features": ["smcp", "-liga", "ss01=2", "+kern"],
                   "glyphs": {"→": 1234, "ﬁ": "f_i"}},
          "stroke": {"color": "#000", "width": 2, "position": "center"},
          "shadow": [{"offset": [0, 1], "blur": 2}, {"color": "red", "offset": [1.5, -2], "blur": 4, "spread": -1}],
          "glow": {"color": "yellow", "blur": 6, "spread": 1},
          "innerShadow": {"color": "#0008", "offset": [0, 1], "blur": 1},
          "lines": 0, "lineBreak": "word", "alignment": "center", "verticalAlignment": "top",
          "lineHeight": 1.25, "letterSpacing": -0.5, "minimumScale": 0.5,
          "padding": {"top": 1, "left": 2, "right": 4}
        """)
        #expect(spec.name == "title")
        #expect(spec.language == "pt-BR")
        #expect(spec.canvas == Canvas(background: .white, margin: .auto))
        #expect(spec.fonts == [FontFile(path: fixture.root + "/fonts/Face.ttf", family: "Face")])
        #expect(spec.output == OutputOptions(scales: [1, 2, 3], formats: [.png, .pdf], threshold: 0.1,
                                             maxDiffPixels: 3, maxDiffRatio: 0.01))
        let style = spec.style
        #expect(style.font == FontSpec(family: "Face", size: 22.5, weight: 600, style: .italic,
                                       file: fixture.root + "/fonts/Face.ttf", index: 2,
                                       variations: ["wght": 650, "opsz": 12], fallback: ["DejaVu Sans"],
                                       missingGlyphs: .allow, features: ["smcp", "-liga", "ss01=2", "+kern"],
                                       glyphs: ["→": .id(1234), "ﬁ": .name("f_i")]))
        #expect(style.stroke == Stroke(fill: .color(.black), width: 2, position: .center))
        #expect(style.shadows == [
            Shadow(color: RGBA(0, 0, 0, 1.0 / 3), offset: Point(0, 1), blur: 2, spread: 0),
            Shadow(color: RGBA(1, 0, 0, 1), offset: Point(1.5, -2), blur: 4, spread: -1),
        ])
        #expect(style.glow == Shadow(color: RGBA(1, 1, 0, 1), offset: Point(0, 0), blur: 6, spread: 1))
        #expect(style.innerShadow == Shadow(color: RGBA(0, 0, 0, 136.0 / 255), offset: Point(0, 1), blur: 1, spread: 0))
        #expect(style.lines == 0)
        #expect(style.lineBreak == .word)
        #expect(style.alignment == .center)
        #expect(style.verticalAlignment == .top)
        #expect(style.lineHeight == 1.25)
        #expect(style.letterSpacing == -0.5)
        #expect(style.minimumScale == 0.5)
        #expect(style.padding == Insets(top: 1, left: 2, bottom: 0, right: 4))
    }

    @Test func singleShadowObjectAndNumericPaddingAndWeights() throws {
        let fixture = Fixture()
        let spec = try fixture.label(#""shadow": {"blur": 3}, "padding": 5, "font": {"weight": 300}"#)
        #expect(spec.style.shadows == [Shadow(color: RGBA(0, 0, 0, 1.0 / 3), blur: 3)])
        #expect(spec.style.padding == Insets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(spec.style.font.weight == 300)
        let weights = [("thin", 100), ("extraLight", 200), ("ultraLight", 200), ("light", 300), ("regular", 400), ("medium", 500),
                       ("semibold", 600), ("bold", 700), ("extraBold", 800), ("heavy", 800), ("black", 900)]
        #expect(FontWeight.allCases.map { ($0.rawValue, $0.value) }.elementsEqual(weights) { $0 == $1 })
        for (name, weight) in weights {
            #expect(try fixture.label(#""font": {"weight": "\#(name)"}"#).style.font.weight == weight)
        }
    }

    @Test func labelMayOmitItsHeight() throws {
        let fixture = Fixture()
        fixture.write("fit.json", #"{"version": 1, "kind": "label", "size": {"width": 50}, "text": "Hi"}"#)
        #expect(try fixture.load("fit.json")[0].size == Size(width: 50, height: nil))
        fixture.write("nowidth.json", #"{"version": 1, "kind": "label", "size": {"height": 50}, "text": "Hi"}"#)
        #expect(fixture.errors("nowidth.json") == ["\(fixture.root)/nowidth.json:1:41: error: $.size: missing required key `width`"])
    }

    @Test func strokeTakesAFill() throws {
        let fixture = Fixture()
        let spec = try fixture.label(#""stroke": {"fill": {"gradient": {"stops": ["red", "blue"]}}}"#)
        #expect(spec.style.stroke == Stroke(
            fill: .gradient(Gradient(stops: [GradientStop(color: RGBA(1, 0, 0), at: 0), GradientStop(color: RGBA(0, 0, 1), at: 1)])),
            width: 1, position: .outside))
    }

    @Test func gradientStopsEvenlySpaced() throws {
        let fixture = Fixture()
        let spec = try fixture.label(##""fill": {"gradient": {"stops": ["red", {"white": 1}, "#0000ff", "black", "#000"], "angle": 90, "type": "radial", "span": "text"}}"##)
        guard case .gradient(let gradient) = spec.style.fill else { Issue.record("not a gradient"); return }
        #expect(gradient.type == .radial)
        #expect(gradient.angle == 90)
        #expect(gradient.span == .text)
        #expect(gradient.stops.map(\.at) == [0, 0.25, 0.5, 0.75, 1])
        #expect(gradient.stops.map(\.color) == [RGBA(1, 0, 0), .white, RGBA(0, 0, 1), .black, .black])
    }

    @Test func gradientDefaultsAndExplicitStops() throws {
        let fixture = Fixture()
        let spec = try fixture.label(#""fill": {"gradient": {"stops": [{"color": "red", "at": 0.2}, "white", "white", {"color": {"hue": 0.5, "saturation": 1, "brightness": 1}, "at": 0.8}]}}"#)
        guard case .gradient(let gradient) = spec.style.fill else { Issue.record("not a gradient"); return }
        #expect(gradient.type == .linear)
        #expect(gradient.angle == 180)
        #expect(gradient.span == .line)
        let positions = gradient.stops.map(\.at)
        #expect(zip(positions, [0.2, 0.4, 0.6, 0.8]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(gradient.stops[3].color == RGBA(0, 1, 1))  // HSB converted to RGB before the gradient is built
    }

    @Test func gradientErrors() {
        let fixture = Fixture()
        let file = fixture.root + "/label.json"
        #expect(fixture.labelErrors(#""fill": {"gradient": {"stops": ["red"]}}"#)
                == ["\(file):5:34: error: $.fill.gradient.stops: a gradient needs at least 2 stops, got 1"])
        #expect(fixture.labelErrors(#""fill": {"gradient": {"stops": [{"color": "red", "at": 0.5}, {"color": "red", "at": 0.25}]}}"#)
                == ["\(file):5:87: error: $.fill.gradient.stops[1].at: stop positions must not decrease: 0.25 comes after 0.5"])
        #expect(fixture.labelErrors(#""fill": {"gradient": {"stops": ["red", "blue"], "type": "conic"}}"#)
                == ["\(file):5:59: error: $.fill.gradient.type: `conic` is not one of `linear`, `radial`"])
        #expect(fixture.labelErrors(#""fill": {"gradiant": {}}"#)
                == ["\(file):5:12: error: $.fill.gradiant: unknown key `gradiant`; did you mean `gradient`?"])
        #expect(fixture.labelErrors(#""fill": {}"#)
                == ["\(file):5:11: error: $.fill: expected a fill: a colour, {\"gradient\": …} or {\"gloss\": …}"])
        #expect(fixture.labelErrors(#""fill": [1]"#)
                == ["\(file):5:11: error: $.fill: expected a fill (a colour, {\"gradient\": …} or {\"gloss\": …}), got an array"])
    }

    @Test func glossDerivesItsCaustic() throws {
        let fixture = Fixture()
        let spec = try fixture.label(#""fill": {"gloss": {"color": "rgb(255, 0, 0)"}}"#)
        guard case .gloss(let gloss) = spec.style.fill else { Issue.record("not a gloss"); return }
        #expect(gloss.color == RGBA(1, 0, 0))
        #expect(gloss.caustic == Gloss.derivedCaustic(for: RGBA(1, 0, 0), causticFraction: 0.6))
        #expect(gloss.reflectionTop == 0.6)
        #expect(gloss.reflectionBottom == 0.2)
        #expect(gloss.exponent == 1.2)
        #expect(gloss.causticFraction == 0.6)

        let worked = try fixture.label(#""fill": {"gloss": {"color": {"red": 0.7, "green": 0, "blue": 0}}}"#)
        guard case .gloss(let workedGloss) = worked.style.fill else { Issue.record("not a gloss"); return }
        #expect(close(workedGloss.caustic, RGBA(0.8569, 0.4481, 0, 1)))
    }

    @Test func glossWithEveryKey() throws {
        let fixture = Fixture()
        let spec = try fixture.label(#""fill": {"gloss": {"color": "black", "caustic": "white", "reflection": {"top": 0.8, "bottom": 0.1}, "exponent": 4, "causticFraction": 0.35}}"#)
        #expect(spec.style.fill == .gloss(Gloss(color: .black, caustic: .white, reflectionTop: 0.8, reflectionBottom: 0.1,
                                               exponent: 4, causticFraction: 0.35)))
        // A derived caustic uses the spec's own fraction; a colour string is a gloss of that base.
        let tuned = try fixture.label(#""fill": {"gloss": {"color": "navy", "causticFraction": 0.35}}"#)
        let navy = RGBA(0, 0, 128.0 / 255)
        guard case .gloss(let gloss) = tuned.style.fill else { Issue.record("not a gloss"); return }
        #expect(gloss.caustic == Gloss.derivedCaustic(for: navy, causticFraction: 0.35))
        let short = try fixture.label(#""fill": {"gloss": "navy"}"#)
        #expect(short.style.fill == .gloss(Gloss(color: navy)))
    }

    /// `{"gloss": Color}` takes every colour form the docs list, not only strings.
    @Test func glossTakesEveryColourForm() throws {
        let fixture = Fixture()
        let forms: [(json: String, color: RGBA)] = [
            (#"{"red": 0, "green": 0, "blue": 0.5}"#, RGBA(0, 0, 0.5)),
            (#"{"red": 1, "green": 0, "blue": 0, "alpha": 0.5}"#, RGBA(1, 0, 0, 0.5)),
            (#"{"white": 0.5}"#, RGBA(white: 0.5, alpha: 1)),
            (#"{"white": 0.2, "alpha": 0.8}"#, RGBA(white: 0.2, alpha: 0.8)),
            (#"{"hue": 0.5, "saturation": 1, "brightness": 1}"#, RGBA(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)),
        ]
        for form in forms {
            let spec = try fixture.label(#""fill": {"gloss": \#(form.json)}"#)
            #expect(spec.style.fill == .gloss(Gloss(color: form.color)), "\(form.json)")
        }
        // A colour object's errors are a colour's; a gloss key beside a component makes it a gloss object.
        let file = fixture.root + "/label.json"
        #expect(fixture.labelErrors(#""fill": {"gloss": {"white": 2}}"#)
                == ["\(file):5:31: error: $.fill.gloss.white: expected a number from 0 to 1, got 2"])
        #expect(fixture.labelErrors(#""fill": {"gloss": {"red": 1, "green": 0}}"#)
                == ["\(file):5:21: error: $.fill.gloss: missing required key `blue`"])
        #expect(fixture.labelErrors(#""fill": {"gloss": {"white": 1, "exponent": 2}}"#) == [
            "\(file):5:21: error: $.fill.gloss: missing required key `color`",
            "\(file):5:22: error: $.fill.gloss.white: unknown key `white`",
        ])
    }

    /// UIKit's own names (`UIFont.Weight.ultraLight`, `.heavy`) are weights as written: the same
    /// numbers as `extraLight` and `extraBold`, and a file keeps its spelling through `format`.
    @Test func uiKitsWeightNamesAreTakenAsWritten() throws {
        let fixture = Fixture()
        #expect(try fixture.label(#""font": {"weight": "heavy"}"#).style.font.weight == 800)
        #expect(try fixture.label(#""font": {"weight": "ultraLight"}"#).style.font.weight == 200)
        var label = LabelSpec(name: "w", size: SizeValue(width: 40, height: 20), text: "x")
        label.font = FontValue(size: 12, weight: .heavy)
        #expect(SpecFormatter.text(label).contains(#""weight": "heavy""#))
        label.font = FontValue(size: 12, weight: .ultraLight)
        #expect(SpecFormatter.text(label).contains(#""weight": "ultraLight""#))
    }

    /// Other names for a weight (CSS's, a vendor's) suggest the one this vocabulary uses.
    @Test func weightSynonymsSuggestTheWeightName() {
        let fixture = Fixture()
        func suggestion(_ weight: String) -> String? {
            let errors = fixture.labelErrors(#""font": {"weight": "\#(weight)"}"#)
            guard errors.count == 1, let range = errors[0].range(of: "; did you mean `") else { return nil }
            return String(errors[0][range.upperBound...].dropLast(2))
        }
        #expect(suggestion("Heavy") == "heavy")
        #expect(suggestion("ultraBold") == "extraBold")
        #expect(suggestion("extra-bold") == "extraBold")
        #expect(suggestion("extrabold") == "extraBold")
        #expect(suggestion("semiBold") == "semibold")
        #expect(suggestion("semi-bold") == "semibold")
        #expect(suggestion("demibold") == "semibold")
        #expect(suggestion("ultralight") == "ultraLight")
        #expect(suggestion("hairline") == "thin")
        #expect(suggestion("normal") == "regular")
        #expect(suggestion("book") == "regular")
        #expect(suggestion("ultraBlack") == "black")
        #expect(suggestion("blod") == "bold")
        #expect(suggestion("enormous") == nil)
    }

    @Test func valueErrors() {
        let fixture = Fixture()
        let file = fixture.root + "/label.json"
        func errors(_ extra: String) -> [String] {
            fixture.labelErrors(extra).map { $0.replacingOccurrences(of: file + ":", with: "") }
        }
        #expect(errors(#""lines": 1.5"#) == ["5:12: error: $.lines: expected a whole number, got 1.5"])
        #expect(errors(#""lines": "2""#) == ["5:12: error: $.lines: expected a number, got a string"])
        #expect(errors(#""lineBreak": "truncateTial""#) == ["5:16: error: $.lineBreak: `truncateTial` is not one of `word`, `char`, `clip`, `truncateHead`, `truncateMiddle`, `truncateTail`; did you mean `truncateTail`?"])
        #expect(errors(#""lineHeight": 0"#) == ["5:17: error: $.lineHeight: expected a number greater than 0, got 0"])
        #expect(errors(#""minimumScale": 0"#) == ["5:19: error: $.minimumScale: expected a number greater than 0 and at most 1, got 0"])
        #expect(errors(#""padding": {"top": -1}"#) == ["5:22: error: $.padding.top: expected a number of at least 0, got -1"])
        #expect(errors(#""font": {"size": 0}"#) == ["5:20: error: $.font.size: expected a number greater than 0, got 0"])
        #expect(errors(#""font": {"weight": "ultraBold"}"#) == ["5:22: error: $.font.weight: `ultraBold` is not a weight; use `thin`, `extraLight`, `ultraLight`, `light`, `regular`, `medium`, `semibold`, `bold`, `extraBold`, `heavy`, `black` or a number from 100 to 900; did you mean `extraBold`?"])
        // A list of colours where a gradient object goes is told where the colours belong.
        #expect(errors(##""fill": {"gradient": ["#fff", "#000"]}"##) == ["5:24: error: $.fill.gradient: expected a gradient object, got an array: a gradient's colours are its `stops`, as in {\"gradient\": {\"stops\": [\"#FFFFFF\", \"#000000\"]}}"])
        #expect(errors(#""font": {"weight": 950}"#) == ["5:22: error: $.font.weight: expected a weight from 100 to 900, got 950"])
        #expect(errors(#""font": {"variations": {"wgt": 1}}"#) == ["5:27: error: $.font.variations.wgt: `wgt` is not an axis tag (four ASCII characters, e.g. `wght`)"])
        #expect(errors(#""font": {"features": ["smallcaps"]}"#) == ["5:25: error: $.font.features[0]: `smallcaps` is not a feature setting; write a four-character tag such as `smcp`, optionally with `-` (off) before it or `=N` after it"])
        #expect(errors(#""font": {"glyphs": {"ab": 3}}"#) == ["5:23: error: $.font.glyphs.ab: `ab` is not a single character"])
        #expect(errors(#""font": {"glyphs": {"a": -3}}"#) == ["5:28: error: $.font.glyphs.a: expected a whole number of at least 0, got -3"])
        #expect(errors(#""font": {"file": "nope.ttf"}"#) == ["5:20: error: $.font.file: file `nope.ttf` not found (looked for \(fixture.root)/nope.ttf)"])
        #expect(errors(#""shadow": {"offset": [1]}"#) == ["5:24: error: $.shadow.offset: expected [dx, dy], got an array"])
        #expect(errors(#""shadow": 3"#) == ["5:13: error: $.shadow: expected a shadow object or a list of them, got a number"])
        #expect(errors(#""shadow": [{"blur": -1}]"#) == ["5:23: error: $.shadow[0].blur: expected a number of at least 0, got -1"])
        #expect(errors(#""glow": {"blur": 2}"#) == ["5:11: error: $.glow: missing required key `color`"])
        #expect(errors(#""stroke": {"width": 0, "color": "red", "fill": "red"}"#) == [
            "5:23: error: $.stroke.width: expected a number greater than 0, got 0",
            "5:26: error: $.stroke.color: give a stroke `fill` or `color`, not both",
        ])
        #expect(errors(#""canvas": {"margin": "big"}"#) == ["5:24: error: $.canvas.margin: expected a number of at least 0 or \"auto\", got `big`"])
        #expect(errors(#""output": {"scales": [2, 5, 2], "formats": ["gif"]}"#) == [
            "5:28: error: $.output.scales[1]: expected a number from 1 to 4, got 5",
            "5:31: error: $.output.scales[2]: this entry repeats an earlier one",
            "5:47: error: $.output.formats[0]: `gif` is not one of `png`, `svg`, `pdf`, `imageset`, `android`, `flutter`, `fnt`, `atlas`",
        ])
        #expect(errors(#""output": {"maxDiffPixels": 1.5, "threshold": 2}"#) == [
            "5:31: error: $.output.maxDiffPixels: expected a whole number, got 1.5",
            "5:49: error: $.output.threshold: expected a number from 0 to 1, got 2",
        ])
        #expect(errors(#""locale": "en_US""#) == ["5:13: error: $.locale: `en_US` is not a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant`"])
        #expect(errors(#""name": "a/b""#) == ["5:11: error: $.name: `a/b` cannot be an output name: it contains `/` or `\\`"])
    }
}
