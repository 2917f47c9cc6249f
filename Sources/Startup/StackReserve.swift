#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import CStartup

/// Runs work whose recursion is bounded by input limits on a stack that holds it at those limits.
///
/// A spec load walks JSON, `extends`, tokens, aliases, catalogs and nested specs by recursion, each
/// walk held to a limit (docs/spec.md#errors-and-limits) so that a known stack suffices. A thread
/// may have less than that: macOS gives Dispatch's worker threads and Swift's tasks 512 KB, and
/// Linux gives every thread that does not ask for a size `ulimit -s`. Such a caller's work runs on
/// a thread of its own with the stack it needs, while the caller waits; any other runs in place.
package enum StackReserve {
    package static func run<T, E: Error>(needing bytes: Int, _ body: () throws(E) -> T) throws(E) -> T {
        if currentThreadStack() >= bytes { return try body() }
        return try onThread(stack: bytes, body)
    }

    /// The calling thread's stack size.
    package static func currentThreadStack() -> Int {
        #if canImport(Darwin)
        return pthread_get_stacksize_np(pthread_self())
        #else
        // glibc gives the main thread, and each thread created without a size of its own (Dispatch's,
        // Swift's tasks', Foundation's), the soft stack limit; without one, the main thread grows
        // as far as it needs and the others get glibc's fixed default. A thread created with a size
        // of its own is taken to have the limit: pthread_getattr_np, which would tell, is not in
        // Swift's Glibc module. (RLIM_INFINITY, all ones, does not import as a constant.)
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0 else { return 0 }
        if limit.rlim_cur == rlim_t.max { return rs_thread_is_main() != 0 ? .max : unlimitedThreadStack }
        return Int(clamping: limit.rlim_cur)
        #endif
    }

    /// glibc's stack for a thread when `ulimit -s` is unlimited (on x86-64).
    private static let unlimitedThreadStack = 2 * 1024 * 1024

    private static func onThread<T, E: Error>(stack bytes: Int, _ body: () throws(E) -> T) throws(E) -> T {
        let job = Job<T, E>()
        withoutActuallyEscaping(body) { body in
            job.work = body
            let made = rs_thread_run_joined({ raw in
                Unmanaged<ReservedWork>.fromOpaque(raw!).takeUnretainedValue().run()
                return nil
            }, Unmanaged.passUnretained(job).toOpaque(), bytes)
            // No thread to be had: the work runs here, as it would without a reserve.
            if made != 0 { job.run() }
        }
        return try job.result!.get()
    }
}

/// The work handed to the reserved thread and what it gives back. The thread lets go of `work`
/// before the caller wakes: `withoutActuallyEscaping` traps if the closure outlives the call, and
/// the finished thread may still hold this job a moment longer.
private class ReservedWork: @unchecked Sendable {
    /// What the thread runs (a C function pointer cannot capture Job's generic parameters).
    func run() {}
}

private final class Job<T, E: Error>: ReservedWork, @unchecked Sendable {
    var work: (() throws(E) -> T)?
    var result: Result<T, E>?

    override func run() {
        guard let work else { return }
        self.work = nil
        result = Result { () throws(E) -> T in try work() }
    }
}
