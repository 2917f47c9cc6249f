import RenderSupport
import SpecModel

/// Where each planned file goes: into `outDir`, or beside its spec. Without `outDir` a platform
/// format gets the folder its platform expects beside the spec: an image set goes into
/// `<name>.xcassets`, Android drawables into `res/`, Flutter assets into `assets/`; with `outDir`,
/// that folder is the catalog, `res` or `assets` folder itself.
package struct OutputDestination: Sendable {
    package let outDir: String?
    /// `outDir` absolute and standardized, worked out once: every planned file of a batch asks.
    private let outFolder: String?

    package init(outDir: String?) {
        self.outDir = outDir
        outFolder = outDir.map(Paths.absolute)
    }

    /// On strings alone: `URL(fileURLWithPath:)` stats its path to learn whether it is a folder, and
    /// a thousand-spec batch asked for each of its files twice, on one thread, before drawing.
    package func path(of file: PlannedOutput, for spec: ResolvedSpec) -> String {
        if let outFolder { return Paths.join(outFolder, file.path) }
        let folder = Paths.parent(spec.file.hasPrefix("/") ? spec.file : Paths.absolute(spec.file))
        return Paths.join(folder, Self.besideSpec(file.path, format: file.format, of: spec))
    }

    /// A file's path relative to its spec's folder when no `outDir` is given: inside the platform
    /// folder of its format (`<name>.xcassets`, `res`, `assets`), else as planned. `check` puts
    /// goldens at the same place in the mirrored folder, so goldens are laid out as `render` writes.
    package static func besideSpec(_ path: String, format: OutputFormat, of spec: ResolvedSpec) -> String {
        guard let own = platformFolder(of: format, for: spec) else { return path }
        return Paths.join(own, path)
    }

    /// The folder a platform format writes into beside its spec, or nil for a format that writes
    /// beside the spec itself.
    package static func platformFolder(of format: OutputFormat, for spec: ResolvedSpec) -> String? {
        switch format {
        case .imageset: spec.name + ".xcassets"
        case .android: "res"
        case .flutter: "assets"
        default: nil
        }
    }

    /// Where `file` goes relative to its spec's folder when there is no `outDir` (`besideSpec(_:format:of:)`).
    package static func besideSpec(_ file: PlannedOutput, for spec: ResolvedSpec) -> String {
        besideSpec(file.path, format: file.format, of: spec)
    }
}
