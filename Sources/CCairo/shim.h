// The C APIs render-spec draws with: Cairo (image, SVG, PDF, FreeType font faces),
// fontconfig, FreeType, HarfBuzz and Pango; glibc's malloc statistics, for leak tests. Nothing but
// includes lives here.
// Cairo's headers by their folder: it is linked from its static archive, not through pkg-config.
#include <cairo/cairo.h>
#include <cairo/cairo-ft.h>
#include <cairo/cairo-svg.h>
#include <cairo/cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
#include FT_ADVANCES_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
#include <pango/pango.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <pango/pangoft2.h>
#include <malloc.h>
