// A new thread, started where it can run now.
//
// Linux puts a new thread on its creator's CPU and, on the two-vCPU virtual machines render-spec is
// measured on, leaves it there until the creator blocks, however idle the other CPU is: a thread
// made to load the specs while the main thread parses the command line (RenderSpecCLI's EarlyLoad)
// started a millisecond later, when the parse was over, and ran after it, not beside it (a C program
// that starts a thread and computes for 3 ms: the thread runs after 3 ms; started on the other CPU,
// after 40–90 µs). So the thread is started on the CPUs the process may use but the caller's
// current one, and given all of them back as its first act, so the scheduler may move it later.

#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "rs_thread_start.h"
#include <pthread.h>
#include <stdlib.h>
#if defined(__linux__)
#include <sched.h>
#endif

typedef struct {
    void *(*body)(void *);
    void *context;
#if defined(__linux__)
    cpu_set_t allowed;
    int restore;
#endif
} rs_thread_start;

static void *trampoline(void *p) {
    rs_thread_start start = *(rs_thread_start *)p;
    free(p);
#if defined(__linux__)
    if (start.restore) sched_setaffinity(0, sizeof start.allowed, &start.allowed);
#endif
    return start.body(start.context);
}

int rs_thread_start_detached(void *(*body)(void *), void *context) {
    rs_thread_start *start = (rs_thread_start *)calloc(1, sizeof *start);
    if (!start) return -1;
    start->body = body;
    start->context = context;
    pthread_attr_t attr;
    int status = pthread_attr_init(&attr);
    if (status != 0) { free(start); return status; }
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
#if defined(__linux__)
    // Elsewhere: the allowed CPUs without the one this thread runs on, when that leaves any.
    int here = sched_getcpu();
    if (here >= 0 && sched_getaffinity(0, sizeof start->allowed, &start->allowed) == 0
        && CPU_COUNT(&start->allowed) > 1 && CPU_ISSET(here, &start->allowed)) {
        cpu_set_t elsewhere = start->allowed;
        CPU_CLR(here, &elsewhere);
        start->restore = pthread_attr_setaffinity_np(&attr, sizeof elsewhere, &elsewhere) == 0;
    }
#endif
    pthread_t thread;
    status = pthread_create(&thread, &attr, trampoline, start);
    pthread_attr_destroy(&attr);
    if (status != 0) free(start);
    return status;
}

int rs_thread_allowed_cpu_count(void) {
#if defined(__linux__)
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) return CPU_COUNT(&set);
#endif
    return 0;
}
