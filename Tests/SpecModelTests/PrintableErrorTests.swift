import Foundation
import RenderSupport
import Testing
@testable import SpecModel

/// A spec's keys, values and file name reach every error line; none may print a raw control
/// character (a newline could forge a whole error line, an ESC drive the terminal).
@Suite struct PrintableErrorTests {
    /// True when `line` has no scalar PrintableText would escape.
    private func isPrintable(_ line: String) -> Bool {
        !line.unicodeScalars.contains(where: PrintableText.isUnsafe)
    }

    @Test func aForgedKeyAndAnEscapeValueStayOnTheirOwnLine() {
        let fixture = Fixture()
        fixture.write("f.json", #"""
        {"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "x",
         "a\nforged.json:1:1: error: x": 1, "fill": "\u001b[31mred"}
        """#)
        let errors = fixture.errors("f.json")
        #expect(errors == [
            #"\#(fixture.root)/f.json:2:2: error: $["a\nforged.json:1:1: error: x"]: unknown key `a\nforged.json:1:1: error: x`"#,
            #"\#(fixture.root)/f.json:2:45: error: $.fill: unknown colour `\u001b[31mred`"#,
        ])
        #expect(errors.allSatisfy(isPrintable))
    }

    @Test func everyUnsafeScalarIsEscapedAsJSONDoes() {
        #expect(PrintableText.escaped("a\nb\tc\r\u{0}\u{1B}\u{7F}\u{9B}\u{2028}\u{202E}\u{2066}") ==
                #"a\nb\tc\r\u0000\u001b\u007f\u009b\u2028\u202e\u2066"#)
        #expect(PrintableText.escaped("\u{08}\u{0C}") == #"\b\f"#)
        // Backslashes and ordinary text, RTL letters and marks included, are left alone, so escaping twice changes nothing.
        let once = PrintableText.escaped("C:\\x \u{1B} שלום \u{200F}")
        #expect(once == "C:\\x \\u001b שלום \u{200F}")
        #expect(PrintableText.escaped(once) == once)
        #expect(PrintableText.escaped("a\nb", keeping: ["\n"]) == "a\nb")
    }

    @Test func pathsQuoteKeysWithEveryUnsafeScalarEscaped() {
        #expect(JSONPath.appending(key: "a\u{7F}\u{2029}\u{202D}\"\\", to: "$") == #"$["a\u007f\u2029\u202d\"\\"]"#)
    }

    @Test func aSpecErrorMadeWithRawTextDescribesItEscaped() {
        var error = SpecError(file: "/nowhere/a\nb.json", line: 1, column: 1, path: "$[\"\u{1B}\"]", message: "`\u{0}`")
        #expect(error.message == #"`\u0000`"#)
        #expect(error.path == #"$["\u001b"]"#)
        error.message = "set later \u{1B}[2J"
        #expect(error.description == #"/nowhere/a\nb.json:1:1: error: $["\u001b"]: set later \u001b[2J"#)
    }

    @Test func aFileNameWithANewlineIsEscapedInItsErrors() {
        let fixture = Fixture()
        fixture.write("a\nb.json", #"{"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "x", "zzz": 1}"#)
        let errors = fixture.errors("a\nb.json")
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0.hasPrefix(fixture.root + #"/a\nb.json:1:1: error: $"#) || $0.contains(": error: $.zzz:") })
        #expect(errors.allSatisfy(isPrintable))
    }
}
