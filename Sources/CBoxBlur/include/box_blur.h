#ifndef RS_BOX_BLUR_H
#define RS_BOX_BLUR_H

/// One box pass of the blur over sixteen lines side by side: `n` elements of 16 floats each
/// (element i holds pixel i of sixteen lines), `src` into `dst`, the window `before` pixels before
/// and `after` after each one, pixels outside the line counting as 0. Built for AVX-512, AVX2 and
/// x86-64's baseline; the dynamic loader picks one when the program starts (box_blur.c).
void rs_box_blur_lanes(const float *src, float *dst, long n, long before, long after);

/// The same pass built for the baseline alone, which every machine runs: the tests hold the
/// version the loader picked to it, bit for bit.
void rs_box_blur_lanes_baseline(const float *src, float *dst, long n, long before, long after);

#endif
