import SpecModel
import SpecScene

/// An output format that writes files of its own layout and naming (an Xcode image set, an
/// Android `res` tree, Flutter's resolution-aware assets, a bitmap font, an atlas) rather than one
/// image per scale. `SpecRenderer` hands such formats to their exporter and never branches on them.
protocol AssetExporter {
    /// The format it writes.
    static var format: OutputFormat { get }
    init(renderer: SpecRenderer)
    /// Plans one variant's files without drawing them: their paths, relative to the format's output
    /// folder, in the order they are drawn; what preparing them warned about; and how to draw them
    /// from what was worked out here. `scene` is the variant's full-size scene, already held to the
    /// image limits at `scales` when the exporter draws it (`drawsScene`).
    func plan(_ spec: ResolvedSpec, scene: Scene, scales: [Double]) throws -> ExportPlan
}

extension AssetExporter {
    /// A platform format draws the spec's scene at the scales its platform ships, whatever the
    /// spec's `output.scales`; a bitmap font draws glyph cells and an atlas packs sheets at the
    /// spec's own scales, or `--scale`'s.
    static func scales(for spec: ResolvedSpec, requested: [Double]?) -> [Double] {
        format.platformScales ?? requested ?? spec.output.scales
    }

    /// Whether its images are the spec's scene drawn at `scales(for:requested:)`, so the scene must
    /// fit the image limits at each.
    static var drawsScene: Bool { format.platformScales != nil }
}

/// What an exporter worked out for one variant before drawing anything.
struct ExportPlan: Sendable {
    var paths: [String]
    var warnings: [String] = []
    /// An image set's part of its state's set, which a batch merges with the other locale variants'.
    var imageSet: ImageSetPart? = nil
    /// Draws the planned files, in `paths` order, from what the plan holds.
    var draw: @Sendable () throws -> [RenderedFile]
}

extension OutputFormat {
    /// The exporter of a format that writes files of its own naming; nil for png, svg and pdf.
    var exporter: (any AssetExporter.Type)? {
        switch self {
        case .png, .svg, .pdf: nil
        case .imageset: ImagesetExporter.self
        case .android: AndroidExporter.self
        case .flutter: FlutterExporter.self
        case .fnt: BitmapFontExporter.self
        case .atlas: AtlasExporter.self
        }
    }
}
