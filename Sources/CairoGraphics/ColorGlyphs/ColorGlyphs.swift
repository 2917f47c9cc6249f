import CCairo

/// Which glyphs of a face carry their own colours, as HarfBuzz reads the font's colour tables:
/// a picture (CBDT/CBLC or sbix: PNG strikes) or layers of outlines in palette colours (COLR
/// version 0 with CPAL). Such a glyph is drawn in its colours (ColorGlyphPainter) and its
/// silhouette takes the stroke and the shadow (ColorGlyphSilhouettes); the text's fill does not
/// tint it. COLR version 1 (gradients and transforms in a paint graph) is only recognised:
/// Debian 12's Cairo 1.16 and HarfBuzz 6.0 cannot paint it (docs/spec.md, Colour glyphs), so such
/// a glyph is drawn from its plain outline and named in a warning.
struct ColorGlyphs {
    private let font: OpaquePointer
    private let face: OpaquePointer
    private let pictures: Bool
    private let layers: Bool
    private let paints: PaintedGlyphs?

    /// Nil for a face with no colour glyphs, the usual case, answered from three table lookups.
    init?(font: OpaquePointer?) {
        guard let font, let face = hb_font_get_face(font) else { return nil }
        pictures = hb_ot_color_has_png(face) != 0
        layers = hb_ot_color_has_layers(face) != 0
        paints = PaintedGlyphs(face: face)
        guard pictures || layers || paints != nil else { return nil }
        self.font = font
        self.face = face
    }

    /// A glyph that has only a COLR version 1 paint, which nothing here can draw.
    func isUnpainted(_ glyph: UInt32) -> Bool {
        guard let paints, paints.contains(glyph) else { return false }
        return !isColor(glyph)
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

/// The glyphs of a COLR version 1 table's BaseGlyphList (glyph ids, sorted, as the table keeps them).
private struct PaintedGlyphs {
    private let ids: [UInt16]

    init?(face: OpaquePointer) {
        guard let blob = hb_face_reference_table(face, hb_tag_t(0x434F_4C52)) else { return nil }  // 'COLR'
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length) else { return nil }
        let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
        func u16(_ at: Int) -> Int? { at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? { guard let hi = u16(at), let lo = u16(at + 2) else { return nil }; return hi << 16 | lo }
        // Version 1 adds a BaseGlyphList offset after version 0's fourteen bytes of header.
        guard let version = u16(0), version >= 1, let list = u32(14), list > 0, let count = u32(list) else { return nil }
        // Six bytes a record (glyph id, paint offset): a count past the table's end is cut to it.
        let records = min(count, max(0, (bytes.count - list - 4) / 6))
        var ids: [UInt16] = []
        ids.reserveCapacity(records)
        for i in 0..<records { if let id = u16(list + 4 + 6 * i) { ids.append(UInt16(id)) } }
        guard !ids.isEmpty else { return nil }
        self.ids = ids.sorted()
    }

    func contains(_ glyph: UInt32) -> Bool {
        guard glyph <= UInt32(UInt16.max) else { return false }
        let id = UInt16(glyph)
        var low = 0, high = ids.count
        while low < high {
            let mid = (low + high) / 2
            if ids[mid] < id { low = mid + 1 } else { high = mid }
        }
        return low < ids.count && ids[low] == id
    }
}
