import Foundation
import XCTest
import CairoGraphics
@testable import SpecRender

/// Font scans kept across runs (FontScanCache) are used only while the font file is unchanged, and
/// a damaged entry is scanned again.
final class FontScanCacheTests: XCTestCase {
    private var folder = ""
    private var fonts: String { folder + "/fonts" }
    private var cache: String { folder + "/cache" }
    private var font: String { fonts + "/DejaVuSans-Bold.ttf" }

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "font-scan-cache-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: XCTUnwrap(PinnedFonts.directory) + "/dejavu/DejaVuSans-Bold.ttf", toPath: font)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    /// A new library each time, as a new process would have. The font is the spec's own: pinned
    /// fonts are read from fontconfig's folder caches instead (FontconfigDirCacheTests).
    private func finds(_ family: String) -> Bool {
        let library = FontLibrary(pinnedDirectory: nil, scanCache: cache)
        let registered = [RegisteredFont(path: font, family: nil)]
        return (try? library.withFontMap(chain: [.family(family)], registered: registered) { _ in true }) == true
    }

    private func entries() throws -> [String] {
        let dir = cache + "/font-scans"
        return try FileManager.default.contentsOfDirectory(atPath: dir).filter { !$0.hasPrefix(".") }.map { dir + "/" + $0 }
    }

    func testAScanIsKeptAndReadBackUntilTheFileChanges() throws {
        XCTAssertTrue(finds("DejaVu Sans"))
        let kept = try entries()
        XCTAssertEqual(kept.count, 1)
        let entry = try String(contentsOfFile: kept[0], encoding: .utf8)
        let lines = entry.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[1], font)
        XCTAssertTrue(lines[3].hasPrefix("0\tDejaVu Sans\tDejaVu Sans:"), lines[3])

        // Rename the family inside the kept scan: a library that finds the new name read the cache.
        let renamed = lines[0...2] + [lines[3].replacingOccurrences(of: "DejaVu Sans", with: "Kept Scan")] + lines[4...]
        try (renamed.joined(separator: "\n") + "\n").write(toFile: kept[0], atomically: true, encoding: .utf8)
        XCTAssertTrue(finds("Kept Scan"))

        // Touching the font makes the entry stale: the file is scanned again and the entry rewritten.
        let later = Date().addingTimeInterval(5)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: font)
        XCTAssertFalse(finds("Kept Scan"))
        XCTAssertTrue(try String(contentsOfFile: kept[0], encoding: .utf8).contains("\n0\tDejaVu Sans\tDejaVu Sans:"))
    }

    func testADamagedEntryIsScannedAgain() throws {
        XCTAssertTrue(finds("DejaVu Sans"))
        let kept = try entries()[0]
        let lines = try String(contentsOfFile: kept, encoding: .utf8).split(separator: "\n").map(String.init)
        let head = lines[0...2].joined(separator: "\n")
        for damage in [head + "\n=:=:?\n", head + "\n0\tDejaVu Sans\t=:=:?\n", head + "\n0\tDejaVu Sans\tDejaVu Sans:file=/elsewhere.ttf\n",
                       "garbage", lines[0...1].joined(separator: "\n")] {
            try damage.write(toFile: kept, atomically: true, encoding: .utf8)
            XCTAssertTrue(finds("DejaVu Sans"), damage)
            XCTAssertEqual(try String(contentsOfFile: kept, encoding: .utf8), lines.joined(separator: "\n") + "\n")
        }
    }

    func testNoFolderKeepsNothing() throws {
        let library = FontLibrary(pinnedDirectory: nil, scanCache: nil)
        let registered = [RegisteredFont(path: font, family: nil)]
        XCTAssertTrue((try? library.withFontMap(chain: [.family("DejaVu Sans")], registered: registered) { _ in true }) == true)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache))
    }
}
