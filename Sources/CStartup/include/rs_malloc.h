// glibc's allocator settings (mallopt), which Swift's Glibc module leaves out: see
// Sources/Startup/FreedMemoryReuse.swift. Elsewhere (macOS) there is nothing to set.
#ifndef RS_MALLOC_H
#define RS_MALLOC_H
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif

#endif
