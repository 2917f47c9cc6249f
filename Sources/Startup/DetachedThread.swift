import CStartup

/// Runs work on a new POSIX thread that nobody joins. Foundation's `Thread` does the same through
/// its own bookkeeping (a `Thread` object, CoreFoundation's thread data), code a render otherwise
/// never runs; the first run of cold code is what a one-spec render pays for most.
package enum DetachedThread {
    /// Starts `body` on a thread of its own with the default stack (`ulimit -s`, as the main
    /// thread's), on another CPU than this thread's where there is one (CStartup's thread_start.c)
    /// unless the start-up tricks are off; runs it here when no thread can be made.
    package static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        let elsewhere: Int32 = ProcessSettings.startup.uses(.threadPlacement) ? 1 : 0
        let made = rs_thread_start_detached({ raw in
            let work = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().body
            work()
            return nil
        }, box, elsewhere)
        guard made == 0 else {
            Unmanaged<Box>.fromOpaque(box).takeRetainedValue().body()
            return
        }
    }

    /// Writes the program's zero-initialized globals in before a process's first thread beside the
    /// main one starts (CStartup's thread_start.c: their first writes would otherwise each interrupt
    /// the other CPU once two threads run). It has a cost of its own (docs/startup.md), so only for
    /// a thread that works beside the main one from the start.
    package static func prefaultGlobals() {
        guard ProcessSettings.startup.uses(.globalsPrefault) else { return }
        rs_thread_prefault_globals()
    }

    private final class Box: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
