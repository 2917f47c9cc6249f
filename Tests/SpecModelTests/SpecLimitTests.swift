import Foundation
import RenderSupport
import Testing
@testable import SpecModel

/// Limits that must hold: gradient stops are bounded (cairo adds them in quadratic time), images
/// are counted as documented, and an output name that passes `validate` can be written.
@Suite struct SpecLimitTests {
    private func stops(_ count: Int) -> String {
        "[" + Array(repeating: #""red""#, count: count).joined(separator: ",") + "]"
    }

    @Test func gradientStopsAreCapped() {
        let fixture = Fixture()
        #expect(fixture.labelErrors(#""fill": {"gradient": {"stops": \#(stops(SpecLimits.maxGradientStops))}}"#) == [])
        #expect(fixture.labelErrors(#""fill": {"gradient": {"stops": \#(stops(SpecLimits.maxGradientStops + 1))}}"#) == [
            "\(fixture.root)/label.json:5:34: error: $.fill.gradient.stops: a gradient may have at most 1,024 stops, got 1,025",
        ])
    }

    /// 200,000 stops are refused at once and with one error, not 200,000.
    @Test func manyBadStopsAreOneErrorAndFast() {
        let fixture = Fixture()
        let bad = "[" + Array(repeating: ##""#zz""##, count: 200_000).joined(separator: ",") + "]"
        let start = Date()
        let errors = fixture.labelErrors(#""fill": {"gradient": {"stops": \#(bad)}}"#)
        #expect(errors == ["\(fixture.root)/label.json:5:34: error: $.fill.gradient.stops: a gradient may have at most 1,024 stops, got 200,000"])
        #expect(Date().timeIntervalSince(start) < 10)
    }

    /// `"states": {"s0": {}, …}` with `count` states.
    private func states(_ count: Int) -> String {
        #""states": {"# + (0..<count).map { #""s\#($0)": {}"# }.joined(separator: ", ") + "}"
    }

    @Test func imagesArePerStateLocaleScaleAndFormat() {
        let fixture = Fixture()
        // 250 variants × 4 scales = 1,000: the limit itself is fine.
        #expect(fixture.labelErrors(#""output": {"scales": [1, 2, 3, 4]}, \#(states(249))"#) == [])
        // 301 × 4 = 1,204: over.
        #expect(fixture.labelErrors(#""output": {"scales": [1, 2, 3, 4]}, \#(states(300))"#) == [
            "\(fixture.root)/label.json:5:13: error: $.output: 301 variants × 4 scales × 1 format make 1,204 images; the limit is 1,000 per spec",
        ])
        // An image set counts its three images, whatever the scales.
        #expect(fixture.labelErrors(#""output": {"formats": ["imageset"]}, \#(states(333))"#) == [
            "\(fixture.root)/label.json:5:13: error: $.output: 334 variants × 3 (an image set's @1x, @2x and @3x) make 1,002 images; the limit is 1,000 per spec",
        ])
        // 200 × (2 scales of PNG + an image set's 3) = 1,000; one more state is over.
        #expect(fixture.labelErrors(#""output": {"formats": ["png", "imageset"], "scales": [1, 2]}, \#(states(199))"#) == [])
        #expect(fixture.labelErrors(#""output": {"formats": ["png", "imageset"], "scales": [1, 2]}, \#(states(200))"#) == [
            "\(fixture.root)/label.json:5:13: error: $.output: 201 variants × 2 scales × 1 format plus 3 per image set make 1,005 images; the limit is 1,000 per spec",
        ])
        // Locales multiply too.
        let locales = #""locales": {"de": {}, "fr": {}, "it": {}, "es": {}}"#
        #expect(fixture.labelErrors(#""output": {"scales": [1, 2, 3, 4]}, \#(states(49)), \#(locales)"#) == [])
        #expect(fixture.labelErrors(#""output": {"scales": [1, 2, 3, 4], "formats": ["png", "svg"]}, \#(states(49)), \#(locales)"#).map {
            String($0[$0.range(of: ": error: ")!.upperBound...])
        } == ["$.output: 250 variants × 4 scales × 2 formats make 2,000 images; the limit is 1,000 per spec"])
        // A state that changes `output` is counted at its own scales and formats (4 × 3 + 3 = 15 images);
        // without a top-level `output` the error points at `states`.
        let big = #""big": {"output": {"scales": [1, 2, 3, 4], "formats": ["png", "svg", "pdf", "imageset"]}}"#
        #expect(fixture.labelErrors(#""states": {\#(big)}"#) == [])
        #expect(fixture.labelErrors(#"\#(states(998).dropLast()), \#(big)}"#).map {
            String($0[$0.range(of: ": error: ")!.upperBound...])
        } == ["$.states: its 1,000 state and locale variants at their scales and formats make 1,014 images; the limit is 1,000 per spec"])
    }

    @Test func theCountIsPublicForTheCommandLineOverrides() throws {
        let fixture = Fixture()
        fixture.write("label.json", Fixture.labelJSON(states(99)))
        let variants = try fixture.load("label.json")
        #expect(ImageCount.total(variants) == 100)
        #expect(ImageCount.total(variants, scales: [1, 2, 3], formats: [.png, .svg, .imageset]) == 900)
        #expect(ImageCount.problem(variants, scales: [1, 2, 3, 4], formats: [.png, .svg, .pdf]) ==
                "100 variants × 4 scales × 3 formats make 1,200 images; the limit is 1,000 per spec")
    }

    @Test func namesArePrintableFileNames() {
        let fixture = Fixture()
        func nameError(_ json: String) -> [String] {
            fixture.labelErrors(#""name": \#(json)"#).map { String($0[$0.range(of: ": error: ")!.upperBound...]) }
        }
        #expect(nameError(#""a\u0000b""#) == [#"$.name: `a\u0000b` cannot be an output name: it has a control character; use printable characters only"#])
        #expect(nameError(#""a\nb""#) == [#"$.name: `a\nb` cannot be an output name: it has a control character; use printable characters only"#])
        #expect(nameError(#""a\u202eb""#) == [#"$.name: `a\u202eb` cannot be an output name: it has a control character; use printable characters only"#])
        #expect(nameError(#""a\\b""#) == [#"$.name: `a\b` cannot be an output name: it contains `/` or `\`"#])
        #expect(nameError(#"".hidden""#) == ["$.name: `.hidden` cannot be an output name: it starts with `.` (a hidden file)"])
        #expect(nameError(#""...""#) == ["$.name: `...` cannot be an output name: it starts with `.` (a hidden file)"])
        #expect(nameError(#""""#) == ["$.name: `` cannot be an output name: it is empty"])
        #expect(nameError(#""Grüße ✓ 按钮""#) == [])
        #expect(nameError("\"\(String(repeating: "n", count: 200))\"") == [])
        #expect(nameError("\"\(String(repeating: "n", count: 300))\"") == [
            "$.name: `\(InputExcerpt.of(String(repeating: "n", count: 300)))` cannot be an output name: it is 300 bytes long, over the limit of 200 (UTF-8) that leaves room in a file name's 255 for the scale, extension and temporary suffixes",
        ])
        // Bytes, not characters: 67 three-byte characters are 201 bytes.
        #expect(nameError("\"\(String(repeating: "按", count: 67))\"").count == 1)
    }

    @Test func theNameWithItsLongestStateMustFit() {
        let fixture = Fixture()
        let name = String(repeating: "n", count: 190)
        #expect(fixture.labelErrors(#""name": "\#(name)", "states": {"short": {}}"#) == [])
        #expect(fixture.labelErrors(#""name": "\#(name)", "states": {"short": {}, "muchTooLong": {}}"#) == [
            "\(fixture.root)/label.json:5:229: error: $.states.muchTooLong: the output name with this state, `\(InputExcerpt.of(String(repeating: "n", count: 190) + "-muchTooLong"))`, cannot be used: it is 202 bytes long, over the limit of 200 (UTF-8) that leaves room in a file name's 255 for the scale, extension and temporary suffixes",
        ])
    }

    @Test func theDefaultNameFollowsTheSameRules() {
        let fixture = Fixture()
        fixture.write(".hidden.json", #"{"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "x"}"#)
        #expect(fixture.errors(".hidden.json") == [
            "\(fixture.root)/.hidden.json:1:1: error: $: the file name gives the output name `.hidden`, which cannot be used: it starts with `.` (a hidden file); give the spec a `name`",
        ])
        fixture.write(".hidden2.json", #"{"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "x", "name": "ok"}"#)
        #expect(fixture.errors(".hidden2.json") == [])
    }

    @Test func localeTagsMustFitAFolderName() {
        let fixture = Fixture()
        let tag = "en" + String(repeating: "-abcdefgh", count: 23)  // 209 characters, each subtag well formed
        #expect(fixture.labelErrors(#""locales": {"\#(tag)": {}}"#).map { String($0[$0.range(of: ": error: ")!.upperBound...]) } == [
            #"$.locales["\#(InputExcerpt.of(tag))"]: `\#(InputExcerpt.of(tag))` cannot be a folder name: it is 209 bytes long, over the limit of 200 (UTF-8) that leaves room in a file name's 255 for the scale, extension and temporary suffixes"#,
        ])
    }
}
