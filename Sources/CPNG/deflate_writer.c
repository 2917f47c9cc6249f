// Writes RGBA8 rows (straight alpha) or Cairo's premultiplied ARGB32 rows as an 8-bit RGBA PNG, or
// grey-and-alpha rows as an 8-bit grey-and-alpha PNG, whose image data libdeflate compresses (or,
// from a megabyte of rows, zlib in segments across threads: segmented_deflate.c). libpng can only
// deflate through zlib, whose fast levels are several times slower than libdeflate's at the same
// size on small images (Benchmarks/png-encoding), so this writer lays out the file itself: the
// signature, IHDR, one IDAT holding the zlib stream of the rows (each with filter byte 0, no
// filter), IEND; every chunk's CRC from libdeflate. PNG decoding stays with libpng (rgba_reader.c).

#include "rs_png.h"
#include "segmented_deflate.h"
#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// One compressor per thread and level, kept for the thread's life: allocating one costs more than
// compressing a small image (its hash tables are hundreds of kilobytes).
static pthread_key_t compressors_key;
static pthread_once_t compressors_once = PTHREAD_ONCE_INIT;

typedef struct { struct libdeflate_compressor *by_level[13]; } rs_compressors;

static void free_compressors(void *p) {
    rs_compressors *c = (rs_compressors *)p;
    for (int i = 0; i < 13; i++) if (c->by_level[i]) libdeflate_free_compressor(c->by_level[i]);
    free(c);
}

static void make_compressors_key(void) { pthread_key_create(&compressors_key, free_compressors); }

static struct libdeflate_compressor *compressor(int level) {
    pthread_once(&compressors_once, make_compressors_key);
    rs_compressors *c = (rs_compressors *)pthread_getspecific(compressors_key);
    if (!c) {
        c = (rs_compressors *)calloc(1, sizeof *c);
        if (!c || pthread_setspecific(compressors_key, c) != 0) { free(c); return NULL; }
    }
    if (!c->by_level[level]) c->by_level[level] = libdeflate_alloc_compressor(level);
    return c->by_level[level];
}

static void put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24); p[1] = (unsigned char)(v >> 16); p[2] = (unsigned char)(v >> 8); p[3] = (unsigned char)v;
}

/// A chunk at `p` whose `length` data bytes are already at p + 8: its length, type and CRC.
/// Returns the chunk's whole size.
static size_t finish_chunk(unsigned char *p, const char *type, size_t length) {
    put32(p, (uint32_t)length);
    memcpy(p + 4, type, 4);
    put32(p + 8 + length, libdeflate_crc32(0, p + 4, length + 4));
    return length + 12;
}

typedef struct {
    const unsigned char *rows;
    unsigned char *raw;
    size_t stride, row_bytes;
    uint32_t width, height, rows_per_task;
    int premultiplied, channels;
} rs_filter_job;

/// Rows [i·rows_per_task, …) with their filter byte (0, none), un-premultiplied when asked.
static void filter_rows(void *p, size_t i) {
    rs_filter_job *job = (rs_filter_job *)p;
    uint32_t first = (uint32_t)i * job->rows_per_task, end = first + job->rows_per_task;
    if (end > job->height) end = job->height;
    for (uint32_t y = first; y < end; y++) {
        unsigned char *dst = job->raw + job->row_bytes * y;
        const unsigned char *src = job->rows + job->stride * y;
        dst[0] = 0;  // filter type None
        if (job->premultiplied && job->channels == 4) rs_png_unpremultiply_row(src, dst + 1, job->width);
        else memcpy(dst + 1, src, (size_t)job->width * job->channels);
    }
}

/// `channels` bytes a pixel: 4 (RGBA, colour type 6, un-premultiplied first when `premultiplied`)
/// or 2 (grey and alpha, colour type 4, copied as they are). With `threads` at least 1, rows of
/// RS_SEGMENTED_MIN_BYTES and more are compressed in segments on up to `threads` threads
/// (segmented_deflate.c), the same bytes with any number; with 0, always whole by libdeflate.
static int encode(rs_png_output *out, const unsigned char *rows, uint32_t width, uint32_t height,
                  size_t stride, int premultiplied, int channels, int level, int threads) {
    if (level < 1 || level > 12) { strcpy(out->message, "libdeflate levels are 1 to 12"); return 0; }
    size_t row_bytes = (size_t)width * channels + 1, raw_size = row_bytes * height;
    int segmented = threads > 0 && raw_size >= RS_SEGMENTED_MIN_BYTES;
    struct libdeflate_compressor *c = segmented ? NULL : compressor(level);
    unsigned char *raw = (unsigned char *)malloc(raw_size);
    if ((!segmented && !c) || !raw) { free(raw); strcpy(out->message, "out of memory"); return 0; }
    rs_filter_job filter = {rows, raw, stride, row_bytes, width, height, 64, premultiplied, channels};
    rs_parallel_for((height + filter.rows_per_task - 1) / filter.rows_per_task, segmented ? threads : 1, filter_rows, &filter);
    size_t bound = segmented ? rs_segmented_zlib_bound(raw_size, row_bytes) : libdeflate_zlib_compress_bound(c, raw_size);
    size_t capacity = 8 + 25 + 12 + bound + 12;
    unsigned char *file = (unsigned char *)malloc(capacity);
    if (!file) { free(raw); strcpy(out->message, "out of memory"); return 0; }
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    memcpy(file, signature, 8);
    size_t n = 8;
    unsigned char *ihdr = file + n + 8;
    put32(ihdr, width);
    put32(ihdr + 4, height);
    ihdr[8] = 8;   // bit depth
    ihdr[9] = channels == 2 ? 4 : 6;  // colour type: grey and alpha, or RGBA
    ihdr[10] = 0;  // deflate
    ihdr[11] = 0;  // adaptive filtering (each row says its filter)
    ihdr[12] = 0;  // not interlaced
    n += finish_chunk(file + n, "IHDR", 13);
    size_t compressed = segmented ? rs_segmented_zlib_compress(raw, raw_size, row_bytes, threads, file + n + 8, bound)
                                  : libdeflate_zlib_compress(c, raw, raw_size, file + n + 8, bound);
    free(raw);
    if (compressed == 0 || compressed > 0x7fffffff) {
        free(file);
        strcpy(out->message, segmented ? "zlib could not compress the image" : "libdeflate could not compress the image");
        return 0;
    }
    n += finish_chunk(file + n, "IDAT", compressed);
    n += finish_chunk(file + n, "IEND", 0);
    out->bytes = file;
    out->count = n;
    out->capacity = capacity;
    return 1;
}

int rs_png_encode_deflate(rs_png_output *out, const unsigned char *rows, uint32_t width, uint32_t height,
                          size_t stride, int premultiplied, int level, int threads) {
    return encode(out, rows, width, height, stride, premultiplied, 4, level, threads);
}

int rs_png_encode_grey_alpha_deflate(rs_png_output *out, const unsigned char *rows, uint32_t width, uint32_t height,
                                     size_t stride, int level, int threads) {
    return encode(out, rows, width, height, stride, 0, 2, level, threads);
}
