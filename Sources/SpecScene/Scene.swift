import SpecModel

/// A font face at a size: the file and face index the layout chose, so the renderer draws exactly
/// the glyphs that were shaped.
package struct FontRef: Equatable, Hashable, Sendable {
    package var file: String
    package var index: Int
    /// Em size in points.
    package var size: Double
    /// Variation settings in fontconfig/cairo form, e.g. "wght=650", sorted by tag; empty for none.
    package var variations: String
    package init(file: String, index: Int, size: Double, variations: String = "") {
        self.file = file; self.index = index; self.size = size; self.variations = variations
    }
}

package struct Glyph: Equatable, Hashable, Sendable {
    package var id: UInt32
    /// Origin on the baseline, in points.
    package var x: Double, y: Double
    package init(id: UInt32, x: Double, y: Double) { self.id = id; self.x = x; self.y = y }
}

/// Consecutive glyphs in one font.
package struct GlyphRun: Equatable, Hashable, Sendable {
    package var font: FontRef
    package var glyphs: [Glyph]
    /// Nil for outlines filled with the text's paint; else colour glyphs (emoji), whose silhouettes
    /// take the stroke and the shadow, drawn as this says.
    package var colorGlyphs: ColorGlyphStyle?
    /// The characters the glyphs draw, in the text's order: what an SVG keeps as its text (SVGText).
    package var text: String
    package init(font: FontRef, glyphs: [Glyph], colorGlyphs: ColorGlyphStyle? = nil, text: String = "") {
        self.font = font; self.glyphs = glyphs; self.colorGlyphs = colorGlyphs; self.text = text
    }

    /// The same run with every glyph moved by (dx, dy).
    package func moved(dx: Double, dy: Double) -> GlyphRun {
        var run = self
        run.glyphs = glyphs.map { Glyph(id: $0.id, x: $0.x + dx, y: $0.y + dy) }
        return run
    }
}

package enum Shape: Equatable, Hashable, Sendable {
    case path(Path)
    case glyphs([GlyphRun])
    /// Button and view chrome, snapped to device pixels by the renderer (PixelBox.swift).
    case box(PixelBox)
}

package indirect enum DrawCommand: Equatable, Hashable, Sendable {
    case fill(Shape, Paint)
    /// `width` is the visible stroke width; `position` says where it sits against the outline.
    case stroke(Shape, Paint, width: Double, position: StrokePosition)
    case shadow(ShadowLayer)
    case clip(Rect, [DrawCommand])
    /// Chrome that tiles one shape, outside in (the rings, then the body inside them), drawn as one
    /// layer without seams where its boxes meet (SeamlessCommand.swift). Other commands in it (an
    /// inner shadow) draw over what comes before them as usual.
    case seamless([DrawCommand])
    /// Commands composited on their own, then laid over what is below at `opacity` (a faded
    /// disabled button: overlapping parts do not show through each other).
    case layer([DrawCommand], opacity: Double)
}

/// What one spec variant draws, in points, before any pixel exists.
package struct Scene: Equatable, Sendable {
    /// The image size in points, margins included.
    package var width: Double
    package var height: Double
    package var background: RGBA
    package var commands: [DrawCommand]
    /// Things a user should hear about (text that did not fit), already phrased.
    package var warnings: [String]
    /// What `missingGlyphs: fallback` drew in installed families (FallbackFont), in text order.
    package var fallbackFonts: [FallbackFont] = []
    package init(width: Double, height: Double, background: RGBA, commands: [DrawCommand], warnings: [String] = []) {
        self.width = width; self.height = height; self.background = background
        self.commands = commands; self.warnings = warnings
    }

    /// Pixel size at a scale: the size rounded up to whole points, then `ceil(points × scale)`
    /// (docs/spec.md#units). Whole points first, so every whole scale is exactly that many times
    /// the 1x image: a bitmap font's specimen 819.3 points wide is 820 pixels at 1x and 1640 at 2x,
    /// where `ceil(1638.6)` gave 1639 and the two did not line up.
    package func pixelSize(scale: Double) -> (width: Int, height: Int) {
        func pixels(_ points: Double) -> Int {
            let whole = (points - 1e-9).rounded(.up)
            return Int((whole * scale - 1e-9).rounded(.up))
        }
        return (pixels(width), pixels(height))
    }
}
