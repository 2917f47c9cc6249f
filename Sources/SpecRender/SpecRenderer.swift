import CairoGraphics
import PNGCodec
import RenderSupport
import SpecModel
import SpecScene

/// A spec that loaded but cannot be drawn (an unsupported format, a Cairo failure).
package struct RenderError: Error, CustomStringConvertible, Sendable {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// The whole pipeline after loading: a resolved spec is planned (`plan`), then drawn from the plan
/// (`render`) into bytes for every scale and format. Shares its font library and caches across a
/// batch; safe to use from several threads.
package final class SpecRenderer: Sendable {
    package let library: FontLibrary
    package let fonts: FontCache
    package let builder: SceneBuilder
    /// How every PNG of the run is compressed: the same pixels either way.
    package let png: PNGCompression
    /// The threads one shadow's or glow's blur may use: every core when one image renders at a
    /// time, one when a batch already keeps every core drawing (more would only queue behind it).
    package let blurWorkers: Int

    /// `prepared`: the font library made beforehand (PreparedFonts), or nil to make one here for
    /// `pinnedFonts`.
    package init(pinnedFonts: String? = PinnedFonts.directory, png: PNGCompression = .fast,
                 blurWorkers: Int = ProcessSettings.cores, prepared: PreparedFonts? = nil) {
        self.png = png
        self.blurWorkers = max(1, blurWorkers)
        library = prepared?.library ?? FontLibrary(pinnedDirectory: pinnedFonts)
        fonts = FontCache()
        builder = SceneBuilder(text: PangoTextEngine(library: library))
    }

    /// Draws scenes with this renderer's fonts and blur threads.
    package var sceneRenderer: SceneRenderer { SceneRenderer(fonts: fonts, blurWorkers: blurWorkers) }

    /// The variant laid out, with the warnings of its layout and of loading it.
    package func scene(_ spec: ResolvedSpec, drawnScales: [Double]? = nil) throws(SpecError) -> Scene {
        var scene = try builder.build(spec, drawnScales: drawnScales)
        scene.warnings = spec.warnings + scene.warnings
        return scene
    }

    /// Plans every output of one variant (`scales` and `formats` default to the spec's `output`):
    /// see RenderPlan. Throws `SpecError` for what the user can fix (a format the kind cannot write,
    /// an image over the limits, a glyph no font has), anything else for a failure to draw.
    package func plan(_ spec: ResolvedSpec, scales: [Double]? = nil, formats: [OutputFormat]? = nil) throws -> RenderPlan {
        let formats = formats ?? spec.output.formats
        for format in formats {
            if let refusal = format.refusal(for: spec.content.kind) { throw spec.error(at: "$.kind", "--format \(format.rawValue): " + refusal) }
        }
        let images = formats.filter { $0.exporter == nil }
        let imageScales = images.isEmpty ? [] : scales ?? spec.output.scales
        var drawn = imageScales
        for exporter in formats.compactMap(\.exporter) where exporter.drawsScene {
            drawn += exporter.scales(for: spec, requested: scales)
        }
        let scene = try scene(spec, drawnScales: drawn)
        for scale in Set(drawn).sorted() { try ImageLimits.check(scene, scale: scale, spec: spec) }

        // Only a drawn scene can cut its effects: a bitmap font written only as `fnt` draws glyph
        // cells, and measuring its specimen's shadows (every glyph stroked) would cost seconds.
        var warnings = scene.warnings
            + (drawn.isEmpty ? [] : try EffectCut.warnings(scene, of: spec, fonts: fonts, blurWorkers: blurWorkers))
        var steps: [RenderPlan.Step] = []
        var outputs: [PlannedOutput] = []
        for scale in imageScales {
            for format in images {
                let path = OutputName.path(for: spec, scale: scale, format: format)
                steps.append(.image(format: format, scale: scale, path: path))
                outputs.append(PlannedOutput(path: path, format: format))
            }
        }
        for format in formats {
            guard let exporter = format.exporter else { continue }
            let export = try exporter.init(renderer: self).plan(spec, scene: scene, scales: exporter.scales(for: spec, requested: scales))
            steps.append(.export(export))
            outputs += export.paths.map { PlannedOutput(path: $0, format: format) }
            warnings += export.warnings.filter { !warnings.contains($0) }
        }
        return RenderPlan(spec: spec, scene: scene, outputs: outputs, warnings: warnings, steps: steps)
    }

    /// Draws what `plan` planned, in the order of its `outputs`.
    package func render(_ plan: RenderPlan) throws -> [RenderedFile] {
        var files: [RenderedFile] = []
        for step in plan.steps {
            switch step {
            case .image(let format, let scale, let path):
                let bytes: [UInt8] = switch format {
                case .svg: SVGText.annotate(SVGIds.normalize(try sceneRenderer.document(plan.scene, scale: scale, format: .svg)),
                                           scene: plan.scene, scale: scale)
                case .pdf: try sceneRenderer.document(plan.scene, scale: scale, format: .pdf)
                default: try sceneRenderer.image(plan.scene, scale: scale).png(png, segmentThreads: blurWorkers)
                }
                files.append(RenderedFile(path: path, bytes: bytes, format: format, scale: scale,
                                          state: plan.spec.state, locale: plan.spec.locale))
            case .export(let export):
                let drawn = try export.draw()
                guard drawn.map(\.path) == export.paths else {
                    throw RenderError("\(plan.spec.file): planned \(export.paths.count) files, drew \(drawn.count)")
                }
                files += drawn
            }
        }
        return files
    }

    /// Plans and draws one variant: its files and its warnings.
    package func render(_ spec: ResolvedSpec, scales: [Double]? = nil, formats: [OutputFormat]? = nil) throws
        -> (files: [RenderedFile], warnings: [String]) {
        let plan = try plan(spec, scales: scales, formats: formats)
        return (try render(plan), plan.warnings)
    }
}
