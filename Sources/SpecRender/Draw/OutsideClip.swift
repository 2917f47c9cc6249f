import CairoGraphics
import SpecScene

/// Clips an SVG's or PDF's drawing to the outside of a shape: where its outside stroke may show.
/// On an image the stroke's group has the shape cut out with DEST_OUT, which neither format can
/// say: Cairo would draw the whole region as a 300-dpi image instead, the text under it included.
/// A clip is native to both.
///
/// A clip path is the canvas with the outlines as holes. Holes must not overlap: where two glyphs
/// overlap (a script's joins, a negative letter spacing) the nonzero and the even-odd rule both
/// count the overlap as outside. So the glyphs are dealt into a few sets whose ink boxes do not
/// meet, each set clips once, and the clips intersect: what remains is outside every glyph. A set
/// also holds glyphs turning one way only (TrueType's outer contours turn against CFF's), and the
/// canvas turns the other way, so a hole is a hole by the nonzero rule: the one SVG viewers use
/// here, as Cairo 1.16 writes the rule on the clipped group, not on the clip path. Few clips, not
/// one a glyph: each nests a group in the SVG, and librsvg reads no deeper than 256 levels.
enum OutsideClip {
    static func clip(outsideOf shape: Shape, in ctx: DrawContext) throws {
        let cairo = ctx.cairo
        let canvas = cairo.clipExtents()
        guard case .glyphs(let runs) = shape else {
            cairo.newPath()
            try ctx.appendPath(shape, to: cairo)
            appendCanvas(canvas, against: signedArea(cairo.devicePath()) > 0, to: cairo)
            cairo.clip()
            return
        }
        for set in try holeSets(runs, in: ctx) {
            cairo.newPath()
            for hole in set.holes { append(hole.glyph, font: hole.font, color: hole.color, to: cairo) }
            appendCanvas(canvas, against: set.clockwise, to: cairo)
            cairo.clip()
        }
    }

    private struct Hole {
        let glyph: PlacedGlyph
        let font: CairoFont
        /// A colour glyph (emoji): its hole is its silhouette.
        let color: Bool
        let box: (x1: Double, y1: Double, x2: Double, y2: Double)

        func meets(_ other: Hole) -> Bool {
            box.x1 < other.box.x2 && other.box.x1 < box.x2 && box.y1 < other.box.y2 && other.box.y1 < box.y2
        }
    }

    private struct HoleSet {
        let clockwise: Bool
        var holes: [Hole]
    }

    /// Every glyph with an outline, in the first set of its turn that it does not meet.
    private static func holeSets(_ runs: [GlyphRun], in ctx: DrawContext) throws -> [HoleSet] {
        let cairo = ctx.cairo
        var sets: [HoleSet] = []
        for run in runs {
            let font = try ctx.fonts.font(run.font)
            for glyph in run.glyphs {
                cairo.newPath()
                append(glyph.placed, font: font, color: run.colorGlyphs != nil, to: cairo)
                let area = signedArea(cairo.devicePath())
                guard area != 0 else { continue }   // a space: no outline
                let hole = Hole(glyph: glyph.placed, font: font, color: run.colorGlyphs != nil, box: cairo.pathExtents())
                if let i = sets.firstIndex(where: { $0.clockwise == (area > 0) && !$0.holes.contains(where: hole.meets) }) {
                    sets[i].holes.append(hole)
                } else {
                    sets.append(HoleSet(clockwise: area > 0, holes: [hole]))
                }
            }
        }
        cairo.newPath()
        return sets
    }

    /// A glyph's outline, or a colour glyph's silhouette (the shape its stroke rings: DrawContext.appendPath).
    private static func append(_ glyph: PlacedGlyph, font: CairoFont, color: Bool, to cairo: CairoContext) {
        if color { cairo.append(ColorGlyphSilhouettes.path([glyph], font: font)) } else { cairo.appendGlyphs([glyph], font: font) }
    }

    /// The canvas, a point larger all round, turning against outlines that turn `clockwise` or not.
    private static func appendCanvas(_ canvas: (x1: Double, y1: Double, x2: Double, y2: Double), against clockwise: Bool,
                                     to cairo: CairoContext) {
        let (x1, y1, x2, y2) = (canvas.x1 - 1, canvas.y1 - 1, canvas.x2 + 1, canvas.y2 + 1)
        let corners = clockwise ? [(x1, y1), (x1, y2), (x2, y2), (x2, y1)] : [(x1, y1), (x2, y1), (x2, y2), (x1, y2)]
        cairo.append([.move(corners[0].0, corners[0].1)] + corners.dropFirst().map { .line($0.0, $0.1) } + [.close])
    }

    /// Twice the area a path encloses, positive when it turns clockwise on the page (+y down),
    /// over its control polygon: enough for the sign, which is all a hole needs.
    static func signedArea(_ ops: [PathOp]) -> Double {
        var sum = 0.0, start = (0.0, 0.0), last = (0.0, 0.0)
        func edge(to p: (Double, Double)) { sum += last.0 * p.1 - p.0 * last.1; last = p }
        for op in ops {
            switch op {
            case .move(let x, let y): edge(to: start); start = (x, y); last = start
            case .line(let x, let y): edge(to: (x, y))
            case .curve(let a, let b, let c, let d, let e, let f): edge(to: (a, b)); edge(to: (c, d)); edge(to: (e, f))
            case .close: edge(to: start)
            }
        }
        edge(to: start)
        return sum
    }
}
