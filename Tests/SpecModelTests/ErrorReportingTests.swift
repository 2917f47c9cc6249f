import Foundation
import RenderSupport
import Testing
@testable import SpecModel

/// Every error form, in the exact `FILE:LINE:COLUMN: error: PATH: message` text a user sees.
@Suite struct ErrorReportingTests {
    @Test func syntaxError() {
        let fixture = Fixture()
        fixture.write("a.json", "{\n  \"version\": 1,\n  \"kind\": \"label\",\n}\n")
        #expect(fixture.errors("a.json") == ["\(fixture.root)/a.json:3:18: error: $: trailing comma before `}`"])
    }

    @Test func wrongType() {
        let fixture = Fixture()
        #expect(fixture.labelErrors(#""lineHeight": "tall""#)
                == ["\(fixture.root)/label.json:5:17: error: $.lineHeight: expected a number, got a string"])
    }

    @Test func unknownKeyWithAndWithoutSuggestion() {
        let fixture = Fixture()
        #expect(fixture.labelErrors(#""letterSpcing": 1, "font": {"sise": 3}, "zzz": 1"#) == [
            "\(fixture.root)/label.json:5:3: error: $.letterSpcing: unknown key `letterSpcing`; did you mean `letterSpacing`?",
            "\(fixture.root)/label.json:5:31: error: $.font.sise: unknown key `sise`; did you mean `size`?",
            "\(fixture.root)/label.json:5:43: error: $.zzz: unknown key `zzz`",
        ])
    }

    @Test func outOfRange() {
        let fixture = Fixture()
        #expect(fixture.labelErrors(#""minimumScale": 1.5"#)
                == ["\(fixture.root)/label.json:5:19: error: $.minimumScale: expected a number greater than 0 and at most 1, got 1.5"])
    }

    @Test func missingRequiredKeys() {
        let fixture = Fixture()
        fixture.write("a.json", #"{"kind": "label", "size": {"width": 10, "height": 10}}"#)
        #expect(fixture.errors("a.json") == [
            "\(fixture.root)/a.json:1:1: error: $: missing required key `version`",
            "\(fixture.root)/a.json:1:1: error: $: missing required key `text`",
        ])
    }

    @Test func versionAndKind() {
        let fixture = Fixture()
        fixture.write("v.json", #"{"version": 2, "kind": "lable", "size": {"width": 10, "height": 10}, "text": ""}"#)
        #expect(fixture.errors("v.json") == [
            "\(fixture.root)/v.json:1:13: error: $.version: unsupported version 2; this render-spec reads version 1",
            "\(fixture.root)/v.json:1:24: error: $.kind: unknown kind `lable`; expected one of `label`, `textField`, `button`, `view`, `bitmapFont`, `atlas`; did you mean `label`?",
        ])
        // Every kind renders; each kind's keys are its own.
        for kind in ["button", "view"] {
            fixture.write("k.json", #"{"version": 1, "kind": "\#(kind)", "size": {"width": 10, "height": 10}, "cornerRadius": 4}"#)
            #expect(fixture.errors("k.json") == [])
        }
        fixture.write("k.json", #"{"version": 1, "kind": "textField", "size": {"width": 10, "height": 10}, "cornerRadius": 4}"#)
        #expect(fixture.errors("k.json") == ["\(fixture.root)/k.json:1:74: error: $.cornerRadius: unknown key `cornerRadius`"])
        // A button's keys are known, so a typo in one is caught, with the suggestion.
        fixture.write("b.json", #"{"version": 1, "kind": "button", "size": {"width": 10, "height": 10}, "cornerRadus": 4}"#)
        #expect(fixture.errors("b.json") == [
            "\(fixture.root)/b.json:1:71: error: $.cornerRadus: unknown key `cornerRadus`; did you mean `cornerRadius`?",
        ])
    }

    @Test func collectsEveryErrorInFileOrder() {
        let fixture = Fixture()
        fixture.write("a.json", """
        {
          "version": 1, "kind": "label", "text": 3,
          "size": {"width": -1, "height": 10},
          "fill": "#zz",
          "shadow": [{"blur": 1}, {"blur": 300}],
          "fnt": {}
        }
        """)
        #expect(fixture.errors("a.json") == [
            "\(fixture.root)/a.json:2:42: error: $.text: expected a string or a catalog reference {\"key\", \"from\"}, got a number",
            "\(fixture.root)/a.json:3:21: error: $.size.width: expected a number greater than 0, got -1",
            "\(fixture.root)/a.json:4:11: error: $.fill: `#zz` is not a hex colour; use #RGB, #RGBA, #RRGGBB or #RRGGBBAA",
            "\(fixture.root)/a.json:5:36: error: $.shadow[1].blur: blur 300 is over the limit of 200 pt",
            "\(fixture.root)/a.json:6:3: error: $.fnt: unknown key `fnt`; did you mean `font`?",
        ])
    }

    @Test func specErrorsDescriptionIsOneLineEach() {
        let errors = SpecErrors([
            SpecError(file: "/nowhere/a.json", line: 2, column: 3, path: "$.fill", message: "one"),
            SpecError(file: "/nowhere/a.json", line: 4, column: 1, path: "$", message: "two"),
        ])
        #expect(errors.description == "/nowhere/a.json:2:3: error: $.fill: one\n/nowhere/a.json:4:1: error: $: two")
    }

    @Test func displayPathIsRelativeInsideTheCurrentDirectory() {
        #expect(DisplayPath.forUser("/work/specs/a.json", currentDirectory: "/work") == "specs/a.json")
        #expect(DisplayPath.forUser("/work/specs/a.json", currentDirectory: "/work/") == "specs/a.json")
        #expect(DisplayPath.forUser("/workshop/a.json", currentDirectory: "/work") == "/workshop/a.json")
        #expect(DisplayPath.forUser("/other/a.json", currentDirectory: "/work") == "/other/a.json")
        #expect(DisplayPath.forUser("a.json", currentDirectory: "/work") == "a.json")
        #expect(DisplayPath.forUser("/a.json", currentDirectory: "/") == "a.json")
        let here = FileManager.default.currentDirectoryPath
        let error = SpecError(file: here + "/x/a.json", line: 1, column: 2, path: "$", message: "m")
        #expect(error.description == "x/a.json:1:2: error: $: m")
    }

    @Test func didYouMeanOnlyWhenClose() {
        #expect(Suggestion.closest(to: "cornerRadus", among: ["cornerRadius", "border"]) == "cornerRadius")
        #expect(Suggestion.closest(to: "lable", among: ["label", "view"]) == "label")
        #expect(Suggestion.closest(to: "Fill", among: ["fill", "font"]) == "fill")
        #expect(Suggestion.closest(to: "colour", among: ["color"]) == "color")
        #expect(Suggestion.closest(to: "banana", among: ["background", "border"]) == nil)
        #expect(Suggestion.closest(to: "x", among: ["y"]) == nil)
        #expect(Suggestion.editDistance(Array("ab"), Array("ba")) == 1)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    }
}
