import RenderSupport
import SpecModel
import SpecScene

/// `--format android`: drawables for an Android `res/` folder, in all five density buckets
/// (`drawable[-<locale>]-<density>/`, AndroidQualifiers.swift) as Android asset sets ship them.
///
/// A button or view becomes a 9-patch, `<resource>.9.png` (NinePatch.swift): the minimal
/// stretchable image the Xcode image set holds (StretchPlan.swift, title left out), with guides
/// marking the one-point middle that stretches and, on the bottom and right, the content area —
/// a button's title box (the bounds less `contentInsets`), a view's inside of its border. A
/// direction that cannot stretch (the gloss changes down the rows) is marked stretchable over its
/// whole length, as an image set's 3-part slicing stretches its full height. A background that
/// changes both ways (radial or diagonal gradient) is written full size as a plain PNG, with a
/// warning; labels and text fields are plain `<resource>.png` of the whole render.
struct AndroidExporter: AssetExporter {
    static let format = OutputFormat.android
    let renderer: SpecRenderer

    /// Slices the background (StretchPlan), lays out its minimal scene and works out each density's
    /// 9-patch guides once; the drawables are drawn from them.
    func plan(_ spec: ResolvedSpec, scene: Scene, scales: [Double]) throws -> ExportPlan {
        // The same images as the base variant's, which the unqualified folder already holds.
        if spec.sharesBaseImages { return ExportPlan(paths: []) { [] } }
        let background = try StretchedBackground(spec, scene: scene, renderer: renderer,
                                                 unsliced: "its Android drawable is a full-size PNG, not a 9-patch")
        let image = background.scene, patched = background.sliced
        var warnings = background.warnings
        let patches = patched.map { plan in
            scales.map { NinePatch(plan: plan, content: Self.content(of: plan), scale: $0, pixels: image.pixelSize(scale: $0)) }
        }
        if patches?.contains(where: \.contentFallback) == true {
            warnings.append("\(DisplayPath.forUser(spec.file)): warning: the content box of state \(spec.state) does not fit its 9-patch, so the 9-patch's content area (padding) is its stretchable middle")
        }
        let paths = try Self.paths(for: spec, patched: patched != nil)
        return ExportPlan(paths: paths, warnings: warnings) {
            var files: [RenderedFile] = []
            for (index, (path, scale)) in zip(paths, scales).enumerated() {
                let surface = try renderer.sceneRenderer.image(image, scale: scale)
                let bytes = try patches.map { try $0[index].png(of: surface, compression: renderer.png) } ?? surface.png(renderer.png)
                files.append(RenderedFile(path: path, bytes: bytes, format: .android, scale: scale, state: spec.state, locale: spec.locale))
            }
            return files
        }
    }

    /// `drawable[-<locale>]-<density>/<resource>[.9].png`, mdpi first.
    private static func paths(for spec: ResolvedSpec, patched: Bool) throws(SpecError) -> [String] {
        let name = AndroidResourceName.of(name: spec.name, state: spec.state) + (patched ? ".9.png" : ".png")
        var paths: [String] = []
        for density in AndroidDensity.all {
            do {
                paths.append(try AndroidQualifiers.folder(locale: spec.locale, density: density.qualifier) + "/" + name)
            } catch {
                throw spec.error(at: "$.locales", "the locale `\(error.tag)` is not a BCP 47 tag Android can name (language[-Script][-REGION][-variant], as `de`, `zh-CN`, `sr-Latn`)")
            }
        }
        return paths
    }

    /// Where a View puts its content: a button's title box, inside `contentInsets` (UIButton's
    /// contentEdgeInsets); a view's inside of its border (the box its background fills).
    static func content(of plan: StretchPlan) -> Rect {
        let inset: Insets
        switch plan.spec.content {
        case .button(let style): inset = style.contentInsets
        case .view(let style):
            let b = style.border.width
            inset = Insets(top: b, left: b, bottom: b, right: b)
        default: inset = .zero
        }
        let f = plan.frame
        return Rect(x: f.minX + inset.left, y: f.minY + inset.top,
                    width: f.width - inset.left - inset.right, height: f.height - inset.top - inset.bottom)
    }
}
