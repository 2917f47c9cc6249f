import CCairo

/// Owns a FreeType library and one face of a font file, opened to look glyphs up by name and to read
/// their advances (for `glyphs` overrides, which replace glyphs after Pango has shaped the text).
final class FreeTypeFace {
    private var library: FT_Library?
    private var face: FT_Face?

    init?(file: String, index: Int) {
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        guard FT_New_Face(library, file, FT_Long(index), &face) == 0, face != nil else {
            FT_Done_FreeType(library)
            self.library = nil
            return nil
        }
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    var glyphCount: Int { Int(face!.pointee.num_glyphs) }

    /// The glyph called `name` in the font's glyph names (post table or CFF); nil when there is none.
    /// FreeType answers 0 for an unknown name, and also for `.notdef`, which is never what a spec means.
    func glyph(named name: String) -> UInt32? {
        guard face!.pointee.face_flags & FT_Long(FT_FACE_FLAG_GLYPH_NAMES) != 0 else { return nil }
        let id = FT_Get_Name_Index(face!, name)
        return id == 0 ? nil : UInt32(id)
    }

    /// The unhinted advance of a glyph, in ems (the default instance of a variable font).
    func advance(of glyph: UInt32) -> Double {
        var units: FT_Fixed = 0
        guard FT_Get_Advance(face!, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING), &units) == 0 else { return 0 }
        return Double(units) / Double(face!.pointee.units_per_EM)
    }
}
