import Testing
@testable import SpecModel

/// `RequestTokenRules.problems`: what the server answers a request whose values a spec's `serve`
/// does not allow, one line per token.
@Suite struct RequestTokenRulesTests {
    private var rules: RequestTokenRules {
        var rules = RequestTokenRules()
        rules.declare("name", RequestTokenRule(maxLength: 4))
        rules.declare("score", RequestTokenRule(maxLength: 7, characters: Set("0123456789".unicodeScalars)))
        return rules
    }

    private func problem(_ values: [String: String]) -> RequestTokenProblem? {
        let problems = rules.problems(values)
        #expect(problems.count <= 1, "\(problems)")
        return problems.first
    }

    @Test func valuesWithinTheRulesHaveNoProblem() {
        #expect(rules.problems([:]) == [])
        #expect(rules.problems(["name": "Ana", "score": "1234567"]) == [])
        #expect(rules.problems(["name": ""]) == [], "a request may blank a name")
    }

    @Test func anUndeclaredTokenNamesTheOnesTheSpecSets() {
        #expect(problem(["colour": "red"]) == RequestTokenProblem(token: "colour", kind: .undeclared,
            message: "`colour` is not a token this spec lets a request set; it sets `name`, `score`"))
        #expect(problem(["nmae": "Ana"])?.message == "`nmae` is not a token this spec lets a request set; it sets `name`, `score`; did you mean `name`?")
        #expect(RequestTokenRules().problems(["name": "Ana"]).map(\.message) == [
            "`name` is not a token this spec lets a request set; it sets none (it has no `serve.tokens`)",
        ])
    }

    /// Characters are grapheme clusters: four Han characters are 12 bytes and four characters; a
    /// family emoji is seven scalars, 25 bytes and one character.
    @Test func lengthIsCountedInCharacters() {
        #expect(problem(["name": "山田太郎"]) == nil)
        #expect(problem(["name": "山田太郎様"]) == RequestTokenProblem(token: "name", kind: .tooLong,
            message: "the request gives `name` 5 characters; `maxLength` allows 4"))
        let family = "👨‍👩‍👧‍👦"
        #expect(family.unicodeScalars.count == 7 && family.utf8.count == 25)
        #expect(problem(["name": family + family + family + family]) == nil)
        #expect(problem(["name": String(repeating: family, count: 5)])?.message == "the request gives `name` 5 characters; `maxLength` allows 4")
        #expect(problem(["name": "e\u{301}e\u{301}e\u{301}e\u{301}"]) == nil, "a decomposed é is one character")
    }

    /// A pile of combining marks is one character, so bytes are bounded too, before counting.
    @Test func bytesAreBoundedPerCharacter() {
        let zalgo = "a" + String(repeating: "\u{301}", count: 200)
        #expect(zalgo.count == 1)
        #expect(problem(["name": zalgo]) == RequestTokenProblem(token: "name", kind: .tooLong,
            message: "the request gives `name` 401 bytes of UTF-8; its 4 characters allow at most 256"))
    }

    @Test func aCharacterNotAllowedIsQuotedOrNamedByCodePoint() {
        #expect(problem(["score": "12a"]) == RequestTokenProblem(token: "score", kind: .disallowedCharacter,
            message: "the request gives `score` `a`, which is not one of its `characters`"))
        #expect(problem(["score": "1\u{200B}2"])?.message == "the request gives `score` U+200B, which is not one of its `characters`")
        #expect(problem(["score": "1 2"])?.message == "the request gives `score` U+0020, which is not one of its `characters`")
        #expect(problem(["score": "１"])?.message == "the request gives `score` `１`, which is not one of its `characters`")
    }

    /// A request's text is one line of valid text, whatever `characters` allows.
    @Test(arguments: [("Ana\n", "U+000A"), ("A\tna", "U+0009"), ("\u{0}", "U+0000"), ("A\u{7F}", "U+007F"),
                      ("A\u{85}", "U+0085"), ("A\u{2028}", "U+2028"), ("A\u{2029}", "U+2029")])
    func controlCharactersAndLineBreaksAreRefused(value: String, codePoint: String) {
        #expect(problem(["name": value]) == RequestTokenProblem(token: "name", kind: .invalidText,
            message: "the request gives `name` a control character (\(codePoint)); a request's text is one line without control characters"))
    }

    @Test func theReplacementCharacterIsRefused() {
        #expect(problem(["name": "A\u{FFFD}"])?.kind == .invalidText)
        #expect(problem(["name": "A\u{FFFD}"])?.message == "the request gives `name` U+FFFD, the replacement character, which stands for text that was not valid Unicode")
    }

    @Test func problemsComeOnePerTokenInNameOrder() {
        #expect(rules.problems(["score": "x", "name": "toolong", "b": "", "a": ""]).map(\.token) == ["a", "b", "name", "score"])
        #expect(rules.problems(["name": "Ana\nBob is far too long"]).map(\.kind) == [.invalidText])
    }
}
