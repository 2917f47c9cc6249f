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

    /// Delivery waits for a slow first item; the other worker goes on through the window rather
    /// than stand idle after two results (a bitmap font among a batch of labels).
    func testASlowItemDoesNotIdleTheOtherWorkers() throws {
        try requireTwoCPUs()
        let started = Counter()
        var sawOthersRunAhead = false
        ParallelMap.stream(count: 200, jobs: 2) { i in
            started.increment()
            if i == 0 {
                // Wait for the other worker to run 40 items ahead; it can only if the window lets
                // it. The bound (two minutes) only ends a run in which it never does.
                for _ in 0..<120_000 where started.value < 41 { usleep(1000) }
                return started.value >= 41
            }
            return true
        } deliver: { i, ranAhead in
            if i == 0 { sawOthersRunAhead = ranAhead }
        }
        XCTAssertTrue(sawOthersRunAhead, "the second worker stopped short while the first item was slow")
    }

    /// Past one item a worker, results stop running ahead once what waits for delivery weighs the
    /// budget, however wide the window.
    func testWaitingResultsStayUnderTheBudget() throws {
        try requireTwoCPUs()
        let started = Counter()
        var startedWhileFirstWaited = 0
        ParallelMap.stream(count: 100, jobs: 2, window: 100, budget: 10, weight: { $0.weight }) { i in
            started.increment()
            if i == 0 {
                // Until the other worker has started the two items the budget allows (however
                // slowly a loaded machine runs it), then a while longer, in which a broken budget
                // would let it start a fourth.
                for _ in 0..<120_000 where started.value < 3 { usleep(1000) }
                usleep(300_000)
            }
            // Counted by item 0 itself: once it is delivered, the next may start.
            return (weight: 5, started: started.value)
        } deliver: { i, result in
            if i == 0 { startedWhileFirstWaited = result.started }
        }
        // Item 0, then 1 (a worker's first), then 2 (5 waiting, under 10); 3 waits for delivery.
        XCTAssertLessThanOrEqual(startedWhileFirstWaited, 3)
        XCTAssertGreaterThanOrEqual(startedWhileFirstWaited, 2)
    }

    /// Dispatch's global pool on Linux is as wide as the CPUs: on one, the second worker would not
    /// start until the first is done, and the two tests above would measure the pool, not the window.
    private func requireTwoCPUs() throws {
        if ProcessInfo.processInfo.activeProcessorCount < 2 { throw XCTSkip("needs two CPUs for two workers at once") }
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
