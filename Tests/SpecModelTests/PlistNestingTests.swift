import Foundation
import Testing
@testable import SpecModel

/// `.strings` and `.stringsdict` files nesting dictionaries and arrays past the limit are refused
/// with one line, in every plist form; FoundationEssentials' XML reader alone overflowed the stack
/// at a few thousand levels, and each level is a frame of the catalog reader's own recursion.
@Suite struct PlistNestingTests {
    private func app(stringsdict: Data? = nil, strings: String = #""a" = "b";"#) -> Fixture {
        let fixture = Fixture()
        fixture.write("App/en.lproj/Localizable.strings", strings)
        if let stringsdict {
            let path = fixture.write("App/en.lproj/Localizable.stringsdict", "")
            try! stringsdict.write(to: URL(fileURLWithPath: path))
        }
        return fixture
    }

    private func xml(depth: Int, comment: String = "") -> Data {
        Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + comment
              + String(repeating: "<dict><key>k</key>", count: depth) + "<string>x</string>"
              + String(repeating: "</dict>", count: depth) + "</plist>\n").utf8)
    }

    @Test func deepXMLIsRefusedAtItsLine() {
        let error = app(stringsdict: xml(depth: 5_000)).catalogError("App")
        #expect(error?.contains("cannot parse the `.stringsdict` file: dictionaries and arrays nest deeper than 64 levels, on line 3") == true,
                "\(error ?? "loaded")")
    }

    /// A UTF-16 file (with its byte order mark, as Xcode may save one) is measured as its text:
    /// refused at its line by the scan, not only by the reader's own count, which names no line.
    @Test func deepUTF16XMLIsRefusedAtItsLine() {
        let text = String(decoding: xml(depth: 100), as: UTF8.self)
        for bigEndian in [false, true] {
            var data = Data(bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
            for unit in text.utf16 {
                data.append(contentsOf: bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)])
            }
            let error = app(stringsdict: data).catalogError("App")
            #expect(error?.contains("nest deeper than 64 levels, on line 3") == true, "\(error ?? "loaded")")
        }
    }

    @Test func tagsInCommentsNeitherCountNorHideRealOnes() {
        // Closing tags in a comment must not offset the real nesting; opening ones must not add to it.
        let hiding = app(stringsdict: xml(depth: 100, comment: "<!-- " + String(repeating: "</dict>", count: 100) + " -->\n"))
        #expect(hiding.catalogError("App")?.contains("nest deeper than 64 levels") == true)
        let padding = app(stringsdict: xml(depth: 3, comment: "<!-- " + String(repeating: "<dict>", count: 100) + " -->\n"))
        #expect(padding.catalogError("App")?.contains("nest deeper") != true)
    }

    @Test func aRealStringsdictShapeLoads() {
        let entry = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string>
        <key>one</key><string>%lld file</string><key>other</key><string>%lld files</string></dict>
        </dict></dict></plist>
        """
        #expect(app(stringsdict: Data(entry.utf8)).catalogError("App") == nil)
    }

    @Test func deepBinaryIsRefused() throws {
        var value: Any = "x"
        for _ in 0..<200 { value = ["k": value] }
        let data = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        let error = app(stringsdict: data).catalogError("App")
        #expect(error?.contains("dictionaries and arrays nest deeper than 64 levels") == true, "\(error ?? "loaded")")
    }

    @Test func deepOldStyleStringsAreRefused() {
        let strings = "\"a\" = " + String(repeating: "{ \"k\" = ", count: 300) + "\"x\"" + String(repeating: "; }", count: 300) + ";\n"
        let error = app(strings: strings).catalogError("App")
        #expect(error?.contains("cannot parse the `.strings` file") == true, "\(error ?? "loaded")")
    }
}
