#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the process with `status`, as C's exit does (atexit handlers run, output is flushed). A
/// name of its own because inside a ParsableCommand `exit` is ArgumentParser's `exit(withError:)`.
package func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
