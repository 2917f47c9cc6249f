import CCairo

/// Owns a FreeType library and one face of a font file, opened to look glyphs up by name and to read
/// their advances (for `glyphs` overrides, which replace glyphs after Pango has shaped the text),
/// and a colour glyph's layers (ColorGlyphPainter).
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

    /// The face has colour glyphs (a CBDT, sbix or COLR table).
    var hasColor: Bool { face!.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 }

    /// The pixels an em of each bitmap strike, in FreeType's order (a colour font's pictures).
    var strikes: [Int] {
        guard let face, face.pointee.num_fixed_sizes > 0, let sizes = face.pointee.available_sizes else { return [] }
        return (0..<Int(face.pointee.num_fixed_sizes)).map { Int(sizes[$0].y_ppem >> 6) }
    }

    /// Loads a glyph of one strike in colour, as Cairo does to draw it, decoding its picture: the
    /// FreeType error, or nil when it loads.
    func loadColorGlyph(_ glyph: UInt32, strike: Int) -> Int32? {
        guard let face else { return -1 }
        let selected = FT_Select_Size(face, FT_Int(strike))
        guard selected == 0 else { return selected }
        let error = FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_COLOR))
        return error == 0 ? nil : error
    }

    /// The glyph called `name` in the font's glyph names (post table or CFF); nil when there is none.
    /// FreeType answers 0 for an unknown name, and also for `.notdef`, which is never what a spec means.
    func glyph(named name: String) -> UInt32? {
        guard face!.pointee.face_flags & FT_Long(FT_FACE_FLAG_GLYPH_NAMES) != 0 else { return nil }
        let id = FT_Get_Name_Index(face!, name)
        return id == 0 ? nil : UInt32(id)
    }

    /// A COLR (version 0) glyph's layers, bottom first: each an outline glyph and its colour from
    /// the font's first palette (CPAL), nil for the text's own colour (palette index 0xFFFF).
    /// Empty for a glyph that has no layers.
    func colorLayers(of glyph: UInt32) -> [ColorLayer] {
        guard let face else { return [] }
        var palette: UnsafeMutablePointer<FT_Color>?
        var data = FT_Palette_Data()
        let entries = FT_Palette_Data_Get(face, &data) == 0 && FT_Palette_Select(face, 0, &palette) == 0 ? Int(data.num_palette_entries) : 0
        var iterator = FT_LayerIterator(num_layers: 0, layer: 0, p: nil)
        var layerGlyph: FT_UInt = 0, colorIndex: FT_UInt = 0
        var out: [ColorLayer] = []
        // A hostile font may claim any number of layers: a glyph of more than this is drawn as far as it goes.
        while out.count < ColorLayer.limit, FT_Get_Color_Glyph_Layer(face, FT_UInt(glyph), &layerGlyph, &colorIndex, &iterator) != 0 {
            var color: ColorLayer.RGBA8?
            if colorIndex != 0xFFFF, let palette, Int(colorIndex) < entries {
                let c = palette[Int(colorIndex)]
                color = ColorLayer.RGBA8(r: c.red, g: c.green, b: c.blue, a: c.alpha)
            } else if colorIndex != 0xFFFF {
                // An index past the palette: drawn in the text's colour, as the spec asks of a renderer.
                color = nil
            }
            out.append(ColorLayer(glyph: UInt32(layerGlyph), color: color))
        }
        return out
    }

    /// The unhinted advance of a glyph, in ems (the default instance of a variable font).
    func advance(of glyph: UInt32) -> Double {
        var units: FT_Fixed = 0
        guard FT_Get_Advance(face!, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING), &units) == 0 else { return 0 }
        return Double(units) / Double(face!.pointee.units_per_EM)
    }
}

/// One layer of a COLR glyph: an outline glyph filled in one colour.
struct ColorLayer: Equatable {
    struct RGBA8: Equatable { var r: UInt8, g: UInt8, b: UInt8, a: UInt8 }
    /// The most layers a glyph is drawn with (Twemoji's busiest has some 60).
    static let limit = 1024
    var glyph: UInt32
    /// Nil: the text's own colour.
    var color: RGBA8?
}
