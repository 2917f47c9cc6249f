import CRenderLibs

/// Owns a Pango font map (cairo + fontconfig) whose fontconfig configuration is one chain's.
public final class ChainFontMap {
    let pointer: UnsafeMutablePointer<PangoFontMap>
    private let config: FontconfigConfig
    /// The family names to ask Pango for, in chain order.
    public let families: [String]

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
        // The map's cached fontsets hold its fonts and the fonts hold the map: clearing the cache
        // breaks that cycle, so the unref below really frees the map and, with it, its FcConfig.
        pango_fc_font_map_cache_clear(OpaquePointer(pointer))
        g_object_unref(pointer)
    }
}
