import CThreadStart

/// Runs work on a new POSIX thread that nobody joins. Foundation's `Thread` does the same through
/// its own bookkeeping (a `Thread` object, CoreFoundation's thread data), code a render otherwise
/// never runs; the first run of cold code is what a one-spec render pays for most.
package enum DetachedThread {
    /// Starts `body` on a thread of its own with the default stack (`ulimit -s`, as the main
    /// thread's), on another CPU than this thread's where there is one (CThreadStart); runs it here
    /// when no thread can be made.
    package static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        let made = rs_thread_start_detached({ raw in
            let work = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().body
            work()
            return nil
        }, box)
        guard made == 0 else {
            Unmanaged<Box>.fromOpaque(box).takeRetainedValue().body()
            return
        }
    }

    /// Writes the program's zero-initialized globals in before a process's first thread beside the
    /// main one starts (CThreadStart: their first writes would otherwise each interrupt the other
    /// CPU once two threads run). Costs about 0.3 ms, so only for a thread that works beside the
    /// main one from the start.
    package static func prefaultGlobals() {
        rs_thread_prefault_globals()
    }

    private final class Box: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
