// How many CPUs a run may keep busy: the CPUs it may run on (its affinity mask, which a cpuset or
// `taskset` narrows), and no more than a container's CPU quota where one is set (cgroup v2's
// cpu.max, or v1's cpu.cfs_quota_us over cpu.cfs_period_us, rounded up).
//
// Foundation's ProcessInfo.activeProcessorCount answers the same question by reading those files
// through its URL and Data machinery on each call, on the thread a render waits for, and the
// first use of each of those types is slow. This is two small reads and a system call.

#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "rs_thread_start.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#if defined(__linux__)
#include <sched.h>
#endif

/// The decimal integer at the start of `text` (after spaces), or -1 when there is none or it does
/// not fit: cgroup files hold one number and a newline, or a word such as "max".
static long long leading_number(const char *text, const char **rest) {
    while (*text == ' ' || *text == '\t') text++;
    if (*text < '0' || *text > '9') return -1;
    long long value = 0;
    for (; *text >= '0' && *text <= '9'; text++) {
        if (value > (1LL << 50)) return -1;
        value = value * 10 + (*text - '0');
    }
    if (rest) *rest = text;
    return value;
}

int rs_cpus_for_quota(const char *quota, const char *period) {
    if (!quota || !period) return 0;
    long long q = leading_number(quota, NULL), p = leading_number(period, NULL);
    if (q <= 0 || p <= 0) return 0;
    long long cpus = (q + p - 1) / p;
    return cpus > 1 << 20 ? 1 << 20 : (int)cpus;
}

int rs_cpus_for_cpu_max(const char *cpu_max) {
    if (!cpu_max) return 0;
    const char *rest = cpu_max;
    long long q = leading_number(cpu_max, &rest);
    if (q <= 0) return 0;   // "max 100000": no quota
    return rs_cpus_for_quota(cpu_max, rest);
}

/// The start of a small file (at most `size` - 1 bytes) in `buffer`, ended by a NUL; 0 when it cannot be read.
static int read_small(const char *path, char *buffer, size_t size) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    ssize_t n;
    do { n = read(fd, buffer, size - 1); } while (n < 0 && errno == EINTR);
    close(fd);
    if (n <= 0) return 0;
    buffer[n] = 0;
    return 1;
}

static int quota_cpus(void) {
    char quota[64], period[64];
    if (read_small("/sys/fs/cgroup/cpu.max", quota, sizeof quota)) return rs_cpus_for_cpu_max(quota);
    if (read_small("/sys/fs/cgroup/cpu/cpu.cfs_quota_us", quota, sizeof quota)
        && read_small("/sys/fs/cgroup/cpu/cpu.cfs_period_us", period, sizeof period))
        return rs_cpus_for_quota(quota, period);
    return 0;
}

int rs_usable_cpus(void) {
    int cpus = rs_thread_allowed_cpu_count();
    if (cpus <= 0) {
        long online = sysconf(_SC_NPROCESSORS_ONLN);
        cpus = online > 0 ? (int)online : 1;
    }
    int quota = quota_cpus();
    if (quota > 0 && quota < cpus) cpus = quota;
    return cpus;
}
