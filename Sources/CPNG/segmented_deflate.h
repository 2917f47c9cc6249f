// A zlib stream made of independently compressed segments, pigz's way, so that one large image's
// deflate can use every core the run leaves idle (segmented_deflate.c).
#ifndef RENDER_SPEC_SEGMENTED_DEFLATE_H
#define RENDER_SPEC_SEGMENTED_DEFLATE_H

#include <stddef.h>

#include <stdint.h>

/// Images whose filtered rows reach this many bytes are compressed in segments; smaller ones as one
/// stream. igzip compresses a megabyte in about half a millisecond, so splitting pays only once
/// threads' start and the segments' own buffers are small beside it: a 4096² image (64 MB of rows)
/// 140 → 128 ms on two cores, where a 1024² one was 0.9 ms slower in segments (Benchmarks/notes.md).
#define RS_SEGMENTED_MIN_BYTES ((size_t)16 << 20)
/// About this many bytes of whole rows a segment.
#define RS_SEGMENT_BYTES ((size_t)512 << 10)

/// The bytes of igzip's level buffer (hash tables and tokens) at `level` 0–3; 0 for level 0.
uint32_t rs_igzip_level_buffer_size(int level);

/// Runs `body(context, i)` for i in 0..<count on up to `threads` threads (the caller's among them).
void rs_parallel_for(size_t count, int threads, void (*body)(void *context, size_t i), void *context);

/// An upper bound of the bytes `rs_segmented_zlib_compress` writes for `raw_size` bytes.
size_t rs_segmented_zlib_bound(size_t raw_size, size_t row_bytes);

/// Compresses `raw_size` bytes (rows of `row_bytes`) into a zlib stream at `dst` with igzip at
/// `level`, on up to `threads` threads; the bytes depend only on the input, never on `threads`.
/// Returns the stream's size, or 0 when igzip fails or `capacity` is too small.
size_t rs_segmented_zlib_compress(const unsigned char *raw, size_t raw_size, size_t row_bytes, int level, int threads,
                                  unsigned char *dst, size_t capacity);

#endif
