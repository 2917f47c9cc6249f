#ifndef RS_TEXT_LIBRARIES_H
#define RS_TEXT_LIBRARIES_H

/// Makes sure Pango, PangoFT2, HarfBuzz, GObject and GLib are loaded before the caller uses them,
/// loading them now if no other thread has (text_libraries.c says why they may not be yet). Returns
/// NULL when they are, or the dynamic loader's message when one could not be loaded. Cheap once done.
/// Once the process has begun to exit, a thread that asks for them (and does not have them) sleeps
/// until the process is gone: the exit waits for a load in progress and forbids a new one.
const char *rs_text_libraries_ready(void);

/// The soname of the index-th shared library rs_text_libraries_ready loads, or NULL past the last.
const char *rs_text_library(int index);

#endif
