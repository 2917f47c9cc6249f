// What a resolved spec writes: its formats, scales, check budgets and font files.

/// The files a spec renders into: a spec's `output.formats`, `render-spec --format`, and the Swift
/// API's one format type.
///
/// `png`, `svg` and `pdf` are one file per image; the others are a platform's folder layout or a
/// kind's own set of files.
public enum OutputFormat: String, SpecVocabulary {
    /// An RGBA PNG, 8 bits per channel, straight (not premultiplied) alpha.
    case png
    /// An SVG document; the text stays text (glyph runs), ids are numbered per document.
    case svg
    /// A PDF document, without dates, so the same spec gives the same bytes.
    case pdf
    /// An Xcode asset catalog's image set: `@1x`, `@2x` and `@3x` PNGs and their `Contents.json`.
    case imageset
    /// Android `res/drawable-*dpi` PNGs, a stretchable background as a 9-patch.
    case android
    /// Flutter `assets/` PNGs in its resolution folders (`2.0x/`, `3.0x/`).
    case flutter
    /// A bitmap font's `.fnt` and page PNGs; only a `bitmapFont` spec writes it.
    case fnt
    /// An atlas's sheets and their descriptors; only an `atlas` spec writes it.
    case atlas

    /// Whether the format is one file per image (PNG, SVG, PDF), as RenderSpec's `Renderer` draws one
    /// variant at one scale into bytes.
    package var isSingleFile: Bool { self == .png || self == .svg || self == .pdf }
}

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
