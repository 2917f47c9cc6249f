import Testing
import SpecModel
@testable import SpecScene

/// Text whose layout would take Pango tens of seconds is refused or reshaped before the engine sees
/// it (issue 36, point 4): a label with no `height` whose lines cannot be shorter than the image
/// limits allow is refused with no layout at all, and a word too long for any line reaches the
/// engine with a break opportunity between its characters.
@Suite struct TextWorkBoundTests {
    private func label(_ style: TextStyle, width: Double = 240, height: Double? = nil, scales: [Double] = [1]) -> ResolvedSpec {
        var spec = labelSpec(style, width: width, height: height)
        spec.output.scales = scales
        return spec
    }

    @Test func linesThatCannotFitTheImageAreRefusedBeforeLayout() {
        let engine = StubTextEngine()
        let style = TextStyle(text: String(repeating: "a\n", count: 50_000), lines: 0)
        #expect(throws: SpecError.self) { try SceneBuilder(text: engine).build(label(style)) }
        #expect(engine.texts.isEmpty)
        do {
            _ = try SceneBuilder(text: engine).build(label(style))
        } catch {
            #expect(error.message.contains("50,001 lines are at least"), "\(error.message)")
        }
    }

    @Test func theLeastHeightCountsTheSmallestScaleTheTextMayShrinkTo() throws {
        // 2,000 lines at 17 pt are at least 17,000 pt; at the minimum scale 0.1, 1,700: laid out.
        var style = TextStyle(text: String(repeating: "a\n", count: 1_999) + "a", lines: 0)
        style.minimumScale = 0.1
        let engine = StubTextEngine()
        _ = try? SceneBuilder(text: engine).build(label(style))
        #expect(!engine.texts.isEmpty)
        style.minimumScale = 1
        let refused = StubTextEngine()
        #expect(throws: SpecError.self) { try SceneBuilder(text: refused).build(label(style)) }
        #expect(refused.texts.isEmpty)
    }

    @Test func theLargestDrawnScaleDecides() throws {
        // 1,000 lines at 17 pt, at least 8,500 pt: under 16,384 px at @1x, over at @2x.
        let style = TextStyle(text: String(repeating: "a\n", count: 999) + "a", lines: 0)
        let atOne = StubTextEngine()
        _ = try SceneBuilder(text: atOne).build(label(style, scales: [1]))
        #expect(!atOne.texts.isEmpty)
        let atTwo = StubTextEngine()
        #expect(throws: SpecError.self) { try SceneBuilder(text: atTwo).build(label(style, scales: [1, 2])) }
        #expect(atTwo.texts.isEmpty)
        // Drawn at @1x only (`render --scale 1`), the same spec is laid out.
        let asked = StubTextEngine()
        _ = try SceneBuilder(text: asked).build(label(style, scales: [1, 2]), drawnScales: [1])
        #expect(!asked.texts.isEmpty)
    }

    @Test func linesThatOverflowAnyImageAreRefusedBeforeLayout() {
        // Wrapped by word in a 400 pt frame: the text overflows it by more than any image shows.
        let engine = StubTextEngine()
        var style = TextStyle(text: String(repeating: "a\n", count: 50_000), lines: 0)
        style.lineBreak = .word
        #expect(throws: SpecError.self) { try SceneBuilder(text: engine).build(label(style, height: 400)) }
        #expect(engine.texts.isEmpty)
    }

    @Test func textCutToItsLinesReachesTheEngineWithOneParagraphMore() throws {
        for lineBreak in [LineBreak.word, .char, .clip, .truncateTail] {
            let engine = StubTextEngine()
            var style = TextStyle(text: String(repeating: "a\n", count: 50_000), lines: 3)
            style.lineBreak = lineBreak
            _ = try SceneBuilder(text: engine).build(label(style, height: 400))
            #expect(!engine.texts.isEmpty)
            #expect(engine.texts.allSatisfy { $0 == "a\na\na\na" }, "\(lineBreak)")
        }
    }

    @Test func textTruncatedAtItsFrameReachesTheEngineWithTheParagraphsThatCanShow() throws {
        let engine = StubTextEngine()
        let style = TextStyle(text: String(repeating: "a\n", count: 50_000), lines: 0)  // truncateTail
        _ = try SceneBuilder(text: engine).build(label(style, height: 85))
        // 85 pt holds at most ten lines of half an em at 17 pt: ten paragraphs, and one more.
        #expect(engine.texts == [String(repeating: "a\n", count: 10) + "a"])
        // Truncated at the head, the end shows: every paragraph is laid out.
        var head = style
        head.lineBreak = .truncateHead
        let all = StubTextEngine()
        _ = try SceneBuilder(text: all).build(label(head, height: 85))
        #expect(all.texts == [style.text])
    }

    @Test func aWordTooLongForALineReachesTheEngineInPieces() throws {
        let engine = StubTextEngine()
        var style = TextStyle(text: "short " + String(repeating: "x", count: 100_000) + " words", lines: 0)
        style.lineBreak = .word
        _ = try SceneBuilder(text: engine).build(label(style, width: 400, height: 400))
        // The long word's first `limit` characters whole (too wide for a line, they start it on
        // a line of its own), then one character between break opportunities; the short words
        // around it untouched.
        let limit = LongWords.maxCharacters(width: 400, fontSize: style.font.size)
        for text in engine.texts {
            let pieces = text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{200B}" })
            #expect(pieces.allSatisfy { $0.count <= limit })
            #expect(pieces.count == 2 + 1 + (100_000 - limit))
            #expect(text.hasPrefix("short " + String(repeating: "x", count: limit) + "\u{200B}x\u{200B}x") && text.hasSuffix("x words"))
            #expect(text.filter { $0 == "x" }.count == 100_000)
        }
        #expect(!engine.texts.isEmpty)
    }

    @Test func ordinaryTextReachesTheEngineUnchanged() throws {
        let engine = StubTextEngine()
        var style = TextStyle(text: "Tap to start the game, then tap again", lines: 0)
        style.lineBreak = .word
        _ = try SceneBuilder(text: engine).build(label(style, width: 60, height: 400))
        #expect(engine.texts.allSatisfy { $0 == style.text })
    }

    @Test func scriptsThatBreakWithoutSpacesAreLeftToTheEngine() throws {
        // Thai breaks between dictionary words and Japanese between characters: Pango finds those.
        let engine = StubTextEngine()
        var style = TextStyle(text: String(repeating: "ภาษาไทยง่ายนิดเดียว", count: 200) + String(repeating: "日本語の文章", count: 200), lines: 0)
        style.lineBreak = .word
        _ = try SceneBuilder(text: engine).build(label(style, width: 100, height: 400))
        #expect(engine.texts.allSatisfy { $0 == style.text })
    }

    @Test func characterWrapIsLeftToTheEngine() throws {
        let engine = StubTextEngine()
        var style = TextStyle(text: String(repeating: "x", count: 10_000), lines: 0)
        style.lineBreak = .char
        _ = try SceneBuilder(text: engine).build(label(style, width: 400, height: 400))
        #expect(engine.texts.allSatisfy { $0 == style.text })
    }
}
