import Foundation

/// Work spread over threads with results in input order, so a batch gives the same output with one
/// job or many: only the order in which work finishes changes, never what is returned.
public enum ParallelMap {
    /// `body(i)` for every `i` in `0..<count`, on up to `jobs` threads, each taking the next index
    /// when it is free (a slow item does not hold up a whole share of the work).
    public static func map<T>(count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
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
    private let lock = NSLock()
    private var next = 0
    private(set) var values: [T?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func take() -> Int { lock.lock(); defer { lock.unlock() }; next += 1; return next - 1 }
    func put(_ value: T, at index: Int) { lock.lock(); values[index] = value; lock.unlock() }
}
