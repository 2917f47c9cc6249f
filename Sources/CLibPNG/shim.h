// libpng's headers, for CPNG's C (the Swift side never calls libpng directly).
#include <png.h>
