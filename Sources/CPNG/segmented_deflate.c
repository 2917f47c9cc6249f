// One large image's deflate split across cores as pigz does it: the rows are cut into segments of
// about RS_SEGMENT_BYTES; each is compressed by zlib as raw deflate on its own, primed with the 32 KB
// before it as its dictionary (so matches still reach back across the cut), and ended with a sync
// flush (an empty stored block) that leaves it on a byte boundary; the last ends the stream. The
// segments laid end to end are one valid deflate stream, and their Adler-32 checksums combine into
// the stream's. A segment's bytes depend only on the rows, so the file is the same with any number
// of threads. zlib and not libdeflate: libdeflate compresses whole buffers only and always ends
// with a final block, which cannot be continued.

#include "segmented_deflate.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
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
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, RS_SEGMENTED_LEVEL, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return;
    size_t dictionary = start < 32768 ? start : 32768;
    if (dictionary > 0 && deflateSetDictionary(&z, job->raw + start - dictionary, (uInt)dictionary) != Z_OK) {
        deflateEnd(&z);
        return;
    }
    // deflateBound covers a finished stream; a sync flush adds at most an empty stored block.
    size_t capacity = deflateBound(&z, (uLong)(end - start)) + 16;
    segment->bytes = (unsigned char *)malloc(capacity);
    if (!segment->bytes) { deflateEnd(&z); return; }
    z.next_in = (Bytef *)(job->raw + start);
    z.avail_in = (uInt)(end - start);
    z.next_out = segment->bytes;
    z.avail_out = (uInt)capacity;
    int status = deflate(&z, last ? Z_FINISH : Z_SYNC_FLUSH);
    int done = last ? status == Z_STREAM_END : (status == Z_OK && z.avail_out > 0);
    if (done && z.avail_in == 0) {
        segment->count = capacity - z.avail_out;
        segment->adler = adler32(adler32(0L, Z_NULL, 0), job->raw + start, (uInt)(end - start));
        segment->failed = 0;
    }
    deflateEnd(&z);
}

static size_t rows_per_segment(size_t row_bytes) {
    size_t rows = RS_SEGMENT_BYTES / row_bytes;
    return rows > 0 ? rows : 1;
}

size_t rs_segmented_zlib_bound(size_t raw_size, size_t row_bytes) {
    size_t rows = raw_size / row_bytes, per = rows_per_segment(row_bytes);
    size_t segments = (rows + per - 1) / per;
    // zlib's stored-block worst case for the data, each segment's own overhead, the header and checksum.
    return compressBound((uLong)raw_size) + segments * 64 + 6;
}

size_t rs_segmented_zlib_compress(const unsigned char *raw, size_t raw_size, size_t row_bytes, int threads,
                                  unsigned char *dst, size_t capacity) {
    if (row_bytes == 0 || raw_size == 0 || raw_size % row_bytes != 0 || raw_size > 0xffffffffu) return 0;
    size_t per = rows_per_segment(row_bytes), rows = raw_size / row_bytes;
    size_t count = (rows + per - 1) / per;
    rs_segment *segments = (rs_segment *)calloc(count, sizeof *segments);
    if (!segments) return 0;
    rs_segment_job job = {raw, raw_size, per, row_bytes, count, segments};
    rs_parallel_for(count, threads, compress_segment, &job);
    size_t n = 0;
    int ok = capacity >= 6;
    if (ok) {
        // CMF: deflate with a 32 KB window; FLG: level 2's FLEVEL (1), made a multiple of 31.
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
