import CairoGraphics
import Foundation
import SpecRender
import Testing

/// The pinned fonts' faces come from fontconfig's own cache of their folder, written to
/// render-spec's cache folder; a font rewritten in place, which leaves its folder's time (all that
/// fontconfig checks) alone, has the folder scanned and its cache written again.
@Suite struct FontconfigDirCacheTests {
    private let root = NSTemporaryDirectory() + "fontconfig-dir-cache-\(UUID().uuidString)"
    private var fonts: String { root + "/fonts" }
    private var font: String { fonts + "/pinned.ttf" }
    private var folderCaches: String { root + "/cache/fontconfig" }

    /// A new library each time, as a new process would have.
    private func finds(_ family: String) -> Bool {
        let library = FontLibrary(pinnedDirectory: fonts, scanCache: root + "/cache")
        return (try? library.withFontMap(chain: [.family(family)], registered: []) { _ in true }) == true
    }

    private func folderCache() throws -> Data {
        let names = try FileManager.default.contentsOfDirectory(atPath: folderCaches).filter { $0.contains(".cache-") }
        try #require(names.count == 1, "\(names)")
        return try Data(contentsOf: URL(fileURLWithPath: folderCaches + "/" + names[0]))
    }

    @Test func theFolderIsCachedAndAFontRewrittenInPlaceIsScannedAgain() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pinned = try #require(PinnedFonts.directory)
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: pinned + "/dejavu/DejaVuSans-Bold.ttf", toPath: font)

        #expect(finds("DejaVu Sans"))
        #expect(try folderCache().range(of: Data("DejaVu Sans".utf8)) != nil)
        #expect(finds("DejaVu Sans"), "read back from the cache")

        // Inter written over the same file: the folder's time does not move (put back to the
        // nanosecond, which is what fontconfig compares), the file's does.
        var folder = stat()
        try #require(stat(fonts, &folder) == 0)
        let inter = try Data(contentsOf: URL(fileURLWithPath: pinned + "/inter/Inter-roman.var.ttf"))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: font))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: inter)
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: font)
        var times = [folder.st_atim, folder.st_mtim]
        try #require(utimensat(AT_FDCWD, fonts, &times, 0) == 0)
        var after = stat()
        try #require(stat(fonts, &after) == 0 && after.st_mtim.tv_sec == folder.st_mtim.tv_sec
                     && after.st_mtim.tv_nsec == folder.st_mtim.tv_nsec)

        #expect(finds("Inter"))
        let rewritten = try folderCache()
        #expect(rewritten.range(of: Data("Inter".utf8)) != nil)
        #expect(rewritten.range(of: Data("DejaVu Sans".utf8)) == nil)
    }

    @Test func withoutACacheFolderNothingIsWritten() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try #require(PinnedFonts.directory) + "/dejavu/DejaVuSans-Bold.ttf", toPath: font)
        let library = FontLibrary(pinnedDirectory: fonts, scanCache: nil)
        #expect((try? library.withFontMap(chain: [.family("DejaVu Sans")], registered: []) { _ in true }) == true)
        #expect(!FileManager.default.fileExists(atPath: root + "/cache"))
    }
}
