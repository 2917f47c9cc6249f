import Testing
@testable import SpecModel

/// `#FFF0` reads as white, but its last digit is its alpha: a text that draws nothing, or a
/// stroke that draws nothing, is a warning at the colour's line, never silence. Outline text (a
/// clear fill under a visible stroke) and text shown only by its shadow or glow are designs, and
/// get no warning.
struct InvisiblePaintTests {
    private func warnings(_ extra: String) throws -> [String] {
        let fixture = Fixture()
        return try fixture.label(extra).warnings.map { $0.replacingOccurrences(of: fixture.root + "/", with: "") }
    }

    @Test func aTransparentFillWithNothingElseIsAWarningAtTheFill() throws {
        #expect(try warnings(##""fill": "#FFF0""##)
                == ["label.json:5:11: warning: $.fill: the fill is fully transparent (alpha 0) and nothing else shows the text: it draws nothing"])
        #expect(try warnings(##""fill": {"gradient": {"stops": ["#FFF0", "#0000"]}}"##).count == 1)
    }

    @Test func aTransparentStrokeIsAWarningAtTheStroke() throws {
        #expect(try warnings(##""stroke": {"color": "#00000000", "width": 2}"##)
                == ["label.json:5:13: warning: $.stroke: the stroke's colour is fully transparent (alpha 0): it draws nothing"])
    }

    @Test func outlineTextAndEffectOnlyTextAreDesigns() throws {
        #expect(try warnings(##""fill": "#FFF0", "stroke": {"color": "#000", "width": 2}"##) == [])
        #expect(try warnings(##""fill": "#FFF0", "glow": {"color": "#FF0000", "blur": 4}"##) == [])
        #expect(try warnings(##""fill": "#FFF0", "shadow": {"color": "#000", "blur": 2}"##) == [])
        #expect(try warnings(##""fill": "#FFF1""##) == [])
    }
}
