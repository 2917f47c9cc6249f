import Foundation
import SpecRender
import XCTest

/// A killed batch leaves `.name.PID.N.tmp` files; the next write into that folder removes those of
/// processes that are gone, and nothing else (issue 8, point 11).
final class StaleTemporaryTests: XCTestCase {
    func testTheNextWriteRemovesTemporariesOfDeadProcessesOnly() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // A pid far above pid_max is never running.
        let dead = ".title.png.99999999.12345.tmp"
        let live = ".title.png.\(getppid()).777.tmp"
        let theirs = ".title.png.tmp"
        for name in [dead, live, theirs] { try Data("x".utf8).write(to: dir.appendingPathComponent(name)) }
        try AtomicFile.write([1, 2, 3], to: dir.appendingPathComponent("title.png").path)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        XCTAssertEqual(left, [theirs, live, "title.png"].sorted())
    }

    /// A write that finds its file already holding the bytes writes nothing, but still clears the
    /// folder of a dead run's temporaries (the file itself untouched).
    func testAnUnchangedFileStillSweepsItsFolder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stale-same-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("title.png")
        try Data([1, 2, 3]).write(to: file)
        let dead = ".title.png.99999999.54321.tmp"
        try Data("x".utf8).write(to: dir.appendingPathComponent(dead))
        let inode = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? UInt64
        try AtomicFile.write([1, 2, 3], to: file.path)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["title.png"])
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? UInt64, inode)
    }

    func testAFileWhereAFolderShouldBeIsNamedPlainly() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("notfolder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: dir.appendingPathComponent("afile"))
        XCTAssertThrowsError(try AtomicFile.write([1], to: dir.appendingPathComponent("afile/sub/x.png").path)) { error in
            XCTAssertTrue("\(error)".contains("afile is not a folder"), "\(error)")
            XCTAssertFalse("\(error)".contains("NSCocoaErrorDomain"), "\(error)")
        }
    }
}
