import RenderSpec

/// How far a PNG rendering may differ from its golden and still match: `render-spec check`'s
/// threshold and budgets (docs/checking.md, Budgets).
///
/// With neither count set no pixel may differ; with one set, that one decides; with both, both
/// must hold. SVG and PDF goldens are compared byte for byte, as `check` compares them.
public struct GoldenTolerance: Hashable, Sendable {
    /// pixelmatch's per-pixel colour threshold, 0 to 1. At 0 (check's default) any colour change
    /// counts, unless moving an edge by less than a pixel explains it.
    public var threshold: Double
    /// Changed pixels allowed; `nil` for no count budget.
    public var maxDiffPixels: Int?
    /// Fraction of changed pixels allowed, 0 to 1; `nil` for no ratio budget.
    public var maxDiffRatio: Double?

    /// A tolerance; the defaults are `render-spec check`'s: threshold 0, no pixel may change.
    public init(threshold: Double = 0, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.threshold = threshold; self.maxDiffPixels = maxDiffPixels; self.maxDiffRatio = maxDiffRatio
    }

    /// `render-spec check`'s for `variant`: the spec's own `output` budgets over check's defaults.
    static func check(_ variant: SpecVariant) -> GoldenTolerance {
        let own = variant.goldenBudgets
        return GoldenTolerance(threshold: own.threshold ?? 0, maxDiffPixels: own.maxDiffPixels, maxDiffRatio: own.maxDiffRatio)
    }

    func allows(_ comparison: ImageComparison) -> Bool {
        switch (maxDiffPixels, maxDiffRatio) {
        case (nil, nil): comparison.changedPixels == 0
        case let (pixels?, nil): comparison.changedPixels <= pixels
        case let (nil, ratio?): comparison.changedFraction <= ratio
        case let (pixels?, ratio?): comparison.changedPixels <= pixels && comparison.changedFraction <= ratio
        }
    }

    /// `threshold 0, ≤ 10 px, ≤ 0.5%`, as check's report shows budgets.
    var summary: String {
        var parts = ["threshold \(threshold)"]
        if let maxDiffPixels { parts.append("≤ \(maxDiffPixels) px") }
        if let maxDiffRatio { parts.append("≤ \(maxDiffRatio * 100)%") }
        if maxDiffPixels == nil && maxDiffRatio == nil { parts.append("0 px") }
        return parts.joined(separator: ", ")
    }
}
