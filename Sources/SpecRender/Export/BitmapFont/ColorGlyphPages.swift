import SpecModel
import SpecScene

/// Colour glyphs (emoji in a face such as Noto Color Emoji) bring their own colours, so only RGBA
/// pages hold them. Which characters are colour glyphs is known once the faces are chosen, so the
/// rule is checked when the font is planned, after the layout and before any page is packed or
/// drawn: coverage pages (`channels: packed`, `pageFormat: a8`) are refused beside an emoji drawn in
/// its colours (its silhouette in the fill's colour, `font.colorGlyphs: fill`, is one colour and
/// fits them), and a distance field beside any colour glyph, a picture with no outline to measure.
enum ColorGlyphPages {
    static func check(_ glyphs: BitmapFontGlyphs, style: BitmapFontStyle, spec: ResolvedSpec) throws(SpecError) {
        let colored = glyphs.glyphs.filter { glyph in glyph.runs.contains { $0.colorGlyphs != nil } }
        guard !colored.isEmpty else { return }
        let named = colored.prefix(6).map { MissingCharacter(String($0.character)).label }.joined(separator: ", ")
            + (colored.count > 6 ? " and \(colored.count - 6) more" : "")
        if let field = style.field {
            throw spec.error(at: "$.field", "a distance-field font (`\"field\": \"\(field.kind.rawValue)\"`) measures each glyph's outline, and \(named) \(colored.count == 1 ? "is a colour glyph" : "are colour glyphs"), pictures with none; leave out `field` or those characters")
        }
        let kept = colored.filter { glyph in glyph.runs.contains { $0.colorGlyphs == .keep } }
        guard !kept.isEmpty, style.pages.coverageOnly else { return }
        let key = style.pages.channels == .packed ? "channels" : "pageFormat"
        let what = style.pages.channels == .packed ? "`channels: packed` keeps one glyph's coverage in each channel"
            : "`pageFormat: a8` keeps only each glyph's coverage"
        throw spec.error(at: "$.\(key)", "\(what), and \(named) \(kept.count == 1 ? "is an emoji" : "are emoji") drawn in \(kept.count == 1 ? "its" : "their") own colours, which only RGBA pages hold; leave out `\(key)`, or set `font.colorGlyphs` to `fill` to draw \(kept.count == 1 ? "its silhouette" : "their silhouettes") in the fill's colour")
    }
}
