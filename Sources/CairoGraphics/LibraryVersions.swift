import CCairo
import Startup

/// The versions of the C libraries this process draws with, as the libraries report them at run
/// time (not the headers it was compiled against): a golden rendered by another Cairo or FreeType
/// can differ by a few pixels, and `render-spec check` says so when it does.
package enum LibraryVersions {
    package static var cairo: String { String(cString: cairo_version_string()) }
    /// Pango's and HarfBuzz's, read in one function: two getters of the same shape would be merged
    /// by the optimizer into one that takes the library function's address, which the release
    /// build's deferred loading of these libraries cannot have (scripts/release-build.sh checks).
    package static func textStack(_ loaded: TextLibrariesLoaded) -> (pango: String, harfbuzz: String) {
        return (String(cString: pango_version_string()), String(cString: hb_version_string()))
    }

    /// FreeType reports its version only through a library instance, so one is made and freed.
    package static var freetype: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// fontconfig's integer version (21401) as "2.14.1".
    package static var fontconfig: String {
        let v = Int(FcGetVersion())
        return "\(v / 10000).\(v / 100 % 100).\(v % 100)"
    }
}
