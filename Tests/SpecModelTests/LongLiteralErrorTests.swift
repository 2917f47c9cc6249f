import Foundation
import RenderSupport
import Testing
@testable import SpecModel

/// An error quotes at most an excerpt of any literal it names (InputExcerpt): a number of a
/// million digits, a string, a key, a token name or a catalog key of a million characters each
/// give one error line of a readable length that still shows how the literal starts and ends.
@Suite struct LongLiteralErrorTests {
    private static let huge = 1_000_000
    /// An error line with its file and path and a message around a cut literal fits in this.
    private static let maxLine = 600

    /// The single error `spec` gives, checked for length and for the cut.
    private func expectOneShortLine(_ errors: [String], quoting literal: String,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(errors.count == 1, sourceLocation: sourceLocation)
        for line in errors {
            #expect(line.count < Self.maxLine, "\(line.prefix(300))", sourceLocation: sourceLocation)
            #expect(line.contains(InputExcerpt.of(literal)), "\(line.prefix(300))", sourceLocation: sourceLocation)
            #expect(line.contains("characters left out)…"), sourceLocation: sourceLocation)
        }
    }

    @Test func aNumberOfAMillionDigits() {
        let digits = String(repeating: "9", count: Self.huge)
        let errors = Fixture().labelErrors(#""lines": \#(digits)"#)
        expectOneShortLine(errors, quoting: digits)
    }

    @Test func aStringOfAMillionCharacters() {
        let colour = "x" + String(repeating: "y", count: Self.huge) + "z"
        let errors = Fixture().labelErrors(#""fill": "\#(colour)""#)
        expectOneShortLine(errors, quoting: colour)
        #expect(errors.first?.contains("unknown colour `xyyy") == true)
    }

    @Test func anUnknownKeyOfAMillionCharacters() {
        let key = "k" + String(repeating: "e", count: Self.huge) + "y"
        let errors = Fixture().labelErrors(#""\#(key)": 1"#)
        // Quoted twice, in the path and in the message, each cut.
        expectOneShortLine(errors, quoting: key)
        #expect(errors.first.map { $0.components(separatedBy: "characters left out").count == 3 } == true)
    }

    @Test func aDuplicateKeyOfAMillionCharacters() {
        let key = "a b " + String(repeating: "c", count: Self.huge)
        let errors = Fixture().labelErrors(#""\#(key)": 1, "\#(key)": 2"#)
        expectOneShortLine(errors, quoting: key)
    }

    @Test func anUnknownTokenOfAMillionCharacters() {
        let name = "t" + String(repeating: "o", count: Self.huge)
        let errors = Fixture().labelErrors(#""fill": "$\#(name)""#)
        expectOneShortLine(errors, quoting: "$" + name)
    }

    @Test func aDTCGAliasOfAMillionCharacters() {
        let fixture = Fixture()
        let name = "brand" + String(repeating: "x", count: Self.huge)
        fixture.write("t.tokens.json", #"{"c": {"$type": "color", "$value": "{\#(name)}"}}"#)
        let errors = fixture.labelErrors(#""tokens": "t.tokens.json", "fill": "$c""#)
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.count < Self.maxLine }, "\(errors.map { $0.prefix(300) })")
        #expect(errors.allSatisfy { $0.contains("characters left out)…") })
    }

    @Test func aCatalogKeyOfAMillionCharacters() {
        let fixture = Fixture()
        let key = "key" + String(repeating: "k", count: Self.huge)
        fixture.write("l10n/app_en.arb", #"{"@@locale": "en", "hello": "Hello"}"#)
        fixture.write("c.json", #"""
        {"version": 1, "kind": "label", "size": {"width": 100, "height": 20},
         "text": {"key": "\#(key)", "from": "l10n"}}
        """#)
        let errors = fixture.errors("c.json")
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.count < Self.maxLine }, "\(errors.map { $0.prefix(300) })")
        #expect(errors.allSatisfy { $0.contains("characters left out)…") })
    }

    @Test func theExcerptRule() {
        let short = String(repeating: "a", count: InputExcerpt.maxCharacters)
        #expect(InputExcerpt.of(short) == short)
        let long = "<" + String(repeating: "a", count: 998) + ">"
        let cut = InputExcerpt.of(long)
        #expect(cut == "<" + String(repeating: "a", count: 22) + "…(954 characters left out)…" + String(repeating: "a", count: 22) + ">")
        #expect(cut.count <= InputExcerpt.maxCharacters)
        // Applying the rule again changes nothing.
        #expect(InputExcerpt.of(cut) == cut)
        #expect(InputExcerpt.quotedSpans(in: "unknown key `\(cut)`") == "unknown key `\(cut)`")
        #expect(InputExcerpt.path("$.a[\"\(long)\"].b[3]") == "$.a[\"\(cut)\"].b[3]")
        #expect(InputExcerpt.path("$.\(long).b") == "$.\(cut).b")
        #expect(InputExcerpt.path("$.\(short).b") == "$.\(short).b")
    }
}
