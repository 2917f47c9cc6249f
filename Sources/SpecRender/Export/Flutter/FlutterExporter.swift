import SpecModel
import SpecScene

/// `--format flutter`: resolution-aware image assets as Flutter's asset bundler finds them — the
/// 1× image `<name>[-<state>].png` and its variants `2.0x/` and `3.0x/` in subfolders beside it,
/// each the same bytes as `--format png` at that scale.
///
/// Flutter resolves only resolution variants (a `N.0x/` folder next to the main asset); it has no
/// locale variants, so each locale is a folder of its own holding a complete set
/// (`de/<name>.png`, `de/2.0x/<name>.png`) that the app picks by path. The locale comes first
/// because the variant folder must sit directly beside its main asset (`2.0x/de/…` would not be
/// found). Names keep render-spec's own `-<state>`: an asset name is a string, not a Dart
/// identifier, and the files then match the plain PNG outputs one for one.
struct FlutterExporter: AssetExporter {
    static let format = OutputFormat.flutter
    let renderer: SpecRenderer

    /// The full render at each scale, as `png` writes it: its warnings are the variant's own.
    func plan(_ spec: ResolvedSpec, scene: Scene, scales: [Double]) -> ExportPlan {
        let paths = Self.paths(for: spec, scales: scales)
        return ExportPlan(paths: paths) {
            try zip(paths, scales).map { path, scale in
                RenderedFile(path: path, bytes: try renderer.sceneRenderer.image(scene, scale: scale).png(renderer.png),
                             format: .flutter, scale: scale, state: spec.state, locale: spec.locale)
            }
        }
    }

    /// `[<tag>/][<N>.0x/]<name>[-<state>].png`, 1× first.
    private static func paths(for spec: ResolvedSpec, scales: [Double]) -> [String] {
        var unlocalized = spec
        unlocalized.locale = nil
        let name = OutputName.path(for: unlocalized, scale: 1, format: .png)
        let folder = spec.locale.map { "\($0)/" } ?? ""
        return scales.map { folder + ($0 == 1 ? "" : "\(OutputName.scaleLabel($0)).0x/") + name }
    }
}
