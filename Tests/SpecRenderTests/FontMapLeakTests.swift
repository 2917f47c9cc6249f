import XCTest
import CairoGraphics
@testable import SpecRender

/// A font chain's fontconfig configuration holds every face's character set (tens of kilobytes a
/// face): one that outlives its font map leaks that much per chain and per batch.
final class FontMapLeakTests: XCTestCase {
    func testAFontMapFreesItsFontconfigConfiguration() throws {
        let settings = TextSettings(text: "Hi", language: "en", weight: 400, italic: false, size: 17, variations: "",
                                    features: "", letterSpacing: 0, lineHeight: 1, width: nil, height: nil,
                                    wrap: .none, ellipsize: .none, align: .left, justify: false)
        func oneBatch() throws {
            // A library of its own each time, so each builds (and on release frees) a new configuration.
            let library = FontLibrary(pinnedDirectory: PinnedFonts.directory)
            _ = try library.withFontMap(chain: [.family("DejaVu Sans")], registered: []) { PangoTextSetter.layout(settings, in: $0) }
        }
        // A retired map is freed once it has been retired a while (RetiredFontMaps); here a
        // while is two seconds, and the test waits that long before it counts.
        let delay = RetiredFontMaps.delay
        RetiredFontMaps.delay = .seconds(2)
        defer { RetiredFontMaps.delay = delay }
        func settle() {
            Thread.sleep(forTimeInterval: 2.5)
            RetiredFontMaps.freeDue()
        }
        // Warm up the caches that rightly live for the process (Pango's, Cairo's, HarfBuzz's).
        for _ in 0..<5 { try oneBatch() }
        settle()
        let before = HeapUsage.allocatedBytes
        let rounds = 20
        for _ in 0..<rounds { try oneBatch() }
        settle()
        let grown = HeapUsage.allocatedBytes - before
        // Leaking the configuration (its four DejaVu faces and their charsets) costs about 25 KB a round;
        // without the leak, a round costs next to nothing (measured: under 1.5 KB).
        XCTAssertLessThan(grown / rounds, 10_000, "the heap grew \(grown / rounds) bytes per font map")
    }

    /// A map whose owner is gone is not freed at once: Pango's own threads may still be sorting
    /// its patterns (RetiredFontMaps). It is freed once it has been retired for the delay.
    func testARetiredFontMapIsFreedOnlyAfterTheDelay() throws {
        let delay = RetiredFontMaps.delay
        RetiredFontMaps.delay = .seconds(3_600)
        defer { RetiredFontMaps.delay = delay }
        // A map that laid nothing out: no Pango thread works for it, so freeing it at once is safe.
        do {
            let library = FontLibrary(pinnedDirectory: PinnedFonts.directory)
            _ = try library.withFontMap(chain: [.family("DejaVu Sans")], registered: []) { _ in 0 }
        }
        XCTAssertEqual(RetiredFontMaps.freeDue(), 0, "a map retired just now is kept")
        RetiredFontMaps.delay = .zero
        XCTAssertGreaterThan(RetiredFontMaps.freeDue(), 0, "and freed once the delay has passed")
    }
}
