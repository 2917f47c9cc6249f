// A new thread, started where it can run now.
//
// Linux puts a new thread on its creator's CPU and, on the two-vCPU virtual machines render-spec is
// measured on, leaves it there until the creator blocks, however idle the other CPU is: a thread
// made to load the specs while the main thread parses the command line (RenderSpecCLI's EarlyLoad)
// started when the parse was over, and ran after it, not beside it (docs/startup.md has the
// figures). So the thread is started on the CPUs the process may use but the caller's current one,
// and given all of them back as its first act, so the scheduler may move it later.

#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "rs_thread_start.h"
#include <pthread.h>
#include <stdlib.h>
#if defined(__linux__)
#include <sched.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>
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

int rs_thread_start_detached(void *(*body)(void *), void *context, int place_elsewhere) {
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
    int here = place_elsewhere ? sched_getcpu() : -1;
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

// The Swift runtime's lazy caches (type metadata, witness tables, `swift_once` tokens) live in the
// program's .bss, and most are read (the zero page mapped) before they are first written. With one
// thread that first write is a plain copy-on-write fault; with a second thread running on the other
// CPU, the kernel must also flush that CPU's TLB, an inter-processor interrupt each time: a
// one-button render whose spec load ran beside the parse had several times the shootdowns of one
// whose load ran after it. Writing the whole .bss first, in one madvise, leaves about as few as the
// serial run had (docs/startup.md has the figures).
#if defined(__linux__)
extern char __bss_start[], _end[];

/// The whole pages of the .bss, [first, end): madvise and mincore take page-aligned ranges.
static int bss_pages(uintptr_t *first, uintptr_t *end, uintptr_t *page) {
    long size = sysconf(_SC_PAGESIZE);
    if (size <= 0) return 0;
    *page = (uintptr_t)size;
    *first = ((uintptr_t)__bss_start + *page - 1) & ~(*page - 1);
    *end = (uintptr_t)_end & ~(*page - 1);
    return *end > *first;
}
#endif

void rs_thread_prefault_globals(void) {
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    uintptr_t first, end, page;
    // Linux before 5.14 does not know MADV_POPULATE_WRITE and says so (EINVAL): nothing is lost.
    if (bss_pages(&first, &end, &page)) madvise((void *)first, end - first, MADV_POPULATE_WRITE);
#endif
}

void rs_thread_globals_resident(long *pages, long *resident) {
    *pages = 0;
    *resident = 0;
#if defined(__linux__)
    uintptr_t first, end, page;
    if (!bss_pages(&first, &end, &page)) return;
    size_t count = (end - first) / page;
    unsigned char *in = malloc(count);
    if (!in) return;
    if (mincore((void *)first, end - first, in) == 0) {
        *pages = (long)count;
        for (size_t i = 0; i < count; i++) *resident += in[i] & 1;
    }
    free(in);
#endif
}

int rs_thread_allowed_cpu_count(void) {
#if defined(__linux__)
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) return CPU_COUNT(&set);
#endif
    return 0;
}

int rs_thread_run_joined(void *(*body)(void *), void *context, size_t stack_size) {
    pthread_attr_t attr;
    int status = pthread_attr_init(&attr);
    if (status != 0) return status;
    status = pthread_attr_setstacksize(&attr, stack_size);
    pthread_t thread;
    if (status == 0) status = pthread_create(&thread, &attr, body, context);
    pthread_attr_destroy(&attr);
    if (status != 0) return status;
    return pthread_join(thread, NULL);
}

int rs_thread_is_main(void) {
#if defined(__linux__)
    return getpid() == gettid();
#else
    return pthread_main_np() != 0;
#endif
}
