import CairoGraphics
import SpecModel
import SpecScene
import Startup

/// The font's own kerning between every two characters of a bitmap font set in the same face, in
/// ems, read once and rounded per scale: the `kerning` lines of its `.fnt` files.
///
/// Only the pairs the face's tables can move are shaped, not all n²: a pair whose first glyph no
/// positioning lookup covers shapes as its two glyphs alone (PairKerning.kernedGlyphs). After a
/// covered first glyph, the seconds no lookup covers are all alike to every lookup (class 0 of
/// each class table, in no coverage), so one of each GDEF class stands for the rest; a mark is
/// shaped on its own, as the shaper places marks by more than the tables. A face that kerns by
/// tables HarfBuzz cannot scope (a legacy `kern` table, AAT) has every pair shaped.
struct KerningPairs {
    struct Pair: Equatable {
        var first: UInt32, second: UInt32
        var ems: Double
        /// The first character's advance in points (letter spacing included), which the pair's
        /// amount is rounded together with (set once the pairs of a face are found).
        var advance: Double = 0
    }

    let pairs: [Pair]

    /// No kerning lines (`"kerning": false`).
    static let none = KerningPairs(pairs: [])

    private init(pairs: [Pair]) { self.pairs = pairs }

    /// Characters drawn in different faces (a fallback) have no kerning between them; a face
    /// without positioning tables is skipped whole.
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
            guard let kerning = PairKerning(file: face.file, index: face.index, variations: face.variations, features: font.features,
                                            loaded: TextLibraries.require()),
                  kerning.hasKerning, let characters = byFace[face] else { continue }
            pairs += Self.pairs(characters, kerning: kerning, features: font.features).map { pair in
                var pair = pair
                pair.advance = advances[pair.first] ?? 0
                return pair
            }
        }
        self.pairs = pairs.sorted { ($0.first, $0.second) < ($1.first, $1.second) }
    }

    /// The nonzero kerning of `characters` in one face.
    static func pairs(_ characters: [Unicode.Scalar], kerning: PairKerning, features: [String]) -> [Pair] {
        guard let kerned = kerning.kernedGlyphs(features: features) else {
            return allPairs(characters, kerning: kerning)
        }
        var firsts: [Unicode.Scalar] = []
        var seconds: [Unicode.Scalar] = []
        // GDEF class → the characters no lookup covers, the first of them standing for all.
        var alike: [Int: [Unicode.Scalar]] = [:]
        for character in characters {
            guard let glyph = kerning.glyph(character) else { continue }
            let covered = kerned.contains(glyph)
            if covered { firsts.append(character) }
            let glyphClass = kerning.glyphClass(glyph)
            if covered || glyphClass == 3 || Self.isMark(character) {
                seconds.append(character)
            } else {
                alike[glyphClass, default: []].append(character)
            }
        }
        var pairs: [Pair] = []
        for first in firsts {
            for second in seconds {
                if let ems = kerning.kerning(first, second), ems != 0 {
                    pairs.append(Pair(first: first.value, second: second.value, ems: ems))
                }
            }
            for group in alike.keys.sorted() {
                guard let members = alike[group], let ems = kerning.kerning(first, members[0]), ems != 0 else { continue }
                pairs += members.map { Pair(first: first.value, second: $0.value, ems: ems) }
            }
        }
        return pairs
    }

    /// Every ordered pair shaped: what the scoped search must equal, and the way for faces it cannot scope.
    static func allPairs(_ characters: [Unicode.Scalar], kerning: PairKerning) -> [Pair] {
        var pairs: [Pair] = []
        for first in characters {
            for second in characters {
                guard let ems = kerning.kerning(first, second), ems != 0 else { continue }
                pairs.append(Pair(first: first.value, second: second.value, ems: ems))
            }
        }
        return pairs
    }

    private static func isMark(_ character: Unicode.Scalar) -> Bool {
        switch character.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
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
