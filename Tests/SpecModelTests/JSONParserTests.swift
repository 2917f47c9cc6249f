import RenderSupport
import Testing
@testable import SpecModel

@Suite struct JSONParserTests {
    func parse(_ text: String) throws(SpecError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8), file: "/r/t.json")
    }

    func failure(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return "\(error.line):\(error.column) \(error.path) \(error.message)"
        }
    }

    @Test func valuesCarryLineColumnAndPath() throws {
        let value = try parse("{\n  \"a\": [1, {\"b\": true}],\n\t\"é\": \"x\", \"c\": null\n}")
        #expect(value.position == SourcePosition(file: "/r/t.json", line: 1, column: 1, path: "$"))
        let a = try #require(value["a"])
        #expect(a.position == SourcePosition(file: "/r/t.json", line: 2, column: 8, path: "$.a"))
        guard case .array(let items) = a.kind else { Issue.record("not an array"); return }
        #expect(items[1].position.column == 12)
        #expect(items[1]["b"]?.position == SourcePosition(file: "/r/t.json", line: 2, column: 18, path: "$.a[1].b"))
        // A tab and a two-byte character are one column each.
        #expect(value["é"]?.position == SourcePosition(file: "/r/t.json", line: 3, column: 7, path: "$[\"é\"]"))
        #expect(value["c"]?.position == SourcePosition(file: "/r/t.json", line: 3, column: 17, path: "$.c"))
        #expect(value.members?.map(\.key) == ["a", "é", "c"])
        #expect(value.members?[1].keyPosition.column == 2)
    }

    @Test func keepsKeyOrder() throws {
        let value = try parse(#"{"z": 1, "a": 2, "m": 3}"#)
        #expect(value.members?.map(\.key) == ["z", "a", "m"])
    }

    @Test func decodesStringsAndNumbers() throws {
        let value = try parse(#"["a\"\\\/\b\f\n\r\t", "\u00e9\uD83D\uDE00", -0.5e2, 0, 1E+2, true, false, null]"#)
        guard case .array(let items) = value.kind else { Issue.record("not an array"); return }
        #expect(items[0].kind == .string("a\"\\/\u{8}\u{c}\n\r\t"))
        #expect(items[1].kind == .string("é😀"))
        #expect(items[2].kind == .number(-50))
        #expect(items[3].kind == .number(0))
        #expect(items[4].kind == .number(100))
        #expect(items[5].kind == .bool(true))
        #expect(items[6].kind == .bool(false))
        #expect(items[7].kind == .null)
    }

    @Test func skipsByteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8), file: "t")
        #expect(value.members?.isEmpty == true)
    }

    @Test func refusesWhatStrictJSONRefuses() {
        #expect(failure(#"{"a": 1,}"#) == "1:8 $ trailing comma before `}`")
        #expect(failure("[1, 2,]") == "1:6 $ trailing comma before `]`")
        #expect(failure("{\n  // note\n}") == "2:3 $ comments are not allowed in JSON")
        #expect(failure(#"{"a": NaN}"#) == "1:7 $ NaN and Infinity are not JSON numbers; every number must be finite")
        #expect(failure(#"{"a": 1e999}"#) == "1:7 $ the number 1e999 is too large; every number must be finite")
        #expect(failure(#"{"a": 01}"#) == "1:8 $ a JSON number cannot have a leading zero")
        #expect(failure(#"{"a": 1.}"#) == "1:9 $ expected a digit after the decimal point")
        #expect(failure(#"{"a": 'x'}"#) == "1:7 $ strings must be in double quotes")
        #expect(failure(#"{a: 1}"#) == "1:2 $ expected a key in double quotes, got `a`")
        #expect(failure(#"{"a" 1}"#) == "1:6 $ expected `:` after the key `a`, got `1`")
        #expect(failure(#"{"a": 1 "b": 2}"#) == "1:9 $ expected `,` or `}` after a member, got `\"`")
        #expect(failure(#"{"a": 1} x"#) == "1:10 $ unexpected `x` after the end of the JSON value")
        #expect(failure(#"{"a": tru}"#) == "1:7 $ unexpected `t`; expected a value (did you mean `true`?)")
        #expect(failure(#"{"a": "x"#) == "1:7 $ unterminated string")
        #expect(failure("{\"a\": \"x\ny\"}") == "1:9 $ a line break inside a string must be written `\\n`")
        #expect(failure(#"{"a": "\x"}"#) == #"1:8 $ invalid escape `\x` in a string"#)
        #expect(failure(#"{"a": "\u12"}"#) == #"1:8 $ invalid escape: `\u` must be followed by four hex digits"#)
        #expect(failure(#"{"a": "\uD83D"}"#) == #"1:8 $ lone surrogate `\uD83D`: a high surrogate must be followed by a low one"#)
        #expect(failure(#"{"a": "\uDE00x"}"#) == #"1:8 $ lone surrogate `\uDE00`: a low surrogate must follow a high one"#)
        #expect(failure("") == "1:1 $ unexpected end of file; expected a value")
        #expect(failure(#"{"a": [1, 2"#) == "1:12 $ unexpected end of file inside an array; expected `,` or `]`")
    }

    @Test func duplicateKeyIsNamedAtItsPath() {
        #expect(failure("{\"font\": {\"size\": 1,\n \"size\": 2}}") == "2:2 $.font.size duplicate key `size`")
    }

    @Test func refusesInvalidUTF8InStrings() {
        let bytes: [UInt8] = Array(#"{"a": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(throws: SpecError.self) { try JSONParser.parse(bytes, file: "t") }
        do {
            _ = try JSONParser.parse(bytes, file: "t")
        } catch {
            #expect(error.message == "string is not valid UTF-8")
            #expect(error.column == 7)
        }
    }

    @Test func limitsNesting() throws {
        let deepest = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        _ = try parse(deepest)
        let tooDeep = String(repeating: "[", count: 129) + String(repeating: "]", count: 129)
        #expect(failure(tooDeep) == "1:129 $ nesting is deeper than 128 levels")
        // Far deeper input fails the same way instead of overflowing the stack.
        #expect(failure(String(repeating: "[", count: 1_000_000))?.hasSuffix("nesting is deeper than 128 levels") == true)
    }
}
