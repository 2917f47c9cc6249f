import CStartup
import Foundation
import Startup
import Testing

/// Work handed to DetachedThread runs, once, on a thread other than the caller's.
@Suite struct DetachedThreadTests {
    @Test func theWorkRunsOnceOnAnotherThread() {
        final class Seen: @unchecked Sendable {
            var thread: pthread_t?
            var runs = 0
        }
        let seen = Seen(), done = DispatchSemaphore(value: 0)
        DetachedThread.start {
            seen.thread = pthread_self()
            seen.runs += 1
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(seen.runs == 1)
        #expect(seen.thread.map { pthread_equal($0, pthread_self()) == 0 } == true)
    }

    /// The thread starts on the CPUs but the caller's (so that it runs beside the caller, not after
    /// it) and takes all of them back before the work runs: the work may run on every CPU the
    /// caller may.
    @Test func theWorkMayRunOnEveryCPUTheCallerMay() {
        final class Seen: @unchecked Sendable { var cpus = -1 }
        let seen = Seen(), done = DispatchSemaphore(value: 0)
        DetachedThread.start {
            seen.cpus = Int(rs_thread_allowed_cpu_count())
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(seen.cpus == Int(rs_thread_allowed_cpu_count()))
    }

    /// Before the first thread beside the main one, every page of the program's .bss is written in,
    /// so that no later first write to a global copies a page with two threads running.
    @Test func prefaultingLeavesEveryGlobalPageInMemory() {
        DetachedThread.prefaultGlobals()
        var pages = 0, resident = 0
        rs_thread_globals_resident(&pages, &resident)
        #if os(Linux)
        #expect(pages > 0)
        #endif
        #expect(resident == pages)
    }
}
