#ifndef RS_CFF_FOR_CAIRO_H
#define RS_CFF_FOR_CAIRO_H

#include <stddef.h>

/// Checks the CFF table of a font file (HarfBuzz's copy of a face) the way Cairo's CFF subsetter
/// will read it (cff_for_cairo.c says where the two readings part), repairing in place a real
/// number whose end Cairo would miss. Returns NULL when Cairo reads the table as written (or the
/// font has none), else a static reason for refusing the face.
const char *rs_cff_check_for_cairo(unsigned char *font, size_t length);

#endif
