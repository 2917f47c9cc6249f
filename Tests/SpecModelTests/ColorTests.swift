import Testing
@testable import SpecModel

@Suite struct ColorTests {
    /// The colour a label's `fill` decodes to.
    func color(_ json: String) throws -> RGBA {
        let fixture = Fixture()
        let spec = try fixture.label(#""fill": \#(json)"#)
        guard case .color(let color) = spec.style.fill else {
            Issue.record("not a colour fill")
            return .clear
        }
        return color
    }

    func colorErrors(_ json: String) -> [String] {
        let fixture = Fixture()
        let prefix = fixture.root + "/label.json:5:"
        return fixture.labelErrors(#""fill": \#(json)"#).map { $0.replacingOccurrences(of: prefix, with: "") }
    }

    @Test func hexForms() throws {
        #expect(try color(##""#f80""##) == RGBA(1, 136.0 / 255, 0, 1))
        #expect(try color(##""#F808""##) == RGBA(1, 136.0 / 255, 0, 136.0 / 255))
        #expect(try color(##""#12aBcD""##) == RGBA(18.0 / 255, 171.0 / 255, 205.0 / 255, 1))
        #expect(try color(##""#12abcd80""##) == RGBA(18.0 / 255, 171.0 / 255, 205.0 / 255, 128.0 / 255))
    }

    @Test func functionalForms() throws {
        #expect(try color(#""rgb(255, 0, 51)""#) == RGBA(1, 0, 51.0 / 255, 1))
        #expect(try color(#""rgb(0,128,255)""#) == RGBA(0, 128.0 / 255, 1, 1))
        #expect(try color(#""rgba(10, 20, 30, 0.25)""#) == RGBA(10.0 / 255, 20.0 / 255, 30.0 / 255, 0.25))
        #expect(try color(#""RGBA(0, 0, 0, .5)""#) == RGBA(0, 0, 0, 0.5))
    }

    @Test func namedColours() throws {
        #expect(NamedColors.table.count == 148)
        #expect(try color(#""rebeccapurple""#) == RGBA(0x66 / 255.0, 0x33 / 255.0, 0x99 / 255.0, 1))
        #expect(try color(#""CornflowerBlue""#) == RGBA(0x64 / 255.0, 0x95 / 255.0, 0xED / 255.0, 1))
        #expect(try color(#""grey""#) == RGBA(128 / 255.0, 128 / 255.0, 128 / 255.0, 1))
        #expect(try color(#""gray""#) == RGBA(128 / 255.0, 128 / 255.0, 128 / 255.0, 1))
        #expect(try color(#""green""#) == RGBA(0, 128 / 255.0, 0, 1))
        #expect(try color(#""clear""#) == .clear)
        #expect(try color(#""transparent""#) == .clear)
    }

    @Test func greyRGBAndHSBObjectsBecomeRGB() throws {
        #expect(try color(#"{"white": 0.25, "alpha": 0.5}"#) == RGBA(0.25, 0.25, 0.25, 0.5))
        #expect(try color(#"{"white": 0.75}"#) == RGBA(0.75, 0.75, 0.75, 1))
        #expect(try color(#"{"red": 0.1, "green": 0.2, "blue": 0.3}"#) == RGBA(0.1, 0.2, 0.3, 1))
        #expect(try color(#"{"red": 1, "green": 0.5, "blue": 0, "alpha": 0.75}"#) == RGBA(1, 0.5, 0, 0.75))
        #expect(try color(#"{"hue": 0, "saturation": 1, "brightness": 1}"#) == RGBA(1, 0, 0, 1))
        #expect(try color(#"{"hue": 0.25, "saturation": 1, "brightness": 1}"#) == RGBA(0.5, 1, 0, 1))
        #expect(try color(#"{"hue": 0.5, "saturation": 0.5, "brightness": 0.8, "alpha": 0.5}"#) == RGBA(0.4, 0.8, 0.8, 0.5))
        #expect(try color(#"{"hue": 0.75, "saturation": 0.5, "brightness": 1}"#) == RGBA(0.75, 0.5, 1, 1))
        #expect(try color(#"{"hue": 1, "saturation": 1, "brightness": 0.5}"#) == RGBA(0.5, 0, 0, 1))
        #expect(try color(#"{"hue": 0.3, "saturation": 0, "brightness": 0.6}"#) == RGBA(0.6, 0.6, 0.6, 1))
    }

    @Test func hsbRoundTrips() {
        for color in [RGBA(0.7, 0, 0), RGBA(0.2, 0.4, 0.9), RGBA(0.9, 0.1, 0.6), RGBA(0.5, 0.5, 0.2)] {
            let (h, s, v) = color.hsb
            #expect(close(RGBA(hue: h, saturation: s, brightness: v), color, tolerance: 1e-12))
        }
    }

    @Test func badColours() {
        #expect(colorErrors(##""#12345""##) == ["11: error: $.fill: `#12345` is not a hex colour; use #RGB, #RGBA, #RRGGBB or #RRGGBBAA"])
        #expect(colorErrors(##""#ggg""##) == ["11: error: $.fill: `#ggg` is not a hex colour; use #RGB, #RGBA, #RRGGBB or #RRGGBBAA"])
        #expect(colorErrors(#""rgb(256, 0, 0)""#) == ["11: error: $.fill: `rgb(256, 0, 0)` is not a colour; write rgb(r, g, b) with whole numbers from 0 to 255"])
        #expect(colorErrors(#""rgb(1.5, 0, 0)""#) == ["11: error: $.fill: `rgb(1.5, 0, 0)` is not a colour; write rgb(r, g, b) with whole numbers from 0 to 255"])
        #expect(colorErrors(#""rgba(1, 2, 3, 2)""#) == ["11: error: $.fill: `rgba(1, 2, 3, 2)` is not a colour; write rgba(r, g, b, a) with r, g, b whole numbers from 0 to 255 and a from 0 to 1"])
        #expect(colorErrors(#""bleu""#) == ["11: error: $.fill: unknown colour `bleu`; did you mean `blue`?"])
        #expect(colorErrors(#""zzzzzzzzzz""#) == ["11: error: $.fill: unknown colour `zzzzzzzzzz`"])
        #expect(colorErrors(#"{"red": 2, "green": 0, "blue": 0}"#) == ["19: error: $.fill.red: expected a number from 0 to 1, got 2"])
        #expect(colorErrors(#"{"red": 1, "green": 0}"#) == ["11: error: $.fill: missing required key `blue`"])
        #expect(colorErrors(#"{"white": 0.5, "red": 1}"#) == ["26: error: $.fill.red: unknown key `red`"])
        #expect(colorErrors(#"{"hue": 0.5, "saturation": 1, "brigthness": 1}"#) == [
            "11: error: $.fill: missing required key `brightness`",
            "41: error: $.fill.brigthness: unknown key `brigthness`; did you mean `brightness`?",
        ])
        #expect(colorErrors(#"{"whte": 0.5}"#) == ["12: error: $.fill.whte: unknown key `whte`; did you mean `white`?"])
    }

    @Test func wrongTypeForAColour() {
        let fixture = Fixture()
        let errors = fixture.labelErrors(#""canvas": {"background": 3}"#)
        #expect(errors == ["\(fixture.root)/label.json:5:28: error: $.canvas.background: expected a colour, got a number"])
    }

    @Test func glossCausticWorkedValues() {
        #expect(close(Gloss.derivedCaustic(for: RGBA(0.7, 0, 0), causticFraction: 0.6), RGBA(0.8569, 0.4481, 0, 1)))
        #expect(close(Gloss.derivedCaustic(for: .white, causticFraction: 0.6), RGBA(1, 1, 0.8, 1), tolerance: 1e-9))
        #expect(close(Gloss.derivedCaustic(for: .black, causticFraction: 0.6), RGBA(0.6, 0.6, 0.48, 1), tolerance: 1e-9))
        // Alpha is the base's; a fraction of 0 leaves the colour alone.
        #expect(Gloss.derivedCaustic(for: RGBA(0.7, 0, 0, 0.5), causticFraction: 0.6).a == 0.5)
        #expect(close(Gloss.derivedCaustic(for: RGBA(0.2, 0.4, 0.9), causticFraction: 0), RGBA(0.2, 0.4, 0.9)))
    }

    @Test func glossCausticBranches() {
        // A hue past 0.7 shifts toward magenta (5/6): base blue-violet (hue 0.75, s 1, v 1).
        let violet = RGBA(hue: 0.75, saturation: 1, brightness: 1)
        let f = 0.6 * 0.5 * (1 + cos(1.4 * Double.pi * (0.75 - 5.0 / 6)))
        let expected = RGBA(hue: 0.75 * (1 - f) + 5.0 / 6 * f, saturation: 1, brightness: 1)
        #expect(close(Gloss.derivedCaustic(for: violet, causticFraction: 0.6), expected, tolerance: 1e-12))
        // A hue above 0.95 wraps below 0 and moves toward yellow through red.
        let crimson = RGBA(hue: 0.97, saturation: 1, brightness: 0.5)
        let g = 0.6 * 0.5 * (1 + cos(1.4 * Double.pi * (-0.03 - 1.0 / 6)))
        var hue = -0.03 * (1 - g) + 1.0 / 6 * g
        if hue < 0 { hue += 1 }
        let expectedCrimson = RGBA(hue: hue, saturation: 1, brightness: 0.5 * (1 - g) + g)
        #expect(close(Gloss.derivedCaustic(for: crimson, causticFraction: 0.6), expectedCrimson, tolerance: 1e-12))
    }
}

import Foundation
