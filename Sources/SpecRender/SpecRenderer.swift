import CairoGraphics
import Foundation
import PNGCodec
import SpecModel
import SpecScene

/// One rendered output: where it goes (relative to the output folder) and its bytes.
package struct RenderedFile: Equatable, Sendable {
    package var path: String
    package var bytes: [UInt8]
    package var format: OutputFormat
    package var scale: Double
    package var state: String
    package var locale: String?
}

/// A spec that loaded but cannot be drawn (an unsupported format, a Cairo failure).
package struct RenderError: Error, CustomStringConvertible, Sendable {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// The whole pipeline after loading: ResolvedSpec → Scene → bytes for every scale and format. Shares its
/// font library and caches across a batch; safe to use from several threads.
package final class SpecRenderer: Sendable {
    package let library: FontLibrary
    package let fonts: FontCache
    package let builder: SceneBuilder
    /// How every PNG of the run is compressed: the same pixels either way.
    package let png: PNGCompression
    /// The threads one shadow's or glow's blur may use: every core when one image renders at a
    /// time, one when a batch already keeps every core drawing (more would only queue behind it).
    package let blurWorkers: Int

    package init(pinnedFonts: String? = PinnedFonts.directory, png: PNGCompression = .fast,
                 blurWorkers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.png = png
        self.blurWorkers = max(1, blurWorkers)
        library = FontLibrary(pinnedDirectory: pinnedFonts)
        fonts = FontCache()
        builder = SceneBuilder(text: PangoTextEngine(library: library))
    }

    /// Draws scenes with this renderer's fonts and blur threads.
    package var sceneRenderer: SceneRenderer { SceneRenderer(fonts: fonts, blurWorkers: blurWorkers) }

    package func scene(_ spec: ResolvedSpec) throws(SpecError) -> Scene {
        var scene = try builder.build(spec)
        scene.warnings = spec.warnings + scene.warnings
        return scene
    }

    /// Every output of one variant. `scales` and `formats` default to the spec's `output`.
    package func render(_ spec: ResolvedSpec, scales: [Double]? = nil, formats: [OutputFormat]? = nil) throws -> (files: [RenderedFile], warnings: [String]) {
        let scene = try scene(spec)
        return try render(scene, of: spec, scales: scales, formats: formats)
    }

    /// The outputs of a scene already built from `spec`, for callers that also look at the scene
    /// (`render-spec check` records the font files it used).
    package func render(_ scene: Scene, of spec: ResolvedSpec, scales: [Double]? = nil, formats: [OutputFormat]? = nil) throws
        -> (files: [RenderedFile], warnings: [String]) {
        let formats = formats ?? spec.output.formats
        try checkFormats(formats, of: spec)
        var files: [RenderedFile] = []
        var warnings = try warnings(scene, of: spec)
        for scale in scales ?? spec.output.scales where formats.contains(where: { $0.exporter == nil }) {
            try checkLimits(scene, scale: scale, spec: spec)
            for format in formats where format.exporter == nil {
                let bytes: [UInt8]
                switch format {
                case .svg: bytes = SVGIds.normalize(try sceneRenderer.document(scene, scale: scale, format: .svg))
                case .pdf: bytes = try sceneRenderer.document(scene, scale: scale, format: .pdf)
                default: bytes = try sceneRenderer.image(scene, scale: scale).png(png)   // png
                }
                files.append(RenderedFile(path: OutputName.path(for: spec, scale: scale, format: format), bytes: bytes,
                                          format: format, scale: scale, state: spec.state, locale: spec.locale))
            }
        }
        // Platform formats render the scales their platform ships, whatever the spec's scales.
        for exporter in formats.compactMap(\.exporter) {
            for scale in exporter.scales(for: spec) where exporter.drawsScene { try checkLimits(scene, scale: scale, spec: spec) }
            let exported = try exporter.init(renderer: self).files(for: Self.rescaled(spec, scales, for: exporter), scene: scene)
            files += exported.files
            warnings += exported.warnings.filter { !warnings.contains($0) }
        }
        return (files, warnings)
    }

    /// Everything a user should hear about this variant, whatever is rendered of it: text that
    /// does not fit (found by layout) and effects the canvas cuts off (measured here).
    package func warnings(_ scene: Scene, of spec: ResolvedSpec) throws -> [String] {
        scene.warnings + (try EffectCut.warnings(scene, of: spec, fonts: fonts, blurWorkers: blurWorkers))
    }

    /// The files `render(_:of:scales:formats:)` would write for this variant, relative to the output
    /// folder (image sets: to the catalog), in the order it writes them, after checking the image
    /// limits at every scale: so a batch can refuse collisions and bad sizes before writing anything.
    package func plannedOutputs(_ scene: Scene, of spec: ResolvedSpec, scales: [Double]? = nil, formats: [OutputFormat]? = nil)
        throws(SpecError) -> [(path: String, format: OutputFormat)] {
        let formats = formats ?? spec.output.formats
        try checkFormats(formats, of: spec)
        var planned: [(path: String, format: OutputFormat)] = []
        for scale in scales ?? spec.output.scales where formats.contains(where: { $0.exporter == nil }) {
            try checkLimits(scene, scale: scale, spec: spec)
            for format in formats where format.exporter == nil {
                planned.append((OutputName.path(for: spec, scale: scale, format: format), format))
            }
        }
        for format in formats {
            guard let exporter = format.exporter else { continue }
            for scale in exporter.scales(for: spec) where exporter.drawsScene { try checkLimits(scene, scale: scale, spec: spec) }
            planned += try exporter.init(renderer: self).paths(for: Self.rescaled(spec, scales, for: exporter)).map { ($0, format) }
        }
        return planned
    }

    /// The files a platform format or a bitmap font writes for this variant, relative to its output
    /// folder, without rendering: the goldens `check` expects of it.
    package func exportedPaths(for spec: ResolvedSpec, format: OutputFormat) throws(SpecError) -> [String] {
        guard let exporter = format.exporter else { return [] }
        return try exporter.init(renderer: self).paths(for: spec)
    }

    /// `--format` may name a format the spec's kind cannot write (`fnt` for a label).
    private func checkFormats(_ formats: [OutputFormat], of spec: ResolvedSpec) throws(SpecError) {
        for format in formats {
            if let refusal = format.refusal(for: spec.content.kind) { throw spec.error(at: "$.kind", "--format \(format.rawValue): " + refusal) }
        }
    }

    /// An exporter that follows the spec's scales (a bitmap font, an atlas) follows `--scale` too.
    private static func rescaled(_ spec: ResolvedSpec, _ scales: [Double]?, for exporter: any AssetExporter.Type) -> ResolvedSpec {
        guard let scales, !exporter.drawsScene else { return spec }
        var spec = spec
        spec.output.scales = scales
        return spec
    }

    /// SPEC-v1.md's image limits, checked on the final size (margins included) at each scale.
    private func checkLimits(_ scene: Scene, scale: Double, spec: ResolvedSpec) throws(SpecError) {
        let (w, h) = scene.pixelSize(scale: scale)
        if w > 16384 || h > 16384 {
            throw spec.error(at: "$.size", "the image at @\(OutputName.scaleLabel(scale))x would be \(w)×\(h) pixels; a side may be at most 16384")
        }
        if w * h > 64 * 1024 * 1024 {
            throw spec.error(at: "$.size", "the image at @\(OutputName.scaleLabel(scale))x would be \(w * h) pixels; at most 64 megapixels")
        }
        if w == 0 || h == 0 {
            throw spec.error(at: "$.size", "the image would be empty (\(w)×\(h) pixels)")
        }
    }
}
