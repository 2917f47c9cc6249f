// What the two deflate writers (deflate_writer.c, segmented_deflate.c) both ask of igzip's levels:
// a header of its own, so that neither writer includes the other's.
#ifndef RENDER_SPEC_IGZIP_LEVEL_H
#define RENDER_SPEC_IGZIP_LEVEL_H

#include <stdint.h>

/// The bytes of igzip's level buffer (hash tables and tokens) at `level` 0–3; 0 for level 0.
uint32_t rs_igzip_level_buffer_size(int level);

#endif
