import Foundation
import Testing
import SpecModel
@testable import SpecRender

/// A family found nowhere names the nearest families the chain could have used (the spec's, the
/// pinned DejaVu, the machine's through fontconfig), in the one error line at `font.family`.
@Suite struct FontFamilySuggestionTests {
    private static let json = #"{"version": 1, "kind": "label", "size": {"width": 60, "height": 30}, "text": "Hi", "font": {"family": "FAMILY"}}"#
    /// Where the family's value starts, for the error's column.
    private static let column = json.distance(from: json.startIndex, to: json.range(of: #""FAMILY""#)!.lowerBound) + 1

    private func error(family: String) throws -> String {
        let specs = try loadSpecs(Self.json.replacingOccurrences(of: "FAMILY", with: family))
        do {
            _ = try renderer.scene(specs[0])
            Issue.record("`\(family)` was found")
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test func aTypoNamesTheFamilyMeant() throws {
        let text = try error(family: "DejaVu Sanss")
        #expect(text.hasSuffix(":1:\(Self.column): error: $.font.family: no font family `DejaVu Sanss` in the spec's fonts, the pinned fonts or the system's; the nearest family is `DejaVu Sans`; to use a font this machine lacks, put its file beside the spec and list it in `fonts` (or name it in `font.file`)"), "\(text)")
        #expect(!text.contains("\n"))
    }

    @Test func aFaceWrittenAsAFamilyNamesItsFamily() throws {
        let text = try error(family: "DejaVu Sans Bold")
        #expect(text.contains("; the nearest famil"), "\(text)")
        #expect(text.contains("`DejaVu Sans`"), "\(text)")
    }

    @Test func aNameNothingResemblesGetsNoList() throws {
        let text = try error(family: "Qqqqzzzz Xxxw")
        #expect(text.hasSuffix("no font family `Qqqqzzzz Xxxw` in the spec's fonts, the pinned fonts or the system's; to use a font this machine lacks, put its file beside the spec and list it in `fonts` (or name it in `font.file`)"), "\(text)")
    }
}
