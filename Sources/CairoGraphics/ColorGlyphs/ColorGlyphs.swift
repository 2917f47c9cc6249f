import CCairo

/// Which glyphs of a face carry their own colours, as HarfBuzz reads the font's colour tables:
/// a picture (CBDT/CBLC or sbix: PNG strikes) or layers of outlines in palette colours (COLR
/// version 0 with CPAL). Such a glyph is drawn in its colours (ColorGlyphPainter) and its
/// silhouette takes the stroke and the shadow (ColorGlyphSilhouettes); the text's fill does not
/// tint it. COLR version 1 (gradients and transforms in a paint graph) is not read: Debian 12's
/// Cairo 1.16 and HarfBuzz 6.0 cannot paint it (docs/spec.md, Colour glyphs).
struct ColorGlyphs {
    private let font: OpaquePointer
    private let face: OpaquePointer
    private let pictures: Bool
    private let layers: Bool

    /// Nil for a face with no colour glyphs, the usual case, answered from two table lookups.
    init?(font: OpaquePointer?) {
        guard let font, let face = hb_font_get_face(font) else { return nil }
        pictures = hb_ot_color_has_png(face) != 0
        layers = hb_ot_color_has_layers(face) != 0
        guard pictures || layers else { return nil }
        self.font = font
        self.face = face
    }

    func isColor(_ glyph: UInt32) -> Bool {
        if layers, hb_ot_color_glyph_get_layers(face, glyph, 0, nil, nil) > 0 { return true }
        if pictures, let blob = hb_ot_color_glyph_reference_png(font, glyph) {
            defer { hb_blob_destroy(blob) }
            return hb_blob_get_length(blob) > 0
        }
        return false
    }
}
