import CCairo
import RenderSupport
import Startup

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
    /// (`smcp`, `-liga`). Ligatures and contextual alternates are turned off (BitmapCellFeatures): a
    /// bitmap font has a cell per character, holding the glyph the character shapes to alone with
    /// the same features, so a pair the shaper would merge or swap has no kerning to give.
    package init?(file: String, index: Int, variations: String, features: [String], loaded: TextLibrariesLoaded) {
        guard let blob = hb_blob_create_from_file_or_fail(file) else { return nil }
        self.blob = blob
        face = hb_face_create(blob, UInt32(index))
        font = hb_font_create(face)
        buffer = hb_buffer_create()
        unitsPerEm = Double(hb_face_get_upem(face))
        self.features = []
        for setting in features + BitmapCellFeatures.turnedOff {
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
        hb_ot_layout_has_positioning(face) != 0 || hasTable("kern") || hasTable("kerx")
    }

    /// The glyphs a pair-sensitive GPOS lookup can move, as HarfBuzz collects them (coverage,
    /// classes and context of every lookup of the features below, for any script and language):
    /// a pair whose first glyph is outside it shapes as its two glyphs alone, so has no kerning.
    /// `kern` and the other positioning features HarfBuzz turns on for horizontal text (`dist`,
    /// `curs`, `mark`, `mkmk`, `abvm`, `blwm`), and those `features` turns on.
    ///
    /// Nil when the face positions pairs by tables this cannot scope (a legacy `kern` table without
    /// GPOS kerning, or AAT's `kerx`): every pair must then be shaped.
    package func kernedGlyphs(features: [String]) -> Set<UInt32>? {
        if hasTable("kerx") { return nil }
        let gpos = Self.tag("GPOS")
        var tags = ["kern", "dist", "curs", "mark", "mkmk", "abvm", "blwm"].map(Self.tag)
        for setting in features {
            var feature = hb_feature_t()
            if hb_feature_from_string(setting, -1, &feature) != 0, feature.value != 0 { tags.append(feature.tag) }
        }
        let lookups = hb_set_create(), glyphs = hb_set_create()
        defer { hb_set_destroy(lookups); hb_set_destroy(glyphs) }
        (tags + [0]).withUnsafeBufferPointer { hb_ot_layout_collect_lookups(face, gpos, nil, nil, $0.baseAddress, lookups) }
        if hb_set_is_empty(lookups) != 0 {
            // No GPOS kerning: HarfBuzz kerns from a legacy `kern` table if there is one.
            return hasTable("kern") ? nil : []
        }
        var lookup = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start before the first
        while hb_set_next(lookups, &lookup) != 0 {
            hb_ot_layout_lookup_collect_glyphs(face, gpos, lookup, glyphs, glyphs, glyphs, nil)
        }
        var result = Set<UInt32>()
        var glyph = hb_codepoint_t.max
        while hb_set_next(glyphs, &glyph) != 0 { result.insert(glyph) }
        return result
    }

    /// The glyph `character` shapes to alone, if one.
    package func glyph(_ character: Unicode.Scalar) -> UInt32? { single(character)?.glyph }

    /// GDEF's class of the glyph (0 unclassified, 1 base, 2 ligature, 3 mark, 4 component): a lookup
    /// that skips marks or bases treats two glyphs of different classes differently.
    package func glyphClass(_ glyph: UInt32) -> Int { Int(hb_ot_layout_get_glyph_class(face, glyph).rawValue) }

    private func hasTable(_ name: String) -> Bool {
        let table = hb_face_reference_table(face, Self.tag(name))
        defer { hb_blob_destroy(table) }
        return hb_blob_get_length(table) > 0
    }

    private static func tag(_ name: String) -> hb_tag_t { hb_tag_from_string(name, Int32(name.utf8.count)) }

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
