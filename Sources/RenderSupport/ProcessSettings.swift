#if canImport(FoundationEssentials) && canImport(Glibc)
import Dispatch
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// What a run reads from its process once: the cores it may use and its environment variables.
package enum ProcessSettings {
    /// `ProcessInfo.activeProcessorCount` (the affinity mask, and a container's CPU quota where it
    /// has one), worked out once: Foundation reads the cgroup files again on every call, and a plain
    /// render asked three times (1.7 % of a one-button render's instructions).
    package static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// The environment variable `name`, or nil. `ProcessInfo.environment` copies the whole
    /// environment into a dictionary on every call (2.4 % of a one-button render's instructions).
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
