// A zlib stream made of independently compressed segments, pigz's way, so that one large image's
// deflate can use every core the run leaves idle (segmented_deflate.c).
#ifndef RENDER_SPEC_SEGMENTED_DEFLATE_H
#define RENDER_SPEC_SEGMENTED_DEFLATE_H

#include <stddef.h>

#include <stdint.h>

/// Images whose filtered rows reach this many bytes are compressed in segments; smaller ones as one
/// stream. igzip is fast enough that splitting pays only once the threads' start and the segments'
/// own buffers are small beside the work, which a 4096² image's rows are and a 1024² image's are
/// not (Benchmarks/notes.md, "figures that lived in code comments").
#define RS_SEGMENTED_MIN_BYTES ((size_t)16 << 20)
/// About this many bytes of whole rows a segment.
#define RS_SEGMENT_BYTES ((size_t)512 << 10)

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
