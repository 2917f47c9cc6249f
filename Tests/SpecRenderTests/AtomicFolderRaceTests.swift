import Dispatch
import Foundation
@testable import SpecRender
import Testing

/// Threads writing their first files into one new folder at once (a spec's states and scales in
/// `de/`, drawn in parallel): each file is written, none fails because another thread was still
/// making the folder.
@Suite struct AtomicFolderRaceTests {
    @Test func manyThreadsWritingIntoNewFoldersAllSucceed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-race-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folders = 200, filesPerFolder = 4
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: folders * filesPerFolder) { i in
            let path = "\(root)/f\(i / filesPerFolder)/sub/file\(i % filesPerFolder).png"
            do { try AtomicFile.write([UInt8(i % 256)], to: path) } catch { failures.add("\(path): \(error)") }
        }
        #expect(failures.all.isEmpty, "\(failures.all.count) failed: \(failures.all.prefix(3))")
        for i in 0..<(folders * filesPerFolder) {
            let path = "\(root)/f\(i / filesPerFolder)/sub/file\(i % filesPerFolder).png"
            #expect(FileManager.default.contents(atPath: path) == Data([UInt8(i % 256)]), "\(path)")
        }
    }
}

private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ failure: String) { lock.withLock { list.append(failure) } }
    var all: [String] { lock.withLock { list } }
}
