// Which build of the box pass and the coverage conversion to run (box_blur.c, coverage_bytes.c).
//
// Not target_clones: its ifuncs ask libgcc's CPU model, whose initializer runs at every start and
// executes CPUID a dozen times, and on a virtual machine each CPUID is an exit to the hypervisor,
// paid by every run, blur or not (Benchmarks/notes.md, "figures that lived in code comments"). Here the question is asked with three
// CPUIDs, the first time a blur needs the answer.
#include "box_blur.h"

#if defined(__x86_64__)
#include <cpuid.h>

static int detect(void) {
    unsigned eax, ebx, ecx, edx;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid(1, eax, ebx, ecx, edx);
    // AVX state saved by the OS (OSXSAVE), then which register states XCR0 enables.
    if (!(ecx & bit_OSXSAVE) || !(ecx & bit_AVX)) return 0;
    unsigned xcr0_low, xcr0_high;
    __asm__ volatile("xgetbv" : "=a"(xcr0_low), "=d"(xcr0_high) : "c"(0));
    if ((xcr0_low & 0x6) != 0x6) return 0;                  // XMM and YMM state
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    if ((ebx & bit_AVX512F) && (xcr0_low & 0xe6) == 0xe6) return 2;   // and opmask, ZMM state
    return (ebx & bit_AVX2) ? 1 : 0;
}

int rs_vector_level(void) {
    // Threads that race here each work out the same answer.
    static int level = -1;
    int known = __atomic_load_n(&level, __ATOMIC_RELAXED);
    if (known >= 0) return known;
    known = detect();
    __atomic_store_n(&level, known, __ATOMIC_RELAXED);
    return known;
}
#else
int rs_vector_level(void) { return 0; }
#endif
