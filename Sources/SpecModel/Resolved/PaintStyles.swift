// What the resolved spec paints with: colours, gradients, gloss, shadows and strokes.

public enum GradientType: String, SpecVocabulary { case linear, radial }
/// What a text gradient stretches over: each line's box (ascent to descent, so every line shows the
/// same colour at the same height above its baseline), each line's inked box, all the text's ink,
/// or the frame.
public enum GradientSpan: String, SpecVocabulary { case line, ink, text, bounds }

package struct GradientStop: Equatable, Hashable, Sendable {
    package var color: RGBA
    package var at: Double
    package init(color: RGBA, at: Double) { self.color = color; self.at = at }
}

package struct Gradient: Equatable, Hashable, Sendable {
    package var type: GradientType
    /// Degrees, CSS convention: 180 runs top to bottom, 90 left to right.
    package var angle: Double
    package var span: GradientSpan
    /// At least two, positions filled in (evenly spaced when the spec gave bare colours), ascending.
    package var stops: [GradientStop]
    /// The spec's `dither`: nil leaves it to the drawing, which dithers where the colour steps are
    /// wider than 4 device pixels (docs/math.md#gradient-dither), a length only a scale knows.
    package var dither: Bool?
    package init(type: GradientType = .linear, angle: Double = 180, span: GradientSpan = .line, stops: [GradientStop],
                 dither: Bool? = nil) {
        self.type = type; self.angle = angle; self.span = span; self.stops = stops; self.dither = dither
    }
}

package struct Gloss: Equatable, Hashable, Sendable {
    package var color: RGBA
    /// Derived from `color` (docs/math.md#gloss-and-caustic) when the spec gives none.
    package var caustic: RGBA
    package var reflectionTop: Double
    package var reflectionBottom: Double
    package var exponent: Double
    package var causticFraction: Double
    package init(color: RGBA, caustic: RGBA, reflectionTop: Double = 0.6, reflectionBottom: Double = 0.2,
                exponent: Double = 1.2, causticFraction: Double = 0.6) {
        self.color = color; self.caustic = caustic; self.reflectionTop = reflectionTop
        self.reflectionBottom = reflectionBottom; self.exponent = exponent; self.causticFraction = causticFraction
    }
}

package enum Fill: Equatable, Hashable, Sendable {
    case color(RGBA)
    case gradient(Gradient)
    case gloss(Gloss)

    /// Whether it paints nothing: a colour, or every stop of a gradient, with alpha 0.
    package var isInvisible: Bool {
        switch self {
        case .color(let color): color.a == 0
        case .gradient(let gradient): gradient.stops.allSatisfy { $0.color.a == 0 }
        case .gloss: false
        }
    }
}

package struct Shadow: Equatable, Hashable, Sendable {
    package var color: RGBA
    package var offset: Point
    /// CSS's blur radius in points; the Gaussian it draws (its σ and reach) is SpecScene's `ShadowLayer`.
    package var blur: Double
    package var spread: Double
    package init(color: RGBA, offset: Point = Point(0, 0), blur: Double = 0, spread: Double = 0) {
        self.color = color; self.offset = offset; self.blur = blur; self.spread = spread
    }
}

public enum StrokePosition: String, SpecVocabulary { case outside, center, inside }

package struct Stroke: Equatable, Hashable, Sendable {
    package var fill: Fill
    package var width: Double
    package var position: StrokePosition
    package init(fill: Fill, width: Double, position: StrokePosition = .outside) {
        self.fill = fill; self.width = width; self.position = position
    }
}

extension Fill {
    /// The colour a plain rendering of this fill uses: itself, a gradient's first stop, a gloss's base.
    package var firstColor: RGBA {
        switch self {
        case .color(let c): return c
        case .gradient(let g): return g.stops.first?.color ?? .black
        case .gloss(let g): return g.color
        }
    }
}
