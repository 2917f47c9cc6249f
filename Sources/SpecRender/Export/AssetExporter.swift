import SpecModel
import SpecScene

/// An output format that writes a platform's own layout of files (an Xcode image set, an Android
/// `res` tree, Flutter's resolution-aware assets) rather than one image per scale: it renders the
/// scales that platform ships, whatever the spec's `output.scales`. `SpecRenderer` hands such
/// formats to their exporter and never branches on them itself.
protocol AssetExporter {
    /// The scales every variant is rendered at (checked against the image limits first).
    static var scales: [Double] { get }
    /// The scales of one spec: `scales`, unless the format follows the spec's own.
    static func scales(for spec: ResolvedSpec) -> [Double]
    /// Whether its images are the spec's scene drawn at its scales (so the scene's size must fit
    /// the image limits at each, and `--scale` does not apply): not a bitmap font's glyph cells or
    /// an atlas's sheets, which follow the spec's scales and `--scale`.
    static var drawsScene: Bool { get }
    init(renderer: SpecRenderer)
    /// The files of one variant, relative to the format's output folder; `scene` is the variant's
    /// own full-size scene, already built.
    func files(for spec: ResolvedSpec, scene: Scene) throws -> (files: [RenderedFile], warnings: [String])
    /// Every path `files(for:scene:)` writes, in its order, without rendering: what `render` checks
    /// for collisions and inputs before it writes anything.
    func paths(for spec: ResolvedSpec) throws(SpecError) -> [String]
}

extension AssetExporter {
    static func scales(for spec: ResolvedSpec) -> [Double] { scales }
    static var drawsScene: Bool { true }
}

extension AndroidExporter {
    func paths(for spec: ResolvedSpec) throws(SpecError) -> [String] { try Self.paths(for: spec) }
}

extension FlutterExporter {
    func paths(for spec: ResolvedSpec) -> [String] { Self.paths(for: spec) }
}

extension ImagesetExporter: AssetExporter {
    func files(for spec: ResolvedSpec, scene: Scene) throws -> (files: [RenderedFile], warnings: [String]) { try files(for: spec) }
    func paths(for spec: ResolvedSpec) -> [String] { Self.paths(for: spec) }
}

extension OutputFormat {
    /// Whether the format writes files of its own naming through an exporter.
    package var hasExporter: Bool { exporter != nil }

    /// The exporter of a platform format; nil for the plain png, svg and pdf.
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
