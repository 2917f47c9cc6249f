import Foundation
import RenderSupport
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
