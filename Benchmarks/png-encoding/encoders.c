// Compares deflate encoders on PNG image data as render-spec lays it out (each row with filter byte
// 0, RGBA): libdeflate, zlib and ISA-L's igzip, level by level. Every PNG named is decoded with
// libpng, its rows compressed by each encoder as one zlib stream (best of 3 runs over all the
// files), and the total time and bytes printed.
//
//   cc -O2 Benchmarks/png-encoding/encoders.c -o encoders -lpng -ldeflate -lz -lisal
//   ./encoders $(git ls-files '*.png')
#include <isa-l/igzip_lib.h>
#include <libdeflate.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

typedef struct { unsigned char *raw; size_t size; } rows;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static int load(const char *path, rows *out) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, path)) return 0;
    image.format = PNG_FORMAT_RGBA;
    size_t row = (size_t)image.width * 4;
    unsigned char *pixels = malloc(row * image.height);
    if (!pixels || !png_image_finish_read(&image, NULL, pixels, 0, NULL)) { free(pixels); return 0; }
    out->size = (row + 1) * image.height;
    out->raw = malloc(out->size);
    for (size_t y = 0; y < image.height; y++) {
        out->raw[y * (row + 1)] = 0;
        memcpy(out->raw + y * (row + 1) + 1, pixels + y * row, row);
    }
    free(pixels);
    return 1;
}

static size_t igzip(const rows *r, int level, unsigned char *dst, size_t capacity) {
    static unsigned char buffer[ISAL_DEF_LVL3_DEFAULT];
    static const uint32_t sizes[] = {0, ISAL_DEF_LVL1_DEFAULT, ISAL_DEF_LVL2_DEFAULT, ISAL_DEF_LVL3_DEFAULT};
    struct isal_zstream z;
    isal_deflate_init(&z);
    z.level = (uint32_t)level;
    z.level_buf = level ? buffer : NULL;
    z.level_buf_size = sizes[level];
    z.gzip_flag = IGZIP_ZLIB;
    z.end_of_stream = 1;
    z.next_in = r->raw;
    z.avail_in = (uint32_t)r->size;
    z.next_out = dst;
    z.avail_out = (uint32_t)capacity;
    return isal_deflate(&z) == COMP_OK && z.internal_state.state == ZSTATE_END ? z.total_out : 0;
}

int main(int argc, char **argv) {
    rows *images = calloc((size_t)argc, sizeof *images);
    size_t count = 0, raw = 0, capacity = 0;
    for (int i = 1; i < argc; i++) {
        if (!load(argv[i], &images[count])) continue;
        raw += images[count].size;
        if (images[count].size > capacity) capacity = images[count].size;
        count++;
    }
    capacity = capacity + capacity / 8 + 4096;
    unsigned char *out = malloc(capacity);
    printf("%zu images, %.1f MB of rows\n", count, raw / 1e6);
    const char *names[] = {"libdeflate-1", "libdeflate-2", "libdeflate-6", "zlib-1", "zlib-2", "zlib-3",
                           "igzip-0", "igzip-1", "igzip-2", "igzip-3"};
    for (int m = 0; m < 10; m++) {
        double best = 1e9;
        size_t total = 0;
        for (int run = 0; run < 3; run++) {
            int level = m == 0 ? 1 : m == 1 ? 2 : 6;
            struct libdeflate_compressor *c = m < 3 ? libdeflate_alloc_compressor(level) : NULL;
            total = 0;
            double start = now();
            for (size_t i = 0; i < count; i++) {
                if (m < 3) {
                    total += libdeflate_zlib_compress(c, images[i].raw, images[i].size, out, capacity);
                } else if (m < 6) {
                    uLongf n = (uLongf)capacity;
                    compress2(out, &n, images[i].raw, (uLong)images[i].size, m - 2);
                    total += n;
                } else {
                    total += igzip(&images[i], m - 6, out, capacity);
                }
            }
            double took = now() - start;
            if (took < best) best = took;
            if (c) libdeflate_free_compressor(c);
        }
        printf("%-13s %9.1f ms %12zu B\n", names[m], best * 1e3, total);
    }
    return 0;
}
