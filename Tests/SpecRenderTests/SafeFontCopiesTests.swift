import CairoGraphics
import Foundation
import RenderSupport
import SpecRender
import Testing

/// Cairo draws untrusted fonts from copies HarfBuzz wrote (SafeFontCopies): made once and kept in
/// the user cache while the font is unchanged, made again when it changes, refused when HarfBuzz
/// refuses the face. Each `SafeFontCopies()` is what a new process would have.
struct SafeFontCopiesTests {
    let folder = NSTemporaryDirectory() + "safe-font-copies-\(UUID().uuidString)"
    var cache: String { folder + "/cache" }

    private func copied(_ name: String, from source: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        let path = folder + "/fonts/" + name
        try FileManager.default.copyItem(atPath: source, toPath: path)
        return path
    }

    private func entries() -> [String] {
        let root = cache + "/safe-fonts"
        return ((try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? [])
            .filter { $0.contains("/") && !Paths.lastComponent($0).hasPrefix(".") }.map { root + "/" + $0 }.sorted()
    }

    private func inode(_ path: String) throws -> UInt64 {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)
    }

    @Test func aCopyIsKeptInTheCacheAndDrawnInsteadOfTheFileUntilTheFileChanges() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let font = try copied("DejaVuSans.ttf", from: try #require(PinnedFonts.directory) + "/dejavu/DejaVuSans.ttf")
        let first = SafeFontCopies()
        #expect(first.drawn(file: font, index: 0) == (font, 0))
        try first.prepare(path: font, faces: [0], cacheFolder: cache)
        let kept = entries()
        #expect(kept.count == 1)
        #expect(first.drawn(file: font, index: 0) == (kept[0], 0))
        #expect(try Data(contentsOf: URL(fileURLWithPath: kept[0])) != Data(contentsOf: URL(fileURLWithPath: font)))

        // Another process finds the copy and does not write it again.
        let made = try inode(kept[0])
        let second = SafeFontCopies()
        try second.prepare(path: font, faces: [0], cacheFolder: cache)
        #expect(second.drawn(file: font, index: 0) == (kept[0], 0))
        #expect(try inode(kept[0]) == made)

        // A changed font gets a new copy, and the old one is removed.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: font)
        let third = SafeFontCopies()
        try third.prepare(path: font, faces: [0], cacheFolder: cache)
        let remade = entries()
        #expect(remade.count == 1 && remade != kept, "\(kept) -> \(remade)")
        #expect(third.drawn(file: font, index: 0) == (remade[0], 0))
    }

    @Test func aNamedInstanceKeepsItsInstanceBitsAndWithoutACacheTheCopyIsInMemory() throws {
        let font = try #require(PinnedFonts.directory) + "/inter/Inter-roman.var.ttf"
        let copies = SafeFontCopies()
        try copies.prepare(path: font, faces: [0, 0x10000, 0x20000], cacheFolder: nil)
        let drawn = copies.drawn(file: font, index: 0x20000)
        #expect(drawn.file.hasPrefix("/proc/self/fd/") && drawn.index == 0x20000, "\(drawn)")
    }

    @Test func aFaceHarfBuzzRefusesIsRefusedNamingTheFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions/fonts")
        let font = try copied("flood.ttf", from: regressions.appendingPathComponent("crash-name-65535-records.ttf").path)
        let copies = SafeFontCopies()
        #expect {
            try copies.prepare(path: font, faces: [0], cacheFolder: cache)
        } throws: { error in
            guard case .unreadable(let path, let reason) = error as? FontChainError else { return false }
            return path == font && reason == "face 0: HarfBuzz's subsetter refuses its tables"
        }
        #expect(copies.drawn(file: font, index: 0) == (font, 0))
        #expect(entries().isEmpty)
    }

    /// A picture FreeType cannot decode left Cairo scaling an empty glyph slot, for good: the copy
    /// is refused, naming the glyph and strike, and nothing is kept. Real colour fonts pass.
    @Test func aColourPictureThatCannotBeDecodedIsRefusedAndRealPicturesPass() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions/fonts")
        let font = try copied("broken.ttf", from: regressions.appendingPathComponent("hang-sbix-picture-undecodable.ttf").path)
        let copies = SafeFontCopies()
        #expect {
            try copies.prepare(path: font, faces: [0], cacheFolder: cache)
        } throws: { error in
            guard case .unreadable(let path, let reason) = error as? FontChainError else { return false }
            return path == font && reason == "face 0: glyph 2's picture in the 64-pixel strike cannot be decoded (FreeType error 3)"
        }
        #expect(entries().isEmpty)

        let swatches = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Specs/text/fonts")
        var real = ["SwatchPicture.ttf", "SwatchLayers.ttf"].map { swatches.appendingPathComponent($0).path }
        // Noto Color Emoji's 3,000-odd CBDT pictures (scripts/setup.sh installs it).
        real.append("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
        for (i, source) in real.enumerated() {
            let path = try copied("real-\(i).ttf", from: source)
            try copies.prepare(path: path, faces: [0], cacheFolder: cache)
        }
        #expect(entries().count == real.count)
    }
}
