// The argument vector for Swift's CommandLine, without a scan of /proc/self/maps at every start.
//
// On Linux the Swift runtime finds argv with a static initializer (CommandLine.cpp's ArgvGrabber)
// that reads /proc/self/maps line by line to find the stack, then walks back from `environ`: a cost
// at every run, growing with the libraries mapped (docs/startup.md has the figure). glibc hands
// argc and argv to every initializer in the program's .init_array, so a function there keeps them,
// and this file defines the runtime's entry point that CommandLine asks
// (`_swift_stdlib_getUnsafeArgvArgc`). With the runtime linked statically
// (scripts/release-build.sh), the linker then has no reason to take CommandLine.cpp's object from
// libswiftCore.a, and its initializer is not in the program. With a shared runtime (debug builds,
// the tests) the runtime answers from its own copy and this one is unused. Elsewhere than glibc the
// vector is read from /proc/self/cmdline, as the runtime does on Cygwin.
//
// It redefines a Swift runtime symbol: check its name, calling convention and contract against the
// runtime's CommandLine.cpp at every Swift release (docs/startup.md).

#include "rs_command_line.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char **saved_argv;
static int saved_argc;

#if defined(__linux__) && defined(__GLIBC__)
static void keep_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    saved_argc = argc;
    saved_argv = argv;
}

// Before any initializer of the Swift runtime: this object is linked ahead of libswiftCore's.
__attribute__((section(".init_array"), used)) static void (*const keep_arguments_entry)(int, char **, char **) = keep_arguments;
#endif

char **rs_command_line(int *count) {
    *count = saved_argv ? saved_argc : 0;
    return saved_argv;
}

#if defined(__linux__)
/// /proc/self/cmdline's NUL-separated arguments as a NULL-terminated vector, allocated once.
static char **read_proc_cmdline(int *count) {
    static char *empty[] = {NULL};
    *count = 0;
    FILE *file = fopen("/proc/self/cmdline", "rb");
    if (!file) return empty;
    size_t size = 0, capacity = 4096;
    char *text = malloc(capacity);
    for (size_t n; text && (n = fread(text + size, 1, capacity - size, file)) > 0;) {
        size += n;
        if (size == capacity) {
            char *grown = realloc(text, capacity * 2);
            if (!grown) { free(text); text = NULL; break; }
            text = grown;
            capacity *= 2;
        }
    }
    fclose(file);
    if (!text) return empty;
    int argc = 0;
    for (size_t i = 0; i < size; i++) if (text[i] == 0) argc++;
    char **argv = calloc((size_t)argc + 1, sizeof *argv);
    if (!argv) { free(text); return empty; }
    for (size_t i = 0, start = 0, k = 0; i < size; i++) {
        if (text[i] == 0) { argv[k++] = text + start; start = i + 1; }
    }
    *count = argc;
    return argv;
}

/// The Swift runtime's question for CommandLine.arguments (declared by the runtime's own command
/// line support, swift calling convention): the vector and its count, which the caller does not own.
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    if (saved_argv) {
        *outArgLen = saved_argc;
        return saved_argv;
    }
    static char **read;
    static int readCount;
    if (!read) read = read_proc_cmdline(&readCount);
    *outArgLen = readCount;
    return read;
}
#endif
