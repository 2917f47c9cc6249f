import CStartup
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pango, HarfBuzz, GObject and GLib, which the release build loads after `main` starts, on
/// whichever thread asks first (Sources/CStartup/text_libraries.c says why and how). A call into
/// one of them before they are loaded would end the process, so every way into them takes a
/// `TextLibrariesLoaded`, which only `require()` makes.
package enum TextLibraries {
    /// Returns once the libraries are loaded, loading them here or waiting for the thread that is.
    /// A library that cannot be loaded ends the process as the dynamic loader ends one whose
    /// library is missing at start: its message and exit status 127.
    @inline(__always)
    @discardableResult
    package static func require() -> TextLibrariesLoaded {
        guard let failure = rs_text_libraries_ready() else { return TextLibrariesLoaded() }
        fail(String(cString: failure))
    }

    private static func fail(_ message: String) -> Never {
        let line = "render-spec: error while loading shared libraries: \(message)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        exit(127)
    }
}

/// Proof that the text libraries are loaded: the Swift types and functions that call into Pango,
/// HarfBuzz, GObject or GLib (CairoGraphics' ChainFontMap, PangoTextSetter, CursiveScripts,
/// PairKerning, LibraryVersions) take one, and only `TextLibraries.require()` makes one (its
/// initializer is this module's), so code that would call them before the load does not compile.
package struct TextLibrariesLoaded: Sendable {
    fileprivate init() {}
}
