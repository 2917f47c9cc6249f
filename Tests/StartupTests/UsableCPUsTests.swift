import CStartup
import Foundation
import Startup
import Testing

/// ProcessSettings.cores: the CPUs the process may run on, capped by a container's CPU quota.
@Suite struct UsableCPUsTests {
    /// cgroup v1's two files, read as text: the quota over the period, rounded up; none for -1,
    /// empty, zero or text that is not a number.
    @Test(arguments: [
        ("50000", "100000", 1), ("100000", "100000", 1), ("100000\n", "100000\n", 1),
        ("150000", "100000", 2), ("200000\n", "100000", 2), ("350000", "100000", 4),
        ("-1\n", "100000", 0), ("100000", "-1", 0), ("", "100000", 0), ("100000", "", 0),
        ("100000", "0", 0), ("max", "100000", 0), ("99999999999999999999", "100000", 0),
    ])
    func aVersion1QuotaInWholeCPUs(quota: String, period: String, cpus: Int) {
        #expect(Int(rs_cpus_for_quota(quota, period)) == cpus)
    }

    /// cgroup v2's `cpu.max` holds both on one line; "max" is no quota.
    @Test(arguments: [
        ("max 100000\n", 0), ("150000 100000\n", 2), ("100000 100000", 1), ("250000 100000", 3),
        ("1000 100000", 1), ("", 0), ("150000", 0), ("150000 0", 0), ("max", 0),
    ])
    func aVersion2LimitInWholeCPUs(line: String, cpus: Int) {
        #expect(Int(rs_cpus_for_cpu_max(line)) == cpus)
    }

    /// Foundation's answer (a quota, else a cpuset file, else every online CPU), narrowed to the
    /// affinity mask, which Foundation does not read.
    @Test func theSameCountAsFoundationWithinTheAffinityMask() {
        let foundation = ProcessInfo.processInfo.activeProcessorCount
        let allowed = Int(rs_thread_allowed_cpu_count())
        #expect(ProcessSettings.cores == min(foundation, allowed))
        #expect(Int(rs_usable_cpus()) == ProcessSettings.cores)
        #expect(ProcessSettings.cores >= 1)
    }

    /// `taskset -c 0` narrows the mask: a thread allowed one CPU counts one.
    @Test func aThreadAllowedOneCPUCountsOne() throws {
        #if os(Linux)
        final class Seen: @unchecked Sendable { var cpus = -1 }
        let seen = Seen(), done = DispatchSemaphore(value: 0)
        // glibc's GNU extensions, which Swift's Glibc module does not show.
        typealias GetCPU = @convention(c) () -> Int32
        typealias SetAffinity = @convention(c) (pid_t, Int, UnsafeRawPointer) -> Int32
        let getCPU = try #require(dlsym(nil, "sched_getcpu")), setAffinity = try #require(dlsym(nil, "sched_setaffinity"))
        nonisolated(unsafe) let here = unsafeBitCast(getCPU, to: GetCPU.self)
        nonisolated(unsafe) let pin = unsafeBitCast(setAffinity, to: SetAffinity.self)
        DetachedThread.start {
            var one = cpu_set_t()
            one.__bits.0 = 1 << UInt64(max(0, min(63, here())))
            if pin(0, MemoryLayout<cpu_set_t>.size, &one) == 0 { seen.cpus = Int(rs_usable_cpus()) }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(seen.cpus == 1)
        #endif
    }
}
