#if Server
import RenderSupport

/// At most `running` renders at once and `waiting` more in line; a request past both is turned
/// away at once (503 with `Retry-After`) rather than queued without bound. Thread-safe.
final class RenderSlots: @unchecked Sendable {
    private let lock = Lock()
    private let capacity: Int
    private let queueCapacity: Int
    private var busy = 0
    private var waiters: [CheckedContinuation<Bool, Never>] = []

    init(running: Int, waiting: Int) {
        capacity = max(1, running)
        queueCapacity = max(0, waiting)
    }

    /// Renders running and waiting now (for /metrics).
    var load: (running: Int, waiting: Int) { lock.withLock { (busy, waiters.count) } }

    /// Takes a slot, waiting for one while the line is short enough; false when it is full.
    func acquire() async -> Bool {
        // A slot is handed over by `release`, which resumes the first waiter instead of freeing it:
        // no newcomer can take it in between.
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let answer: Bool? = lock.withLock {
                if busy < capacity { busy += 1; return true }
                guard waiters.count < queueCapacity else { return false }
                waiters.append(continuation)
                return nil
            }
            if let answer { continuation.resume(returning: answer) }
        }
    }

    /// Gives the slot to the first waiter, or frees it.
    func release() {
        let next: CheckedContinuation<Bool, Never>? = lock.withLock {
            if waiters.isEmpty { busy -= 1; return nil }
            return waiters.removeFirst()
        }
        next?.resume(returning: true)
    }
}
#endif
