import Foundation
import PNGCodec
import RenderSupport
import XCTest
@testable import GoldenCheck

/// GoldenPixels.sha256 holds the SHA-256 of every committed PNG's decoded pixels (its size, then
/// straight RGBA): goldens and README pictures. It is the pixel fingerprint of the corpus:
/// re-encoding the PNGs (another row filter or zlib level) changes bytes and must keep it, and a
/// change of pixels rewrites it in the same commit, with `RENDER_SPEC_PIXEL_LIST=write`, saying
/// why. A PNG added later is not listed and not checked here.
final class GoldenPixelsTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let list = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("GoldenPixels.sha256")

    static func pixelHash(_ path: String) throws -> String {
        let image = try RGBAImage(pngData: try Data(contentsOf: URL(fileURLWithPath: path)), source: path)
        return SHA256.hex(Array("\(image.width)x\(image.height)\n".utf8) + image.pixels)
    }

    static func pngs() -> [String] {
        ["Specs", "Examples"].flatMap { folder -> [String] in
            let base = root + "/" + folder
            let all = FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []
            return all.filter { $0.hasSuffix(".png") && !$0.contains(".build") }.map { folder + "/" + $0 }
        }.sorted()
    }

    func testEveryReRecordedPNGDecodesToThePixelsItHadBefore() throws {
        // RENDER_SPEC_PIXEL_LIST=write lists the PNGs as they are (before re-recording them).
        if ProcessInfo.processInfo.environment["RENDER_SPEC_PIXEL_LIST"] == "write" {
            let lines = try Self.pngs().map { "\(try Self.pixelHash(Self.root + "/" + $0))  \($0)" }
            try (lines.joined(separator: "\n") + "\n").write(to: Self.list, atomically: true, encoding: .utf8)
            return
        }
        let text = try String(contentsOf: Self.list, encoding: .utf8)
        var checked = 0
        for line in text.split(separator: "\n") {
            let hash = String(line.prefix(64)), path = String(line.dropFirst(66))
            let file = Self.root + "/" + path
            // A golden deleted since (a case removed) is not ours to miss; one still here must match.
            guard FileManager.default.fileExists(atPath: file) else { continue }
            XCTAssertEqual(try Self.pixelHash(file), hash, "\(path) decodes to other pixels than before it was re-recorded")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 300)
    }
}
