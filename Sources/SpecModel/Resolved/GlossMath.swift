import RenderSupport

// The gloss's math, all of it (docs/math.md#gloss-and-caustic): the caustic colour a spec leaves
// out, when the spec is resolved, and the colour of each device row, when it is drawn.

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

/// The gloss gradient (docs/math.md#gloss-and-caustic), evaluated exactly at a vertical position.
package enum GlossMath {
    /// The colour at `p` in 0…1 (0 = top), straight alpha.
    package static func color(_ gloss: Gloss, at p: Double) -> RGBA {
        let c = gloss.color
        let k = gloss.exponent
        let o = exp(-k), s = 1 / (1 - o)
        if p < 0.5 {
            // The reflection: white fading from `reflectionTop` to `reflectionBottom`, scaled by how
            // bright the base is (black gets no highlight).
            let scale = pow(0.299 * c.r + 0.587 * c.g + 0.114 * c.b, 0.2)
            let w0 = scale * gloss.reflectionTop, w1 = scale * gloss.reflectionBottom
            let q = 2 * p
            let e = 1 - s * (exp(-k * q) - o)
            let w = w0 + e * (w1 - w0)
            return RGBA(c.r * (1 - w) + w, c.g * (1 - w) + w, c.b * (1 - w) + w, c.a * (1 - w) + w)
        }
        // The caustic: the base colour shading into the caustic colour at the bottom.
        let q = 2 * (p - 0.5)
        let t = s * (exp(-k * (1 - q)) - o)
        let kc = gloss.caustic
        return RGBA(c.r * (1 - t) + kc.r * t, c.g * (1 - t) + kc.g * t, c.b * (1 - t) + kc.b * t, c.a * (1 - t) + kc.a * t)
    }

    /// One colour per device row for a box `rows` rows tall, sampled at row centres.
    package static func column(_ gloss: Gloss, rows: Int) -> [RGBA] {
        (0..<max(rows, 1)).map { color(gloss, at: (Double($0) + 0.5) / Double(max(rows, 1))) }
    }
}
