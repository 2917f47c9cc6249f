import CairoGraphics
import SpecScene

/// A glyph cell's outline in the cell's pixels, from the font's own curves: Cairo builds the path
/// of the cell's glyphs (FreeType's outline, unhinted, as the label draws it) at the cell's scale.
enum GlyphOutline {
    static func shape(of cell: BitmapFontCells.Cell, scale: Double, fonts: FontCache) throws -> FieldShape {
        // An unbounded surface: Cairo leaves glyphs off a bounded surface's path when they lie outside it.
        let context = try CairoContext(try CairoSurface(unboundedAlpha: ()))
        context.scale(scale, scale)
        context.newPath()
        for run in runs(in: cell.all.commands) {
            context.appendGlyphs(run.glyphs.map { PlacedGlyph(id: $0.id, x: $0.x, y: $0.y) }, font: try fonts.font(run.font))
        }
        return FieldShape(context.devicePath())
    }

    /// The glyph runs a cell fills: a field font's cells draw nothing but their glyphs (the
    /// resolver refuses every effect), placed in the cell's points.
    private static func runs(in commands: [DrawCommand]) -> [GlyphRun] {
        commands.flatMap { command -> [GlyphRun] in
            switch command {
            case .fill(.glyphs(let runs), _): runs
            case .clip(_, let inner), .seamless(let inner): self.runs(in: inner)
            default: []
            }
        }
    }
}
