/// Lets go of values on a thread of its own, so the last reference's release (and everything it
/// frees) does not hold up the calling thread. For the end of a command, whose process exits next:
/// the exit takes the memory back whether or not the thread has finished. With the start-up tricks
/// off, the value is let go on the calling thread.
package enum FreeInBackground {
    package static func release<T>(_ value: T) {
        guard ProcessSettings.startup.uses(.freeInBackground) else { return }
        let box = Box(value)
        DetachedThread.start { _ = box }
    }

    private final class Box<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }
}
