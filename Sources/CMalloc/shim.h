// glibc's allocator settings (mallopt), which Swift's Glibc module leaves out: see
// Sources/RenderSupport/FreedMemoryReuse.swift. Elsewhere (macOS) there is nothing to set.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
