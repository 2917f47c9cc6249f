import RenderSupport
import SpecModel

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
