import CCairo
import RenderSupport

/// Font maps whose owner is gone, kept a while before Pango frees them.
///
/// Pango 1.50 sorts each new font pattern on threads of its own, which hold the pattern and, when
/// they finish, remove it from its font map's tables and ask fontconfig with the map's
/// configuration. A map freed while such a thread still runs leaves it reading freed tables: on a
/// loaded machine, where the thread runs late, a render ended now and then in SIGFPE inside
/// `g_hash_table_lookup` on that thread (docs/fuzzing.md, "Fonts"). Pango offers no way to wait
/// for those threads, so a retired map is freed only once it has been retired for `delay`, long
/// past any such thread's work, and never while the process exits (a command's last maps are
/// simply left to the exit).
package enum RetiredFontMaps {
    /// How long a retired map is kept before it is freed. Read and set under the lock: a test
    /// shortens it while other threads retire maps.
    package static var delay: Duration {
        get { lock.withLock { storedDelay } }
        set { lock.withLock { storedDelay = newValue } }
    }

    private static let lock = Lock()
    nonisolated(unsafe) private static var storedDelay: Duration = .seconds(30)
    nonisolated(unsafe) private static var waiting: [(retired: ContinuousClock.Instant, free: () -> Void)] = []

    /// Keeps `free` (what frees a map) until the map has been retired for `delay`, and runs the
    /// frees of maps retired long enough before.
    static func retire(_ free: @escaping () -> Void) {
        let now = ContinuousClock.now
        let due: [() -> Void] = lock.withLock {
            waiting.append((now, free))
            return takeDue(at: now)
        }
        for free in due { free() }
    }

    /// Frees the maps retired for `delay` or longer; returns how many.
    @discardableResult
    package static func freeDue() -> Int {
        let due = lock.withLock { takeDue(at: .now) }
        for free in due { free() }
        return due.count
    }

    private static func takeDue(at now: ContinuousClock.Instant) -> [() -> Void] {
        let count = waiting.prefix { now - $0.retired >= storedDelay }.count
        defer { waiting.removeFirst(count) }
        return waiting.prefix(count).map(\.free)
    }
}
