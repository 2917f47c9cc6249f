// Pango and what it brings, loaded beside the program's start instead of before it.
//
// Pango, PangoFT2, HarfBuzz, GObject and GLib bring 20 of the 28 shared libraries a render loads
// (GIO and its libmount, libselinux and libblkid, libffi, PCRE2, FriBidi, libthai, graphite2, …),
// and the dynamic loader maps, relocates and initializes every library an executable names before
// `main`, on one core, while the other idles (docs/startup.md has the figure). The release
// build (scripts/release-build.sh) takes these five off the executable's list of needed libraries,
// and render-spec loads them with dlopen(RTLD_GLOBAL) on a thread of its own while the main thread
// parses the command line (RenderSpecCLI's EarlyLoad), or on first use (always, with
// RENDER_SPEC_STARTUP=plain).
//
// Calls into them are bound lazily, through the executable's PLT (it is not linked with `-z now`),
// and a lazy binding looks in the global scope, which RTLD_GLOBAL extends: a call made after the
// load finds its function as if the library had been loaded from the start. A call made before it
// would end the process ("symbol lookup error"), so every way into these libraries takes the token
// that only Startup's TextLibraries.require() makes, after asking rs_text_libraries_ready, which
// returns at once when the load is done, waits while another thread is in it, and loads on the
// calling thread when none has begun. The release build also refuses a binary that takes the
// address of one of their functions or data (a relocation bound at start, not at the call). In
// builds that link the libraries the ordinary way (debug builds, the tests, `swift build`, macOS)
// their functions are found at once and nothing is loaded.

#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "rs_text_libraries.h"
#include <stddef.h>
#if defined(__linux__)
#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
#endif

// Dependencies before what needs them, the last needing all the others (load() opens it first);
// scripts/release-build.sh reads this list.
static const char *const rs_text_libraries[] = {
    "libglib-2.0.so.0", "libgobject-2.0.so.0", "libharfbuzz.so.0", "libpango-1.0.so.0",
    "libpangoft2-1.0.so.0", NULL,
};

const char *rs_text_library(int index) {
    int count = (int)(sizeof rs_text_libraries / sizeof *rs_text_libraries) - 1;
    return index >= 0 && index < count ? rs_text_libraries[index] : NULL;
}

#if defined(__linux__)
static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure;

// The process must not end while a thread is inside the load: GLib's and GObject's constructors
// run inside dlopen, and `exit` on another thread runs the process's exit handlers and destructors
// beside them (a run that refused its spec ended, about once in several thousand, with GObject
// registering its fundamental types a second time and aborting). So the exit waits for a load that
// has begun, and a load asked for after the exit began never happens: its thread stays asleep
// until the process is gone.
static pthread_mutex_t exit_lock = PTHREAD_MUTEX_INITIALIZER;
static int exiting;
static const char exiting_failure[] = "the process is exiting";

static void load(void) {
    pthread_mutex_lock(&exit_lock);
    int late = exiting;
    pthread_mutex_unlock(&exit_lock);
    if (late) {
        failure = exiting_failure;
        return;
    }
    // Linked the ordinary way: already there (a library of another name would not be found by
    // the names above, and need not be).
    if (dlsym(RTLD_DEFAULT, "pango_ft2_font_map_new") && dlsym(RTLD_DEFAULT, "hb_shape")) return;
    // RTLD_LAZY: their own imports are bound at their first call, as at a normal start.
    // RTLD_NODELETE: never unloaded (nothing here unloads them), so binding a call to them records
    // no dependency, which takes the loader's lock and would wait for any dlopen another thread is in.
    // RTLD_GLOBAL puts a library and everything it needs in the global scope, so the last of the
    // list, which needs the others, is opened first: one dlopen maps the loader's cache of library
    // paths once, where a dlopen for each library mapped it five times. Each of the others is then
    // found among the loaded ones (RTLD_NOLOAD), or opened if it somehow is not.
    const int flags = RTLD_LAZY | RTLD_GLOBAL | RTLD_NODELETE;
    int count = 0;
    while (rs_text_libraries[count]) count++;
    for (int i = count - 1; i >= 0; i--) {
        const char *name = rs_text_libraries[i];
        if (i < count - 1 && dlopen(name, flags | RTLD_NOLOAD)) continue;
        if (!dlopen(name, flags)) {
            const char *message = dlerror();
            failure = message ? message : name;
            return;
        }
    }
}

const char *rs_text_libraries_ready(void) {
    pthread_once(&once, load);
    if (failure == exiting_failure) {
        for (;;) pause();
    }
    return failure;
}

// Run by `exit` (and a return from `main`), before the loader's own teardown: returns at once when
// the load is done, waits while another thread is in it, and otherwise completes the once with
// nothing loaded, so no thread starts it later.
static void settle_before_exit(void) {
    pthread_mutex_lock(&exit_lock);
    exiting = 1;
    pthread_mutex_unlock(&exit_lock);
    pthread_once(&once, load);
}

__attribute__((constructor)) static void settle_the_load_at_exit(void) {
    atexit(settle_before_exit);
}
#else
const char *rs_text_libraries_ready(void) { return NULL; }
#endif
