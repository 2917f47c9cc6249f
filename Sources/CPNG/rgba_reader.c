// A PNG → RGBA8 decoder on libpng's classic API, in C because libpng reports errors by longjmp,
// which Swift cannot catch: each function here sets its own setjmp, turns an error into a
// message and a return value, and never lets a longjmp cross into Swift.
//
// The classic API (rather than the simplified png_image one) is used to set libpng's own limits
// before it reads the header: png_set_user_limits and png_set_chunk_malloc_max have to be
// called on a png_struct that the simplified API creates and reads in one call.

#include "rs_png.h"
#include <png.h>
#include <setjmp.h>
#include <stddef.h>
#include <string.h>


static void rs_png_on_error(png_structp png, png_const_charp message) {
    rs_png_input *input = (rs_png_input *)png_get_error_ptr(png);
    strncpy(input->message, message ? message : "unknown libpng error", sizeof input->message - 1);
    input->message[sizeof input->message - 1] = 0;
    png_longjmp(png, 1);
}

// Warnings (a bad CRC in a discarded chunk, say) change no pixel; stay quiet, as pngjs does.
static void rs_png_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void rs_png_on_read(png_structp png, png_bytep out, size_t length) {
    rs_png_input *input = (rs_png_input *)png_get_io_ptr(png);
    if (length > input->count - input->offset) png_error(png, "file ends in the middle of a chunk");
    memcpy(out, input->bytes + input->offset, length);
    input->offset += length;
}

/// Decodes `count` bytes of PNG into `pixels` (width × height × 4 bytes, RGBA8, alpha 255 where
/// the file has none, 16-bit samples rounded to 8, no gamma or colour conversion: pngjs's bytes).
/// The caller has read the IHDR already and passes its size; a file whose libpng-read size
/// differs is refused. `max_side` goes to png_set_user_limits, `max_chunk` to
/// png_set_chunk_malloc_max. Returns 1 on success; 0 with `input->message` set on failure.
int rs_png_decode_rgba(rs_png_input *input, unsigned char *pixels, uint32_t width, uint32_t height,
                       uint32_t max_side, size_t max_chunk) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, input, rs_png_on_error, rs_png_on_warning);
    if (!png) {
        strcpy(input->message, "libpng could not start");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        strcpy(input->message, "libpng could not start");
        return 0;
    }
    // `png` and `info` are not modified after setjmp, so they keep their values after a longjmp.
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return 0;
    }
    png_set_user_limits(png, max_side, max_side);
    png_set_chunk_malloc_max(png, max_chunk);
    png_set_chunk_cache_max(png, 256);
    png_set_read_fn(png, input, rs_png_on_read);
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height)
        png_error(png, "IHDR changed between reads");

    png_set_expand(png);         // palette → RGB, grey < 8 bits → 8, tRNS → alpha
    png_set_scale_16(png);       // 16 → 8 bits, rounded (not truncated), as pngjs does
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER); // only where there is no alpha yet
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row size after conversion");

    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) {
            png_read_row(png, pixels + (size_t)y * width * 4, NULL);
        }
    }
    png_destroy_read_struct(&png, &info, NULL);
    return 1;
}

