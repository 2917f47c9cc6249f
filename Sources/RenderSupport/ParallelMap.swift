/// Work spread over threads with results in input order, so a batch gives the same output with one
/// job or many: only the order in which work finishes changes, never what is returned.
package enum ParallelMap {
    /// `body(i)` for every `i` in `0..<count`, on up to `jobs` threads, each taking the next index
    /// when it is free (a slow item does not hold up a whole share of the work).
    package static func map<T>(count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
            while true {
                let index = slots.take()
                guard index < count else { return }
                slots.put(body(index), at: index)
            }
        }
        return slots.values.map { $0! }
    }
}

/// The shared state of one `ParallelMap.map`: the next index to hand out and the results so far,
/// both behind one lock.
private final class Slots<T>: @unchecked Sendable {
    private let lock = Lock()
    private var next = 0
    private(set) var values: [T?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func take() -> Int { lock.lock(); defer { lock.unlock() }; next += 1; return next - 1 }
    func put(_ value: T, at index: Int) { lock.lock(); values[index] = value; lock.unlock() }
}

extension ParallelMap {
    /// `body(i)` for every `i` on up to `jobs` threads, handing each result to `deliver` on the
    /// calling thread in index order as soon as it and every earlier one are ready: a batch can write
    /// its files while later items still render. When `deliver` throws, no new item is started, the
    /// running ones finish, and the error is rethrown.
    ///
    /// Memory stays flat however long the batch is: a worker starts an item at most `window` past
    /// the next one to deliver (32 a worker unless given) and, past the first item a worker, only
    /// while the waiting results weigh less than `budget` (in whatever unit `weight` counts, bytes
    /// for rendered files). The window is that wide because delivery waits for one slow item (a
    /// bitmap font among labels) while the other workers go on: with a narrow one, they would
    /// stand idle until it was done (Benchmarks/notes.md, the ninth round).
    package static func stream<T>(count: Int, jobs: Int, window: Int? = nil, budget: Int = 64 << 20,
                                 weight: (@Sendable (T) -> Int)? = nil, _ body: @Sendable (Int) -> T,
                                 deliver: (Int, T) throws -> Void) rethrows {
        guard count > 0 else { return }
        // One item has nothing to overlap with: run it here rather than wake a thread and wait for it.
        if count == 1 { return try deliver(0, body(0)) }
        let workers = max(1, min(jobs, count))
        let queue = OrderedQueue<T>(workers: workers, window: max(workers, window ?? 32 * workers),
                                    budget: budget, weight: weight)
        try withoutActuallyEscaping(body) { body in
            let group = DispatchGroup()
            for _ in 0..<workers {
                DispatchQueue.global().async(group: group) {
                    while let index = queue.take(below: count) { queue.put(body(index), at: index) }
                }
            }
            defer {
                queue.cancel()
                group.wait()
            }
            for index in 0..<count { try deliver(index, queue.result(at: index)) }
        }
    }
}

/// The shared state of one `ParallelMap.stream`: indices handed out no further ahead of delivery
/// than the window and the budget allow, and the results waiting to be delivered.
private final class OrderedQueue<T>: @unchecked Sendable {
    private let condition = Condition()
    private let workers: Int
    private let window: Int
    private let budget: Int
    private let weight: (@Sendable (T) -> Int)?
    private var next = 0
    private var delivered = 0
    private var cancelled = false
    private var ready: [Int: (value: T, weight: Int)] = [:]
    /// What the results in `ready` weigh together.
    private var waiting = 0

    init(workers: Int, window: Int, budget: Int, weight: (@Sendable (T) -> Int)?) {
        self.workers = workers; self.window = window; self.budget = budget; self.weight = weight
    }

    /// The next index to work on, once the window and the budget let it start; nil when there is
    /// none left.
    func take(below count: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled && next < count && !mayStart(next) { condition.wait() }
        guard !cancelled, next < count else { return nil }
        next += 1
        return next - 1
    }

    /// The first `workers` items past delivery always start (each worker has one to do); the
    /// rest while they are inside the window and what waits is under the budget.
    private func mayStart(_ index: Int) -> Bool {
        let ahead = index - delivered
        return ahead < workers || (ahead < window && waiting < budget)
    }

    func put(_ value: T, at index: Int) {
        let weighs = weight?(value) ?? 0   // outside the lock: a weight may walk the value
        condition.lock()
        ready[index] = (value, weighs)
        waiting += weighs
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for the result at `index` (the next one to deliver) and hands it over.
    func result(at index: Int) -> T {
        condition.lock()
        defer { condition.unlock() }
        while ready[index] == nil { condition.wait() }
        delivered = index + 1
        let (value, weighs) = ready.removeValue(forKey: index)!
        waiting -= weighs
        condition.broadcast()
        return value
    }

    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
