import SpecModel

/// The largest font scale in [minimum, 1] at which text fits: twelve halvings of the interval
/// (UILabel's adjustsFontSizeToFitWidth, to within 0.03 %), each a layout at a size of its own.
///
/// A layout at a new size is Pango's slowest call: a new font pattern (matched and sorted by
/// fontconfig on two threads Pango starts for it) and a new font. So when the caller can predict
/// where the text stops fitting (one line of text, whose width and height scale with the size:
/// the box's width over the text's natural width), the search first lays out only the two scales
/// the halvings would end between if that prediction were right. If the lower fits and the upper
/// does not, every halving on the way would have answered as predicted (a smaller scale fits
/// wherever a larger one does), so the result is the halvings' own, with the same layout, from two
/// layouts instead of twelve. A prediction that misses by a step is corrected from the answers (at
/// most twice); past that, the halvings run as they always did, reusing every layout already made.
struct ShrinkSearch<Layout> {
    /// Halvings of [minimum, 1].
    static var steps: Int { 12 }

    let minimum: Double
    /// A layout at a scale and whether the text fits in it.
    let attempt: (Double) throws(SpecError) -> (layout: Layout, fits: Bool)
    private var tried: [Double: (layout: Layout, fits: Bool)] = [:]

    init(minimum: Double, attempt: @escaping (Double) throws(SpecError) -> (layout: Layout, fits: Bool)) {
        self.minimum = minimum
        self.attempt = attempt
    }

    /// The scale the halvings end on and its layout, or nil when the text does not fit even at the
    /// minimum (then `smallest` is the layout there). Scale 1 is known not to fit.
    mutating func run(predicted: Double?) throws(SpecError) -> (scale: Double, layout: Layout)? {
        if let predicted, let found = try shortcut(from: predicted) { return found }
        let smallest = try at(minimum)
        guard smallest.fits else { return nil }
        var (lo, hi) = (minimum, 1.0)   // lo fits, hi does not
        var best = smallest.layout
        for _ in 0..<Self.steps {
            let mid = (lo + hi) / 2
            let trial = try at(mid)
            if trial.fits { lo = mid; best = trial.layout } else { hi = mid }
        }
        return (lo, best)
    }

    /// The minimum's layout (laid out by `run` whenever it returns nil).
    mutating func smallest() throws(SpecError) -> Layout { try at(minimum).layout }

    /// The two scales the halvings end between if everything up to `threshold` fits and nothing
    /// above it, computed the way the halvings compute them, so the values are bit for bit theirs.
    static func bracket(minimum: Double, assuming threshold: Double) -> (lo: Double, hi: Double) {
        var (lo, hi) = (minimum, 1.0)
        for _ in 0..<steps {
            let mid = (lo + hi) / 2
            if mid <= threshold { lo = mid } else { hi = mid }
        }
        return (lo, hi)
    }

    private mutating func shortcut(from predicted: Double) throws(SpecError) -> (scale: Double, layout: Layout)? {
        var threshold = predicted
        for _ in 0..<3 {
            let (lo, hi) = Self.bracket(minimum: minimum, assuming: threshold)
            let low = try at(lo)
            guard low.fits else {
                // Nothing below the minimum: the halvings' own path decides whether anything fits.
                if lo == minimum { return nil }
                threshold = lo.nextDown
                continue
            }
            if hi < 1, try at(hi).fits {
                threshold = hi
                continue
            }
            return (lo, low.layout)
        }
        return nil
    }

    private mutating func at(_ scale: Double) throws(SpecError) -> (layout: Layout, fits: Bool) {
        if let known = tried[scale] { return known }
        let result = try attempt(scale)
        tried[scale] = result
        return result
    }
}
