// What a resolved spec writes: its formats, scales, check budgets and font files.

/// `fnt` is a bitmap font's own output (its `.fnt` and page PNGs), `atlas` an atlas's (its sheets
/// and their descriptors); other kinds cannot write them.
public enum OutputFormat: String, SpecVocabulary { case png, svg, pdf, imageset, android, flutter, fnt, atlas }

package struct OutputOptions: Equatable, Hashable, Sendable {
    package var scales: [Double]
    package var formats: [OutputFormat]
    /// Per-spec diff budgets for `render-spec check` (nil: the command line's).
    package var threshold: Double?
    package var maxDiffPixels: Int?
    package var maxDiffRatio: Double?
    package init(scales: [Double] = [1], formats: [OutputFormat] = [.png], threshold: Double? = nil,
                maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.scales = scales; self.formats = formats; self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels; self.maxDiffRatio = maxDiffRatio
    }
}

package struct FontFile: Equatable, Hashable, Sendable {
    /// Absolute path, inside the render root.
    package var path: String
    /// Registers the file's faces under this family name instead of their own.
    package var family: String?
    package init(path: String, family: String? = nil) { self.path = path; self.family = family }
}
