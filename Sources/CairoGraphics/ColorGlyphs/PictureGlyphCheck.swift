import CCairo
import PNGCodec
import RenderSupport

/// Reads every picture of a colour font (the PNGs of its CBDT or sbix strikes) before Cairo draws
/// any, for an untrusted font (SafeFontCopies).
///
/// Cairo 1.16 ignores a glyph FreeType fails to load and scales whatever the glyph slot holds by
/// metrics of nothing, which stalls it in pixman's filter setup for good; and FreeType decodes a
/// picture as large as its PNG header says, up to 32,767 pixels a side (4 GB). So each picture's
/// header must declare at most `largestSide` pixels a side, and then FreeType must decode it.
enum PictureGlyphCheck {
    /// Real strikes stop near 160 pixels an em (Apple's), Noto Color Emoji's at 136 × 128.
    static let largestSide = 2048
    /// Strikes × glyphs with a picture, counted before any is decoded (Apple Color Emoji has some 30,000).
    static let mostPictures = 200_000

    /// Why the face cannot be drawn, or nil when it has no pictures or all of them decode.
    static func problem(file: String, index: Int) -> String? {
        guard let freeType = FreeTypeFace(file: file, index: index), freeType.hasColor else { return nil }
        guard let blob = hb_blob_create_from_file_or_fail(file) else { return nil }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, UInt32(index))
        defer { hb_face_destroy(face) }
        guard hb_ot_color_has_png(face) != 0 else { return nil }
        let font = hb_font_create(face)
        defer { hb_font_destroy(font) }
        let glyphs = UInt32(min(freeType.glyphCount, Int(hb_face_get_glyph_count(face))))

        // HarfBuzz picks the strike nearest the font's pixels an em: each strike's own size picks it.
        var pictures: [(strike: Int, glyph: UInt32)] = []
        for (strike, ppem) in freeType.strikes.enumerated() {
            hb_font_set_ppem(font, UInt32(ppem), UInt32(ppem))
            for glyph in 0..<glyphs {
                guard let png = hb_ot_color_glyph_reference_png(font, glyph) else { continue }
                defer { hb_blob_destroy(png) }
                var length: UInt32 = 0
                guard let data = hb_blob_get_data(png, &length), length > 0 else { continue }
                guard pictures.count < mostPictures else { return "it has more than \(mostPictures) colour pictures" }
                let picture = "glyph \(glyph)'s picture in the \(ppem)-pixel strike"
                guard let size = try? PNGHeader(pngData: Data(bytes: data, count: min(Int(length), 64))) else {
                    return "\(picture) has no PNG header it can be drawn by"
                }
                guard size.width <= largestSide, size.height <= largestSide else {
                    return "\(picture) claims \(size.width) × \(size.height) pixels (at most \(largestSide) a side)"
                }
                pictures.append((strike, glyph))
            }
        }
        for picture in pictures {
            if let error = freeType.loadColorGlyph(picture.glyph, strike: picture.strike) {
                return "glyph \(picture.glyph)'s picture in the \(freeType.strikes[picture.strike])-pixel strike cannot be decoded (FreeType error \(error))"
            }
        }
        return nil
    }
}
