// The C APIs render-spec draws with: Cairo (image, SVG, PDF, FreeType font faces),
// fontconfig, FreeType, HarfBuzz and Pango; the C library's malloc statistics, for leak tests.
// Nothing but includes lives here.
// On Linux Cairo's headers are found by their folder (it is linked from its static archive, not
// through pkg-config); on macOS pkg-config's `cairo` (CCairoPkgConfig) puts that folder itself on
// the include path, so the headers are found by their own names.
#if __has_include(<cairo/cairo.h>)
#include <cairo/cairo.h>
#include <cairo/cairo-ft.h>
#include <cairo/cairo-svg.h>
#include <cairo/cairo-pdf.h>
#else
#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#endif
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
#include FT_ADVANCES_H
#include FT_COLOR_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
#include <pango/pango.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <pango/pangoft2.h>
// glibc's mallinfo2, or the malloc zones' statistics of macOS (HeapUsage).
#if defined(__APPLE__)
#include <malloc/malloc.h>
#else
#include <malloc.h>
#endif
