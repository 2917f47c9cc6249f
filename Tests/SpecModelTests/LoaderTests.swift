import Foundation
import RenderSupport
import Testing
@testable import SpecModel

@Suite struct ExtendsTests {
    @Test func mergesObjectsKeyByKeyAndReplacesColoursWhole() throws {
        let fixture = Fixture()
        let base = fixture.write("styles/base.json", """
        {
          "version": 1, "kind": "label", "name": "base-name",
          "size": {"width": 100, "height": 20},
          "font": {"family": "DejaVu Sans", "size": 20, "weight": "bold"},
          "fill": {"red": 1, "green": 0, "blue": 0},
          "stroke": {"fill": {"red": 0, "green": 0, "blue": 1}, "width": 3},
          "shadow": [{"blur": 1}, {"blur": 2}],
          "text": "Base"
        }
        """)
        fixture.write("button.json", """
        {
          "extends": "styles/base.json",
          "font": {"size": 30},
          "fill": {"white": 0.5},
          "stroke": {"fill": {"white": 1}},
          "shadow": [{"blur": 5}]
        }
        """)
        let spec = try fixture.load("button.json")[0]
        #expect(spec.name == "button")  // a base's name is not inherited
        #expect(spec.style.text == "Base")
        #expect(spec.style.font == FontSpec(family: "DejaVu Sans", size: 30, weight: 700))
        #expect(spec.style.fill == .color(RGBA(0.5, 0.5, 0.5, 1)))  // not red with white mixed in
        #expect(spec.style.stroke == Stroke(fill: .color(.white), width: 3))
        #expect(spec.style.shadows == [Shadow(color: RGBA(0, 0, 0, 1.0 / 3), blur: 5)])  // arrays replace
        // Values from the base point into the base file.
        #expect(spec.positions["$.font.family"] == SourcePosition(file: base, line: 4, column: 22, path: "$.font.family"))
        #expect(spec.positions["$.size.width"]?.file == base)
        #expect(spec.positions["$.font.size"] == SourcePosition(file: fixture.root + "/button.json", line: 3, column: 20, path: "$.font.size"))
        #expect(spec.error(at: "$.font.family", "no such font").description
                == "\(base):4:22: error: $.font.family: no such font")
    }

    @Test func laterBasesOverrideEarlierOnesAndBasesNest() throws {
        let fixture = Fixture()
        fixture.write("a.json", #"{"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "A", "lines": 2, "font": {"family": "F"}}"#)
        fixture.write("b.json", #"{"extends": "a.json", "text": "B", "font": {"size": 9}}"#)
        fixture.write("c.json", #"{"text": "C", "lineHeight": 2}"#)
        fixture.write("d.json", #"{"extends": ["b.json", "c.json"], "lineHeight": 3}"#)
        let spec = try fixture.load("d.json")[0]
        #expect(spec.style.text == "C")
        #expect(spec.style.lines == 2)
        #expect(spec.style.lineHeight == 3)
        #expect(spec.style.font.family == "F")
        #expect(spec.style.font.size == 9)
    }

    @Test func errorsInABasePointIntoTheBase() {
        let fixture = Fixture()
        fixture.write("base.json", "{\n  \"blur\": 1,\n  \"fill\": 7\n}")
        fixture.write("a.json", #"{"extends": "base.json", "version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "x"}"#)
        #expect(fixture.errors("a.json") == [
            "\(fixture.root)/base.json:2:3: error: $.blur: unknown key `blur`; a label takes `blur` at `shadow.blur`, `glow.blur` or `innerShadow.blur`",
            "\(fixture.root)/base.json:3:11: error: $.fill: expected a fill (a colour, {\"gradient\": …} or {\"gloss\": …}), got a number",
        ])
        fixture.write("broken.json", "{\"a\": }")
        fixture.write("b.json", #"{"extends": "broken.json"}"#)
        #expect(fixture.errors("b.json") == ["\(fixture.root)/broken.json:1:7: error: $: unexpected `}`; expected a value"])
    }

    @Test func cycleIsNamed() {
        let fixture = Fixture()
        fixture.write("a.json", #"{"extends": "sub/b.json"}"#)
        fixture.write("sub/b.json", #"{"extends": ["c.json"]}"#)
        fixture.write("sub/c.json", #"{"extends": "../a.json"}"#)
        #expect(fixture.errors("a.json") == ["\(fixture.root)/sub/c.json:1:13: error: $.extends: `extends` cycle: a.json → sub/b.json → sub/c.json → a.json"])
        fixture.write("self.json", #"{"extends": "self.json"}"#)
        #expect(fixture.errors("self.json") == ["\(fixture.root)/self.json:1:13: error: $.extends: `extends` cycle: self.json → self.json"])
    }

    @Test func depthIsLimitedTo32() throws {
        let fixture = Fixture()
        fixture.write("f32.json", #"{"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "deep"}"#)
        for level in 0..<32 {
            fixture.write("f\(level).json", #"{"extends": "f\#(level + 1).json"}"#)
        }
        #expect(try fixture.load("f0.json")[0].style.text == "deep")  // 32 links: allowed
        fixture.write("g.json", #"{"extends": "f0.json"}"#)  // 33 links
        #expect(fixture.errors("g.json") == ["\(fixture.root)/f31.json:1:13: error: $.extends: `extends` chain is deeper than 32 files"])
    }

    @Test func repeatedBasesAreReadOnce() throws {
        // Every file extends the next one twice: without reuse this would fold 2^30 files.
        let fixture = Fixture()
        fixture.write("r30.json", #"{"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "ok"}"#)
        for level in 0..<30 {
            fixture.write("r\(level).json", #"{"extends": ["r\#(level + 1).json", "r\#(level + 1).json"]}"#)
        }
        #expect(try fixture.load("r0.json")[0].style.text == "ok")
    }

    @Test func extendsMustBePathsInsideTheRoot() throws {
        let fixture = Fixture()
        let outside = Fixture()
        outside.write("secret.json", "{}")
        fixture.write("a.json", #"{"extends": ["../x.json", "missing.json", 3, "sub"]}"#)
        fixture.write("sub/keep", "")
        #expect(fixture.errors("a.json") == [
            "\(fixture.root)/a.json:1:14: error: $.extends[0]: `../x.json` leads outside the render root \(fixture.root); give --root a folder that holds it (in Swift, `root:`)",
            "\(fixture.root)/a.json:1:27: error: $.extends[1]: file `missing.json` not found (looked for \(fixture.root)/missing.json)",
            "\(fixture.root)/a.json:1:43: error: $.extends[2]: expected a path, got a number",
            "\(fixture.root)/a.json:1:46: error: $.extends[3]: `sub` is a folder, not a file",
        ])
        // A symlink inside the root that points out of it is refused too.
        try FileManager.default.createSymbolicLink(atPath: fixture.root + "/link.json", withDestinationPath: outside.root + "/secret.json")
        fixture.write("b.json", #"{"extends": "link.json"}"#)
        #expect(fixture.errors("b.json") == ["\(fixture.root)/b.json:1:13: error: $.extends: `link.json` is a link to \(outside.root)/secret.json, outside the render root \(fixture.root); give --root a folder that holds it (in Swift, `root:`)"])
        fixture.write("c.json", #"{"extends": {"file": "a.json"}}"#)
        #expect(fixture.errors("c.json") == ["\(fixture.root)/c.json:1:13: error: $.extends: expected a path or a list of paths, got an object"])
    }

    @Test func fontPathsResolveFromTheFileThatNamesThem() throws {
        let fixture = Fixture()
        fixture.write("shared/fonts/A.ttf", "x")
        fixture.write("shared/base.json", #"{"fonts": [{"file": "fonts/A.ttf"}], "font": {"file": "fonts/A.ttf"}}"#)
        fixture.write("specs/a.json", #"{"extends": "../shared/base.json", "version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "x"}"#)
        let spec = try fixture.load("specs/a.json")[0]
        #expect(spec.fonts == [FontFile(path: fixture.root + "/shared/fonts/A.ttf")])
        #expect(spec.style.font.file == fixture.root + "/shared/fonts/A.ttf")
        #expect(spec.style.font.family == nil)
        fixture.write("specs/b.json", #"{"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "x", "fonts": [{"file": "../../etc/passwd"}]}"#)
        #expect(fixture.errors("specs/b.json") == ["\(fixture.root)/specs/b.json:1:102: error: $.fonts[0].file: `../../etc/passwd` leads outside the render root \(fixture.root); give --root a folder that holds it (in Swift, `root:`)"])
    }
}

@Suite struct TokenTests {
    @Test func tokensAreSubstitutedAndInherited() throws {
        let fixture = Fixture()
        fixture.write("theme.json", """
        {
          "tokens": {"brand": "#ff0000", "body": {"family": "DejaVu Sans", "size": 14}, "gap": 4},
          "fill": "$brand",
          "font": "$body"
        }
        """)
        fixture.write("a.json", """
        {
          "extends": "theme.json",
          "tokens": {"brand": {"white": 0.25}, "label": "$$5 off"},
          "version": 1, "kind": "label", "size": {"width": 100, "height": 20},
          "text": "$label",
          "padding": "$gap",
          "stroke": {"color": "$brand"}
        }
        """)
        let spec = try fixture.load("a.json")[0]
        #expect(spec.style.fill == .color(RGBA(0.25, 0.25, 0.25, 1)))  // this file's token overrides the base's
        #expect(spec.style.stroke?.fill == .color(RGBA(0.25, 0.25, 0.25, 1)))
        #expect(spec.style.font == FontSpec(family: "DejaVu Sans", size: 14))
        #expect(spec.style.text == "$5 off")
        #expect(spec.style.padding == Insets(top: 4, left: 4, bottom: 4, right: 4))
        // The substituted value sits where it is used; nested values keep the token's definition.
        #expect(spec.positions["$.fill"] == SourcePosition(file: fixture.root + "/theme.json", line: 3, column: 11, path: "$.fill"))
        #expect(spec.positions["$.padding"] == SourcePosition(file: fixture.root + "/a.json", line: 6, column: 14, path: "$.padding"))
        #expect(spec.positions["$.font.size"] == SourcePosition(file: fixture.root + "/theme.json", line: 2, column: 76, path: "$.tokens.body.size"))
    }

    @Test func aTokenIsReplacedWholeNotMerged() throws {
        let fixture = Fixture()
        fixture.write("base.json", #"{"tokens": {"body": {"family": "Base", "weight": 700}, "keep": 3}, "font": "$body", "lines": "$keep"}"#)
        fixture.write("a.json", #"{"extends": "base.json", "tokens": {"body": {"size": 20}}, "version": 1, "kind": "label", "size": {"width": 9}, "text": "x"}"#)
        let spec = try fixture.load("a.json")[0]
        #expect(spec.style.font == FontSpec(size: 20))
        #expect(spec.style.lines == 3)
    }

    @Test func unknownTokenAndCycle() {
        let fixture = Fixture()
        fixture.write("a.json", """
        {
          "tokens": {"brand": "red", "a": "$b", "b": ["$a"]},
          "version": 1, "kind": "label", "size": {"width": 100, "height": 20}, "text": "x",
          "fill": "$brnd",
          "stroke": {"color": "$a"}
        }
        """)
        #expect(fixture.errors("a.json") == [
            "\(fixture.root)/a.json:2:47: error: $.tokens.b[0]: token cycle: $a → $b → $a",
            "\(fixture.root)/a.json:4:11: error: $.fill: unknown token `$brnd`; did you mean `$brand`?",
        ])
    }

    @Test func badTokenValueIsReportedWhereItIsUsed() {
        let fixture = Fixture()
        fixture.write("a.json", """
        {
          "tokens": {"brand": "#nope"},
          "version": 1, "kind": "label", "size": {"width": 100, "height": 20}, "text": "x",
          "fill": "$brand"
        }
        """)
        #expect(fixture.errors("a.json") == [
            "\(fixture.root)/a.json:4:11: error: $.fill: `#nope` is not a hex colour; use #RGB, #RGBA, #RRGGBB or #RRGGBBAA",
        ])
    }

    @Test func expansionIsBounded() {
        // Ten levels of ten-fold reuse would be 10^10 values.
        var tokens = [#""t0": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"#]
        for level in 1...10 {
            tokens.append("\"t\(level)\": [" + Array(repeating: "\"$t\(level - 1)\"", count: 10).joined(separator: ", ") + "]")
        }
        let fixture = Fixture()
        fixture.write("a.json", "{\"tokens\": {\(tokens.joined(separator: ", "))}, \"text\": \"$t10\"}")
        let errors = fixture.errors("a.json")
        #expect(errors.count == 1)
        #expect(errors.first?.hasSuffix("tokens expand to more than 1,000,000 values") == true)
    }
}

@Suite struct VariantTests {
    static let document = """
    {
      "version": 1, "kind": "label", "size": {"width": 100, "height": 20},
      "text": "Hello", "fill": {"red": 1, "green": 0, "blue": 0}, "font": {"size": 12},
      "locale": "en-GB",
      "states": {
        "highlighted": {"fill": {"white": 1}},
        "disabled": {"fill": "gray", "font": {"weight": "bold"}}
      },
      "locales": {
        "de": {"text": "Hallo", "font": {"size": 11}},
        "ja": {"text": "こんにちは"}
      }
    }
    """

    @Test func expandsStatesThenLocalesInOrder() throws {
        let fixture = Fixture()
        fixture.write("a.json", Self.document)
        let specs = try fixture.load("a.json")
        #expect(specs.map { "\($0.state)/\($0.locale ?? "-")/\($0.language)" } == [
            "normal/-/en-GB", "highlighted/-/en-GB", "disabled/-/en-GB",
            "normal/de/de", "highlighted/de/de", "disabled/de/de",
            "normal/ja/ja", "highlighted/ja/ja", "disabled/ja/ja",
        ])
        #expect(specs.allSatisfy { $0.name == "a" })
        #expect(specs.map(\.style.text) == ["Hello", "Hello", "Hello", "Hallo", "Hallo", "Hallo", "こんにちは", "こんにちは", "こんにちは"])
        #expect(specs[0].style.fill == .color(RGBA(1, 0, 0)))
        #expect(specs[1].style.fill == .color(.white))
        #expect(specs[2].style.fill == .color(RGBA(128 / 255.0, 128 / 255.0, 128 / 255.0)))
        #expect(specs[2].style.font == FontSpec(size: 12, weight: 700))
        #expect(specs[5].style.font == FontSpec(size: 11, weight: 700))  // base ← locale ← state
        #expect(specs[4].style.fill == .color(.white))
        // Each variant's positions point at where its values were written.
        #expect(specs[1].positions["$.fill"] == SourcePosition(file: fixture.root + "/a.json", line: 6, column: 29, path: "$.states.highlighted.fill"))
        #expect(specs[0].positions["$.fill"]?.path == "$.fill")
        #expect(specs[0].positions["$.states"] == nil)
        #expect(specs[3].positions["$"] == SourcePosition(file: fixture.root + "/a.json", line: 1, column: 1, path: "$"))
    }

    /// An empty state (`"pressed": {}`) sets no value, yet a failing image of it is reported at its
    /// key, not at line 1 (GoldenCheck's AnnotationPosition reads these).
    @Test func anEmptyStateIsPositionedAtItsKey() throws {
        let fixture = Fixture()
        fixture.write("a.json", """
        {
          "version": 1, "kind": "label", "size": {"width": 100, "height": 20}, "text": "x",
          "states": {
            "pressed": {}
          },
          "locales": {"pt-BR": {}}
        }
        """)
        let specs = try fixture.load("a.json")
        let file = fixture.root + "/a.json"
        let pressed = SourcePosition(file: file, line: 4, column: 5, path: "$.states.pressed")
        let portuguese = SourcePosition(file: file, line: 6, column: 15, path: "$.locales[\"pt-BR\"]")
        #expect(specs.map(\.variantKeyPositions) == [[], [pressed], [portuguese], [portuguese, pressed]])
    }

    @Test func variantErrorsNameTheStateAndAreReportedOnce() {
        let fixture = Fixture()
        fixture.write("a.json", """
        {
          "version": 1, "kind": "label", "size": {"width": 100, "height": 20}, "text": "x",
          "states": {"highlighted": {"fill": "#12", "fil": 1}, "normal": {}, "bad name": {}, "x": 3, "y": {"kind": "view"}},
          "locales": {"de": {"text": 5}, "en_US": {}}
        }
        """)
        #expect(fixture.errors("a.json") == [
            "\(fixture.root)/a.json:3:56: error: $.states.normal: `normal` is the spec itself; put its keys at the top level",
            "\(fixture.root)/a.json:3:70: error: $.states[\"bad name\"]: `bad name` is not a state name: use letters, digits, `-` and `_`, starting with a letter or digit",
            "\(fixture.root)/a.json:3:91: error: $.states.x: expected an object of keys to override, got a number",
            "\(fixture.root)/a.json:3:100: error: $.states.y.kind: `kind` cannot be changed by a state",
            "\(fixture.root)/a.json:4:34: error: $.locales.en_US: `en_US` is not a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant`",
        ])
        fixture.write("b.json", """
        {
          "version": 1, "kind": "label", "size": {"width": 100, "height": 20}, "text": "x",
          "states": {"highlighted": {"fill": "#12", "fil": 1}},
          "locales": {"de": {"text": 5}}
        }
        """)
        #expect(fixture.errors("b.json") == [
            "\(fixture.root)/b.json:3:38: error: $.states.highlighted.fill: `#12` is not a hex colour; use #RGB, #RGBA, #RRGGBB or #RRGGBBAA",
            "\(fixture.root)/b.json:3:45: error: $.states.highlighted.fil: unknown key `fil`; did you mean `fill`?",
            "\(fixture.root)/b.json:4:30: error: $.locales.de.text: expected a string or a catalog reference {\"key\", \"from\"}, got a number",
        ])
    }

    @Test func specErrorFallsBackToTheNearestWrittenAncestor() throws {
        let fixture = Fixture()
        fixture.write("a.json", Self.document)
        let specs = try fixture.load("a.json")
        // Written in the state: the path the user wrote is reported.
        #expect(specs[2].error(at: "$.font.weight", "m").description
                == "\(fixture.root)/a.json:7:53: error: $.states.disabled.font.weight: m")
        // Not written (a default): the nearest written ancestor, with the full path.
        #expect(specs[0].error(at: "$.font.family", "m").description
                == "\(fixture.root)/a.json:3:71: error: $.font.family: m")
        #expect(specs[0].error(at: "$.glow.color", "m").description == "\(fixture.root)/a.json:1:1: error: $.glow.color: m")
        let bare = ResolvedSpec(name: "n", state: "normal", locale: nil, language: "en", size: Size(width: 1, height: 1),
                        canvas: Canvas(), fonts: [], output: OutputOptions(), content: .label(TextStyle(text: "")),
                        file: "/x/a.json", positions: [:])
        #expect(bare.error(at: "$.shadow[1].blur", "m") == SpecError(file: "/x/a.json", line: 1, column: 1, path: "$.shadow[1].blur", message: "m"))
    }

    @Test func jsonPathSplitting() {
        #expect(JSONPath.split("$.shadow[1].blur")! == ("$.shadow[1]", ".blur"))
        #expect(JSONPath.split("$.shadow[1]")! == ("$.shadow", "[1]"))
        #expect(JSONPath.split("$.locales[\"pt-BR\"]")! == ("$.locales", "[\"pt-BR\"]"))
        #expect(JSONPath.split("$") == nil)
        #expect(JSONPath.appending(key: "pt-BR", to: "$.locales") == "$.locales[\"pt-BR\"]")
        #expect(JSONPath.appending(key: "size", to: "$.font") == "$.font.size")
    }
}

@Suite struct LimitTests {
    @Test func textLength() throws {
        let fixture = Fixture()
        let limit = String(repeating: "a", count: 100_000)
        fixture.write("ok.json", #"{"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "\#(limit)"}"#)
        #expect(try fixture.load("ok.json")[0].style.text.count == 100_000)
        fixture.write("long.json", #"{"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "\#(limit)b"}"#)
        #expect(fixture.errors("long.json") == ["\(fixture.root)/long.json:1:78: error: $.text: text is 100,001 characters long; the limit is 100,000"])
    }

    @Test func blur() {
        let fixture = Fixture()
        #expect(fixture.labelErrors(#""glow": {"color": "white", "blur": 200.5}"#)
                == ["\(fixture.root)/label.json:5:38: error: $.glow.blur: blur 200.5 is over the limit of 200 pt"])
    }

    @Test func imageSize() throws {
        let fixture = Fixture()
        fixture.write("wide.json", #"{"version": 1, "kind": "label", "size": {"width": 16385, "height": 10}, "text": "x"}"#)
        #expect(fixture.errors("wide.json") == ["\(fixture.root)/wide.json:1:41: error: $.size: at @1x the image would be 16385 × 10 px; a side may be at most 16,384 px"])
        fixture.write("scaled.json", #"{"version": 1, "kind": "label", "size": {"width": 4096.25}, "text": "x", "output": {"scales": [1, 4]}}"#)
        #expect(fixture.errors("scaled.json") == ["\(fixture.root)/scaled.json:1:41: error: $.size: at @4x the image would be 16385 px wide; a side may be at most 16,384 px"])
        fixture.write("margin.json", #"{"version": 1, "kind": "label", "size": {"width": 16000, "height": 10}, "text": "x", "canvas": {"margin": 200}}"#)
        #expect(fixture.errors("margin.json") == ["\(fixture.root)/margin.json:1:41: error: $.size: at @1x the image would be 16400 × 410 px; a side may be at most 16,384 px"])
        fixture.write("big.json", #"{"version": 1, "kind": "label", "size": {"width": 5000, "height": 5000}, "text": "x", "output": {"scales": [2]}}"#)
        #expect(fixture.errors("big.json") == ["\(fixture.root)/big.json:1:41: error: $.size: at @2x the image would be 10000 × 10000 px (100,000,000 pixels); the limit is 67,108,864 (64 megapixels)"])
        fixture.write("fits.json", #"{"version": 1, "kind": "label", "size": {"width": 4096, "height": 4096}, "text": "x", "output": {"scales": [2]}}"#)
        #expect(try fixture.load("fits.json").count == 1)
    }

    @Test func variantCount() throws {
        let fixture = Fixture()
        let states = (0..<30).map { "\"s\($0)\": {}" }.joined(separator: ", ")
        let locales = (0..<32).map { "\"en-l\($0)\": {}" }.joined(separator: ", ")
        let json = #"{"version": 1, "kind": "label", "size": {"width": 9}, "text": "x", "states": {\#(states)}, "locales": {\#(locales)}}"#
        fixture.write("a.json", json)
        let column = json.distance(from: json.startIndex, to: json.range(of: #""locales": "#)!.upperBound) + 1
        #expect(fixture.errors("a.json") == ["\(fixture.root)/a.json:1:\(column): error: $.locales: the base and 30 states besides `normal`, in the base text and 32 locales, make 1,023 variants; the limit is 1,000"])
        fixture.write("b.json", json.replacingOccurrences(of: #""en-l31": {}, "#, with: "").replacingOccurrences(of: #", "en-l31": {}"#, with: ""))
        #expect(try fixture.load("b.json").count == 31 * 32)
    }

    @Test func fileSize() throws {
        let fixture = Fixture()
        let valid = #"{"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "x"}"#
        fixture.write("ok.json", valid + String(repeating: " ", count: SpecLimits.maxFileBytes - valid.utf8.count))
        #expect(try fixture.load("ok.json").count == 1)
        fixture.write("big.json", valid + String(repeating: " ", count: SpecLimits.maxFileBytes - valid.utf8.count + 1))
        #expect(fixture.errors("big.json") == ["\(fixture.root)/big.json:1:1: error: $: the spec file is 5,242,881 bytes; the limit is 5 MB (5,242,880 bytes)"])
    }

    @Test func numbersMustBeFinite() {
        let fixture = Fixture()
        #expect(fixture.labelErrors(#""letterSpacing": -1e400"#)
                == ["\(fixture.root)/label.json:5:20: error: $: the number -1e400 is too large; every number must be finite"])
    }

    @Test func missingSpecFileAndNonObjectRoot() {
        let fixture = Fixture()
        #expect(fixture.errors("none.json") == ["\(fixture.root)/none.json:1:1: error: $: cannot read the spec file: it does not exist or is not readable"])
        // A folder named like a spec opens, but is no file to read.
        fixture.write("folder.json/inside.json", "{}")
        #expect(fixture.errors("folder.json") == ["\(fixture.root)/folder.json:1:1: error: $: cannot read the spec file: it is a folder, not a file"])
        fixture.write("list.json", "\n  [1]")
        #expect(fixture.errors("list.json") == ["\(fixture.root)/list.json:2:3: error: $: a spec file must hold a JSON object, got an array"])
    }
}
