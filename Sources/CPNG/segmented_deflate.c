// One large image's deflate split across cores as pigz does it: the rows are cut into segments of
// about RS_SEGMENT_BYTES; each is compressed by igzip as raw deflate on its own, primed with the 32 KB
// before it as its dictionary (so matches still reach back across the cut), and ended with a sync
// flush (an empty stored block) that leaves it on a byte boundary; the last ends the stream. The
// segments laid end to end are one valid deflate stream, and their Adler-32 checksums combine into
// the stream's (zlib's adler32_combine). A segment's bytes depend only on the rows, so the file is
// the same with any number of threads.

#include "segmented_deflate.h"
#include "igzip_level.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <isa-l/igzip_lib.h>
#include <zlib.h>

typedef struct {
    void (*body)(void *, size_t);
    void *context;
    size_t count;
    atomic_size_t next;
} rs_parallel_job;

static void *parallel_worker(void *p) {
    rs_parallel_job *job = (rs_parallel_job *)p;
    for (size_t i; (i = atomic_fetch_add(&job->next, 1)) < job->count;) job->body(job->context, i);
    return NULL;
}

void rs_parallel_for(size_t count, int threads, void (*body)(void *context, size_t i), void *context) {
    if (count == 0) return;
    rs_parallel_job job = {body, context, count, 0};
    size_t extra = threads > 1 ? (size_t)threads - 1 : 0;
    if (extra > count - 1) extra = count - 1;
    pthread_t ids[extra + 1];
    size_t started = 0;
    // A thread that cannot be started leaves its share to the others.
    while (started < extra && pthread_create(&ids[started], NULL, parallel_worker, &job) == 0) started++;
    parallel_worker(&job);
    for (size_t i = 0; i < started; i++) pthread_join(ids[i], NULL);
}

typedef struct {
    unsigned char *bytes;
    size_t count;
    uLong adler;
    int failed;
} rs_segment;

typedef struct {
    const unsigned char *raw;
    size_t raw_size, rows_per_segment, row_bytes, count;
    int level;
    rs_segment *segments;
} rs_segment_job;

static void compress_segment(void *p, size_t i) {
    rs_segment_job *job = (rs_segment_job *)p;
    rs_segment *segment = &job->segments[i];
    size_t start = i * job->rows_per_segment * job->row_bytes;
    size_t end = start + job->rows_per_segment * job->row_bytes;
    if (end > job->raw_size || i + 1 == job->count) end = job->raw_size;
    int last = i + 1 == job->count;
    segment->failed = 1;
    uint32_t buffer_size = rs_igzip_level_buffer_size(job->level);
    unsigned char *buffer = buffer_size ? (unsigned char *)malloc(buffer_size) : NULL;
    if (buffer_size && !buffer) return;
    struct isal_zstream z;
    isal_deflate_init(&z);
    z.level = (uint32_t)job->level;
    z.level_buf = buffer;
    z.level_buf_size = buffer_size;
    z.gzip_flag = IGZIP_DEFLATE;
    size_t dictionary = start < 32768 ? start : 32768;
    if (dictionary > 0 && isal_deflate_set_dict(&z, (uint8_t *)(job->raw + start - dictionary), (uint32_t)dictionary) != COMP_OK) {
        free(buffer);
        return;
    }
    // A segment is at most RS_SEGMENT_BYTES plus a row: stored blocks' worst case, and the flush.
    size_t capacity = (end - start) + (end - start) / 16 + 1024;
    segment->bytes = (unsigned char *)malloc(capacity);
    if (!segment->bytes) { free(buffer); return; }
    z.next_in = (uint8_t *)(job->raw + start);
    z.avail_in = (uint32_t)(end - start);
    z.next_out = segment->bytes;
    z.avail_out = (uint32_t)capacity;
    z.end_of_stream = (uint16_t)last;
    z.flush = last ? NO_FLUSH : SYNC_FLUSH;
    int status = isal_deflate(&z);
    int done = last ? z.internal_state.state == ZSTATE_END : z.avail_out > 0;
    if (status == COMP_OK && done && z.avail_in == 0) {
        segment->count = z.total_out;
        segment->adler = adler32(adler32(0L, Z_NULL, 0), job->raw + start, (uInt)(end - start));
        segment->failed = 0;
    }
    free(buffer);
}

static size_t rows_per_segment(size_t row_bytes) {
    size_t rows = RS_SEGMENT_BYTES / row_bytes;
    return rows > 0 ? rows : 1;
}

size_t rs_segmented_zlib_bound(size_t raw_size, size_t row_bytes) {
    size_t rows = raw_size / row_bytes, per = rows_per_segment(row_bytes);
    size_t segments = (rows + per - 1) / per;
    // Stored blocks' worst case for the data, each segment's own overhead, the header and checksum.
    return raw_size + raw_size / 16 + segments * 1024 + 6;
}

size_t rs_segmented_zlib_compress(const unsigned char *raw, size_t raw_size, size_t row_bytes, int level, int threads,
                                  unsigned char *dst, size_t capacity) {
    if (row_bytes == 0 || raw_size == 0 || raw_size % row_bytes != 0 || raw_size > 0xffffffffu) return 0;
    size_t per = rows_per_segment(row_bytes), rows = raw_size / row_bytes;
    size_t count = (rows + per - 1) / per;
    rs_segment *segments = (rs_segment *)calloc(count, sizeof *segments);
    if (!segments) return 0;
    rs_segment_job job = {raw, raw_size, per, row_bytes, count, level, segments};
    rs_parallel_for(count, threads, compress_segment, &job);
    size_t n = 0;
    int ok = capacity >= 6;
    if (ok) {
        // CMF: deflate with a 32 KB window; FLG: FLEVEL 1 (a fast level), made a multiple of 31.
        dst[0] = 0x78;
        dst[1] = 1 << 6;
        dst[1] += 31 - (unsigned)((dst[0] * 256 + dst[1]) % 31);
        n = 2;
    }
    uLong adler = adler32(0L, Z_NULL, 0);
    for (size_t i = 0; i < count && ok; i++) {
        rs_segment *s = &segments[i];
        if (s->failed || n + s->count + 4 > capacity) { ok = 0; break; }
        memcpy(dst + n, s->bytes, s->count);
        n += s->count;
        size_t start = i * per * row_bytes;
        size_t length = (i + 1 == count ? raw_size : start + per * row_bytes) - start;
        adler = adler32_combine(adler, s->adler, (z_off_t)length);
    }
    for (size_t i = 0; i < count; i++) free(segments[i].bytes);
    free(segments);
    if (!ok) return 0;
    dst[n] = (unsigned char)(adler >> 24); dst[n + 1] = (unsigned char)(adler >> 16);
    dst[n + 2] = (unsigned char)(adler >> 8); dst[n + 3] = (unsigned char)adler;
    return n + 4;
}
