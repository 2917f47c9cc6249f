import CairoGraphics
import SpecModel
import SpecScene

/// The font's own kerning between every two characters of a bitmap font set in the same face, in
/// ems, read once and rounded per scale: the `kerning` lines of its `.fnt` files.
struct KerningPairs {
    struct Pair {
        var first: UInt32, second: UInt32
        var ems: Double
        /// The first character's advance in points (letter spacing included), which the pair's
        /// amount is rounded together with.
        var advance: Double
    }

    let pairs: [Pair]

    /// Characters drawn in different faces (a fallback) have no kerning between them; a face
    /// without positioning tables is skipped whole. A character set of n in one face costs n²
    /// shapings of two characters.
    init(glyphs: BitmapFontGlyphs, font: FontSpec) {
        var advances: [UInt32: Double] = [:]
        for glyph in glyphs.glyphs { advances[glyph.character.value] = glyph.advance }
        var byFace: [FontRef: [Unicode.Scalar]] = [:]
        var order: [FontRef] = []
        for glyph in glyphs.glyphs {
            // A `glyphs` override draws another glyph than the shaper would pick: no kerning known.
            guard glyph.runs.count == 1, glyph.runs[0].glyphs.count == 1, font.glyphs[String(glyph.character)] == nil else { continue }
            let face = glyph.runs[0].font
            if byFace[face] == nil { order.append(face) }
            byFace[face, default: []].append(glyph.character)
        }
        var pairs: [Pair] = []
        for face in order {
            guard let kerning = PairKerning(file: face.file, index: face.index, variations: face.variations, features: font.features),
                  kerning.hasKerning, let characters = byFace[face] else { continue }
            for first in characters {
                for second in characters {
                    guard let ems = kerning.kerning(first, second), ems != 0 else { continue }
                    pairs.append(Pair(first: first.value, second: second.value, ems: ems, advance: advances[first.value] ?? 0))
                }
            }
        }
        self.pairs = pairs.sorted { ($0.first, $0.second) < ($1.first, $1.second) }
    }

    /// Whole pixels at an em of `size` points and `scale`; pairs that come to 0 are left out.
    ///
    /// The amount carries the first character's rounding error: the engine moves the pen by
    /// `xadvance + amount` over the pair, and that is the exact pair advance (advance plus
    /// kerning) rounded, where rounding the two on their own could put it a whole pixel off
    /// (3.4 + 0.4 is 4, but round(3.4) + round(0.4) is 3). docs/bitmap-fonts.md has the maths.
    func amounts(scale: Double, size: Double) -> [BitmapKerning] {
        pairs.compactMap { pair in
            let advance = pair.advance * scale
            let amount = Int((advance + pair.ems * size * scale).rounded()) - Int(advance.rounded())
            return amount == 0 ? nil : BitmapKerning(first: pair.first, second: pair.second, amount: amount)
        }
    }
}
