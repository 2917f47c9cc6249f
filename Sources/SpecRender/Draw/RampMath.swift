import RenderSupport
import SpecModel

/// The groove and edge ramp (docs/math.md#groove-and-edge-ramps), evaluated exactly: t = 0 on the
/// top row, 1 on the bottom; c = S·(e^(−k(1−t)) − O) with O = e^(−k), S = 1 / (1 − O);
/// colour = from·(1 − c) + to·c.
package enum RampMath {
    /// The mix factor c at `t` (0 at t = 0, 1 at t = 1, slow at first: a groove darkest at its top).
    package static func factor(at t: Double, exponent k: Double) -> Double {
        let o = exp(-k), s = 1 / (1 - o)
        return s * (exp(-k * (1 - t)) - o)
    }

    package static func color(from: RGBA, to: RGBA, exponent: Double, at t: Double) -> RGBA {
        let c = factor(at: t, exponent: exponent)
        return RGBA(from.r * (1 - c) + to.r * c, from.g * (1 - c) + to.g * c, from.b * (1 - c) + to.b * c,
                    from.a * (1 - c) + to.a * c)
    }

    /// One colour per device row, sampled at row centres.
    package static func column(from: RGBA, to: RGBA, exponent: Double, rows: Int) -> [RGBA] {
        let n = max(rows, 1)
        return (0..<n).map { color(from: from, to: to, exponent: exponent, at: (Double($0) + 0.5) / Double(n)) }
    }
}
