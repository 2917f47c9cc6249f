import CairoGraphics
import SpecScene

/// `missingGlyphs: fallback`: the characters no face of the chain draws are drawn in families
/// installed on the machine. Each such character, in text order, gets fontconfig's first family
/// for it (FontLibrary.installedFamilies(for:textLanguage:)) that is not already in the chain;
/// the families are appended to the chain in the order of their first character, and the text is
/// shaped again, so each character is drawn by the first face of the chain that has it. The same
/// installed fonts give the same families, and what was drawn in which is reported (FallbackFont).
struct InstalledFallback {
    let library: FontLibrary

    /// The families to append to a chain whose faces are `chainFamilies` for `missing`.
    func families(for missing: [String], textLanguage: String, chainFamilies: [String]) -> [String] {
        var chosen: [String] = []
        for character in missing {
            let candidates = library.installedFamilies(for: character, textLanguage: textLanguage)
            // A family already appended that draws it draws it: taking the next candidate instead
            // put Noto Sans Symbols2 beside Noto Color Emoji for a second emoji, and Pango then drew
            // both emoji in black and white.
            if candidates.contains(where: { candidate in chosen.contains { sameFamily($0, candidate) } }) { continue }
            guard let family = candidates.first(where: { candidate in !chainFamilies.contains { sameFamily($0, candidate) } }) else { continue }
            chosen.append(family)
        }
        return chosen
    }

    /// What each of `added` drew of `missing` in the text shaped with them, in text order, each
    /// once. A cluster runs from its start to the next cluster's, whichever face drew that, so each
    /// character of a ligature (Arabic's lam-alef) is counted. Only the characters the chain
    /// lacked: Pango keeps a fallback face for the space after its characters, which the chain has.
    static func drawn(_ text: ShapedText, by added: [String], of missing: [String], in source: String) -> [FallbackFont] {
        let bytes = Array(source.utf8)
        var starts = Set<Int>()
        var drawnBy: [Int: String] = [:]
        for line in text.lines {
            for run in line.runs {
                let fallback = added.contains { sameFamily($0, run.chainFamily) }
                for glyph in run.glyphs {
                    starts.insert(glyph.cluster)
                    if fallback, !glyph.unknown, drawnBy[glyph.cluster] == nil { drawnBy[glyph.cluster] = run.chainFamily }
                }
            }
        }
        // Runs come in visual order; the report is in text order.
        let ordered = starts.sorted()
        var fonts: [FallbackFont] = []
        for (i, start) in ordered.enumerated() {
            guard let family = drawnBy[start] else { continue }
            let end = i + 1 < ordered.count ? ordered[i + 1] : bytes.count
            var offset = start
            while offset < end {
                let character = PangoTextSetter.character(at: offset, in: bytes)
                if character.isEmpty { break }
                if missing.contains(character) { fonts.merge([FallbackFont(family: family, characters: [character])]) }
                offset += character.utf8.count
            }
        }
        return fonts
    }
}
