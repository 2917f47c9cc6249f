import RenderSupport
import SpecModel

/// The golden tolerance: how much a PNG may differ from its golden and still pass, made of the
/// budgets docs/checking.md#budgets lists (a report's `budgets`).
///
/// `threshold` is pixelmatch's per-pixel colour threshold. The two counts work as in Playwright's
/// `toHaveScreenshot`: with neither set no pixel may differ; with one set, that one decides; with
/// both set, both must hold. So `--max-diff-pixels 10` alone allows ten pixels, rather than being
/// cancelled by a default ratio of zero.
package struct GoldenTolerance: Codable, Equatable, Hashable, Sendable {
    package var threshold: Double
    package var maxDiffPixels: Int?
    package var maxDiffRatio: Double?

    /// The default threshold: any colour change is a candidate; what a sub-pixel shift explains is
    /// anti-aliasing, the rest is counted (docs/checking.md has the measurement behind this).
    package static let defaultThreshold = 0.0

    package init(threshold: Double = GoldenTolerance.defaultThreshold, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.threshold = threshold; self.maxDiffPixels = maxDiffPixels; self.maxDiffRatio = maxDiffRatio
    }

    /// These budgets with the spec's own `output.threshold`, `maxDiffPixels` and `maxDiffRatio`
    /// taking precedence, key by key.
    package func overridden(by output: OutputOptions) -> GoldenTolerance {
        GoldenTolerance(threshold: output.threshold ?? threshold,
                        maxDiffPixels: output.maxDiffPixels ?? maxDiffPixels,
                        maxDiffRatio: output.maxDiffRatio ?? maxDiffRatio)
    }

    package func allows(mismatched: Int, of total: Int) -> Bool {
        let ratio = total == 0 ? 0 : Double(mismatched) / Double(total)
        switch (maxDiffPixels, maxDiffRatio) {
        case (nil, nil): return mismatched == 0
        case let (pixels?, nil): return mismatched <= pixels
        case let (nil, r?): return ratio <= r
        case let (pixels?, r?): return mismatched <= pixels && ratio <= r
        }
    }

    /// "threshold 0.1, ≤ 10 px, ≤ 0.1%" for messages and reports.
    package var summary: String {
        var parts = ["threshold \(threshold)"]
        if let maxDiffPixels { parts.append("≤ \(maxDiffPixels) px") }
        if let maxDiffRatio { parts.append("≤ \(Percent.string(maxDiffRatio))") }
        if maxDiffPixels == nil && maxDiffRatio == nil { parts.append("0 px") }
        return parts.joined(separator: ", ")
    }
}

enum Percent {
    /// "1.23%", and "<0.01%" rather than a misleading "0.00%" for a few pixels.
    static func string(_ ratio: Double) -> String {
        let value = ratio * 100
        if value == 0 { return "0%" }
        return value < 0.01 ? "<0.01%" : CFormat.string("%.2f%%", value)
    }
}
