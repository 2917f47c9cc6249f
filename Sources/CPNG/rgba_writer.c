// Writes RGBA8 rows (straight alpha) or Cairo's premultiplied ARGB32 rows as an 8-bit RGBA PNG with
// the filters and zlib level the caller picks: libpng's simplified writer (and Cairo's) always run
// the adaptive filter search, which costs more than the compression it saves for UI images.

#include "rs_png.h"
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
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

/// ceil(2^24 / a) for a = 1…255 (0 for a = 0). For every n below 2^16, (n · m) >> 24 is n / a
/// rounded down, exactly (Granlund and Montgomery's bound; PNGTests checks all 65,280 pairs of a and c
/// against the division), so un-premultiplying takes three multiplications a pixel, not three
/// divisions.
static const uint32_t reciprocal24[256] = {
    0u, 16777216u, 8388608u, 5592406u, 4194304u, 3355444u, 2796203u, 2396746u,
    2097152u, 1864136u, 1677722u, 1525202u, 1398102u, 1290556u, 1198373u, 1118482u,
    1048576u, 986896u, 932068u, 883012u, 838861u, 798916u, 762601u, 729445u,
    699051u, 671089u, 645278u, 621379u, 599187u, 578525u, 559241u, 541201u,
    524288u, 508401u, 493448u, 479350u, 466034u, 453439u, 441506u, 430186u,
    419431u, 409201u, 399458u, 390168u, 381301u, 372828u, 364723u, 356963u,
    349526u, 342393u, 335545u, 328966u, 322639u, 316552u, 310690u, 305041u,
    299594u, 294338u, 289263u, 284360u, 279621u, 275037u, 270601u, 266306u,
    262144u, 258112u, 254201u, 250407u, 246724u, 243149u, 239675u, 236299u,
    233017u, 229825u, 226720u, 223697u, 220753u, 217886u, 215093u, 212370u,
    209716u, 207127u, 204601u, 202136u, 199729u, 197380u, 195084u, 192842u,
    190651u, 188509u, 186414u, 184366u, 182362u, 180401u, 178482u, 176603u,
    174763u, 172961u, 171197u, 169467u, 167773u, 166112u, 164483u, 162886u,
    161320u, 159784u, 158276u, 156797u, 155345u, 153920u, 152521u, 151147u,
    149797u, 148471u, 147169u, 145889u, 144632u, 143396u, 142180u, 140986u,
    139811u, 138655u, 137519u, 136401u, 135301u, 134218u, 133153u, 132105u,
    131072u, 130056u, 129056u, 128071u, 127101u, 126145u, 125204u, 124276u,
    123362u, 122462u, 121575u, 120700u, 119838u, 118988u, 118150u, 117324u,
    116509u, 115705u, 114913u, 114131u, 113360u, 112599u, 111849u, 111108u,
    110377u, 109656u, 108943u, 108241u, 107547u, 106862u, 106185u, 105518u,
    104858u, 104207u, 103564u, 102928u, 102301u, 101681u, 101068u, 100463u,
    99865u, 99274u, 98690u, 98113u, 97542u, 96979u, 96421u, 95870u,
    95326u, 94787u, 94255u, 93728u, 93207u, 92692u, 92183u, 91679u,
    91181u, 90688u, 90201u, 89718u, 89241u, 88769u, 88302u, 87839u,
    87382u, 86929u, 86481u, 86038u, 85599u, 85164u, 84734u, 84308u,
    83887u, 83469u, 83056u, 82647u, 82242u, 81841u, 81443u, 81050u,
    80660u, 80274u, 79892u, 79513u, 79138u, 78767u, 78399u, 78034u,
    77673u, 77315u, 76960u, 76609u, 76261u, 75916u, 75574u, 75235u,
    74899u, 74566u, 74236u, 73909u, 73585u, 73263u, 72945u, 72629u,
    72316u, 72006u, 71698u, 71393u, 71090u, 70790u, 70493u, 70198u,
    69906u, 69616u, 69328u, 69043u, 68760u, 68479u, 68201u, 67924u,
    67651u, 67379u, 67109u, 66842u, 66577u, 66314u, 66053u, 65794u,
};

static inline unsigned char unpremultiplied(unsigned int c, unsigned int a) {
    return (unsigned char)(((uint64_t)(c * 255 + a / 2) * reciprocal24[a]) >> 24);
}

/// Cairo's ARGB32 (native-endian premultiplied words) to straight RGBA, as Cairo's own PNG writer
/// un-premultiplies: c = (c · 255 + a / 2) / a, and all zero where a is 0. Where a is 255 that
/// formula gives c back, so opaque pixels (most of a UI image, with the clear ones) are only
/// reordered; four clear or four opaque pixels in a row are taken at once.
void rs_png_unpremultiply_row(const unsigned char *src, unsigned char *dst, uint32_t width) {
    const unsigned int *words = (const unsigned int *)src;
    png_uint_32 x = 0;
    while (x < width) {
        if (width - x >= 4) {
            uint64_t low, high;
            memcpy(&low, words + x, 8);
            memcpy(&high, words + x + 2, 8);
            if ((low | high) == 0) {
                memset(dst + (size_t)x * 4, 0, 16);
                x += 4;
                continue;
            }
            const uint64_t opaque = 0xff000000ff000000ull;
            if ((low & high & opaque) == opaque) {
                for (int i = 0; i < 4; i++, x++) {
                    unsigned int p = words[x];
                    unsigned char *o = dst + (size_t)x * 4;
                    o[0] = (unsigned char)(p >> 16); o[1] = (unsigned char)(p >> 8); o[2] = (unsigned char)p; o[3] = 255;
                }
                continue;
            }
        }
        unsigned int p = words[x], a = p >> 24;
        unsigned char *o = dst + (size_t)x * 4;
        o[0] = unpremultiplied((p >> 16) & 0xff, a);
        o[1] = unpremultiplied((p >> 8) & 0xff, a);
        o[2] = unpremultiplied(p & 0xff, a);
        o[3] = (unsigned char)a;
        x++;
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
