import Foundation
import RenderSupport
import SpecRender
import XCTest

/// `render` writes each variant's files as soon as it and every earlier one are done, and never
/// holds more than a window of results: memory stays flat in the batch size (issue 8, point 11).
final class ParallelStreamTests: XCTestCase {
    func testDeliversInOrderAndNeverRunsFurtherAheadThanTheWindow() {
        let started = Counter()
        var delivered: [Int] = []
        var mostAhead = 0
        ParallelMap.stream(count: 200, jobs: 4, window: 6) { i in
            started.increment()
            usleep(UInt32((i * 7919) % 5) * 200) // uneven work, so later items finish first
            return i * i
        } deliver: { i, value in
            XCTAssertEqual(value, i * i)
            delivered.append(i)
            mostAhead = max(mostAhead, started.value - delivered.count)
        }
        XCTAssertEqual(delivered, Array(0..<200))
        XCTAssertLessThanOrEqual(mostAhead, 6, "results waiting beyond the window")
    }

    func testAThrowingDeliveryStopsTheBatch() {
        let started = Counter()
        struct Stop: Error {}
        XCTAssertThrowsError(try ParallelMap.stream(count: 1000, jobs: 2, window: 4) { i in
            started.increment()
            return i
        } deliver: { i, _ in
            if i == 3 { throw Stop() }
        })
        XCTAssertLessThan(started.value, 20)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    func increment() { lock.lock(); count += 1; lock.unlock() }
}

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
