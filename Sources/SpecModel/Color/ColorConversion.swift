import RenderSupport

/// Grey and HSB colours become RGB as soon as they are read (docs/math.md#colour-conversions), so
/// gradients and the gloss only ever interpolate RGB.
extension RGBA {
    /// A grey-space colour, as UIColor(white:alpha:).
    package init(white: Double, alpha: Double = 1) {
        self.init(white, white, white, alpha)
    }

    /// The standard hexcone HSB (HSV) → RGB conversion; every component in 0…1, hue 1 ≡ 0.
    package init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let v = brightness, s = saturation
        var h = (hue - hue.rounded(.down)) * 6  // hue mod 1, in sextants
        if h >= 6 { h = 0 }
        let sector = Int(h.rounded(.down))
        let f = h - Double(sector)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch sector {
        case 0: self.init(v, t, p, alpha)
        case 1: self.init(q, v, p, alpha)
        case 2: self.init(p, v, t, alpha)
        case 3: self.init(p, q, v, alpha)
        case 4: self.init(t, p, v, alpha)
        default: self.init(v, p, q, alpha)
        }
    }

    /// Hue in [0, 1), saturation and brightness in 0…1 (hue 0 for greys).
    package var hsb: (hue: Double, saturation: Double, brightness: Double) {
        let maximum = max(r, g, b), minimum = min(r, g, b)
        let delta = maximum - minimum
        let saturation = maximum > 0 ? delta / maximum : 0
        guard delta > 0 else { return (0, saturation, maximum) }
        var hue: Double
        if maximum == r {
            hue = (g - b) / delta
        } else if maximum == g {
            hue = 2 + (b - r) / delta
        } else {
            hue = 4 + (r - g) / delta
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, maximum)
    }
}
