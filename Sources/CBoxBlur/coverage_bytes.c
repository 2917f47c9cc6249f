// The blurred shadow mask's coverage (floats 0…1) as the A8 bytes Cairo masks with, built for
// AVX-512, AVX2 and the baseline as the box pass is (box_blur.c): in Swift, the baseline's four
// floats an instruction were a tenth of a one-title render's instructions for this loop alone.
// Every version does the same IEEE single-precision operations, so the bytes are the same on every
// machine.
#include "box_blur.h"

/// v · 255 clamped to 0…255 (NaN to 255) and rounded half away from zero: truncated, plus one
/// where the exact remainder is at least a half (`roundf` would be a call a pixel at the baseline).
static inline __attribute__((always_inline))
void coverage_bytes(const float *src, unsigned char *dst, long n) {
    for (long i = 0; i < n; i++) {
        float x = src[i] * 255.0f;
        x = x < 255.0f ? x : 255.0f;
        x = x >= 0.0f ? x : 0.0f;
        int whole = (int)x;
        dst[i] = (unsigned char)(x - (float)whole >= 0.5f ? whole + 1 : whole);
    }
}

#if defined(__x86_64__)
__attribute__((target("avx512f")))
static void coverage_bytes_avx512(const float *src, unsigned char *dst, long n) { coverage_bytes(src, dst, n); }

__attribute__((target("avx2")))
static void coverage_bytes_avx2(const float *src, unsigned char *dst, long n) { coverage_bytes(src, dst, n); }
#endif

void rs_coverage_bytes(const float *src, unsigned char *dst, long n) {
#if defined(__x86_64__)
    switch (rs_vector_level()) {
    case 2: coverage_bytes_avx512(src, dst, n); return;
    case 1: coverage_bytes_avx2(src, dst, n); return;
    }
#endif
    coverage_bytes(src, dst, n);
}

void rs_coverage_bytes_baseline(const float *src, unsigned char *dst, long n) {
    coverage_bytes(src, dst, n);
}
