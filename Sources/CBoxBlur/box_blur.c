// The blur's box pass (SpecRender's BlurLanes), in C so that it can be built for several
// instruction sets: a Swift module is compiled for one, x86-64's baseline (SSE2: four floats an
// instruction), and a binary built for AVX2 would not start on a machine without it. The pass is
// built for AVX-512, AVX2 and the baseline, and the first call picks the best the machine has
// (vector_level.c). The pass is about half
// of the blur's time on one thread at the baseline; AVX-512 moves sixteen floats an instruction.
//
// Every version does the same IEEE single-precision operations on each float in the same order
// (no multiply follows an add that could fuse with it, and nothing is reassociated without
// -ffast-math), so the result is the same bit for bit on every machine.
#include "box_blur.h"

// Aligned as a float: Swift allocates the buffers and promises them no more than that.
typedef float lanes __attribute__((vector_size(64), aligned(4)));

/// A running-sum box filter over each lane. The loop is cut where pixels start entering and leaving
/// the window, so the inner one has no branch. The entering and leaving pixels are subtracted first
/// and their difference added: one rounding of the sum a step instead of two, which keeps the drift
/// over 16k-pixel lines near 1e-5.
static inline __attribute__((always_inline))
void box(const float *source, float *target, long n, long before, long after) {
    const lanes *src = (const lanes *)source;
    lanes *dst = (lanes *)target;
    const lanes scale = (lanes){0} + 1.0f / (float)(before + after + 1);
    // Pixel i + after enters the window while i < enter_end; pixel i - before - 1 leaves once i >= leave_start.
    const long enter_end = n - after > 0 ? n - after : 0;
    const long leave_start = before + 1 < n ? before + 1 : n;
    lanes sum = {0};
    for (long i = 0; i < (after < n ? after : n); i++) sum += src[i];
    long i = 0;
    for (const long end = enter_end < leave_start ? enter_end : leave_start; i < end; i++) {
        sum += src[i + after];
        dst[i] = sum * scale;
    }
    for (; i < leave_start; i++) dst[i] = sum * scale;  // the window is longer than the line
    for (; i < enter_end; i++) {
        sum += src[i + after] - src[i - before - 1];
        dst[i] = sum * scale;
    }
    for (; i < n; i++) {
        sum -= src[i - before - 1];
        dst[i] = sum * scale;
    }
}

#if defined(__x86_64__)
__attribute__((target("avx512f")))
static void box_avx512(const float *src, float *dst, long n, long before, long after) {
    box(src, dst, n, before, after);
}

__attribute__((target("avx2")))
static void box_avx2(const float *src, float *dst, long n, long before, long after) {
    box(src, dst, n, before, after);
}
#endif

void rs_box_blur_lanes(const float *src, float *dst, long n, long before, long after) {
#if defined(__x86_64__)
    switch (rs_vector_level()) {
    case 2: box_avx512(src, dst, n, before, after); return;
    case 1: box_avx2(src, dst, n, before, after); return;
    }
#endif
    box(src, dst, n, before, after);
}

void rs_box_blur_lanes_baseline(const float *src, float *dst, long n, long before, long after) {
    box(src, dst, n, before, after);
}
