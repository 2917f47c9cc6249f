// A zlib stream made of independently compressed segments, pigz's way, so that one large image's
// deflate can use every core the run leaves idle (segmented_deflate.c).
#ifndef RENDER_SPEC_SEGMENTED_DEFLATE_H
#define RENDER_SPEC_SEGMENTED_DEFLATE_H

#include <stddef.h>

/// Images whose filtered rows reach this many bytes are compressed in segments; smaller ones are
/// compressed whole by libdeflate, which is faster on them (Benchmarks/png-encoding).
#define RS_SEGMENTED_MIN_BYTES ((size_t)1 << 20)
/// About this many bytes of whole rows a segment.
#define RS_SEGMENT_BYTES ((size_t)256 << 10)
/// zlib's level for the segments: level 1's size for level 1's time on UI images.
#define RS_SEGMENTED_LEVEL 2

/// Runs `body(context, i)` for i in 0..<count on up to `threads` threads (the caller's among them).
void rs_parallel_for(size_t count, int threads, void (*body)(void *context, size_t i), void *context);

/// An upper bound of the bytes `rs_segmented_zlib_compress` writes for `raw_size` bytes.
size_t rs_segmented_zlib_bound(size_t raw_size, size_t row_bytes);

/// Compresses `raw_size` bytes (rows of `row_bytes`) into a zlib stream at `dst`, on up to
/// `threads` threads; the bytes depend only on the input, never on `threads`. Returns the
/// stream's size, or 0 when zlib fails or `capacity` is too small.
size_t rs_segmented_zlib_compress(const unsigned char *raw, size_t raw_size, size_t row_bytes, int threads,
                                  unsigned char *dst, size_t capacity);

#endif
