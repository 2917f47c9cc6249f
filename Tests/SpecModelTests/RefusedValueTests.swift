import Foundation
import Testing
@testable import SpecModel

/// Values that would crash the renderer (a Double → Int trap) or draw junk if they loaded: each is
/// refused at its path, in the exact text a user sees.
@Suite struct RefusedValueTests {
    /// `"version": 1, "kind": KIND, "size": …` followed by `extra`, as one line.
    private static func spec(_ kind: String, _ extra: String) -> String {
        #"{"version": 1, "kind": "\#(kind)", "size": {"width": 100, "height": 20}"#
            + (extra.isEmpty ? "" : ", " + extra) + "}"
    }

    /// The errors of one spec, without the `FILE:LINE:COLUMN: error: ` prefix.
    private func pathErrors(_ fixture: Fixture, _ kind: String, _ extra: String) -> [String] {
        fixture.write("s.json", Self.spec(kind, extra))
        return fixture.errors("s.json").map { String($0[$0.range(of: ": error: ")!.upperBound...]) }
    }

    @Test func everyNumberIsBoundedInSize() {
        let fixture = Fixture()
        #expect(fixture.labelErrors(#""letterSpacing": 3e6"#)
                == ["\(fixture.root)/label.json:5:20: error: $.letterSpacing: 3000000 is too large; numbers in a spec are at most 1,000,000 in size"])
        #expect(fixture.labelErrors(#""fill": {"gradient": {"stops": ["red", "blue"], "angle": -1e300}}"#)
                == ["\(fixture.root)/label.json:5:60: error: $.fill.gradient.angle: -1e+300 is too large; numbers in a spec are at most 1,000,000 in size"])
        // The bound itself is fine.
        #expect(fixture.labelErrors(#""fill": {"gradient": {"stops": ["red", "blue"], "angle": 1e6}}"#) == [])
    }

    @Test func tighterLimitsWhereTheyMatter() {
        let fixture = Fixture()
        #expect(fixture.labelErrors(#""font": {"size": 10001}"#)
                == ["\(fixture.root)/label.json:5:20: error: $.font.size: font size 10001 is over the limit of 10,000 pt"])
        #expect(fixture.labelErrors(#""letterSpacing": -10000.5"#)
                == ["\(fixture.root)/label.json:5:20: error: $.letterSpacing: letter spacing -10000.5 is beyond the limit of ±10,000 pt"])
        #expect(fixture.labelErrors(#""lineHeight": 101"#)
                == ["\(fixture.root)/label.json:5:17: error: $.lineHeight: line height 101 is over the limit of 100"])
        #expect(fixture.labelErrors(#""padding": {"left": 100001}"#)
                == ["\(fixture.root)/label.json:5:23: error: $.padding.left: padding 100001 is over the limit of 100,000 pt"])
        #expect(fixture.labelErrors(#""font": {"variations": {"wght": -100001}}"#)
                == ["\(fixture.root)/label.json:5:35: error: $.font.variations.wght: axis value -100001 is beyond the limit of ±100,000"])
        #expect(fixture.labelErrors(#""shadow": {"offset": [0, 100001]}"#)
                == ["\(fixture.root)/label.json:5:28: error: $.shadow.offset[1]: offset 100001 is beyond the limit of ±100,000 pt"])
        // Each limit is inclusive.
        #expect(fixture.labelErrors("""
        "font": {"size": 10000, "variations": {"wght": -100000}}, "letterSpacing": -10000, "lineHeight": 100,
          "padding": 100000, "shadow": {"offset": [100000, -100000], "spread": -100000}, "canvas": {"margin": 0}
        """) == [])
    }

    /// Examples that would crash or misrender without the limits, each refused at its own key.
    @Test func crashingExamplesAreRefused() {
        let fixture = Fixture()
        fixture.write("f.ttf", "not really a font")
        let tooLarge = "is too large; numbers in a spec are at most 1,000,000 in size"
        let cases: [(kind: String, extra: String, error: String)] = [
            ("label", #""text": "x", "letterSpacing": 3e6"#, "$.letterSpacing: 3000000 \(tooLarge)"),
            ("label", #""text": "x", "letterSpacing": 3e5"#, "$.letterSpacing: letter spacing 300000 is beyond the limit of ±10,000 pt"),
            ("label", #""text": "x", "shadow": {"offset": [1e300, 0]}"#, "$.shadow.offset[0]: 1e+300 \(tooLarge)"),
            ("label", #""text": "x", "shadow": {"spread": 1e200}"#, "$.shadow.spread: 1e+200 \(tooLarge)"),
            ("label", #""text": "x", "glow": {"color": "red", "spread": 500000}"#, "$.glow.spread: spread 500000 is beyond the limit of ±100,000 pt"),
            ("label", #""text": "x", "innerShadow": {"spread": -1e300}"#, "$.innerShadow.spread: -1e+300 \(tooLarge)"),
            ("label", #""text": "x", "stroke": {"color": "red", "width": 1e300}"#, "$.stroke.width: 1e+300 \(tooLarge)"),
            ("label", #""text": "x", "stroke": {"color": "red", "width": 200000}"#, "$.stroke.width: width 200000 is over the limit of 100,000 pt"),
            ("label", #""text": "x", "font": {"variations": {"wght": 1e300}}"#, "$.font.variations.wght: 1e+300 \(tooLarge)"),
            ("label", #""text": "x", "font": {"size": 3000000}"#, "$.font.size: 3000000 \(tooLarge)"),
            ("label", #""text": "x", "font": {"file": "f.ttf", "index": 1e300}"#, "$.font.index: 1e+300 \(tooLarge)"),
            ("label", #""text": "x", "font": {"glyphs": {"a": 1e300}}"#, "$.font.glyphs.a: 1e+300 \(tooLarge)"),
            ("label", #""text": "x", "lines": 1e16"#, "$.lines: 1e+16 \(tooLarge)"),
            ("label", #""text": "x", "lineHeight": 1e300"#, "$.lineHeight: 1e+300 \(tooLarge)"),
            ("label", #""text": "x", "padding": 1e300"#, "$.padding: 1e+300 \(tooLarge)"),
            ("label", #""text": "x", "fill": {"gradient": {"stops": ["red", "blue"], "angle": 1e300}}"#,
             "$.fill.gradient.angle: 1e+300 \(tooLarge)"),
            ("label", #""text": "x", "canvas": {"margin": 1e300}"#, "$.canvas.margin: 1e+300 \(tooLarge)"),
            ("label", #""text": "x", "canvas": {"margin": 100001}"#, "$.canvas.margin: margin 100001 is over the limit of 100,000 pt"),
            ("label", #""text": "x", "output": {"maxDiffPixels": 1e300}"#, "$.output.maxDiffPixels: 1e+300 \(tooLarge)"),
            ("button", #""groove": {"width": 1e300}"#, "$.groove.width: 1e+300 \(tooLarge)"),
            ("button", #""edge": {"width": 100001}"#, "$.edge.width: width 100001 is over the limit of 100,000 pt"),
            ("button", #""border": {"width": 1e300}"#, "$.border.width: 1e+300 \(tooLarge)"),
            ("button", #""cornerRadius": 1e300"#, "$.cornerRadius: 1e+300 \(tooLarge)"),
            ("button", #""contentInsets": 1e300"#, "$.contentInsets: 1e+300 \(tooLarge)"),
            ("button", #""contentInsets": {"top": 100001}"#, "$.contentInsets.top: inset 100001 is over the limit of 100,000 pt"),
            ("button", #""title": {"text": "x", "letterSpacing": 3e6}"#, "$.title.letterSpacing: 3000000 \(tooLarge)"),
            ("view", #""cornerRadius": 200000"#, "$.cornerRadius: corner radius 200000 is over the limit of 100,000 pt"),
            ("view", #""border": {"width": 100001}"#, "$.border.width: width 100001 is over the limit of 100,000 pt"),
            ("view", #""shadow": {"offset": [0, -1e300]}"#, "$.shadow.offset[1]: -1e+300 \(tooLarge)"),
        ]
        for example in cases {
            #expect(pathErrors(fixture, example.kind, example.extra) == [example.error], "\(example.extra)")
        }
    }

    /// `size` is bounded by the image limits too; the magnitude check answers first.
    @Test func hugeSizesAreRefused() {
        let fixture = Fixture()
        fixture.write("a.json", #"{"version": 1, "kind": "label", "size": {"width": 1e300}, "text": "x"}"#)
        #expect(fixture.errors("a.json") == ["\(fixture.root)/a.json:1:51: error: $.size.width: 1e+300 is too large; numbers in a spec are at most 1,000,000 in size"])
        fixture.write("b.json", #"{"version": 1, "kind": "label", "size": {"width": 1e6}, "text": "x"}"#)
        #expect(fixture.errors("b.json") == ["\(fixture.root)/b.json:1:41: error: $.size: at @1x the image would be 1000000 px wide; a side may be at most 16,384 px"])
    }

    @Test func fontIndexNeedsAFile() throws {
        let fixture = Fixture()
        #expect(fixture.labelErrors(#""font": {"family": "DejaVu Sans", "index": 2}"#)
                == ["\(fixture.root)/label.json:5:46: error: $.font.index: `index` picks a face of `file`; give the font file"])
        fixture.write("f.ttf", "not really a font")
        #expect(try fixture.label(#""font": {"file": "f.ttf", "index": 2}"#).style.font.index == 2)
    }

    @Test func controlCharactersInTextAreRefused() throws {
        let fixture = Fixture()
        fixture.write("a.json", #"{"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "a\u0000b"}"#)
        #expect(fixture.errors("a.json") == ["\(fixture.root)/a.json:1:78: error: $.text: text contains the control character U+0000; only newline and tab are allowed"])
        let message = "text contains the control character U+0007; only newline and tab are allowed"
        #expect(pathErrors(fixture, "label", #""text": "bell\u0007""#) == ["$.text: \(message)"])
        #expect(pathErrors(fixture, "textField", #""placeholder": "\u0007""#) == ["$.placeholder: \(message)"])
        #expect(pathErrors(fixture, "button", #""title": {"text": "\u0007"}"#) == ["$.title.text: \(message)"])
        // DEL, the C1 controls and a carriage return are controls too.
        for (escape, code) in [("\\u007F", "U+007F"), ("\\u0085", "U+0085"), ("\\u009F", "U+009F"), ("\\r", "U+000D")] {
            #expect(pathErrors(fixture, "label", #""text": "a\#(escape)""#)
                    == ["$.text: text contains the control character \(code); only newline and tab are allowed"])
        }
        // Newline and tab are how text says "next line" and "tab stop".
        #expect(try fixture.label().style.text == "Hi")
        #expect(pathErrors(fixture, "label", #""text": "a\nb\tc", "lines": 2"#) == [])
    }
}
