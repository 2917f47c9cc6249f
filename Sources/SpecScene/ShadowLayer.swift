import SpecModel

/// A shadow, glow or inner shadow cast by a shape: its alpha mask at device scale, grown by
/// `outset` (the caster's stroke plus the effect's spread; negative shrinks), blurred with a Gaussian
/// of standard deviation σ (`sigma(scale:)`), moved by `offset` and composited in `color`.
package struct ShadowLayer: Equatable, Hashable, Sendable {
    package var shape: Shape
    package var outset: Double
    package var color: RGBA
    package var offset: Point
    /// CSS's blur radius, in points (a spec's `blur`).
    package var blur: Double
    /// Inner shadows blur the inverted shape and stay inside the shape.
    package var inner: Bool
    /// The JSON path of the effect this layer draws (`$.shadow[1]`, `$.title.glow`), so a warning
    /// about it can point at the spec line.
    package var effect: String
    package init(shape: Shape, outset: Double, color: RGBA, offset: Point, blur: Double, inner: Bool, effect: String = "$.shadow") {
        self.shape = shape; self.outset = outset; self.color = color; self.offset = offset
        self.blur = blur; self.inner = inner; self.effect = effect
    }
}

/// The blur's two rules, each said once here: every shadow, glow and inner shadow (a layer's, and a
/// spec's `Shadow` sizing a margin or a cap) reads them from these (docs/math.md#shadow-blur).
extension ShadowLayer {
    /// σ, the Gaussian's standard deviation, in device pixels at `scale`: half the blur, because a
    /// `blur` means what CSS's blur radius means.
    package func sigma(scale: Double) -> Double {
        blur * scale / 2
    }

    /// How far a blur of `blur` points carries a caster's ink past its edge, in points: 3σ, that is
    /// 1.5 × blur. The Gaussian's tail beyond 3σ leaves Φ(−3) = 0.135% of an edge's coverage, a third
    /// of an 8-bit step, which rounds to nothing; and the three box passes that draw the blur never
    /// reach further than ⌈3σ⌉ pixels. So a margin, a cap or a measured cut that holds 3σ holds the
    /// whole shadow.
    package static func blurReach(of blur: Double) -> Double {
        1.5 * blur
    }

    /// This layer's `blurReach(of:)`.
    package var blurReach: Double { Self.blurReach(of: blur) }
}
