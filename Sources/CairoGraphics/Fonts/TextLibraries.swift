import CTextLibraries
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pango, HarfBuzz, GObject and GLib, which the release build loads after `main` starts, on
/// whichever thread asks first (Sources/CTextLibraries says why and how). Every way into them in
/// this module asks `require()` first: a call into one of them before they are loaded would end the
/// process.
package enum TextLibraries {
    /// Returns once the libraries are loaded, loading them here or waiting for the thread that is.
    /// A library that cannot be loaded ends the process as the dynamic loader ends one whose
    /// library is missing at start: its message and exit status 127.
    @inline(__always)
    package static func require() {
        guard let failure = rs_text_libraries_ready() else { return }
        fail(String(cString: failure))
    }

    private static func fail(_ message: String) -> Never {
        let line = "render-spec: error while loading shared libraries: \(message)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        exit(127)
    }
}
