import Foundation
import RenderSupport
import Testing
@testable import SpecModel

/// An unknown key written in a designer's word, or at the wrong place, gets one line that names the
/// spec's key or its place (UnknownKeyMessage.swift), and is the only error: a synonym standing in
/// for a required key is not also reported missing.
@Suite struct UnknownKeyHintTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// The whole spec, on one line, so the error's column is where `key` is found in it.
        var json: String
        /// The quoted key as written: its last occurrence is the error's column.
        var key: String
        var path: String
        var message: String
        var testDescription: String { "\(path): \(message)" }
    }

    static let label = #""version": 1, "kind": "label", "size": {"width": 100, "height": 40}, "text": "Hi""#
    static let button = #""version": 1, "kind": "button", "size": {"width": 100, "height": 40}, "title": {"text": "Hi"}"#

    static let cases: [Case] = [
        // The synonyms.
        Case(json: ##"{\##(label), "fill": {"gradient": {"colors": ["#FFF", "#000"]}}}"##, key: ##""colors""##,
             path: "$.fill.gradient.colors", message: "unknown key `colors`; did you mean `stops`?"),
        Case(json: ##"{\##(label), "fill": {"gradient": {"stops": [{"color": "#FFF", "offset": 0}, "#000"]}}}"##, key: ##""offset""##,
             path: "$.fill.gradient.stops[0].offset", message: "unknown key `offset`; did you mean `at`?"),
        Case(json: ##"{\##(label), "fill": {"gradient": {"stops": ["#FFF", {"color": "#000", "position": 1}]}}}"##, key: ##""position""##,
             path: "$.fill.gradient.stops[1].position", message: "unknown key `position`; did you mean `at`?"),
        Case(json: #"{"version": 1, "kind": "bitmapFont", "characters": "digits", "format": "xml"}"#, key: #""format""#,
             path: "$.format", message: "unknown key `format`; did you mean `fontFormat`?"),
        Case(json: ##"{\##(label), "stroke": {"colour": "#000", "width": 2}}"##, key: ##""colour""##,
             path: "$.stroke.colour", message: "unknown key `colour`; did you mean `color`?"),
        Case(json: ##"{\##(label), "glow": {"colour": "#FF0", "blur": 4}}"##, key: ##""colour""##,
             path: "$.glow.colour", message: "unknown key `colour`; did you mean `color`?"),
        Case(json: #"{\#(label), "align": "center"}"#, key: #""align""#,
             path: "$.align", message: "unknown key `align`; did you mean `alignment`?"),
        Case(json: #"{\#(label), "color": "red"}"#, key: #""color""#,
             path: "$.color", message: "unknown key `color`; did you mean `fill`?"),
        Case(json: #"{\#(label), "output": {"format": ["svg"]}}"#, key: #""format""#,
             path: "$.output.format", message: "unknown key `format`; did you mean `formats`?"),
        Case(json: #"{\#(label), "font": {"font-weight": "bold"}}"#, key: #""font-weight""#,
             path: #"$.font["font-weight"]"#, message: "unknown key `font-weight`; did you mean `weight`?"),
        // A key valid elsewhere in the kind says where.
        Case(json: ##"{\##(label), "background": "#FFF"}"##, key: ##""background""##,
             path: "$.background", message: "unknown key `background`; a label takes `background` at `canvas.background`"),
        Case(json: #"{\#(button), "shadow": {"blur": 2}}"#, key: #""shadow""#,
             path: "$.shadow", message: "unknown key `shadow`; a button takes `shadow` at `title.shadow`"),
        Case(json: #"{\#(label), "width": 3}"#, key: #""width""#,
             path: "$.width", message: "unknown key `width`; a label takes `width` at `size.width` or `stroke.width`"),
        Case(json: #"{"version": 1, "kind": "view", "size": {"width": 10, "height": 10}, "text": "Hi"}"#, key: #""text""#,
             path: "$.text", message: "unknown key `text`"),
        // A synonym valid elsewhere: the spec's key at its place.
        Case(json: #"{\#(button), "align": "left"}"#, key: #""align""#,
             path: "$.align", message: "unknown key `align`; a button takes `alignment` at `title.alignment`"),
        Case(json: #"{\#(label), "fontSize": 20}"#, key: #""fontSize""#,
             path: "$.fontSize", message: "unknown key `fontSize`; a label takes `size` at `font.size`"),
        Case(json: #"{\#(button), "fontSize": 20}"#, key: #""fontSize""#,
             path: "$.fontSize", message: "unknown key `fontSize`; a button takes `size` at `title.font.size`"),
        // In a state's overrides, the places are the file's.
        Case(json: #"{\#(button), "states": {"pressed": {"shadow": {"blur": 2}}}}"#, key: #""shadow""#,
             path: "$.states.pressed.shadow", message: "unknown key `shadow`; a button takes `shadow` at `title.shadow`"),
    ]

    @Test(arguments: cases)
    func oneLineNamingTheKeyOrItsPlace(_ hint: Case) throws {
        let fixture = Fixture()
        fixture.write("s.json", hint.json)
        let offset = try #require(hint.json.range(of: hint.key, options: .backwards)).lowerBound
        let column = hint.json.distance(from: hint.json.startIndex, to: offset) + 1
        #expect(fixture.errors("s.json") == ["\(fixture.root)/s.json:1:\(column): error: \(hint.path): \(hint.message)"])
    }

    /// Without the stand-in, each of these was two errors: the unknown key and the key it meant, missing.
    @Test func theMissingKeyASynonymStoodForIsNotReported() {
        let fixture = Fixture()
        fixture.write("s.json", ##"{\##(Self.label), "fill": {"gradient": {"colours": ["#FFF", "#000"]}}, "stroke": {"colour": "#000"}}"##)
        let errors = fixture.errors("s.json")
        #expect(errors.count == 2)
        #expect(!errors.contains { $0.contains("missing") })
        // A gradient with neither is still missing its stops.
        fixture.write("t.json", #"{\#(Self.label), "fill": {"gradient": {"type": "radial"}}}"#)
        #expect(fixture.errors("t.json").map { $0.hasSuffix("$.fill.gradient: missing required key `stops`") } == [true])
    }

    /// `white` is a key of a gloss's colour form, so a gloss of parameters with it mixes two forms
    /// of one value: it gets no place elsewhere (`fill.white` would send the user the wrong way).
    @Test func aKeyOfAnotherFormOfTheValueIsNotElsewhere() {
        let fixture = Fixture()
        fixture.write("s.json", #"{\#(Self.label), "fill": {"gloss": {"exponent": 2, "white": 0.5}}}"#)
        #expect(fixture.errors("s.json").filter { $0.contains("white") } == ["\(fixture.root)/s.json:1:119: error: $.fill.gloss.white: unknown key `white`"])
    }

    @Test func nearestNamesRankTyposAndPrefixes() {
        let families = ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Lato", "Noto Sans", "Noto Sans Arabic", "Noto Serif", "Nunito"]
        #expect(Suggestion.nearest(to: "DejaVu Sanss", among: families) == ["DejaVu Sans"])
        // A face written as a family: the family it starts with comes first.
        #expect(Suggestion.nearest(to: "dejavu-sans bold", among: families) == ["DejaVu Sans", "DejaVu Sans Mono"])
        #expect(Suggestion.nearest(to: "Noto", among: families) == ["Lato", "Noto Sans", "Noto Serif"])
        #expect(Suggestion.nearest(to: "Helvetica", among: families) == [])
    }
}
