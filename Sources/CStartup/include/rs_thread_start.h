#ifndef RS_THREAD_START_H
#define RS_THREAD_START_H

#include <stddef.h>

/// Starts `body(context)` on a new detached thread with the default stack. On Linux, when
/// `place_elsewhere` is nonzero, the thread is started on a CPU other than the calling thread's,
/// when the process may use more than one, and may run on any of them once it runs (thread_start.c
/// says why). Returns 0, or nonzero when no thread could be made (then `body` has not run).
int rs_thread_start_detached(void *(*body)(void *), void *context, int place_elsewhere);

/// Writes every page of the program's zero-initialized globals (.bss) in one call, so that no first
/// write to one of them later copies a page another CPU may have mapped (thread_start.c says why).
/// Call it while the process has one thread. Does nothing where that cannot be done.
void rs_thread_prefault_globals(void);

/// The pages of the program's .bss (whole pages only) and how many of them are in memory now
/// (mincore); both 0 where that cannot be told.
void rs_thread_globals_resident(long *pages, long *resident);

/// How many CPUs the calling thread may run on (Linux; 0 where that cannot be told).
int rs_thread_allowed_cpu_count(void);

/// How many CPUs the process can keep busy: those the calling thread may run on, and no more than
/// a container's CPU quota (cgroup v2 or v1) rounded up; at least 1 (usable_cpus.c).
int rs_usable_cpus(void);

/// A cgroup v1 quota (`cpu.cfs_quota_us`, `cpu.cfs_period_us` as read) in whole CPUs, rounded up;
/// 0 for no quota (-1) or text that is not one.
int rs_cpus_for_quota(const char *quota, const char *period);

/// A cgroup v2 `cpu.max` line ("150000 100000") in whole CPUs, rounded up; 0 for "max" or text
/// that is not one.
int rs_cpus_for_cpu_max(const char *cpu_max);

/// Runs `body(context)` on a new thread with a stack of `stack_size` bytes and waits for it to end.
/// Returns 0, or nonzero when no such thread could be made (then `body` has not run).
int rs_thread_run_joined(void *(*body)(void *), void *context, size_t stack_size);

/// Nonzero on the process's main thread.
int rs_thread_is_main(void);

#endif
