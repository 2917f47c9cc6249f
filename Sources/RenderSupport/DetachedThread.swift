#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Runs work on a new POSIX thread that nobody joins. Foundation's `Thread` does the same through
/// its own bookkeeping (a `Thread` object, CoreFoundation's thread data), code a render otherwise
/// never runs; the first run of cold code is what a one-spec render pays for most.
package enum DetachedThread {
    /// Starts `body` on a thread of its own with the default stack (`ulimit -s`, as the main
    /// thread's); runs it here when no thread can be made.
    package static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let made = pthread_create(&thread, nil, { raw in
            #if canImport(Darwin)
            let raw: UnsafeMutableRawPointer? = raw
            #endif
            let work = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().body
            work()
            return nil
        }, box)
        guard made == 0 else {
            Unmanaged<Box>.fromOpaque(box).takeRetainedValue().body()
            return
        }
        #if canImport(Darwin)
        pthread_detach(thread!)
        #else
        pthread_detach(thread)
        #endif
    }

    private final class Box: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
