import CRenderLibs

/// Owns a Pango font map (cairo + fontconfig) whose fontconfig configuration is one chain's.
package final class ChainFontMap {
    let pointer: UnsafeMutablePointer<PangoFontMap>
    private let config: FontconfigConfig
    /// The family names to ask Pango for, in chain order.
    package let families: [String]

    init(config: FontconfigConfig, families: [String]) throws(FontChainError) {
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .unreadable(path: "", reason: "Pango has no FreeType font map")
        }
        pointer = map
        self.config = config
        self.families = families
        // A PangoCairoFcFontMap is a PangoFcFontMap; GObject casts are plain pointer casts in C.
        pango_fc_font_map_set_config(OpaquePointer(map), config.pointer)
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
    }

    deinit {
        // Under the glyph cache's lock: freeing the map frees its fonts' Cairo scaled fonts.
        GlyphCacheLock.withLock {
            // The map's cached fontsets hold its fonts and the fonts hold the map: clearing the cache
            // breaks that cycle, so the unref below really frees the map.
            pango_fc_font_map_cache_clear(OpaquePointer(pointer))
            // Pango up to 1.50 never drops the reference set_config took (its finalize forgets the
            // config), so each chain's FcConfig, with every face's charset, outlived the map. Handing
            // the map the shared empty configuration makes Pango release ours now; a Pango that does
            // release in finalize then releases the placeholder, which `FontconfigConfig.placeholder`
            // keeps alive for the whole process, so neither version frees anything twice.
            if let placeholder = FontconfigConfig.placeholder {
                pango_fc_font_map_set_config(OpaquePointer(pointer), placeholder.pointer)
            }
            g_object_unref(pointer)
        }
    }
}
