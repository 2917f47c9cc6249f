import XCTest
import SpecModel
import SpecScene
@testable import SpecRender

/// The "…" Pango puts in for removed text sits right against the text it stands beside.
final class EllipsisTests: XCTestCase {
    private let engine = PangoTextEngine(library: renderer.library)

    private func lay(_ text: String, width: Double?, lineBreak: LineBreak, font: FontSpec = FontSpec(size: 16)) throws(TextLayoutError) -> TextLayoutResult {
        try engine.layout(TextLayoutRequest(text: text, font: font, fonts: [], language: "en", width: width, height: nil,
                                            lines: 1, lineBreak: lineBreak, alignment: .natural, lineHeight: 1, letterSpacing: 0))
    }

    /// With unrounded positions Pango widens the ellipsis's advance by whatever the removed clusters
    /// left over; drawn as is, a gap of up to a word opens beside the "…".
    func testNoGapAfterAHeadEllipsis() throws {
        let ellipsisWidth = try lay("…", width: nil, lineBreak: .clip).logical.width
        for width in stride(from: 120.0, through: 160, by: 7) {
            let r = try lay("The quick brown fox jumps over", width: width, lineBreak: .truncateHead)
            XCTAssertTrue(r.ellipsized)
            let glyphs = r.lines[0].runs.flatMap(\.glyphs)
            XCTAssertEqual(glyphs[1].x - glyphs[0].x, ellipsisWidth, accuracy: 0.01, "width \(width): the text starts right after the …")
            XCTAssertLessThanOrEqual(r.lines[0].logical.maxX, width + 0.01)
        }
    }

    func testATailEllipsisEndsTheTextAndRightAlignmentStillReachesTheEdge() throws {
        let r = try engine.layout(TextLayoutRequest(text: "The quick brown fox jumps over", font: FontSpec(size: 16), fonts: [],
                                                    language: "en", width: 150, height: nil, lines: 1, lineBreak: .truncateTail,
                                                    alignment: .right, lineHeight: 1, letterSpacing: 0))
        XCTAssertEqual(r.lines[0].logical.maxX, 150, accuracy: 0.01, "the narrower line moved to keep its right alignment")
    }

    /// A font without "…" cannot draw the truncation: the error names the ellipsis, not the first
    /// character it replaced.
    func testAMissingEllipsisGlyphIsNamed() throws {
        let font = FontSpec(family: "Noto Sans Hebrew", size: 16)
        let result = Result { () throws(TextLayoutError) in
            try lay("אחת שתיים שלוש ארבע חמש שש", width: 100, lineBreak: .truncateTail, font: font)
        }
        switch result {
        case .failure(.familyNotFound):
            throw XCTSkip("Noto Sans Hebrew is not installed (scripts/setup.sh installs fonts-noto-core)")
        case .failure(.missingCharacters(let missing, _, _)):
            XCTAssertEqual(missing.map(\.character), ["…"])
        default:
            XCTFail("expected the missing ellipsis, got \(result)")
        }
    }
}
