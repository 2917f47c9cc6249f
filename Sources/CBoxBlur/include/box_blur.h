#ifndef RS_BOX_BLUR_H
#define RS_BOX_BLUR_H

/// One box pass of the blur over sixteen lines side by side: `n` elements of 16 floats each
/// (element i holds pixel i of sixteen lines), `src` into `dst`, the window `before` pixels before
/// and `after` after each one, pixels outside the line counting as 0. Built for AVX-512, AVX2 and
/// x86-64's baseline; the first call picks the best the machine runs (box_blur.c).
void rs_box_blur_lanes(const float *src, float *dst, long n, long before, long after);

/// The same pass built for the baseline alone, which every machine runs: the tests hold the
/// version the first call picked to it, bit for bit.
void rs_box_blur_lanes_baseline(const float *src, float *dst, long n, long before, long after);

/// `n` coverages (0…1) as bytes: v · 255 clamped to 0…255 (NaN to 255), rounded half away from
/// zero. Built for AVX-512, AVX2 and the baseline as the pass above is (coverage_bytes.c).
void rs_coverage_bytes(const float *src, unsigned char *dst, long n);

/// The same conversion built for the baseline alone, for the tests.
void rs_coverage_bytes_baseline(const float *src, unsigned char *dst, long n);

/// The widest vectors this machine runs, as the two functions above pick their build: 2 for
/// AVX-512F, 1 for AVX2, 0 for x86-64's baseline (and on every other architecture). Worked out at
/// the first call (vector_level.c).
int rs_vector_level(void);

#endif
