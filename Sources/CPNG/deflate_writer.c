// Writes RGBA8 rows (straight alpha) or Cairo's premultiplied ARGB32 rows as an 8-bit RGBA PNG, or
// grey-and-alpha rows as an 8-bit grey-and-alpha PNG, whose image data ISA-L's igzip compresses (from
// 16 MB of rows, in segments across threads: segmented_deflate.c). libpng can only deflate
// through zlib, whose fast levels are several times slower than igzip's at about the same size
// (Benchmarks/png-encoding), so this writer lays out the file itself: the signature, IHDR, one IDAT
// holding the zlib stream of the rows (each with filter byte 0, no filter), IEND; every chunk's CRC
// from ISA-L. PNG decoding stays with libpng (rgba_reader.c).

#include "rs_png.h"
#include "igzip_level.h"
#include "segmented_deflate.h"
#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// One level buffer per thread and level, kept for the thread's life: igzip's hash tables and token
// buffer are a few hundred kilobytes, more than compressing a small image costs.
static pthread_key_t buffers_key;
static pthread_once_t buffers_once = PTHREAD_ONCE_INIT;

typedef struct { unsigned char *by_level[ISAL_DEF_MAX_LEVEL + 1]; } rs_level_buffers;

static void free_buffers(void *p) {
    rs_level_buffers *b = (rs_level_buffers *)p;
    for (int i = 0; i <= ISAL_DEF_MAX_LEVEL; i++) free(b->by_level[i]);
    free(b);
}

static void make_buffers_key(void) { pthread_key_create(&buffers_key, free_buffers); }

/// This thread's level buffer for `level` (NULL for level 0, which needs none, or out of memory).
static unsigned char *level_buffer(int level) {
    if (level == 0) return NULL;
    pthread_once(&buffers_once, make_buffers_key);
    rs_level_buffers *b = (rs_level_buffers *)pthread_getspecific(buffers_key);
    if (!b) {
        b = (rs_level_buffers *)calloc(1, sizeof *b);
        if (!b || pthread_setspecific(buffers_key, b) != 0) { free(b); return NULL; }
    }
    if (!b->by_level[level]) b->by_level[level] = (unsigned char *)malloc(rs_igzip_level_buffer_size(level));
    return b->by_level[level];
}

static void put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24); p[1] = (unsigned char)(v >> 16); p[2] = (unsigned char)(v >> 8); p[3] = (unsigned char)v;
}

/// A chunk at `p` whose `length` data bytes are already at p + 8: its length, type and CRC.
/// Returns the chunk's whole size.
static size_t finish_chunk(unsigned char *p, const char *type, size_t length) {
    put32(p, (uint32_t)length);
    memcpy(p + 4, type, 4);
    put32(p + 8 + length, crc32_gzip_refl(0, p + 4, length + 4));
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

/// About this many bytes of filtered rows at a time: the one-stream path filters a band, hands it
/// to igzip and reuses the buffer, so a large image's rows are not laid out a second time in fresh
/// memory, whose page faults cost a large title a noticeable part of its run (Benchmarks/notes.md).
#define RS_BAND_BYTES ((size_t)128 << 10)

/// The job's rows filtered band by band and compressed as one zlib stream at `dst`, or 0 when
/// igzip fails, memory runs out or `capacity` is short.
static size_t igzip_zlib_compress_rows(rs_filter_job *job, int level, unsigned char *dst, size_t capacity) {
    unsigned char *buffer = level_buffer(level);
    if (level > 0 && !buffer) return 0;
    uint32_t band_rows = (uint32_t)(RS_BAND_BYTES / job->row_bytes);
    if (band_rows == 0) band_rows = 1;
    if (band_rows > job->height) band_rows = job->height;
    // igzip's avail_in is 32 bits; a band of one row is far below it for any image a PNG can hold.
    if ((size_t)band_rows * job->row_bytes > UINT32_MAX) return 0;
    unsigned char *band = (unsigned char *)malloc((size_t)band_rows * job->row_bytes);
    if (!band) return 0;
    struct isal_zstream z;
    isal_deflate_init(&z);
    z.level = (uint32_t)level;
    z.level_buf = buffer;
    z.level_buf_size = rs_igzip_level_buffer_size(level);
    z.gzip_flag = IGZIP_ZLIB;
    z.flush = NO_FLUSH;
    z.next_out = dst;
    z.avail_out = capacity > UINT32_MAX ? UINT32_MAX : (uint32_t)capacity;
    rs_filter_job band_job = *job;
    band_job.raw = band;
    band_job.rows_per_task = band_rows;
    int ok = 1;
    for (uint32_t first = 0; first < job->height && ok; first += band_rows) {
        uint32_t count = job->height - first < band_rows ? job->height - first : band_rows;
        band_job.rows = job->rows + job->stride * first;
        band_job.height = count;
        filter_rows(&band_job, 0);
        z.next_in = band;
        z.avail_in = (uint32_t)((size_t)count * job->row_bytes);
        z.end_of_stream = first + count == job->height;
        ok = isal_deflate(&z) == COMP_OK && z.avail_in == 0;
    }
    free(band);
    if (!ok || z.internal_state.state != ZSTATE_END) return 0;
    return z.total_out;
}

/// `channels` bytes a pixel: 4 (RGBA, colour type 6, un-premultiplied first when `premultiplied`)
/// or 2 (grey and alpha, colour type 4, copied as they are). With `threads` at least 1, rows of
/// RS_SEGMENTED_MIN_BYTES and more are compressed in segments on up to `threads` threads
/// (segmented_deflate.c), the same bytes with any number; with 0, always as one stream.
static int encode(rs_png_output *out, const unsigned char *rows, uint32_t width, uint32_t height,
                  size_t stride, int premultiplied, int channels, int level, int threads) {
    if (level < 0 || level > ISAL_DEF_MAX_LEVEL) { strcpy(out->message, "igzip levels are 0 to 3"); return 0; }
    size_t row_bytes = (size_t)width * channels + 1, raw_size = row_bytes * height;
    int segmented = threads > 0 && raw_size >= RS_SEGMENTED_MIN_BYTES;
    rs_filter_job filter = {rows, NULL, stride, row_bytes, width, height, 64, premultiplied, channels};
    unsigned char *raw = NULL;
    if (segmented) {
        // Segments are compressed side by side, each primed with the rows before it: all the rows
        // are filtered first, on the same threads.
        raw = (unsigned char *)malloc(raw_size);
        if (!raw) { strcpy(out->message, "out of memory"); return 0; }
        filter.raw = raw;
        rs_parallel_for((height + filter.rows_per_task - 1) / filter.rows_per_task, threads, filter_rows, &filter);
    }
    size_t bound = rs_segmented_zlib_bound(raw_size, row_bytes);
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
    size_t compressed = segmented ? rs_segmented_zlib_compress(raw, raw_size, row_bytes, level, threads, file + n + 8, bound)
                                  : igzip_zlib_compress_rows(&filter, level, file + n + 8, bound);
    free(raw);
    if (compressed == 0 || compressed > 0x7fffffff) {
        free(file);
        strcpy(out->message, "igzip could not compress the image");
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
