import Foundation
import RenderSupport
import XCTest
@testable import GoldenCheck

/// File hashes kept across runs are a shortcut to the same answer: a changed file is hashed again,
/// and a damaged cache file is an empty cache.
final class FileHashCacheTests: XCTestCase {
    func testAnUnchangedFileIsReadFromTheCacheAndAChangedOneIsHashedAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hash-cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let font = folder + "/font.ttf", cacheFile = folder + "/cache/file-hashes.json"
        try Data("first".utf8).write(to: URL(fileURLWithPath: font))

        let first = FileHashCache(file: cacheFile)
        XCTAssertEqual(first.sha256(of: font), SHA256.hex(Array("first".utf8)))
        first.save()
        XCTAssertTrue(FileManager.default.fileExists(atPath: cacheFile))

        // The next run answers from the cache: proven by a cache entry that says otherwise.
        var entries = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cacheFile))) as! [String: [String: Any]]
        entries[font]?["sha256"] = "cached"
        try JSONSerialization.data(withJSONObject: entries).write(to: URL(fileURLWithPath: cacheFile))
        XCTAssertEqual(FileHashCache(file: cacheFile).sha256(of: font), "cached")

        // A new file at the same path (new inode, size, time) is hashed again.
        try FileManager.default.removeItem(atPath: font)
        try Data("second!".utf8).write(to: URL(fileURLWithPath: font))
        XCTAssertEqual(FileHashCache(file: cacheFile).sha256(of: font), SHA256.hex(Array("second!".utf8)))

        // A damaged cache is an empty one; a missing file has no hash.
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: cacheFile))
        XCTAssertEqual(FileHashCache(file: cacheFile).sha256(of: font), SHA256.hex(Array("second!".utf8)))
        XCTAssertNil(FileHashCache(file: nil).sha256(of: folder + "/missing.ttf"))
    }
}
