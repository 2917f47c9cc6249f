import Foundation

/// How many connections the preview keeps open at once: fewer than its open-file limit allows.
///
/// The process must never run out of file descriptors. Not only would `accept` fail: on Linux,
/// libdispatch (under Swift concurrency) checks its worker threads once a second by opening
/// `/proc/<tid>/stat`, and ends the process when that open fails. So the listener stops accepting
/// at `count` open connections, and the connections past it wait in the kernel's queue until one
/// closes (each closes by its timeouts at the latest).
final class ConnectionSlots: @unchecked Sendable {
    let count: Int
    private let lock = NSLock()
    private var free: Int
    private var waiting: CheckedContinuation<Void, Never>?

    init(count: Int) {
        self.count = max(1, count)
        free = self.count
    }

    /// Descriptors left for everything else: the listener, the event queue, a render's font and
    /// cache files, and libdispatch's own reads of /proc.
    static func forOpenFileLimit() -> ConnectionSlots {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = Int32(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return ConnectionSlots(count: 256) }
        let soft = Int(clamping: limit.rlim_cur)
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 16
        let spare = 16 + min(soft, 1 << 16) / 16
        // The most a page and its images ever need at once, far below any limit: bounds the memory too.
        return ConnectionSlots(count: min(1024, soft - open - spare))
    }

    /// Waits until a connection may be accepted, and takes its slot. `onFull` runs when it must wait.
    func take(onFull: () -> Void) async {
        let taken = lock.withLock {
            guard free > 0 else { return false }
            free -= 1
            return true
        }
        if taken { return }
        onFull()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = lock.withLock {
                if free > 0 {
                    free -= 1
                    return true
                }
                waiting = continuation
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// A connection closed: its slot goes to the waiting listener, if any.
    func give() {
        let next: CheckedContinuation<Void, Never>? = lock.withLock {
            if let waiting {
                self.waiting = nil
                return waiting
            }
            free += 1
            return nil
        }
        next?.resume()
    }
}
