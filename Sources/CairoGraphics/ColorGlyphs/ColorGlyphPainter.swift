import CCairo
import RenderSupport

/// Draws colour glyphs (emoji) in their own colours, on an image or into an SVG or PDF document.
///
/// A COLR glyph is its layers, each an outline glyph filled in its palette colour (or in the
/// text's paint, for the layers the font leaves to it): Cairo 1.16 would draw only the base
/// glyph's outline, and layers stay vectors in a document. A picture glyph (CBDT, sbix) is drawn
/// by Cairo, which scales the font's strike to the size and keeps its colours; a document holds it
/// as an image.
package enum ColorGlyphPainter {
    private struct FaceKey: Hashable { var file: String; var index: Int }
    private struct GlyphKey: Hashable { var face: FaceKey; var glyph: UInt32 }

    private static let lock = Lock()
    /// One FreeType face per font file and face, read under `lock` only (a face is not thread-safe).
    nonisolated(unsafe) private static var faces: [FaceKey: FreeTypeFace?] = [:]
    nonisolated(unsafe) private static var layers: [GlyphKey: [ColorLayer]] = [:]
    /// At most this many glyphs' layers are kept; past it the cache starts again.
    private static let limit = 20_000

    /// Draws `glyphs` in their colours; `foreground` sets the context's source to the text's paint,
    /// with the layer's path already built (a dithered gradient covers only its pixels).
    package static func draw(_ glyphs: [PlacedGlyph], font: CairoFont, on context: CairoContext,
                             foreground: () throws -> Void) rethrows {
        var pictures: [PlacedGlyph] = []
        func drawPictures() {
            guard !pictures.isEmpty else { return }
            // A picture glyph brings its own colours; an opaque white source leaves them as they are
            // whether Cairo composites the picture as a source or through it as a mask.
            context.setSource(r: 1, g: 1, b: 1, a: 1)
            context.showGlyphs(pictures, font: font)
            pictures.removeAll()
        }
        for glyph in glyphs {
            let layers = layers(of: glyph.id, font: font)
            guard !layers.isEmpty else { pictures.append(glyph); continue }
            drawPictures()
            for layer in layers {
                context.newPath()
                context.appendGlyphs([PlacedGlyph(id: layer.glyph, x: glyph.x, y: glyph.y)], font: font)
                if let c = layer.color {
                    context.setSource(r: Double(c.r) / 255, g: Double(c.g) / 255, b: Double(c.b) / 255, a: Double(c.a) / 255)
                } else {
                    try foreground()
                }
                context.fill()
            }
        }
        drawPictures()
        context.newPath()
    }

    /// Whether the face has colour glyphs (FreeType's FT_HAS_COLOR: CBDT, sbix or COLR).
    static func hasColorGlyphs(file: String, index: Int) -> Bool {
        let face = FaceKey(file: file, index: index)
        lock.lock()
        defer { lock.unlock() }
        if faces[face] == nil { faces[face] = .some(FreeTypeFace(file: face.file, index: face.index)) }
        return faces[face]!?.hasColor ?? false
    }

    /// A COLR glyph's layers; empty for a picture glyph.
    static func layers(of glyph: UInt32, font: CairoFont) -> [ColorLayer] {
        let face = FaceKey(file: font.file, index: font.index)
        let key = GlyphKey(face: face, glyph: glyph)
        lock.lock()
        defer { lock.unlock() }
        if let known = layers[key] { return known }
        if faces[face] == nil { faces[face] = .some(FreeTypeFace(file: face.file, index: face.index)) }
        let found = faces[face]!?.colorLayers(of: glyph) ?? []
        if layers.count >= limit { layers.removeAll(keepingCapacity: true) }
        layers[key] = found
        return found
    }
}
