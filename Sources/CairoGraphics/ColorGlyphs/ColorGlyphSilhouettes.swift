import CCairo
import RenderSupport

/// The silhouette of a colour glyph as a path, for what follows a glyph's shape rather than its
/// colours: the stroke, the shadow and glow, the outside stroke's cut, and a fill with the text's
/// paint (`colorGlyphs: fill`). A picture glyph has no outline at all (Cairo 1.16 would give a
/// staircase of its pixels), and a COLR glyph's layers overlap with windings of their own, so each
/// glyph is drawn once in its colours at `pixelsPerEm` and its coverage traced at half opacity
/// (MarchingSquares). The outline is kept in ems, so every size and scale draws the same shape.
package enum ColorGlyphSilhouettes {
    /// The tracing's resolution: finer than Noto Color Emoji's 109-pixel strike.
    static let pixelsPerEm = 128

    private struct Key: Hashable { var file: String; var index: Int; var variations: String; var glyph: UInt32 }
    private static let lock = Lock()
    /// Contours in ems from the glyph's origin, y down.
    nonisolated(unsafe) private static var outlines: [Key: [[MarchingSquares.Point]]] = [:]
    private static let limit = 5_000

    /// The silhouettes of `glyphs` as path operations in user space.
    package static func path(_ glyphs: [PlacedGlyph], font: CairoFont) -> [PathOp] {
        var ops: [PathOp] = []
        for glyph in glyphs {
            for contour in outline(of: glyph.id, font: font) {
                guard let first = contour.first else { continue }
                ops.append(.move(glyph.x + first.x * font.size, glyph.y + first.y * font.size))
                for p in contour.dropFirst() { ops.append(.line(glyph.x + p.x * font.size, glyph.y + p.y * font.size)) }
                ops.append(.close)
            }
        }
        return ops
    }

    static func outline(of glyph: UInt32, font: CairoFont) -> [[MarchingSquares.Point]] {
        let key = Key(file: font.file, index: font.index, variations: font.variations, glyph: glyph)
        lock.lock()
        if let known = outlines[key] { lock.unlock(); return known }
        lock.unlock()
        // A glyph Cairo cannot draw has no silhouette: nothing to stroke or shade.
        let traced = (try? trace(glyph, font: font)) ?? []
        lock.lock()
        defer { lock.unlock() }
        if outlines.count >= limit { outlines.removeAll(keepingCapacity: true) }
        outlines[key] = traced
        return traced
    }

    /// The glyph drawn in black on a canvas three ems square, its origin one em from the left and
    /// two from the top (room for any emoji's ink), and its alpha traced.
    private static func trace(_ glyph: UInt32, font: CairoFont) throws -> [[MarchingSquares.Point]] {
        let em = pixelsPerEm, side = 3 * em
        let large = try CairoFont(file: font.file, index: font.index, size: Double(em), variations: font.variations)
        let surface = try CairoSurface(width: side, height: side, format: .argb32)
        let context = try CairoContext(surface)
        ColorGlyphPainter.draw([PlacedGlyph(id: glyph, x: Double(em), y: Double(2 * em))], font: large, on: context) {
            context.setSource(r: 0, g: 0, b: 0, a: 1)
        }
        try context.status()
        var alpha = [UInt8](repeating: 0, count: side * side)
        surface.withPixels { data, stride in
            for y in 0..<side {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<side { alpha[y * side + x] = UInt8(row[x] >> 24) }
            }
        }
        let scale = Double(em)
        // Pixel (i, j)'s centre lies at (i + ½, j + ½) on the canvas.
        return MarchingSquares.contours(alpha, width: side, height: side).map { contour in
            contour.map { MarchingSquares.Point(x: ($0.x + 0.5 - scale) / scale, y: ($0.y + 0.5 - 2 * scale) / scale) }
        }
    }
}
