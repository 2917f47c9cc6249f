import CStartup
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a run reads from its process once: the cores it may use, its environment variables, and
/// which start-up tricks it uses.
package enum ProcessSettings {
    /// The CPUs a run can keep busy (the affinity mask, and a container's CPU quota where it has
    /// one), worked out once. Not `ProcessInfo.activeProcessorCount`: Foundation reads the cgroup
    /// files through its URL and Data types on every call (on the thread a render waits for) and,
    /// outside a quota or cpuset file, ignores the affinity mask
    /// that `taskset` sets (Sources/CStartup/usable_cpus.c).
    package static let cores = Int(rs_usable_cpus())

    /// The environment variable `name`, or nil. `ProcessInfo.environment` copies the whole
    /// environment into a dictionary on every call, a measurable share of a one-button render.
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The start-up tricks this run uses: all of them, or none when `RENDER_SPEC_STARTUP=plain`
    /// (docs/startup.md). Read here once; every trick asks it.
    package static let startup = StartupTricks(setting: environment(StartupTricks.variable))
}
