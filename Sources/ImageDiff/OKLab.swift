import RenderSupport

/// The colour metric of pixelmatch's unreleased master (commit c6fee35): the distance between
/// two colours in OKLab (B. Ottosson, 2020) as HyAB, |ΔL| + √(Δa² + Δb²), with Ottosson's
/// toe-corrected lightness Lr, compared with `threshold` directly (black↔white = 1).
///
/// The linearisation and cube root go through upstream's lookup tables with linear
/// interpolation. The tables are part of the behaviour: exact `pow`/`cbrt` would move pixels
/// that lie near the threshold, so keep them.
struct OKLabMetric: ColorMetric {
    let threshold: Double
    let checkerboard: Bool
    private let linear = OKLabTables.linear
    private let cubeRoot = OKLabTables.cubeRoot

    init(threshold: Double, checkerboard: Bool) {
        self.threshold = threshold
        self.checkerboard = checkerboard
    }

    func compare(_ img1: Pixels, _ img2: Pixels, _ k: Int) -> Int {
        let c1: OKLabColor, c2: OKLabColor
        if img1[k + 3] == 255 && img2[k + 3] == 255 {
            c1 = oklab(linear[Int(img1[k])], linear[Int(img1[k + 1])], linear[Int(img1[k + 2])])
            c2 = oklab(linear[Int(img2[k])], linear[Int(img2[k + 1])], linear[Int(img2[k + 2])])
        } else {
            let bg = background(k, checkerboard)
            c1 = oklab(composited(img1, k, bg))
            c2 = oklab(composited(img2, k, bg))
        }
        let dLr = c1.lightness - c2.lightness
        let dl = c1.l - c2.l, dm = c1.m - c2.m, ds = c1.s - c2.s
        let da = 1.9779984951 * dl - 2.4285922050 * dm + 0.4505937099 * ds
        let db = 0.0259040371 * dl + 0.7827717662 * dm - 0.8086757660 * ds
        // |ΔLr| + √(Δa² + Δb²) <= threshold, without the square root
        let rest = threshold - abs(dLr)
        if rest > 0 && da * da + db * db <= rest * rest { return 0 }
        return dLr > 0 ? -1 : 1 // dLr > 0: img2 darker
    }

    /// Master's anti-aliasing brightness: still Rec.601 luma of the encoded values, but
    /// semi-transparent pixels are composited over white (never the checkerboard), and
    /// pixels equal in that luma but not in alpha are told apart by half their alpha
    /// difference, so only pixels equal in both count as "equal" neighbours.
    func brightnessDelta(_ img: Pixels, _ center: Int, _ neighbour: Int) -> Double {
        if img.word(center / 4) == img.word(neighbour / 4) { return 0 }
        let (dr, dg, db) = channelDeltas(img, center, img, neighbour, background: (255, 255, 255))
        let delta = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let a1 = Double(img[center + 3]), a2 = Double(img[neighbour + 3])
        return delta == 0 && a1 != a2 ? (a1 - a2) / 2 : delta
    }

    /// The pixel composited over `bg` (fractional), then linearised by interpolating the table.
    @inline(__always)
    private func composited(_ img: Pixels, _ k: Int, _ bg: (r: Double, g: Double, b: Double)) -> (Double, Double, Double) {
        let a = Double(img[k + 3])
        return (linearise((Double(img[k]) * a + bg.r * (255 - a)) / 255),
                linearise((Double(img[k + 1]) * a + bg.g * (255 - a)) / 255),
                linearise((Double(img[k + 2]) * a + bg.b * (255 - a)) / 255))
    }

    @inline(__always)
    private func linearise(_ c: Double) -> Double {
        let j = Int(c) // c >= 0, so truncation is floor
        return linear[j] + (linear[j + 1] - linear[j]) * (c - Double(j))
    }

    @inline(__always)
    private func cbrtLUT(_ x: Double) -> Double {
        let t = 4096 * x
        let j = min(Int(t), 4096) // x <= 1 + ε for colours; the clamp only guards the table
        return cubeRoot[j] + (cubeRoot[j + 1] - cubeRoot[j]) * (t - Double(j))
    }

    @inline(__always)
    private func oklab(_ rgb: (Double, Double, Double)) -> OKLabColor {
        oklab(rgb.0, rgb.1, rgb.2)
    }

    /// Linear sRGB to LMS, cube roots l′ m′ s′, and the toe-corrected lightness Lr.
    @inline(__always)
    private func oklab(_ r: Double, _ g: Double, _ b: Double) -> OKLabColor {
        let l = cbrtLUT(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrtLUT(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrtLUT(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        let lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        let x = OKLabTables.k3 * lightness - OKLabTables.k1
        let toe = 0.5 * (x + (x * x + 4 * OKLabTables.k2 * OKLabTables.k3 * lightness).squareRoot())
        return OKLabColor(lightness: toe, l: l, m: m, s: s)
    }
}

/// One colour as the HyAB test needs it: Lr, and l′ m′ s′ from which Δa and Δb are taken.
struct OKLabColor {
    var lightness: Double
    var l: Double
    var m: Double
    var s: Double
}

/// Upstream's lookup tables and toe constants, built once per process.
enum OKLabTables {
    /// sRGB decoding of c = 0…255, plus a copy of the last entry for interpolation at 255.
    static let linear: [Double] = {
        var table = (0 ... 255).map { (c: Int) -> Double in
            let s = Double(c) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        table.append(table[255])
        return table
    }()

    /// cbrt(j / 4096) for j = 0…4097.
    static let cubeRoot: [Double] = (0 ... 4097).map { cbrt(Double($0) / 4096) }

    /// Ottosson's toe: Lr = (k3·L − k1 + √((k3·L − k1)² + 4·k2·k3·L)) / 2.
    static let k1 = 0.206
    static let k2 = 0.03
    static let k3 = (1 + k1) / (1 + k2)
}
