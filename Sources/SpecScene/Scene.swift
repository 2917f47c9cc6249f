import SpecModel

/// A font face at a size: the file and face index the layout chose, so the renderer draws exactly
/// the glyphs that were shaped.
public struct FontRef: Equatable, Hashable, Sendable {
    public var file: String
    public var index: Int
    /// Em size in points.
    public var size: Double
    /// Variation settings in fontconfig/cairo form, e.g. "wght=650", sorted by tag; empty for none.
    public var variations: String
    public init(file: String, index: Int, size: Double, variations: String = "") {
        self.file = file; self.index = index; self.size = size; self.variations = variations
    }
}

public struct Glyph: Equatable, Hashable, Sendable {
    public var id: UInt32
    /// Origin on the baseline, in points.
    public var x: Double, y: Double
    public init(id: UInt32, x: Double, y: Double) { self.id = id; self.x = x; self.y = y }
}

/// Consecutive glyphs in one font.
public struct GlyphRun: Equatable, Hashable, Sendable {
    public var font: FontRef
    public var glyphs: [Glyph]
    public init(font: FontRef, glyphs: [Glyph]) { self.font = font; self.glyphs = glyphs }
}

public enum Shape: Equatable, Hashable, Sendable {
    case path(Path)
    case glyphs([GlyphRun])
    /// Button and view chrome, snapped to device pixels by the renderer (PixelBox.swift).
    case box(PixelBox)
}

/// A shadow, glow or inner shadow cast by a shape: its alpha mask at device scale, grown by
/// `outset` (the caster's stroke plus the effect's spread; negative shrinks), blurred with a Gaussian
/// of standard deviation `blur / 2`, moved by `offset` and composited in `color`.
public struct ShadowLayer: Equatable, Hashable, Sendable {
    public var shape: Shape
    public var outset: Double
    public var color: RGBA
    public var offset: Point
    public var blur: Double
    /// Inner shadows blur the inverted shape and stay inside the shape.
    public var inner: Bool
    /// The JSON path of the effect this layer draws (`$.shadow[1]`, `$.title.glow`), so a warning
    /// about it can point at the spec line.
    public var effect: String
    public init(shape: Shape, outset: Double, color: RGBA, offset: Point, blur: Double, inner: Bool, effect: String = "$.shadow") {
        self.shape = shape; self.outset = outset; self.color = color; self.offset = offset
        self.blur = blur; self.inner = inner; self.effect = effect
    }
}

public indirect enum DrawCommand: Equatable, Hashable, Sendable {
    case fill(Shape, Paint)
    /// `width` is the visible stroke width; `position` says where it sits against the outline.
    case stroke(Shape, Paint, width: Double, position: StrokePosition)
    case shadow(ShadowLayer)
    case clip(Rect, [DrawCommand])
    /// Chrome that tiles one shape, outside in (the rings, then the body inside them), drawn as one
    /// layer without seams where its boxes meet (SeamlessCommand.swift). Other commands in it (an
    /// inner shadow) draw over what comes before them as usual.
    case seamless([DrawCommand])
}

/// What one spec variant draws, in points, before any pixel exists.
public struct Scene: Equatable, Sendable {
    /// The image size in points, margins included.
    public var width: Double
    public var height: Double
    public var background: RGBA
    public var commands: [DrawCommand]
    /// Things a user should hear about (text that did not fit), already phrased.
    public var warnings: [String]
    public init(width: Double, height: Double, background: RGBA, commands: [DrawCommand], warnings: [String] = []) {
        self.width = width; self.height = height; self.background = background
        self.commands = commands; self.warnings = warnings
    }

    /// Pixel size at a scale: `ceil(points × scale)` per SPEC-v1.md.
    public func pixelSize(scale: Double) -> (width: Int, height: Int) {
        (Int((width * scale - 1e-9).rounded(.up)), Int((height * scale - 1e-9).rounded(.up)))
    }
}
