// Writes RGBA8 rows (straight alpha) or Cairo's premultiplied ARGB32 rows as an 8-bit RGBA PNG with
// the filters and zlib level the caller picks: libpng's simplified writer (and Cairo's) always run
// the adaptive filter search, which costs more than the compression it saves for UI images.

#include "rs_png.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(RS_PNG_FILTER_NONE == PNG_FILTER_NONE, "libpng's PNG_FILTER_NONE");
_Static_assert(RS_PNG_ALL_FILTERS == PNG_ALL_FILTERS, "libpng's PNG_ALL_FILTERS");

static void rs_png_out_error(png_structp png, png_const_charp message) {
    rs_png_output *out = (rs_png_output *)png_get_error_ptr(png);
    strncpy(out->message, message, sizeof out->message - 1);
    out->message[sizeof out->message - 1] = 0;
    png_longjmp(png, 1);
}

static void rs_png_out_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

static void rs_png_out_write(png_structp png, png_bytep data, size_t length) {
    rs_png_output *out = (rs_png_output *)png_get_io_ptr(png);
    if (out->count + length > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity < out->count + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(out->bytes, capacity);
        if (!grown) { out->failed = 1; png_error(png, "out of memory"); }
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->count, data, length);
    out->count += length;
}

static void rs_png_out_flush(png_structp png) { (void)png; }

/// Cairo's ARGB32 (native-endian premultiplied words) to straight RGBA, as Cairo's own PNG writer
/// un-premultiplies: c = (c · 255 + a / 2) / a, and all zero where a is 0. Where a is 255 that
/// formula gives c back, so opaque pixels (most of a UI image, with the clear ones) are only
/// reordered, without the formula's three integer divisions a pixel.
void rs_png_unpremultiply_row(const unsigned char *src, unsigned char *dst, uint32_t width) {
    const unsigned int *words = (const unsigned int *)src;
    for (png_uint_32 x = 0; x < width; x++) {
        unsigned int p = words[x], a = p >> 24;
        unsigned char *o = dst + (size_t)x * 4;
        if (a == 255) {
            o[0] = (unsigned char)(p >> 16); o[1] = (unsigned char)(p >> 8); o[2] = (unsigned char)p; o[3] = 255;
            continue;
        }
        if (a == 0) { o[0] = o[1] = o[2] = o[3] = 0; continue; }
        o[0] = (unsigned char)((((p >> 16) & 0xff) * 255 + a / 2) / a);
        o[1] = (unsigned char)((((p >> 8) & 0xff) * 255 + a / 2) / a);
        o[2] = (unsigned char)(((p & 0xff) * 255 + a / 2) / a);
        o[3] = (unsigned char)a;
    }
}

/// `channels` bytes a pixel: 4 (RGBA, colour type 6, un-premultiplied first when `premultiplied`)
/// or 2 (grey and alpha, colour type 4, written as they are), as deflate_writer.c lays them out.
static int encode(rs_png_output *out, const unsigned char *rows, uint32_t width, uint32_t height,
                  size_t stride, int premultiplied, int channels, int filters, int level) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, out, rs_png_out_error, rs_png_out_warning);
    if (!png) { strcpy(out->message, "libpng could not start"); return 0; }
    png_infop info = png_create_info_struct(png);
    // Un-premultiplied rows go through a buffer of their own; other rows are written as they are.
    unsigned char *row = premultiplied ? (unsigned char *)malloc((size_t)width * 4) : NULL;
    if (!info || (premultiplied && !row)) {
        free(row);
        png_destroy_write_struct(&png, info ? &info : NULL);
        strcpy(out->message, "out of memory");
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        free(row);
        png_destroy_write_struct(&png, &info);
        return 0;
    }
    png_set_write_fn(png, out, rs_png_out_write, rs_png_out_flush);
    png_set_IHDR(png, info, width, height, 8, channels == 2 ? PNG_COLOR_TYPE_GRAY_ALPHA : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_compression_level(png, level);
    png_write_info(png, info);
    for (png_uint_32 y = 0; y < height; y++) {
        const unsigned char *src = rows + (size_t)y * stride;
        if (row) {
            rs_png_unpremultiply_row(src, row, width);
            png_write_row(png, row);
        } else {
            png_write_row(png, (png_const_bytep)src);
        }
    }
    png_write_end(png, info);
    free(row);
    png_destroy_write_struct(&png, &info);
    return 1;
}

/// Encodes `height` rows of `stride` bytes. `premultiplied`: the rows are Cairo ARGB32, else RGBA8.
/// `filters` is a PNG_FILTER_* mask (PNG_ALL_FILTERS for the adaptive search), `level` zlib's 0–9.
/// Returns 1, with the bytes in `out` (the caller frees them); 0 with `out->message` on failure.
int rs_png_encode(rs_png_output *out, const unsigned char *rows, uint32_t width, uint32_t height,
                                size_t stride, int premultiplied, int filters, int level) {
    return encode(out, rows, width, height, stride, premultiplied, 4, filters, level);
}

/// Grey and alpha rows (two bytes a pixel) written as they are, with the same settings as above.
int rs_png_encode_grey_alpha(rs_png_output *out, const unsigned char *rows, uint32_t width, uint32_t height,
                             size_t stride, int filters, int level) {
    return encode(out, rows, width, height, stride, 0, 2, filters, level);
}
