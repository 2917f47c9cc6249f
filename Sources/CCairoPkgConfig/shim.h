// Cairo by the header name pkg-config's include folder gives (CCairoPkgConfig's module.modulemap).
#include <cairo.h>
