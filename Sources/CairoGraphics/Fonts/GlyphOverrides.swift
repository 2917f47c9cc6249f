/// The spec's `glyphs` overrides, applied after Pango has shaped a line: every glyph whose cluster is
/// an overridden character becomes the glyph asked for (looked up in the font the character was set
/// in), later glyphs move by the difference in advance, and the line keeps its alignment.
/// Made for one layout call; not shared between threads.
final class GlyphOverrides {
    private let choices: [String: GlyphChoice]
    private var faces: [String: FreeTypeFace?] = [:]
    private(set) var failures: [GlyphOverrideFailure] = []

    init(_ choices: [String: GlyphChoice]) { self.choices = choices }

    /// `align` is the layout's alignment (relative to the paragraph direction, as Pango's is), which
    /// says how much of the width change moves the line's start: none, half or all of it.
    func apply(to line: inout ShapedLine, size: Double, align: TextSettings.Align, rightToLeft: Bool) {
        var shift = 0.0
        var replacedCluster: (run: Int, cluster: Int)?
        for r in line.runs.indices {
            let run = line.runs[r]
            var kept: [ShapedGlyph] = []
            for var glyph in run.glyphs {
                glyph.x += shift
                if let replaced = replacedCluster, replaced == (r, glyph.cluster) {
                    // The rest of a replaced cluster (a mark, a second glyph): the override stands for all of it.
                    shift -= glyph.advance
                    continue
                }
                replacedCluster = nil
                guard let choice = choices[glyph.character], let face = face(run.file, run.index) else {
                    kept.append(glyph)
                    continue
                }
                guard let id = resolve(choice, in: face) else {
                    record(GlyphOverrideFailure(character: glyph.character, choice: choice, file: run.file,
                                                glyphCount: face.glyphCount))
                    kept.append(glyph)
                    continue
                }
                // The font's own advances, so letter spacing and justification that Pango added stay.
                let old = glyph.unknown ? glyph.advance : face.advance(of: glyph.id) * size
                let new = face.advance(of: id) * size
                shift += new - old
                glyph.id = id
                glyph.unknown = false
                kept.append(glyph)
                replacedCluster = (r, glyph.cluster)
            }
            line.runs[r].glyphs = kept
        }
        guard shift != 0 else { return }
        var factor: Double
        switch align {
        case .left: factor = 0
        case .center: factor = 0.5
        case .right: factor = 1
        }
        if rightToLeft { factor = 1 - factor }   // Pango flips the alignment of a right-to-left paragraph
        let dx = -shift * factor
        for r in line.runs.indices {
            for g in line.runs[r].glyphs.indices { line.runs[r].glyphs[g].x += dx }
        }
        line.logical.x += dx
        line.logical.width += shift
        line.ink.x += dx
        line.ink.width = max(0, line.ink.width + shift)
    }

    private func resolve(_ choice: GlyphChoice, in face: FreeTypeFace) -> UInt32? {
        switch choice {
        case .name(let name): return face.glyph(named: name)
        case .id(let id): return Int(id) < face.glyphCount ? id : nil
        }
    }

    private func face(_ file: String, _ index: Int) -> FreeTypeFace? {
        let key = "\(index):\(file)"
        if let known = faces[key] { return known }
        let face = FreeTypeFace(file: file, index: index)
        faces[key] = face
        return face
    }

    private func record(_ failure: GlyphOverrideFailure) {
        if !failures.contains(where: { $0.character == failure.character }) { failures.append(failure) }
    }
}
