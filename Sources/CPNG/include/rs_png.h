// PNG reading and writing for the PNGCodec module: RGBA8 in and out through libpng's classic API, in
// C because libpng reports errors by longjmp, which Swift cannot catch. Each function sets its own
// setjmp, turns an error into a message and a return value, and never lets a longjmp reach Swift.
#ifndef RENDER_SPEC_RS_PNG_H
#define RENDER_SPEC_RS_PNG_H

#include <stddef.h>
#include <stdint.h>

/// PNG_FILTER_NONE and the mask of all five filters (libpng's values), for `rs_png_encode`.
#define RS_PNG_FILTER_NONE 0x08
#define RS_PNG_ALL_FILTERS 0xf8

typedef struct rs_png_input {
    const unsigned char *bytes;
    size_t count;
    size_t offset;
    char message[192];
} rs_png_input;

typedef struct rs_png_output {
    unsigned char *bytes;
    size_t count;
    size_t capacity;
    int failed;
    char message[200];
} rs_png_output;

/// Decodes `input->count` bytes of PNG into `pixels` (width × height × 4 bytes, RGBA8, alpha 255
/// where the file has none, 16-bit samples rounded to 8, no gamma or colour conversion). The caller
/// has read the IHDR and passes its size; a file whose libpng-read size differs is refused.
/// `max_side` goes to png_set_user_limits, `max_chunk` to png_set_chunk_malloc_max.
/// Returns 1 on success; 0 with `input->message` set on failure.
int rs_png_decode_rgba(rs_png_input *input, unsigned char *pixels, uint32_t width, uint32_t height,
                       uint32_t max_side, size_t max_chunk);

/// Cairo's ARGB32 row (native-endian premultiplied words) to straight RGBA8, as Cairo's own PNG
/// writer un-premultiplies it (docs/math.md#colour-conversions).
void rs_png_unpremultiply_row(const unsigned char *src, unsigned char *dst, uint32_t width);

/// Encodes `height` rows of `stride` bytes. `premultiplied`: the rows are Cairo ARGB32, else RGBA8.
/// `filters` is RS_PNG_FILTER_NONE or RS_PNG_ALL_FILTERS (the adaptive search), `level` zlib's 0–9.
/// Returns 1 with the bytes in `out` (the caller frees them); 0 with `out->message` on failure.
int rs_png_encode(rs_png_output *out, const unsigned char *rows, uint32_t width, uint32_t height,
                  size_t stride, int premultiplied, int filters, int level);

/// Encodes as `rs_png_encode` with no row filter, the image data compressed by ISA-L's igzip at
/// `level` 0–3 (deflate_writer.c). With `threads` at least 1, an image of 16 MB or more of
/// rows is compressed in segments on up to `threads` threads (segmented_deflate.c), the same bytes
/// with any number of threads; with 0, every image is one stream. Returns 1 with the bytes in `out`
/// (the caller frees them); 0 with `out->message` on failure.
int rs_png_encode_deflate(rs_png_output *out, const unsigned char *rows, uint32_t width, uint32_t height,
                          size_t stride, int premultiplied, int level, int threads);

/// Encodes `height` rows of `stride` bytes of 8-bit grey and alpha pairs (PNG colour type 4), as
/// `rs_png_encode` does RGBA: for pages that hold one colour and its coverage.
int rs_png_encode_grey_alpha(rs_png_output *out, const unsigned char *rows, uint32_t width, uint32_t height,
                             size_t stride, int filters, int level);

/// Grey and alpha rows as `rs_png_encode_grey_alpha` takes them, written as
/// `rs_png_encode_deflate` writes RGBA: no row filter, igzip at `level` 0–3.
int rs_png_encode_grey_alpha_deflate(rs_png_output *out, const unsigned char *rows, uint32_t width, uint32_t height,
                                     size_t stride, int level, int threads);

#endif
