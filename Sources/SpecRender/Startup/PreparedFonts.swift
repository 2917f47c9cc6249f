import CairoGraphics

/// The part of a renderer's font set-up that needs no spec: fontconfig's configuration made
/// current, the pinned fonts listed and their fontconfig caches mapped (FontLibrary). Made ahead
/// by a caller with time to spare (the render command, while EarlyLoad's thread loads the specs)
/// and handed to the SpecRenderer it then makes.
package struct PreparedFonts: Sendable {
    let library: FontLibrary

    package init(pinnedFonts: String? = PinnedFonts.directory) {
        library = FontLibrary(pinnedDirectory: pinnedFonts)
    }
}
