import CThreadStart

/// What a run reads from its process once: the cores it may use and its environment variables.
package enum ProcessSettings {
    /// The CPUs a run can keep busy (the affinity mask, and a container's CPU quota where it has
    /// one), worked out once. Not `ProcessInfo.activeProcessorCount`: Foundation reads the cgroup
    /// files through its URL and Data types on every call (on the thread a render waits for) and,
    /// outside a quota or cpuset file, ignores the affinity mask
    /// that `taskset` sets (Sources/CThreadStart/usable_cpus.c).
    package static let cores = Int(rs_usable_cpus())

    /// The environment variable `name`, or nil. `ProcessInfo.environment` copies the whole
    /// environment into a dictionary on every call (2.4 % of a one-button render's instructions).
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
