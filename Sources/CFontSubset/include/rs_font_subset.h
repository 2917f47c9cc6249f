#ifndef RS_FONT_SUBSET_H
#define RS_FONT_SUBSET_H

#include <stddef.h>

/// One face of a font file re-serialized by HarfBuzz's subsetter (font_subset.c says what is kept).
typedef struct rs_font_subset rs_font_subset;

/// Reads face `index` of the font file at `path` and writes it again through HarfBuzz's subsetter,
/// which reads every table it rewrites through its sanitizer. Returns NULL with `*error` set to a
/// static message when the file cannot be read, HarfBuzz's subset library cannot be loaded, the
/// subsetter refuses the face, or Cairo would misread the CFF table it wrote; the caller frees a
/// result with rs_font_subset_free.
rs_font_subset *rs_font_subset_make(const char *path, unsigned index, const char **error);

// The same copy of one instance of a variable font: `count` axes (OpenType tags) at `values`, every
// other axis at its default, as a static font. NULL, saying so, for a font without axes.
rs_font_subset *rs_font_subset_make_instance(const char *path, unsigned index, const unsigned *tags,
                                             const float *values, unsigned count, const char **error);

/// The new font file's bytes, owned by the result.
const unsigned char *rs_font_subset_bytes(const rs_font_subset *subset, size_t *length);

void rs_font_subset_free(rs_font_subset *subset);

/// A file in memory holding the bytes (Linux's memfd_create), for a run without a cache folder to
/// keep them in: opened again through /proc/self/fd/<fd>. Returns -1 where there is none.
int rs_font_subset_memory_file(const rs_font_subset *subset);

/// The version of HarfBuzz this was built against: a copy made by another is made again.
const char *rs_font_subset_harfbuzz_version(void);

#endif
