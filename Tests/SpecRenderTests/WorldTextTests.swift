import XCTest
import SpecModel
import SpecScene
@testable import SpecRender

/// Shaping, direction and line breaking in the scripts the issue names, with Debian's Noto fonts
/// (scripts/setup.sh installs them; a machine without them skips these tests).
final class WorldTextTests: XCTestCase {
    private let engine = PangoTextEngine(library: renderer.library)

    /// Lays `text` out in `family` (after Noto Sans for Latin punctuation), skipping when the family is not installed.
    func lay(_ text: String, _ family: String, language: String, width: Double? = nil, lines: Int = 1,
             lineBreak: LineBreak = .word, alignment: TextAlignment = .natural, size: Double = 20) throws -> TextLayoutResult {
        let request = TextLayoutRequest(text: text, font: FontSpec(family: family, size: size, fallback: ["Noto Sans"]),
                                        fonts: [], language: language, width: width, height: nil, lines: lines,
                                        lineBreak: lineBreak, alignment: alignment, lineHeight: 1, letterSpacing: 0)
        do {
            return try engine.layout(request)
        } catch .familyNotFound(let missing, _, _) {
            throw XCTSkip("\(missing) is not installed (scripts/setup.sh installs fonts-noto-core and fonts-noto-cjk)")
        }
    }

    private func ids(_ r: TextLayoutResult) -> [UInt32] { r.lines.flatMap { $0.runs.flatMap { $0.glyphs.map(\.id) } } }
    private func xs(_ r: TextLayoutResult) -> [Double] { r.lines.flatMap { $0.runs.flatMap { $0.glyphs.map(\.x) } } }

    /// كتب (he wrote): three letters that join. In visual order (left to right) the last letter, beh in
    /// its final form, comes first, teh in its medial form next, and kaf in its initial form last.
    func testArabicWordIsJoinedAndInVisualOrder() throws {
        let word = try lay("كتب", "Noto Sans Arabic", language: "ar")
        let glyphs = ids(word)
        XCTAssertEqual(glyphs.count, 3, "\(glyphs)")
        XCTAssertEqual(xs(word), xs(word).sorted(), "glyphs come out left to right")
        // Each letter's joined forms, forced with a zero-width joiner on the joining side.
        func form(_ text: String) throws -> UInt32 {
            let glyphs = ids(try lay(text, "Noto Sans Arabic", language: "ar"))
            return try XCTUnwrap(glyphs.first { $0 != ids(try lay("\u{200D}", "Noto Sans Arabic", language: "ar")).first })
        }
        let isolatedKaf = try form("ك"), initialKaf = try form("ك\u{200D}")
        let isolatedTeh = try form("ت"), medialTeh = try form("\u{200D}ت\u{200D}")
        let isolatedBeh = try form("ب"), finalBeh = try form("\u{200D}ب")
        XCTAssertNotEqual(initialKaf, isolatedKaf)
        XCTAssertNotEqual(medialTeh, isolatedTeh)
        XCTAssertNotEqual(finalBeh, isolatedBeh)
        XCTAssertEqual(glyphs, [finalBeh, medialTeh, initialKaf], "joined forms, the first letter rightmost")
    }

    func testRightToLeftLabelInkSitsAtTheRight() throws {
        for (text, family, language) in [("שלום עולם", "Noto Sans Hebrew", "he"), ("مرحبا بالعالم", "Noto Sans Arabic", "ar")] {
            _ = try lay(text, family, language: language)
            var style = TextStyle(text: text, font: FontSpec(family: family, size: 20, fallback: ["Noto Sans"]))
            style.alignment = .natural
            var spec = labelSpec(style, width: 400, height: 40)
            spec.language = language
            let px = try render(spec)
            let inked = (0..<px.width).filter { x in (0..<px.height).contains { px.alpha(x, $0) > 0 } }
            XCTAssertGreaterThan(try XCTUnwrap(inked.first), 200, "\(language): natural alignment is right-aligned")
            XCTAssertGreaterThan(try XCTUnwrap(inked.last), 390, "\(language): ink reaches the right edge")
        }
    }

    func testChineseAndJapaneseBreakBetweenCharacters() throws {
        for (text, family, language) in [("欢迎回来我们的冠军欢迎回来", "Noto Sans CJK SC", "zh-Hans"),
                                         ("おかえりなさいチャンピオン", "Noto Sans CJK JP", "ja")] {
            // Every character is one 20 pt em wide: 5 fit in 105 pt, and the line breaks after the fifth.
            let r = try lay(text, family, language: language, width: 105, lines: 0)
            XCTAssertGreaterThan(r.lines.count, 1, language)
            XCTAssertEqual(r.lines[0].runs.flatMap(\.glyphs).count, 5, "\(language): the first line is full")
            XCTAssertFalse(r.overflowed)
        }
    }

    /// Korean wraps at spaces, keeping each word whole, as UIKit's standard (hangulWordPriority)
    /// line breaking does; with `char`, syllables still break anywhere.
    func testKoreanKeepsWordsWhole() throws {
        let text = "돌아온 것을 환영합니다"
        let firstTwoWords = try lay("돌아온 것을", "Noto Sans CJK KR", language: "ko")
        // Room for the first two words and four syllables of the third, not its fifth.
        let width = firstTwoWords.logical.width + 20 * 4.5
        let words = try lay(text, "Noto Sans CJK KR", language: "ko", width: width, lines: 0)
        XCTAssertEqual(words.lines.count, 2)
        XCTAssertEqual(words.lines[1].runs.flatMap(\.glyphs).count, 5, "환영합니다 moved to the second line whole")
        let chars = try lay(text, "Noto Sans CJK KR", language: "ko", width: width, lines: 0, lineBreak: .char)
        XCTAssertEqual(chars.lines[1].runs.flatMap(\.glyphs).count, 1, "char wrapping fills the first line")
    }

    /// Thai has no spaces between words: libthai's dictionary finds the boundaries, so a line ends
    /// after a whole word (ยินดี|ต้อนรับ|กลับ|มา), never inside one.
    func testThaiBreaksBetweenWords() throws {
        let two = try lay("ยินดีต้อนรับ", "Noto Sans Thai", language: "th")
        let three = try lay("ยินดีต้อนรับกลับ", "Noto Sans Thai", language: "th")
        let width = (two.logical.width + three.logical.width) / 2
        let r = try lay("ยินดีต้อนรับกลับมา", "Noto Sans Thai", language: "th", width: width, lines: 0)
        XCTAssertEqual(r.lines.count, 2)
        XCTAssertEqual(r.lines[0].runs.flatMap(\.glyphs).map(\.id), ids(two), "the first line holds exactly two words")
    }

    /// Conjuncts: क्ष (ka + virama + ssa) is one glyph in Devanagari, and Bengali and Tamil shape their
    /// clusters into fewer glyphs than characters or reorder them.
    func testIndicScriptsShapeConjuncts() throws {
        let ksha = try lay("क्ष", "Noto Sans Devanagari", language: "hi")
        XCTAssertEqual(ids(ksha).count, 1, "क्ष is a conjunct: \(ids(ksha))")
        let bengali = try lay("ক্ষ", "Noto Sans Bengali", language: "bn")
        XCTAssertEqual(ids(bengali).count, 1, "ক্ষ is a conjunct: \(ids(bengali))")
        // Tamil கொ: the vowel sign ொ splits around the consonant, so its left part is drawn first.
        let ko = try lay("கொ", "Noto Sans Tamil", language: "ta")
        let ka = ids(try lay("க", "Noto Sans Tamil", language: "ta"))[0]
        XCTAssertEqual(ids(ko).count, 3, "\(ids(ko))")
        XCTAssertEqual(ids(ko)[1], ka, "the consonant sits between the two parts of the vowel sign")
    }

    func testNotoCJKCollectionFacesStayInTheirChain() throws {
        // The SC face and its Japanese sibling live in one file; a run must be the chain's face.
        let r = try lay("冠军", "Noto Sans CJK SC", language: "zh-Hans")
        let files = Set(r.lines.flatMap { $0.runs.map { "\($0.font.file)#\($0.font.index)" } })
        XCTAssertEqual(files.count, 1, "\(files)")
    }

    func testTruncationPutsTheEllipsisWhereAsked() throws {
        let ellipsis = ids(try lay("…", "Noto Sans", language: "en"))[0]
        let text = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        for (mode, expected) in [(LineBreak.truncateHead, "first"), (.truncateMiddle, "middle"), (.truncateTail, "last")] {
            let r = try lay(text, "Noto Sans", language: "en", width: 120, lineBreak: mode)
            XCTAssertTrue(r.ellipsized)
            let glyphs = ids(r)
            let at = try XCTUnwrap(glyphs.firstIndex(of: ellipsis), "\(mode) has an ellipsis")
            switch expected {
            case "first": XCTAssertEqual(at, 0, "\(mode)")
            case "last": XCTAssertEqual(at, glyphs.count - 1, "\(mode)")
            default: XCTAssertTrue(abs(at - glyphs.count / 2) <= 1, "\(mode): at \(at) of \(glyphs.count)")
            }
        }
        // Right to left, the tail is at the left: the ellipsis is drawn leftmost.
        let hebrew = try lay("שלום עולם ומלואו ברוכים הבאים", "Noto Sans Hebrew", language: "he", width: 120,
                             lineBreak: .truncateTail)
        XCTAssertTrue(hebrew.ellipsized)
        let glyphs = hebrew.lines[0].runs.flatMap(\.glyphs).sorted { $0.x < $1.x }
        // Noto Sans Hebrew has no U+2026, so Pango writes the ellipsis as three full stops of that font.
        let period = ids(try lay(".", "Noto Sans Hebrew", language: "he"))[0]
        let leftmost = glyphs.prefix(3).map(\.id)
        XCTAssertTrue(leftmost == [period, period, period] || leftmost.first == ellipsis,
                      "the ellipsis is leftmost: \(glyphs.map(\.id))")
        XCTAssertFalse(glyphs.suffix(3).contains { $0.id == period }, "and only there")
    }

    func testJustifiedArabicFillsTheWidth() throws {
        let text = "مرحبا بكم في عالم الألعاب الجديد حيث المغامرة لا تنتهي أبدا"
        let r = try lay(text, "Noto Sans Arabic", language: "ar", width: 200, lines: 0, alignment: .justified)
        XCTAssertGreaterThan(r.lines.count, 1)
        let first = r.lines[0]
        XCTAssertEqual(first.logical.width, 200, accuracy: 1, "a justified line (not the last) spans the width")
    }
}
