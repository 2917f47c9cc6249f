import Foundation
import RenderSupport
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
}
