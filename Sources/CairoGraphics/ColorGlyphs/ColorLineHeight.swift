import CCairo

/// Lines as tall as the text's own font makes them, whatever an emoji font in the chain says.
///
/// Pango makes a line as tall as the tallest font of any run on it, so one emoji from Noto Color
/// Emoji (ascent 0.95 em, descent 0.25 em) made a DejaVu Sans line 0.24 pt taller at 28 pt and
/// moved every line below it; a font with a tighter line grew more. With a line height (Pango's
/// line spacing: a factor times the tallest font's height) it was worse: Pango takes a bitmap
/// face's height at its strike's scale twice over, a quarter of the real one, and the next line
/// landed on the emoji. A line with colour glyphs is measured again from its outline runs alone
/// (or, holding nothing but colour glyphs, from the chain's first font), and the lines are
/// stacked again from there.
enum ColorLineHeight {
    /// One line's extents as Pango made them, and as its outline runs alone make them.
    struct Line {
        var ascent: Double, descent: Double
        var hasColor = false
        var outline: (ascent: Double, descent: Double)?
        /// The runs' fonts, each with whether it drew only colour glyphs (for the font heights a
        /// line height multiplies).
        var fonts: [(font: UnsafeMutablePointer<PangoFont>, colorOnly: Bool)] = []

        init(ascent: Double, descent: Double) { self.ascent = ascent; self.descent = descent }

        mutating func add(_ item: UnsafeMutablePointer<PangoGlyphItem>, colorOnly: Bool) {
            guard let font = item.pointee.item.pointee.analysis.font else { return }
            fonts.append((font, colorOnly))
            if colorOnly { hasColor = true; return }
            var logical = PangoRectangle()
            pango_glyph_string_extents(item.pointee.glyphs, font, nil, &logical)
            let a = -Double(logical.y) / Double(PANGO_SCALE), d = Double(logical.y + logical.height) / Double(PANGO_SCALE)
            outline = (max(outline?.ascent ?? a, a), max(outline?.descent ?? d, d))
        }
    }

    /// A font's line: ascent and descent as its runs measure them, and its height (ascent,
    /// descent and line gap) for a line height to multiply.
    struct Metrics { var ascent: Double, descent: Double, height: Double }

    /// The chain's first font at the layout's size, for a line of colour glyphs only.
    static func primaryMetrics(layout: OpaquePointer, context: OpaquePointer, family: String?) -> Metrics? {
        guard let family, let set = pango_layout_get_font_description(layout),
              let desc = pango_font_description_copy(set) else { return nil }
        defer { pango_font_description_free(desc) }
        pango_font_description_set_family(desc, family)
        guard let map = pango_context_get_font_map(context),
              let font = pango_font_map_load_font(map, context, desc) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        // The empty glyph's logical box is the font's ascent and descent, as a run measures them.
        var logical = PangoRectangle()
        pango_font_get_glyph_extents(font, PANGO_GLYPH_EMPTY, nil, &logical)
        let unit = Double(PANGO_SCALE)
        return Metrics(ascent: -Double(logical.y) / unit, descent: Double(logical.y + logical.height) / unit, height: height(of: font))
    }

    /// Places each line with colour glyphs as its own font would have it, and the lines after it
    /// as Pango steps from one to the next. Without a line height Pango stacks the lines' logical
    /// boxes (ascent and descent); with one, a line's baseline lies the line height times that
    /// line's tallest font height below the one before. A line without colour glyphs keeps the
    /// step Pango gave it. Answers the height the text lost (negative: gained).
    static func restack(_ lines: inout [ShapedLine], _ measured: [Line], primary: Metrics?, spacing: Double) -> Double {
        guard let first = lines.first, measured.count == lines.count else { return 0 }
        let pangoBottom = lines.last.map { $0.logical.y + $0.logical.height } ?? 0
        var top = first.logical.y
        var previous: (old: Double, new: Double)?
        for i in lines.indices {
            let line = measured[i], old = lines[i]
            var ascent = old.baseline - old.logical.y, descent = old.logical.y + old.logical.height - old.baseline
            var own: Metrics?
            if line.hasColor, let metrics = line.outline.map({ Metrics(ascent: $0.ascent, descent: $0.descent, height: 0) }) ?? primary {
                own = metrics
                ascent = metrics.ascent
                descent = metrics.descent
            }
            let baseline: Double
            if spacing == 1 {
                baseline = top + ascent
                let pangoStep = i + 1 < lines.count ? lines[i + 1].logical.y - old.logical.y : 0
                top += own == nil ? pangoStep : ascent + descent
            } else if let previous {
                if own != nil {
                    let heights = line.fonts.filter { !$0.colorOnly }.map { height(of: $0.font) }
                    baseline = previous.new + spacing * (heights.max() ?? primary?.height ?? 0)
                } else {
                    baseline = previous.new + old.baseline - previous.old
                }
            } else {
                baseline = old.logical.y + ascent
            }
            previous = (old.baseline, baseline)
            let shift = baseline - old.baseline
            for r in lines[i].runs.indices { for g in lines[i].runs[r].glyphs.indices { lines[i].runs[r].glyphs[g].y += shift } }
            lines[i].baseline = baseline
            lines[i].ink.y += shift
            lines[i].logical.y = baseline - ascent
            lines[i].logical.height = ascent + descent
        }
        let bottom = lines.last.map { $0.logical.y + $0.logical.height } ?? 0
        return pangoBottom - bottom
    }

    private static func height(of font: UnsafeMutablePointer<PangoFont>) -> Double {
        guard let metrics = pango_font_get_metrics(font, nil) else { return 0 }
        defer { pango_font_metrics_unref(metrics) }
        return Double(pango_font_metrics_get_height(metrics)) / Double(PANGO_SCALE)
    }
}
