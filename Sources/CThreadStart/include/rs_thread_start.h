#ifndef RS_THREAD_START_H
#define RS_THREAD_START_H

/// Starts `body(context)` on a new detached thread with the default stack. On Linux the thread is
/// started on a CPU other than the calling thread's, when the process may use more than one, and
/// may run on any of them once it runs (thread_start.c says why). Returns 0, or pthread_create's
/// error when no thread could be made (then `body` has not run).
int rs_thread_start_detached(void *(*body)(void *), void *context);

/// How many CPUs the calling thread may run on (Linux; 0 where that cannot be told).
int rs_thread_allowed_cpu_count(void);

#endif
