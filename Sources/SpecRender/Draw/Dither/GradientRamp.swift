import SpecModel

/// A gradient's colour at a position t, in floating point, as Cairo's pixman computes it before
/// rounding (docs/math.md#gradient-dither): straight (not premultiplied) channels interpolated
/// linearly between the neighbouring stops, padded beyond the ends, and then premultiplied.
struct GradientRamp {
    let stops: [GradientStop]

    /// Premultiplied (r, g, b, a), each 0…255, not rounded.
    func premultiplied(at t: Double) -> SIMD4<Double> {
        let c = color(at: t)
        let a = c.a * 255
        return SIMD4(c.r * a, c.g * a, c.b * a, a)
    }

    func color(at t: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(0, 0, 0, 0) }
        if !(t > first.at) { return first.color }   // also NaN
        if t >= last.at { return last.color }
        // The segment whose end is past t; a stop repeated at one position is a hard edge, and at
        // that position the later stop wins.
        var i = 1
        while stops[i].at <= t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let f = (t - a.at) / (b.at - a.at)
        let (p, q) = (a.color, b.color)
        return RGBA(p.r + (q.r - p.r) * f, p.g + (q.g - p.g) * f, p.b + (q.b - p.b) * f, p.a + (q.a - p.a) * f)
    }

    /// The widest colour step in device pixels when the gradient is `length` pixels long: each
    /// stretch between neighbouring stops, divided by the largest 8-bit difference of a channel
    /// across it (the number of distinct levels it can show). 0 when no channel changes.
    func widestStep(length: Double) -> Double {
        var widest = 0.0
        for (a, b) in zip(stops, stops.dropFirst()) {
            func level(_ v: Double) -> Double { (max(0, min(1, v)) * 255).rounded() }
            let levels = [abs(level(a.color.r) - level(b.color.r)), abs(level(a.color.g) - level(b.color.g)),
                          abs(level(a.color.b) - level(b.color.b)), abs(level(a.color.a) - level(b.color.a))].max() ?? 0
            guard levels > 0 else { continue }
            widest = max(widest, (b.at - a.at) * length / levels)
        }
        return widest
    }
}
