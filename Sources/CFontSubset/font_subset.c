// A font face re-serialized by HarfBuzz's subsetter before Cairo reads it (docs/threat-model.md).
//
// Cairo's PDF surface embeds fonts through its own TrueType and CFF subsetters, which trust the
// tables' counts and offsets. HarfBuzz's subsetter reads each table it rewrites through its
// sanitizer and refuses a face whose tables do not hold together, so what Cairo is given is tables
// HarfBuzz wrote. Everything that draws is kept: every glyph under its own id, every code point,
// the hinting, every name (legacy Mac names too), the glyph names, .notdef's outline, and every
// table HarfBuzz does not rewrite is copied as it is (colour, bitmaps, variations). The CFF's
// subroutines are inlined, so Cairo's CFF subsetter never follows a subroutine call of the file.
// The layout tables are left out: only the shaper reads them, from the original file. Last, the
// copy's CFF table is read the way Cairo's CFF subsetter reads it (cff_for_cairo.c), which is not
// quite the way HarfBuzz wrote it.
//
// libharfbuzz-subset is opened here with dlopen on the first face, not linked: most runs find
// every face already made in the user cache and never need it, and the release build loads no
// library before `main` that it can load later (Sources/CStartup/text_libraries.c).

#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "rs_font_subset.h"
#include "cff_for_cairo.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#include <hb-subset.h>
#include <hb-ot.h>

#if defined(__APPLE__)
#define RS_SUBSET_LIBRARY "libharfbuzz-subset.0.dylib"
#else
#define RS_SUBSET_LIBRARY "libharfbuzz-subset.so.0"
#endif

#define RS_FUNCTIONS(X) \
    X(hb_blob_create_from_file_or_fail) X(hb_blob_destroy) X(hb_blob_get_data) \
    X(hb_face_create) X(hb_face_destroy) X(hb_face_get_glyph_count) \
    X(hb_face_collect_unicodes) X(hb_face_reference_blob) \
    X(hb_set_clear) X(hb_set_invert) X(hb_set_add) X(hb_set_add_range) \
    X(hb_subset_input_create_or_fail) X(hb_subset_input_destroy) X(hb_subset_input_set) \
    X(hb_subset_input_set_flags) X(hb_subset_or_fail)

static struct {
#define RS_FIELD(name) __typeof__(&name) name;
    RS_FUNCTIONS(RS_FIELD)
#undef RS_FIELD
} hb;

// Instancing a variable font (HarfBuzz 6 and later): looked up apart, so an older HarfBuzz still
// makes the copies; without them a variable font's instance has no static copy.
static __typeof__(&hb_subset_input_pin_axis_location) pin_axis_location;
static __typeof__(&hb_subset_input_pin_axis_to_default) pin_axis_to_default;
static __typeof__(&hb_ot_var_get_axis_infos) get_axis_infos;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *load_failure;

static void load(void) {
    // RTLD_LOCAL: only this file looks its functions up; RTLD_NODELETE: never unloaded.
    void *library = dlopen(RS_SUBSET_LIBRARY, RTLD_LAZY | RTLD_LOCAL | RTLD_NODELETE);
    if (!library) {
        load_failure = "HarfBuzz's subset library (" RS_SUBSET_LIBRARY ") cannot be loaded";
        return;
    }
#define RS_LOOKUP(name) \
    if (!(hb.name = (__typeof__(&name))dlsym(library, #name))) { \
        load_failure = RS_SUBSET_LIBRARY " has no " #name; \
        return; \
    }
    RS_FUNCTIONS(RS_LOOKUP)
#undef RS_LOOKUP
    pin_axis_location = (__typeof__(pin_axis_location))dlsym(library, "hb_subset_input_pin_axis_location");
    pin_axis_to_default = (__typeof__(pin_axis_to_default))dlsym(library, "hb_subset_input_pin_axis_to_default");
    get_axis_infos = (__typeof__(get_axis_infos))dlsym(library, "hb_ot_var_get_axis_infos");
}

// Pins every axis of the face: the given ones where given, the others at their defaults, so the
// copy is a static font of that instance.
static int pin_every_axis(hb_subset_input_t *input, hb_face_t *face, const unsigned *tags, const float *values,
                          unsigned count) {
    if (!pin_axis_location || !pin_axis_to_default || !get_axis_infos) return 0;
    hb_ot_var_axis_info_t axes[64];
    unsigned total = get_axis_infos(face, 0, NULL, NULL);
    unsigned read = total < 64 ? total : 64;
    if (total == 0 || total > 64) return 0;
    get_axis_infos(face, 0, &read, axes);
    for (unsigned a = 0; a < read; a++) {
        int pinned = 0;
        for (unsigned i = 0; i < count && !pinned; i++) {
            if (tags[i] == axes[a].tag) pinned = pin_axis_location(input, face, axes[a].tag, values[i]) ? 1 : -1;
        }
        if (pinned < 0) return 0;
        if (!pinned && !pin_axis_to_default(input, face, axes[a].tag)) return 0;
    }
    return 1;
}

// The bytes are HarfBuzz's, copied: the CFF check may repair one in place.
struct rs_font_subset {
    unsigned char *bytes;
    size_t length;
};

// Every value of the set: what "keep everything" is for sets whose default is a short list.
static void keep_all(hb_set_t *set) {
    hb.hb_set_clear(set);
    hb.hb_set_invert(set);
}

static hb_subset_input_t *everything_of(hb_face_t *face, unsigned glyphs) {
    hb_subset_input_t *input = hb.hb_subset_input_create_or_fail();
    if (!input) return NULL;
    hb.hb_set_add_range(hb.hb_subset_input_set(input, HB_SUBSET_SETS_GLYPH_INDEX), 0, glyphs - 1);
    hb.hb_face_collect_unicodes(face, hb.hb_subset_input_set(input, HB_SUBSET_SETS_UNICODE));
    keep_all(hb.hb_subset_input_set(input, HB_SUBSET_SETS_NAME_ID));
    keep_all(hb.hb_subset_input_set(input, HB_SUBSET_SETS_NAME_LANG_ID));
    hb_set_t *dropped = hb.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
    hb.hb_set_clear(dropped);
    static const char *const layout[] = {
        "GSUB", "GPOS", "GDEF", "BASE", "JSTF", "MATH", "kern", "kerx", "morx", "mort", "feat", "trak",
        "ankr", "just", "prop", "Silf", "Glat", "Gloc", "Sill", "Feat",
    };
    for (size_t i = 0; i < sizeof layout / sizeof *layout; i++) {
        hb.hb_set_add(dropped, HB_TAG(layout[i][0], layout[i][1], layout[i][2], layout[i][3]));
    }
    hb.hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_RETAIN_GIDS | HB_SUBSET_FLAGS_NAME_LEGACY
                                 | HB_SUBSET_FLAGS_GLYPH_NAMES | HB_SUBSET_FLAGS_NOTDEF_OUTLINE
                                 | HB_SUBSET_FLAGS_NO_PRUNE_UNICODE_RANGES | HB_SUBSET_FLAGS_DESUBROUTINIZE
                                 | HB_SUBSET_FLAGS_PASSTHROUGH_UNRECOGNIZED);
    return input;
}

static rs_font_subset *make(const char *path, unsigned index, int pin, const unsigned *tags, const float *values,
                            unsigned count, const char **error);

rs_font_subset *rs_font_subset_make(const char *path, unsigned index, const char **error) {
    return make(path, index, 0, NULL, NULL, 0, error);
}

rs_font_subset *rs_font_subset_make_instance(const char *path, unsigned index, const unsigned *tags,
                                             const float *values, unsigned count, const char **error) {
    return make(path, index, 1, tags, values, count, error);
}

static rs_font_subset *make(const char *path, unsigned index, int pin, const unsigned *tags, const float *values,
                            unsigned count, const char **error) {
    pthread_once(&once, load);
    if (load_failure) {
        *error = load_failure;
        return NULL;
    }
    hb_blob_t *source = hb.hb_blob_create_from_file_or_fail(path);
    if (!source) {
        *error = "HarfBuzz cannot read the file";
        return NULL;
    }
    hb_face_t *face = hb.hb_face_create(source, index);
    hb.hb_blob_destroy(source);
    if (pin && (!get_axis_infos || get_axis_infos(face, 0, NULL, NULL) == 0)) {
        // Asked before anything is written: a static font has no instance to make.
        hb.hb_face_destroy(face);
        *error = get_axis_infos ? "it is not a variable font" : "this HarfBuzz cannot make instances";
        return NULL;
    }
    unsigned glyphs = hb.hb_face_get_glyph_count(face);
    hb_subset_input_t *input = glyphs ? everything_of(face, glyphs) : NULL;
    if (input && pin && !pin_every_axis(input, face, tags, values, count)) {
        hb.hb_subset_input_destroy(input);
        hb.hb_face_destroy(face);
        *error = "HarfBuzz cannot make a static copy of this instance";
        return NULL;
    }
    hb_face_t *result = input ? hb.hb_subset_or_fail(face, input) : NULL;
    if (input) hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    if (!result) {
        *error = glyphs ? "HarfBuzz's subsetter refuses its tables" : "HarfBuzz finds no glyphs in it";
        return NULL;
    }
    hb_blob_t *blob = hb.hb_face_reference_blob(result);
    hb.hb_face_destroy(result);
    unsigned length = 0;
    if (!blob || !hb.hb_blob_get_data(blob, &length) || length == 0) {
        if (blob) hb.hb_blob_destroy(blob);
        *error = "HarfBuzz's subsetter wrote no font";
        return NULL;
    }
    rs_font_subset *subset = malloc(sizeof *subset);
    unsigned char *bytes = subset ? malloc(length) : NULL;
    if (!bytes) {
        free(subset);
        hb.hb_blob_destroy(blob);
        *error = "out of memory";
        return NULL;
    }
    memcpy(bytes, hb.hb_blob_get_data(blob, NULL), length);
    hb.hb_blob_destroy(blob);
    const char *misread = rs_cff_check_for_cairo(bytes, length);
    if (misread) {
        free(bytes);
        free(subset);
        *error = misread;
        return NULL;
    }
    subset->bytes = bytes;
    subset->length = length;
    return subset;
}

const unsigned char *rs_font_subset_bytes(const rs_font_subset *subset, size_t *length) {
    *length = subset->length;
    return subset->bytes;
}

void rs_font_subset_free(rs_font_subset *subset) {
    if (!subset) return;
    free(subset->bytes);
    free(subset);
}


int rs_font_subset_memory_file(const rs_font_subset *subset) {
#if defined(__linux__)
    size_t length = 0;
    const unsigned char *bytes = rs_font_subset_bytes(subset, &length);
    int fd = memfd_create("render-spec-font", MFD_CLOEXEC);
    if (fd < 0) return -1;
    for (size_t done = 0; done < length;) {
        ssize_t n = write(fd, bytes + done, length - done);
        if (n <= 0) {
            close(fd);
            return -1;
        }
        done += (size_t)n;
    }
    return fd;
#else
    (void)subset;
    return -1;
#endif
}

const char *rs_font_subset_harfbuzz_version(void) { return HB_VERSION_STRING; }
