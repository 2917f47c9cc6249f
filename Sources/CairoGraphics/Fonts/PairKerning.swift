import CCairo

/// Owns a HarfBuzz font of one face, to read how far the shaper moves the second of two characters
/// set side by side: the font's own kerning (GPOS `kern`, or the legacy `kern` table), which a
/// bitmap font lists as `kerning` pairs because its engine places each glyph on its own.
package final class PairKerning {
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer
    private let buffer: OpaquePointer
    private var features: [hb_feature_t]
    private var alone: [UInt32: (glyph: UInt32, advance: Int32, offset: Int32)] = [:]
    /// Units per em: positions come back in font units.
    private let unitsPerEm: Double

    /// `variations` as Cairo takes them (`wght=650,wdth=80`), `features` as a spec writes them
    /// (`smcp`, `-liga`). Ligatures and contextual alternates are turned off: a bitmap font has a
    /// cell per character, so a pair the shaper would merge or swap has no kerning to give.
    package init?(file: String, index: Int, variations: String, features: [String]) {
        guard let blob = hb_blob_create_from_file_or_fail(file) else { return nil }
        self.blob = blob
        face = hb_face_create(blob, UInt32(index))
        font = hb_font_create(face)
        buffer = hb_buffer_create()
        unitsPerEm = Double(hb_face_get_upem(face))
        self.features = []
        for setting in features + ["-liga", "-clig", "-dlig", "-calt", "-rlig"] {
            var feature = hb_feature_t()
            if hb_feature_from_string(setting, -1, &feature) != 0 { self.features.append(feature) }
        }
        let axes = variations.split(separator: ",").compactMap { text -> hb_variation_t? in
            var variation = hb_variation_t()
            return hb_variation_from_string(String(text), -1, &variation) != 0 ? variation : nil
        }
        if !axes.isEmpty { axes.withUnsafeBufferPointer { hb_font_set_variations(font, $0.baseAddress, UInt32($0.count)) } }
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// Whether the face positions glyphs at all (GPOS or a `kern` table); without, every pair is 0.
    package var hasKerning: Bool {
        if hb_ot_layout_has_positioning(face) != 0 { return true }
        let tag: hb_tag_t = (UInt32(UInt8(ascii: "k")) << 24) | (UInt32(UInt8(ascii: "e")) << 16)
            | (UInt32(UInt8(ascii: "r")) << 8) | UInt32(UInt8(ascii: "n"))
        let table = hb_face_reference_table(face, tag)
        defer { hb_blob_destroy(table) }
        return hb_blob_get_length(table) > 0
    }

    /// The kerning of `second` after `first`, in ems: where the second glyph lands beyond the
    /// first's own advance. Nil when the pair does not shape to the two glyphs each shapes to alone.
    package func kerning(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Double? {
        guard let a = single(first), let b = single(second) else { return nil }
        let pair = shape([first.value, second.value])
        guard pair.count == 2, pair[0].glyph == a.glyph, pair[1].glyph == b.glyph else { return nil }
        let moved = (pair[0].advance + pair[1].offset) - (a.advance + b.offset)
        return Double(moved) / unitsPerEm
    }

    private func single(_ character: Unicode.Scalar) -> (glyph: UInt32, advance: Int32, offset: Int32)? {
        if let known = alone[character.value] { return known }
        let shaped = shape([character.value])
        guard shaped.count == 1 else { return nil }
        alone[character.value] = shaped[0]
        return shaped[0]
    }

    /// Left to right whatever the script: a bitmap font's engine advances to the right.
    private func shape(_ codepoints: [UInt32]) -> [(glyph: UInt32, advance: Int32, offset: Int32)] {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf32(buffer, codepoints, Int32(codepoints.count), 0, Int32(codepoints.count))
        hb_buffer_guess_segment_properties(buffer)
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        features.withUnsafeBufferPointer { hb_shape(font, buffer, $0.baseAddress, UInt32($0.count)) }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { (infos[$0].codepoint, positions[$0].x_advance, positions[$0].x_offset) }
    }
}
