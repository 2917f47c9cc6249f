@testable import GoldenCheck
import Testing

/// A text golden that differs names the first line and column that differ and shows both lines.
struct TextDifferenceTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func namesTheFirstDifferingLineWithoutItsIndentation() throws {
        let golden = "{\n  \"images\" : [\n    {\n      \"scale\" : \"2x\"\n    }\n  ]\n}\n"
        let actual = golden.replacingOccurrences(of: "2x", with: "3x")
        let difference = try #require(TextDifference(golden: bytes(golden), actual: bytes(actual)))
        #expect(difference.line == 4)
        #expect(difference.column == 18)
        #expect(difference.description == #"line 4, column 18: golden `"scale" : "2x"`, actual `"scale" : "3x"`"#)
    }

    @Test func aMissingOrExtraLineIsNamed() throws {
        let difference = try #require(TextDifference(golden: bytes("a\nb\n"), actual: bytes("a\nb\nc\n")))
        #expect(difference.description == "line 3, column 1: golden ``, actual `c`")
        let shorter = try #require(TextDifference(golden: bytes("a\nb"), actual: bytes("a")))
        #expect(shorter.description == "line 2, column 1: golden `b`, actual (no such line)")
    }

    /// A long line (an atlas descriptor on one line) is cut around the difference; control
    /// characters are escaped, so a golden cannot forge a line of the report.
    @Test func longLinesAreCutAroundTheDifferenceAndEscaped() throws {
        let prefix = String(repeating: "x", count: 200)
        let difference = try #require(TextDifference(golden: bytes(prefix + "A" + String(repeating: "y", count: 200)),
                                                     actual: bytes(prefix + "B\u{1B}" + String(repeating: "y", count: 199))))
        #expect(difference.column == 201)
        let golden = try #require(difference.golden), actual = try #require(difference.actual)
        #expect(golden.hasPrefix("…") && golden.hasSuffix("…") && golden.contains("xA"), "\(golden)")
        #expect(golden.count == TextDifference.excerptWidth + 2)
        #expect(actual.contains("B\\u001b"), "\(actual)")
    }

    @Test func equalOrBinaryBytesHaveNoTextDifference() {
        #expect(TextDifference(golden: bytes("same"), actual: bytes("same")) == nil)
        #expect(TextDifference(golden: [0xFF, 0xFE], actual: [0xFF, 0xFD]) == nil)
    }
}
