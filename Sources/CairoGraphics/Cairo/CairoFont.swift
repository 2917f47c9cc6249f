import CCairo

/// Owns a cairo font face made from a font file and face index (through cairo-ft, which opens the
/// file itself), set up for unhinted, unrounded outlines with grey antialiasing so that every
/// scale draws the same shapes.
package final class CairoFont {
    private let face: OpaquePointer
    private let options: OpaquePointer
    package let size: Double
    /// The face as the layout named it (not the safe copy Cairo draws from): colour glyphs are
    /// looked up by it (ColorGlyphPainter).
    let file: String
    let index: Int
    let variations: String
    /// What makes two fonts draw the same outlines, as a number (GlyphOutlines keeps them by it).
    let outlineID: Int

    package convenience init(file: String, index: Int, size: Double, variations: String) throws(GraphicsError) {
        // An untrusted font is drawn from the copy HarfBuzz wrote of it: Cairo's PDF subsetters
        // read the tables of the file they are given (SafeFontCopies).
        let drawn = SafeFontCopies.shared.drawn(file: file, index: index)
        try self.init(file: file, index: index, size: size, variations: variations, drawn: drawn)
    }

    /// A variable font's instance as a static font of its own (StaticInstances), for SVG and PDF;
    /// nil when HarfBuzz cannot make one.
    package convenience init?(staticInstanceOf file: String, index: Int, size: Double, variations: String) {
        // A named instance (its number above the face's 16 bits) is left to the variable font.
        guard index <= 0xFFFF, let copy = StaticInstances.shared.file(path: file, index: index, variations: variations) else { return nil }
        try? self.init(file: file, index: index, size: size, variations: variations, drawn: (copy, 0), pinned: true)
    }

    private init(file: String, index: Int, size: Double, variations: String, drawn: (file: String, index: Int),
                 pinned: Bool = false) throws(GraphicsError) {
        outlineID = GlyphOutlines.fontID(file: file, index: index, size: size, variations: variations)
        guard let pattern = FcPatternCreate() else { throw GraphicsError("out of memory") }
        defer { FcPatternDestroy(pattern) }
        fcAdd(pattern, FC_FILE, drawn.file)
        FcPatternAddInteger(pattern, FC_INDEX, Int32(drawn.index))
        // Cairo reads a pattern without `embeddedbitmap` as "no bitmaps", which leaves a picture
        // glyph (Noto Color Emoji's CBDT) blank; only colour faces get them, so an outline font's
        // small-size bitmap strikes stay unused.
        if ColorGlyphPainter.hasColorGlyphs(file: file, index: index) { FcPatternAddBool(pattern, FC_EMBEDDED_BITMAP, 1) }
        face = cairo_ft_font_face_create_for_pattern(pattern)
        try GraphicsError.check(cairo_font_face_status(face), "cannot load font \(file)")
        options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        // A static instance is that instance already.
        if !variations.isEmpty && !pinned { cairo_font_options_set_variations(options, variations) }
        self.size = size
        self.file = file
        self.index = index
        self.variations = variations
    }

    deinit {
        cairo_font_options_destroy(options)
        cairo_font_face_destroy(face)
    }

    func apply(to cr: OpaquePointer) {
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, size)
        cairo_set_font_options(cr, options)
    }
}

