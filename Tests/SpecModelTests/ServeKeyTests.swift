import Foundation
import Testing
@testable import SpecModel

/// `serve`: a spec declares the tokens a request to `render-spec serve` may set; the declaration is
/// checked where it was written, every variant carries its rules, and a request's values replace
/// the defaults as plain text.
@Suite struct ServeKeyTests {
    static let serve = #""serve": {"tokens": {"name": {"maxLength": 16}, "score": {"maxLength": 7, "characters": "0123456789"}}}"#

    /// A label with the tokens `name` and `score`; `extra` goes on line 3, `serve` (or `serveLine`) on line 4.
    static func spec(kind: String = "label", text: String = "Hi ${name}, ${score}", tokens: String = #""name": "Player", "score": "0""#,
                     serveLine: String = serve, extra: String = "") -> String {
        """
        {"version": 1, "kind": "\(kind)", "size": {"width": 200, "height": 40}, "text": "\(text)",
         "tokens": {\(tokens)},
         \(extra.isEmpty ? "\"$comment\": \"\"" : extra),
         \(serveLine)}
        """
    }

    /// The 1-based column (in Unicode scalars) at which `needle` starts on line `line` of `text`.
    static func column(of needle: String, line: Int, in text: String) -> Int {
        let row = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        guard let range = row.range(of: needle) else { return 0 }
        return row[..<range.lowerBound].unicodeScalars.count + 1
    }

    private func errors(_ json: String) -> (fixture: Fixture, lines: [String]) {
        let fixture = Fixture()
        fixture.write("s.json", json)
        return (fixture, fixture.errors("s.json"))
    }

    private func load(_ json: String, _ values: [String: String]) throws(SpecErrors) -> [ResolvedSpec] {
        let fixture = Fixture()
        fixture.write("s.json", json)
        return try SpecLoader(root: fixture.root).load(file: fixture.root + "/s.json", requestTokens: values)
    }

    private func loadErrors(_ json: String, _ values: [String: String]) -> [String] {
        let fixture = Fixture()
        fixture.write("s.json", json)
        do {
            _ = try SpecLoader(root: fixture.root).load(file: fixture.root + "/s.json", requestTokens: values)
            return []
        } catch {
            return error.errors.map { $0.description.replacingOccurrences(of: fixture.root + "/", with: "") }
        }
    }

    // MARK: The declaration

    @Test func everyVariantCarriesTheRules() throws {
        let json = Self.spec(extra: ##""states": {"pressed": {"fill": "#FF0000"}}, "locales": {"fr": {"text": "Salut ${name}"}}"##)
        let fixture = Fixture()
        fixture.write("s.json", json)
        let specs = try fixture.load("s.json")
        #expect(specs.count == 4)
        for spec in specs {
            #expect(spec.requestTokens.names == ["name", "score"])
            #expect(spec.requestTokens["name"] == RequestTokenRule(maxLength: 16))
            #expect(spec.requestTokens["score"] == RequestTokenRule(maxLength: 7, characters: Set("0123456789".unicodeScalars)))
        }
        #expect(specs[0].style.text == "Hi Player, 0", "without a request, the defaults are drawn")
        #expect(try fixture.label().requestTokens.isEmpty)
    }

    @Test func theDocumentModelHoldsServe() throws {
        let spec = try JSONDecoder().decode(LabelSpec.self, from: Data(Self.spec().utf8))
        #expect(Set(spec.serve?.tokens?.keys ?? []) == ["name", "score"], "JSONDecoder keeps no key order")
        #expect(spec.serve?.tokens?["score"] == RequestTokenValue(maxLength: 7, characters: "0123456789"))
    }

    @Test func aBaseMayDeclareServeAndAFileChangeIt() throws {
        let fixture = Fixture()
        fixture.write("base.json", Self.spec())
        fixture.write("s.json", #"{"extends": "base.json", "serve": {"tokens": {"name": {"maxLength": 3}}}}"#)
        let spec = try fixture.load("s.json")[0]
        #expect(spec.requestTokens.names == ["name", "score"])
        #expect(spec.requestTokens["name"]?.maxLength == 3)
    }

    struct Case: Sendable, CustomStringConvertible {
        var serve: String
        var tokens = #""name": "Player", "score": "0""#
        /// Where the error points on line 4 (`serve`'s line), and what it says.
        var at: String
        var path: String
        var message: String
        var description: String { path }
    }

    static let refused: [Case] = [
        Case(serve: #""serve": {"tokens": {"name": {"maxLength": 0}}}"#, at: "0}", path: "$.serve.tokens.name.maxLength",
             message: "0 is not a length a request may have; use 1 to 1,000 characters"),
        Case(serve: #""serve": {"tokens": {"name": {"maxLength": 1001}}}"#, at: "1001", path: "$.serve.tokens.name.maxLength",
             message: "1001 is not a length a request may have; use 1 to 1,000 characters"),
        Case(serve: #""serve": {"tokens": {"name": {"characters": "abc"}}}"#, at: #"{"characters""#, path: "$.serve.tokens.name",
             message: "`maxLength` is required: the most characters a request may give `name`, 1 to 1,000"),
        Case(serve: #""serve": {"tokens": {"name": {"maxLength": 4, "characters": ""}}}"#, at: #""""#, path: "$.serve.tokens.name.characters",
             message: "`characters` is empty, so no request could set this token; list the characters it may hold, or leave `characters` out to allow any"),
        Case(serve: #""serve": {"tokens": {"name": {"maxLength": 4, "characters": "ab\ncd"}}}"#, at: #""ab"#, path: "$.serve.tokens.name.characters",
             message: "`characters` holds U+000A, which a request's text may never hold (one line, no control characters)"),
        Case(serve: #""serve": {"tokens": {"9lives": {"maxLength": 4}}}"#, at: #""9lives""#, path: #"$.serve.tokens["9lives"]"#,
             message: "`9lives` is not a token name: use letters, digits, `_`, `-` and `.`, starting with a letter or `_`"),
        Case(serve: #""serve": {"tokens": {"colour": {"maxLength": 4}}}"#, at: #"{"maxLength""#, path: "$.serve.tokens.colour",
             message: "`colour` has no default in `tokens`: a token a request may set needs one, a string or number, drawn when a request leaves it out"),
        Case(serve: #""serve": {"tokens": {"style": {"maxLength": 4}}}"#, tokens: #""name": "P", "score": 0, "style": {"size": 3}"#,
             at: #"{"maxLength""#, path: "$.serve.tokens.style",
             message: "`style`'s default in `tokens` is an object; a request sets text, so its default must be a string or number"),
        Case(serve: #""serve": {}"#, at: "{}", path: "$.serve",
             message: "`serve` needs `tokens`: the tokens a request may set, as {name: {\"maxLength\": characters}}"),
        Case(serve: #""serve": {"tokens": {"name": {"maxLength": "16"}}}"#, at: #""16""#, path: "$.serve.tokens.name.maxLength",
             message: "expected a number, got a string"),
        Case(serve: #""serve": {"tokens": {"name": {"maxLen": 16}}}"#, at: #""maxLen""#, path: "$.serve.tokens.name.maxLen",
             message: "unknown key `maxLen`"),
    ]

    /// Each error is one line at the value to change, with its JSON path.
    @Test(arguments: refused)
    func aBadDeclarationIsRefusedWhereItIsWritten(_ refused: Case) {
        let json = Self.spec(tokens: refused.tokens, serveLine: refused.serve)
        let (fixture, lines) = errors(json)
        let column = Self.column(of: refused.at, line: 4, in: json)
        #expect(lines == ["\(fixture.root)/s.json:4:\(column): error: \(refused.path): \(refused.message)"])
    }

    @Test func atMost64TokensAndCharactersOfAtMost10000() {
        let names = (1...65).map { "t\($0)" }
        let tooMany = Self.spec(text: "Hi", tokens: names.map { #""\#($0)": "x""# }.joined(separator: ", "),
                                serveLine: #""serve": {"tokens": {"# + names.map { #""\#($0)": {"maxLength": 1}"# }.joined(separator: ", ") + "}}")
        let (fixture, lines) = errors(tooMany)
        let column = Self.column(of: #"{"t1""#, line: 4, in: tooMany)
        #expect(lines == ["\(fixture.root)/s.json:4:\(column): error: $.serve.tokens: 65 tokens; a request may set at most 64"])

        let long = Self.spec(serveLine: #""serve": {"tokens": {"name": {"maxLength": 4, "characters": ""# + String(repeating: "a", count: 10_001) + #""}}}"#)
        let (other, more) = errors(long)
        #expect(more == ["\(other.root)/s.json:4:\(Self.column(of: #""aaa"#, line: 4, in: long)): error: $.serve.tokens.name.characters: `characters` holds 10,001 characters; the limit is 10,000"])
    }

    @Test func aDefaultItsOwnRuleRefusesIsAWarningAtTheDefault() throws {
        let json = Self.spec(tokens: #""name": "Player", "score": "n/a""#)
        let fixture = Fixture()
        fixture.write("s.json", json)
        let spec = try fixture.load("s.json")[0]
        let column = Self.column(of: #""n/a""#, line: 2, in: json)
        #expect(spec.warnings == ["\(fixture.root)/s.json:2:\(column): warning: $.tokens.score: the default gives `score` `n`, which is not one of its `characters` (its `serve` rule)"])
        // A request that sets the token replaces the default: nothing to warn about.
        #expect(try load(json, ["score": "12"])[0].warnings == [])
    }

    @Test func aStateOrLocaleCannotChangeServe() {
        for what in ["states", "locales"] {
            let key = what == "states" ? "pressed" : "fr"
            let json = Self.spec(extra: #""\#(what)": {"\#(key)": {"serve": {"tokens": {}}}}"#)
            let (fixture, lines) = errors(json)
            let column = Self.column(of: #""serve": {"tokens": {}}"#, line: 3, in: json)
            #expect(lines == ["\(fixture.root)/s.json:3:\(column): error: $.\(what).\(key).serve: `serve` cannot be changed by a \(what.dropLast())"])
        }
    }

    @Test func aBitmapFontRefusesServeAsAnUnknownKey() {
        let json = """
        {"version": 1, "kind": "bitmapFont", "characters": "AB", "tokens": {"name": "x"},
         "serve": {"tokens": {"name": {"maxLength": 4}}}}
        """
        let (fixture, lines) = errors(json)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("\(fixture.root)/s.json:2:2: error: $.serve: unknown key `serve`") == true, "\(lines)")
    }

    // MARK: Where a request's token may stand

    @Test func aRequestTokenOutsideTextIsRefusedAtTheUse() {
        let rest = "so it may stand only in text (`text`, `placeholder`, a title's `text`): a request changes words, never a colour, a size, a file, a name or a catalog's key"
        let fill = Self.spec(extra: #""fill": "$name""#)
        #expect(loadErrors(fill, [:]) == ["s.json:3:10: error: $.fill: token `$name` is set by a request (`serve.tokens.name`), \(rest)"])
        let file = Self.spec(extra: #""font": {"file": "fonts/${name}.ttf"}"#)
        #expect(loadErrors(file, ["name": "x"]) == ["s.json:3:19: error: $.font.file: token `$name` is set by a request (`serve.tokens.name`), \(rest)"])
        // Through another token, and inside an object token.
        let outputName = Self.spec(tokens: #""name": "P", "score": "0", "file": "out-${name}""#, extra: #""name": "$file""#)
        #expect(loadErrors(outputName, [:]) == ["s.json:3:10: error: $.name: token `$file` holds text a request sets (`serve.tokens.name`), \(rest)"])
        let object = Self.spec(tokens: #""name": "P", "score": "0", "look": {"family": "$name"}"#, extra: #""font": "$look""#)
        let column = Self.column(of: #""$name"}"#, line: 2, in: object)
        #expect(loadErrors(object, [:]) == ["s.json:2:\(column): error: $.tokens.look.family: token `$name` is set by a request (`serve.tokens.name`), \(rest)"])
    }

    @Test func aRequestTokenMayStandInEveryTextKey() throws {
        let field = """
        {"version": 1, "kind": "textField", "size": {"width": 200, "height": 40}, "text": "$name", "placeholder": "Hi ${greeting}",
         "tokens": {"name": "P", "greeting": "you, ${name}"}, "states": {"editing": {"text": "${name}!"}},
         "serve": {"tokens": {"name": {"maxLength": 8}}}}
        """
        let specs = try load(field, ["name": "Ana"])
        guard case .textField(let style) = specs[0].content, case .textField(let editing) = specs[1].content else {
            Issue.record("not a text field"); return
        }
        #expect(style.text.text == "Ana" && style.placeholder == "Hi you, Ana" && editing.text.text == "Ana!")
        let button = """
        {"version": 1, "kind": "button", "size": {"width": 200, "height": 40}, "title": {"text": "Go ${name}"},
         "tokens": {"name": "P"}, "serve": {"tokens": {"name": {"maxLength": 8}}}}
        """
        #expect(try load(Self.spec(extra: #""$comment": "drawn as ${name}""#), [:])[0].style.text == "Hi Player, 0", "a note is never drawn")
        guard case .button(let go) = try load(button, ["name": "Ana"])[0].content else { Issue.record("not a button"); return }
        #expect(go.title?.text == "Go Ana")
    }

    // MARK: Loading with a request's values

    @Test func requestValuesReplaceTheDefaults() throws {
        let spec = try load(Self.spec(text: "Hi ${name}"), ["name": "Ana"])[0]
        #expect(spec.style.text == "Hi Ana")
        #expect(try load(Self.spec(text: "$score"), ["score": "42"])[0].style.text == "42")
        #expect(try load(Self.spec(tokens: #""name": "P", "score": 0"#), ["score": "42"])[0].style.text == "Hi P, 42", "a number default takes text")
        #expect(try load(Self.spec(), [:])[0].style.text == "Hi Player, 0")
    }

    /// A request's text is text: `$` in it is drawn, never read as a token.
    @Test(arguments: ["$score", "${score}", "$$", "${", "$name", "US$ 5", "}"])
    func aDollarInARequestValueIsDrawnAsItIs(value: String) throws {
        #expect(try load(Self.spec(text: "Hi ${name}"), ["name": value])[0].style.text == "Hi " + value)
        #expect(try load(Self.spec(text: "$name"), ["name": value])[0].style.text == value)
    }

    @Test func theLoaderRefusesValuesTheRulesRefuse() {
        let json = Self.spec()
        let name = Self.column(of: #"{"maxLength": 16}"#, line: 4, in: json)
        let score = Self.column(of: #"{"maxLength": 7"#, line: 4, in: json)
        let tokens = Self.column(of: #"{"name""#, line: 4, in: json)
        #expect(loadErrors(json, ["name": String(repeating: "x", count: 17), "score": "1e3", "colour": "red"]) == [
            "s.json:4:\(tokens): error: $.serve.tokens: `colour` is not a token this spec lets a request set; it sets `name`, `score`",
            "s.json:4:\(name): error: $.serve.tokens.name: the request gives `name` 17 characters; `maxLength` allows 16",
            "s.json:4:\(score): error: $.serve.tokens.score: the request gives `score` `e`, which is not one of its `characters`",
        ])
        #expect(loadErrors(json, ["name": "A\nB"]) == [
            "s.json:4:\(name): error: $.serve.tokens.name: the request gives `name` a control character (U+000A); a request's text is one line without control characters",
        ])
        let none = """
        {"version": 1, "kind": "label", "size": {"width": 200, "height": 40}, "text": "Hi"}
        """
        #expect(loadErrors(none, ["name": "Ana"]) == [
            "s.json:1:1: error: $: `name` is not a token this spec lets a request set; it sets none (it has no `serve.tokens`)",
        ])
    }

    @Test func loadingBytesTakesARequestToo() throws {
        let fixture = Fixture()
        let specs = try SpecLoader(root: fixture.root).load(bytes: Array(Self.spec().utf8), file: fixture.root + "/m.json",
                                                            requestTokens: ["name": "Bo", "score": "7"])
        #expect(specs[0].style.text == "Hi Bo, 7")
    }
}
