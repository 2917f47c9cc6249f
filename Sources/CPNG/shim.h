// libpng, for reading and writing PNGs exactly as RGBA8 (no premultiplication).
#include <png.h>
#include "rgba_reader.h"
#include "rgba_writer.h"
