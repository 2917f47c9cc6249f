import CCairo
import RenderSupport

/// What to lay out, in Pango's terms; sizes in points.
package struct TextSettings: Sendable {
    package enum Wrap: Sendable { case none, word, char }
    package enum Ellipsize: Sendable { case none, start, middle, end }
    package enum Align: Sendable { case left, center, right }

    package var text: String
    package var language: String
    package var weight: Int
    package var italic: Bool
    package var size: Double
    /// "wght=650,wdth=80" or empty.
    package var variations: String
    /// "smcp, -liga" or empty.
    package var features: String
    package var letterSpacing: Double
    package var lineHeight: Double
    /// Width to wrap, ellipsize and align in; nil for one unbounded line per paragraph.
    package var width: Double?
    /// Pango's layout height: negative for a number of lines, positive in points, nil for none.
    package var height: Double?
    package var wrap: Wrap
    package var ellipsize: Ellipsize
    /// Relative to the paragraph's direction, as Pango's auto-dir alignment is.
    package var align: Align
    package var justify: Bool
    /// Character (one grapheme) → the glyph to draw for it instead of the one the font maps it to.
    package var glyphOverrides: [String: GlyphChoice]

    package init(text: String, language: String, weight: Int, italic: Bool, size: Double, variations: String,
                features: String, letterSpacing: Double, lineHeight: Double, width: Double?, height: Double?,
                wrap: Wrap, ellipsize: Ellipsize, align: Align, justify: Bool, glyphOverrides: [String: GlyphChoice] = [:]) {
        self.text = text; self.language = language; self.weight = weight; self.italic = italic; self.size = size
        self.variations = variations; self.features = features; self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight; self.width = width; self.height = height; self.wrap = wrap
        self.ellipsize = ellipsize; self.align = align; self.justify = justify; self.glyphOverrides = glyphOverrides
    }
}

/// A glyph named in a font's glyph names, or a glyph id.
package enum GlyphChoice: Hashable, Sendable {
    case name(String)
    case id(UInt32)
}

/// An override that the font of the run it applies to cannot honour.
package struct GlyphOverrideFailure: Sendable, Equatable {
    package var character: String
    package var choice: GlyphChoice
    /// The font file the character was set in.
    package var file: String
    /// How many glyphs that font has (for an id out of range).
    package var glyphCount: Int
}

package struct ShapedGlyph: Sendable {
    package var id: UInt32
    package var x: Double, y: Double
    /// The pen advance Pango gave it (letter spacing and justification included).
    package var advance: Double
    /// Byte offset of its cluster in the text: glyphs of one cluster share it.
    package var cluster: Int
    /// No font of the map has this character; `character` says which.
    package var unknown: Bool
    package var character: String
    /// Drawn in the font's own colours (a CBDT, sbix or COLR glyph: ColorGlyphs), not as an outline.
    package var color = false
    /// A COLR version 1 glyph, which nothing here can paint: drawn from its plain outline.
    package var unpainted = false
}

package struct ShapedRun: Sendable {
    package var file: String
    package var index: Int
    package var family: String
    /// The chain's name for the run's family (as the spec wrote it); empty when the face is not the chain's.
    package var chainFamily: String
    /// The face's weight and slant, to compare with the ones asked for.
    package var face: FaceStyle
    package var size: Double
    package var variations: String
    package var glyphs: [ShapedGlyph]
    /// The byte offset in the text just past the run's characters (its clusters start at or after
    /// the offset of its first).
    package var end = 0
}

package struct Box: Sendable {
    package var x: Double, y: Double, width: Double, height: Double
}

package struct ShapedLine: Sendable {
    package var runs: [ShapedRun]
    package var baseline: Double
    package var logical: Box
    package var ink: Box
}

package struct ShapedText: Sendable {
    package var lines: [ShapedLine]
    package var logical: Box
    package var ellipsized: Bool
    /// The first strong character is right-to-left.
    package var rightToLeft: Bool
    /// Glyph overrides whose glyph the font does not have, in text order, each once.
    package var overrideFailures: [GlyphOverrideFailure]
    /// Cursive scripts (Arabic, Syriac, …) in the text, which letter spacing was not applied to;
    /// empty when the letter spacing is 0.
    package var unspacedScripts: [String]
}

/// Lays text out with Pango in a chain's font map: hinting off, positions unrounded, one user unit
/// per point, so the layout is the same at every output scale.
package enum PangoTextSetter {
    package static func layout(_ s: TextSettings, in map: ChainFontMap) -> ShapedText {
        let context = pango_font_map_create_context(map.pointer)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        pango_context_set_round_glyph_positions(context, 0)
        let language = pango_language_from_string(s.language)
        pango_context_set_language(context, language)

        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, s.text, Int32(s.text.utf8.count))
        pango_layout_set_auto_dir(layout, 1)

        let desc = pango_font_description_new()!
        defer { pango_font_description_free(desc) }
        pango_font_description_set_family(desc, map.families.joinedText(separator: ","))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(s.weight)))
        pango_font_description_set_style(desc, s.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(desc, s.size * Double(PANGO_SCALE))
        if !s.variations.isEmpty { pango_font_description_set_variations(desc, s.variations) }
        pango_layout_set_font_description(layout, desc)

        let attrs = pango_attr_list_new()!
        defer { pango_attr_list_unref(attrs) }
        pango_attr_list_insert(attrs, pango_attr_language_new(language))
        // UIKit breaks words without hyphens; Pango would add one at every mid-word break.
        pango_attr_list_insert(attrs, pango_attr_insert_hyphens_new(0))
        var unspacedScripts: [String] = []
        if s.letterSpacing != 0 {
            // Only where CSS Text applies it: not between the letters of a cursive script.
            let split = CursiveScripts.split(s.text, map.loaded)
            unspacedScripts = split.cursive
            let spacing = Int32((s.letterSpacing * Double(PANGO_SCALE)).rounded())
            for range in split.spaced {
                let attr = pango_attr_letter_spacing_new(spacing)!
                attr.pointee.start_index = UInt32(range.lowerBound)
                attr.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_insert(attrs, attr)
            }
        }
        if !s.features.isEmpty { pango_attr_list_insert(attrs, pango_attr_font_features_new(s.features)) }
        pango_layout_set_attributes(layout, attrs)

        if s.lineHeight != 1 { pango_layout_set_line_spacing(layout, Float(s.lineHeight)) }
        if let w = s.width { pango_layout_set_width(layout, Int32((w * Double(PANGO_SCALE)).rounded(.down))) }
        switch s.wrap {
        case .none, .word: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        case .char: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
        }
        switch s.ellipsize {
        case .none: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .end: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        if let h = s.height {
            pango_layout_set_height(layout, h < 0 ? Int32(h) : Int32((h * Double(PANGO_SCALE)).rounded(.down)))
        }
        switch s.align {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        pango_layout_set_justify(layout, s.justify ? 1 : 0)

        let bytes = Array(s.text.utf8)
        var lines: [ShapedLine] = []
        let overrides = GlyphOverrides(s.glyphOverrides)
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var heights: [ColorLineHeight.Line] = []
        repeat {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, &ink, &logical)
            let baseline = pango_units(pango_layout_iter_get_baseline(iter))
            let line = pango_layout_iter_get_line_readonly(iter)!
            var x = pango_units(logical.x)
            var runs: [ShapedRun] = []
            var node = line.pointee.runs
            var slack = 0.0
            var height = ColorLineHeight.Line(ascent: baseline - pango_units(logical.y),
                                              descent: pango_units(logical.y + logical.height) - baseline)
            while let n = node {
                let item = n.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                let run = shapedRun(item, x: &x, baseline: baseline, text: bytes, chain: map.families,
                                    wantCharacters: !s.glyphOverrides.isEmpty, slack: &slack)
                if !run.glyphs.isEmpty {
                    runs.append(run)
                    height.add(item, colorOnly: run.glyphs.allSatisfy(\.color))
                }
                node = n.pointee.next
            }
            heights.append(height)
            var shapedLine = ShapedLine(runs: runs, baseline: baseline, logical: box(logical), ink: box(ink))
            if slack > 0 {
                let rtl = pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
                shapedLine.removeEllipsisSlack(slack, align: s.width == nil ? .left : s.align, rightToLeft: rtl)
            }
            if !s.glyphOverrides.isEmpty {
                let rtl = pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
                overrides.apply(to: &shapedLine, size: s.size, align: s.width == nil ? .left : s.align, rightToLeft: rtl)
            }
            lines.append(shapedLine)
        } while pango_layout_iter_next_line(iter) != 0

        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        var extents = box(logical)
        if heights.contains(where: \.hasColor) {
            let own = ColorLineHeight.primaryMetrics(layout: layout, context: context, family: map.families.first)
            extents.height -= ColorLineHeight.restack(&lines, heights, primary: own, spacing: s.lineHeight)
        }
        let first = pango_layout_get_line_readonly(layout, 0)
        let rtl = first.map { pango_layout_line_get_resolved_direction($0) == PANGO_DIRECTION_RTL } ?? false
        return ShapedText(lines: lines, logical: extents, ellipsized: pango_layout_is_ellipsized(layout) != 0,
                          rightToLeft: rtl, overrideFailures: overrides.failures, unspacedScripts: unspacedScripts)
    }

    /// One run's glyphs at absolute positions; advances `x` past the run. Glyph strings are in
    /// visual order, so a right-to-left run comes out left to right as it is drawn.
    /// A run in a face whose family is not one of the chain's (a sibling face of a collection file
    /// that Pango fell back to) has all its glyphs marked unknown: only the chain may draw.
    /// Pango (with unrounded positions) widens an ellipsis's advance to fill whatever the removed
    /// clusters left over, which would show as a gap beside the "…"; `slack` collects that extra
    /// width so the line can close it up.
    private static func shapedRun(_ item: UnsafeMutablePointer<PangoGlyphItem>, x: inout Double, baseline: Double,
                                  text: [UInt8], chain: [String], wantCharacters: Bool, slack: inout Double) -> ShapedRun {
        let pitem = item.pointee.item!.pointee
        let glyphs = item.pointee.glyphs!.pointee
        let font = pitem.analysis.font!
        let isEllipsis = Int32(pitem.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0
        let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))!
        let desc = pango_font_describe_with_absolute_size(font)!
        defer { pango_font_description_free(desc) }
        let size = Double(pango_font_description_get_size(desc)) / Double(PANGO_SCALE) * bitmapScale(pattern)
        let variations = pango_font_description_get_variations(desc).map { String(cString: $0) } ?? ""

        let colors = ColorGlyphs(font: pango_font_get_hb_font(font))
        let families = fcStrings(pattern, FC_FAMILY)
        let chainFamily = chain.first { name in families.contains { sameFamily(name, $0) } }
        let inChain = chainFamily != nil
        var out: [ShapedGlyph] = []
        for i in 0..<Int(glyphs.num_glyphs) {
            let info = glyphs.glyphs[i]
            let gx = x + pango_units(info.geometry.x_offset)
            let gy = baseline + pango_units(info.geometry.y_offset)
            var advance = pango_units(info.geometry.width)
            if isEllipsis, info.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0 {
                var natural = PangoRectangle()
                pango_font_get_glyph_extents(font, info.glyph, nil, &natural)
                if pango_units(natural.width) < advance { slack += advance - pango_units(natural.width); advance = pango_units(natural.width) }
            }
            x += advance
            let id = info.glyph
            if id == PANGO_GLYPH_EMPTY { continue }
            let unknown = id & PANGO_GLYPH_UNKNOWN_FLAG != 0 || !inChain
            let offset = Int(pitem.offset) + Int(glyphs.log_clusters[i])
            // An ellipsis run's clusters point into the text it replaced, not at the "…" it draws.
            let unpainted = !unknown && colors?.isUnpainted(id) == true
            let drawn = isEllipsis ? "\u{2026}" : (unknown || unpainted || wantCharacters ? character(at: offset, in: text) : "")
            out.append(ShapedGlyph(id: unknown ? 0 : id, x: gx, y: gy, advance: advance,
                                   cluster: offset, unknown: unknown, character: drawn,
                                   color: !unknown && colors?.isColor(id) == true, unpainted: unpainted))
        }
        var run = ShapedRun(file: fcString(pattern, FC_FILE) ?? "", index: fcInt(pattern, FC_INDEX) ?? 0,
                            family: fcString(pattern, FC_FAMILY) ?? "", chainFamily: chainFamily ?? "",
                            face: FaceStyle(pattern: pattern), size: size, variations: variations, glyphs: out)
        run.end = Int(pitem.offset) + Int(pitem.length)
        return run
    }

    /// A bitmap face is described at its strike's size (Noto Color Emoji: 109 px whatever was
    /// asked) and scaled to the asked size by the matrix FontconfigConfig's rule puts on it; the
    /// run is drawn at the strike's size times that factor. 1 for an outline face.
    private static func bitmapScale(_ pattern: OpaquePointer) -> Double {
        var outline: FcBool = 1
        var matrix: UnsafeMutablePointer<FcMatrix>?
        guard FcPatternGetBool(pattern, FC_OUTLINE, 0, &outline) == FcResultMatch, outline == 0,
              FcPatternGetMatrix(pattern, FC_MATRIX, 0, &matrix) == FcResultMatch, let matrix,
              matrix.pointee.yy > 0 else { return 1 }
        return matrix.pointee.yy
    }

    /// The character (grapheme) that starts at a cluster's byte offset. A grapheme is short: a window
    /// of 64 bytes holds any that matters, and keeps this linear in the text's length.
    package static func character(at offset: Int, in text: [UInt8]) -> String {
        guard offset < text.count else { return "" }
        let window = String(decoding: text[offset..<min(text.count, offset + 64)], as: UTF8.self)
        return window.first.map(String.init) ?? ""
    }
}

private func pango_units(_ v: Int32) -> Double { Double(v) / Double(PANGO_SCALE) }
private func box(_ r: PangoRectangle) -> Box {
    Box(x: pango_units(r.x), y: pango_units(r.y), width: pango_units(r.width), height: pango_units(r.height))
}

extension ShapedLine {
    /// Closes the gap an ellipsis's widened advance left (the glyphs after it already moved left),
    /// then moves the narrower line so it keeps its alignment: `align` is relative to the line's
    /// direction, as Pango's is.
    mutating func removeEllipsisSlack(_ slack: Double, align: TextSettings.Align, rightToLeft: Bool) {
        let visual: TextSettings.Align = rightToLeft ? (align == .left ? .right : align == .right ? .left : .center) : align
        let shift = visual == .left ? 0 : visual == .center ? slack / 2 : slack
        for r in runs.indices { for g in runs[r].glyphs.indices { runs[r].glyphs[g].x += shift } }
        logical.x += shift
        logical.width -= slack
        ink.x += shift
        ink.width = max(0, ink.width - slack)
    }
}
