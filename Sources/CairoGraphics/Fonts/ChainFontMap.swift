import CCairo
import Startup

/// Owns a Pango font map (FreeType + fontconfig) whose fontconfig configuration is one chain's.
///
/// PangoFT2's map, not PangoCairo's: layout measures glyphs with FreeType (hinting off, as the
/// substitute below asks), not through Cairo's scaled fonts, so it stays out of Cairo's
/// process-wide glyph cache (GlyphCacheLock) and jobs lay text out at the same time. The glyph
/// positions come from HarfBuzz either way; every golden and Example renders the same bytes as
/// with PangoCairo's map. It also leaves libpangocairo out of the process.
package final class ChainFontMap {
    let pointer: UnsafeMutablePointer<PangoFontMap>
    private let config: FontconfigConfig
    /// The family names to ask Pango for, in chain order.
    package let families: [String]
    /// A map exists only once the text libraries are loaded: what lays text out in it needs no more.
    let loaded: TextLibrariesLoaded

    init(config: FontconfigConfig, families: [String], loaded: TextLibrariesLoaded) throws(FontChainError) {
        self.loaded = loaded
        guard let map = pango_ft2_font_map_new() else {
            throw .unreadable(path: "", reason: "Pango has no FreeType font map")
        }
        pointer = map
        self.config = config
        self.families = families
        // A PangoFT2FontMap is a PangoFcFontMap; GObject casts are plain pointer casts in C.
        pango_fc_font_map_set_config(OpaquePointer(map), config.pointer)
        // One user unit a point, so the layout is the same at every output scale.
        pango_ft2_font_map_set_resolution(OpaquePointer(map), 72, 72)
        // Unhinted outlines for the glyphs' ink extents, whatever a font's own settings say.
        pango_fc_font_map_set_default_substitute(OpaquePointer(map), { pattern, _ in
            FcPatternDel(pattern, FC_HINTING)
            FcPatternAddBool(pattern, FC_HINTING, 0)
            FcPatternDel(pattern, FC_HINT_STYLE)
            FcPatternAddInteger(pattern, FC_HINT_STYLE, FC_HINT_NONE)
            FcPatternDel(pattern, FC_ANTIALIAS)
            FcPatternAddBool(pattern, FC_ANTIALIAS, 1)
        }, nil, nil)
    }

    deinit {
        // Freed later: Pango's own threads may still be sorting this map's patterns
        // (RetiredFontMaps says why).
        let map = pointer, config = config
        RetiredFontMaps.retire {
            _ = config
            // The map's cached fontsets hold its fonts and the fonts hold the map: clearing the
            // cache breaks that cycle, so the unref below really frees the map.
            pango_fc_font_map_cache_clear(OpaquePointer(map))
            // Pango up to 1.50 never drops the reference set_config took (its finalize forgets the
            // config), so each chain's FcConfig, with every face's charset, outlived the map.
            // Handing the map the shared empty configuration makes Pango release ours now; a Pango
            // that does release in finalize then releases the placeholder, which
            // `FontconfigConfig.placeholder` keeps alive for the whole process, so neither version
            // frees anything twice.
            if let placeholder = FontconfigConfig.placeholder {
                pango_fc_font_map_set_config(OpaquePointer(map), placeholder.pointer)
            }
            g_object_unref(map)
        }
    }
}
