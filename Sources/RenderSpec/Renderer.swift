import Foundation
import RenderSupport
import SpecModel
import SpecRender

/// Drawing failed after the spec loaded: the renderer could not draw or encode the image.
///
/// Problems the user can fix in the spec (a character no font of its chain has, an image over the
/// size limits at this scale) are thrown as `SpecError` instead, at the spec's line and column.
public struct RenderingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in one line.
    public var description: String

    init(_ description: String) { self.description = description }
}

/// Draws specs into every file `render-spec` writes — PNG, SVG, PDF, Xcode image sets, Android
/// `res` folders with 9-patches, Flutter assets, bitmap fonts and atlas sheets — or into an RGBA
/// ``Bitmap``.
///
/// A renderer owns the font configuration and caches, which take a moment to set up: make one and
/// reuse it for every image. It is safe to use from several threads at once.
///
/// ```swift
/// let renderer = Renderer()
/// let spec = try LoadedSpec(contentsOfFile: "title.json")
/// let rendering = try renderer.render(spec.variants[0], as: .png, scale: 2)
/// try rendering.data.write(to: URL(fileURLWithPath: "title@2x.png"))
/// rendering.warnings.forEach { print($0) }
///
/// try renderer.render(spec).write()        // every file `render-spec render title.json` writes
/// ```
///
/// For one image, ``RenderableSpec/render(_:scale:state:locale:)`` and
/// ``LoadedSpec/render(_:scale:state:locale:)`` draw with ``shared`` in one call.
///
/// Fonts come only from the spec's own font chain (`family`, then `fallback`), looked up in its
/// `fonts`, then in render-spec's pinned fonts (DejaVu Sans, the default family, and Inter), then
/// in the system's: the same fonts `render-spec` uses, so the same spec gives the same pixels.
public final class Renderer: Sendable {
    private let renderer: SpecRenderer

    /// A renderer with render-spec's pinned fonts (`RENDER_SPEC_FONTS`, else the `Specs/fonts`
    /// folder of the render-spec sources it was built from).
    public init() {
        renderer = SpecRenderer()
    }

    /// The renderer the one-call methods draw with (``LoadedSpec/render(_:scale:state:locale:)``,
    /// ``RenderableSpec/render(_:scale:state:locale:)``), made on first use. Use it wherever one
    /// renderer will do: each renderer sets up its own fonts and caches.
    public static let shared = Renderer()

    /// The scales a variant may be rendered at, as `render-spec --scale` allows them.
    public static let scales: ClosedRange<Double> = 1 ... 4

    /// Draws `variant` as one image file's bytes, with its warnings.
    ///
    /// - Parameters:
    ///   - variant: A variant of a ``LoadedSpec``.
    ///   - format: ``OutputFormat/png``, ``OutputFormat/svg`` or ``OutputFormat/pdf``: the formats
    ///     that are one file per image.
    ///   - scale: Device pixels per point, 1 to 4 (@1x to @4x); PNG sizes are the spec's size (and
    ///     canvas margin) in points times the scale, rounded up.
    /// - Returns: The one file `render-spec --scale S --format F` writes for this variant
    ///   (``Rendering/data``, at ``Rendering/paths``' one path) and the warnings of its layout.
    /// - Throws: `SpecError` when the spec cannot be laid out or drawn at this size (a missing
    ///   glyph, over 16384 pixels a side), ``RenderingError`` when drawing or encoding fails or
    ///   `format` is several files (an image set, Android drawables: ``render(_:formats:scales:layout:)-(SpecVariant,_,_,_)``
    ///   draws those).
    public func render(_ variant: SpecVariant, as format: OutputFormat, scale: Double = 1) throws -> Rendering {
        guard format.isSingleFile else {
            throw RenderingError("`\(format.rawValue)` is several files, not one image: render it with render(_:formats:) and read Rendering.files")
        }
        return try render([variant], formats: [format], scales: [scale], layout: .besideSpec, origin: variant.origin)
    }

    /// Draws every file of one variant: its images at each scale in each format (`nil`: the spec's
    /// own `output.scales` and `output.formats`), as `render-spec render --state S --locale L` writes
    /// them.
    ///
    /// - Parameters:
    ///   - variant: A variant of a ``LoadedSpec``.
    ///   - formats: `png`, `svg`, `pdf`, `imageset`, `android`, `flutter`, `fnt` (a bitmap font's
    ///     `.fnt` and pages) or `atlas` (an atlas spec's sheets); `nil` for the spec's own.
    ///   - scales: 1 to 4; `nil` for the spec's own. Platform formats draw the scales their
    ///     platform ships whatever this says, as `render-spec` does.
    ///   - layout: Where platform formats go: into their own folders beside the spec (`render-spec
    ///     render`'s default), or right into the output folder (`--out-dir`).
    /// - Throws: `SpecError` for what the spec must change (a format its kind cannot write, an
    ///   image over the limits), ``RenderingError`` when drawing or encoding fails.
    public func render(_ variant: SpecVariant, formats: [OutputFormat]? = nil, scales: [Double]? = nil,
                       layout: Rendering.Layout = .besideSpec) throws -> Rendering {
        try render([variant], formats: formats, scales: scales, layout: layout, origin: variant.origin)
    }

    /// Draws every file of every variant of `spec` — each state × locale × scale × format — exactly
    /// the paths and bytes `render-spec render SPEC` writes (with `layout: .outDir`,
    /// `render-spec render SPEC --out-dir DIR`), and each warning once.
    ///
    /// Two variants may not write one path (an asset catalog's shared `Contents.json` aside): such
    /// a spec is refused before anything is drawn, as `render-spec` refuses it.
    ///
    /// - Parameters: As ``render(_:formats:scales:layout:)-(SpecVariant,_,_,_)``.
    /// - Throws: `SpecErrors`, every problem of every variant; ``RenderingError`` when drawing fails.
    public func render(_ spec: LoadedSpec, formats: [OutputFormat]? = nil, scales: [Double]? = nil,
                       layout: Rendering.Layout = .besideSpec) throws -> Rendering {
        try render(spec.variants, formats: formats, scales: scales, layout: layout, origin: spec.origin, wholeSpec: true)
    }

    /// Draws `variant` into pixels: the PNG ``render(_:as:scale:)`` makes, decoded.
    ///
    /// - Parameters:
    ///   - variant: A variant of a ``LoadedSpec``.
    ///   - scale: Device pixels per point, 1 to 4.
    /// - Returns: Straight (non-premultiplied) RGBA, 8 bits per channel, rows top to bottom.
    /// - Throws: As ``render(_:as:scale:)``.
    public func bitmap(_ variant: SpecVariant, scale: Double = 1) throws -> Bitmap {
        let png = try render(variant, as: .png, scale: scale).data
        do {
            return try Bitmap(pngData: png)
        } catch {
            throw RenderingError("cannot decode the rendered PNG: \(error)")
        }
    }

    /// What `render-spec` would warn about for `variant` at its own scales and formats, without
    /// drawing it: text that does not fit (truncated, shrunk, cut to `lines`), an effect the canvas
    /// cuts off, a missing weight or style, what an output format had to give up. A rendering
    /// carries the same warnings (``Rendering/warnings``): use this one to check a spec without
    /// drawing it.
    ///
    /// - Throws: As ``render(_:as:scale:)``.
    public func warnings(for variant: SpecVariant) throws -> [RenderWarning] {
        do {
            return try renderer.plan(variant.spec).warnings.map { RenderWarning($0, origin: variant.origin) }
        } catch let error as SpecError {
            throw variant.origin?.map(error) ?? error
        } catch {
            throw RenderingError("\(error)")
        }
    }

    /// The pipeline `render-spec render` runs, for `variants` of one spec: planned together (a
    /// refusal or two variants on one path stop it before anything is drawn), drawn in parallel,
    /// gathered in variant order.
    private func render(_ variants: [SpecVariant], formats: [OutputFormat]?, scales: [Double]?, layout: Rendering.Layout,
                        origin: SwiftValuePath?, wholeSpec: Bool = false) throws -> Rendering {
        for scale in scales ?? [] where !Self.scales.contains(scale) {
            throw RenderingError("the scale must be between 1 and 4, not \(scale)")
        }
        let specs = variants.map(\.spec)
        guard let first = specs.first else { return Rendering(files: [], warnings: [], fallbackFonts: [], specFolder: "/", inputs: []) }
        let specFolder = URL(fileURLWithPath: first.file).deletingLastPathComponent().path
        let batch = BatchRender(variants: specs.count, jobs: ProcessSettings.cores,
                                scales: scales, formats: formats, renderer: renderer)
        var refusals = batch.imageCountRefusals(specs)
        var owners = OutputOwners()
        var plans: [RenderPlan] = []
        for outcome in batch.plan(specs) {
            switch outcome {
            case .success(let plan):
                let relative = plan.outputs.map { layout == .outDir ? $0.path : OutputDestination.besideSpec($0, for: plan.spec) }
                refusals += owners.claim(plan, at: relative.map { (specFolder as NSString).appendingPathComponent($0) })
                plans.append(plan)
            case .failure(let error as SpecError):
                refusals.append(error)
            case .failure(let error):
                throw RenderingError("\(error)")
            }
        }
        if !refusals.isEmpty {
            var seen = Set<SpecError>()
            let errors = SpecErrors(refusals.filter { seen.insert($0).inserted })
            // One variant's first problem (the others follow from it), as a variant is rendered;
            // a spec's every problem, as it is loaded.
            if !wholeSpec { throw origin?.map(errors.errors[0]) ?? errors.errors[0] }
            throw origin?.map(errors) ?? errors
        }

        var files: [(path: String, bytes: [UInt8])] = []
        var failure: (any Error)?
        batch.render(plans, bytes: { $0.byteCount }) { _, files in files } deliver: { i, outcome in
            switch outcome {
            case .success(let drawn):
                for (file, output) in zip(drawn, plans[i].outputs) {
                    let path = layout == .outDir ? output.path : OutputDestination.besideSpec(output, for: plans[i].spec)
                    files.append((path, file.bytes))
                }
            case .failure(let error):
                if failure == nil { failure = error }
            }
        }
        if let failure {
            if let error = failure as? SpecError { throw origin?.map(error) ?? error }
            throw RenderingError("\(failure)")
        }
        var warnings: [String] = []
        for plan in plans { for w in plan.warnings where !warnings.contains(w) { warnings.append(w) } }
        var fallbackFonts: [FallbackFont] = []
        for plan in plans { fallbackFonts.merge(plan.scene.fallbackFonts) }
        return Rendering(files: files, warnings: warnings.map { RenderWarning($0, origin: origin) }, fallbackFonts: fallbackFonts,
                         specFolder: specFolder, inputs: specs.flatMap(\.inputFiles))
    }
}
