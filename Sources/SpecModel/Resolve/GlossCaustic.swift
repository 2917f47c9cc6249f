import RenderSupport

extension Gloss {
    /// The caustic (lower-half) colour a gloss uses when the spec names none: the base colour's hue
    /// pulled toward yellow (or magenta, for hues past 0.7) and brightened
    /// (docs/math.md#gloss-and-caustic). Greys get a pale yellow. Alpha is the base's.
    package static func derivedCaustic(for base: RGBA, causticFraction: Double) -> RGBA {
        var (hue, saturation, brightness) = base.hsb
        var target = 1.0 / 6  // yellow
        if saturation < 0.001 {
            hue = target
            saturation = 0.2
        } else if hue > 0.95 {
            hue -= 1  // reds just below 1 shift the short way round, through 0
        } else if hue > 0.7 {
            target = 5.0 / 6  // magenta
        }
        let shift = causticFraction * 0.5 * (1 + cos(1.4 * Double.pi * (hue - target)))
        var causticHue = hue * (1 - shift) + target * shift
        causticHue -= causticHue.rounded(.down)
        return RGBA(hue: causticHue, saturation: saturation, brightness: brightness * (1 - shift) + shift, alpha: base.a)
    }

    /// A gloss with the caustic derived from `color`.
    package init(color: RGBA, reflectionTop: Double = 0.6, reflectionBottom: Double = 0.2,
                exponent: Double = 1.2, causticFraction: Double = 0.6) {
        self.init(color: color, caustic: Gloss.derivedCaustic(for: color, causticFraction: causticFraction),
                  reflectionTop: reflectionTop, reflectionBottom: reflectionBottom, exponent: exponent,
                  causticFraction: causticFraction)
    }
}
