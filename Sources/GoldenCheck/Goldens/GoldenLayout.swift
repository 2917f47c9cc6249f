import RenderSupport
import SpecModel
import SpecRender

/// Where the golden of each output lives.
///
/// Goldens mirror the specs: a spec at `<specs root>/<dir>/<case>.json` whose output is `de/title@2x.png`
/// has its golden at `<golden dir>/<dir>/de/title@2x.png`. The golden dir defaults to the specs root,
/// so by default each golden sits beside its spec (resvg's tests/ layout), and `render-spec check Specs`
/// needs no other argument. Each spec folder's goldens share one `render-spec-manifest.json` there.
package struct GoldenLayout: Sendable {
    /// Absolute, standardized.
    package var specsRoot: String
    package var goldenDir: String

    package static let manifestName = SpecDiscovery.manifestName

    package init(specsRoot: String, goldenDir: String? = nil) {
        self.specsRoot = Paths.absolute(specsRoot)
        self.goldenDir = Paths.absolute(goldenDir ?? specsRoot)
    }

    /// The folder that mirrors the folder of `specFile`.
    package func goldenFolder(forSpec specFile: String) -> String {
        let dir = Paths.relative(Paths.deletingLastComponent(specFile), to: specsRoot) ?? ""
        return Paths.join(goldenDir, dir)
    }

    /// The golden of one output (`output` as `OutputName.path` gives it).
    package func golden(forSpec specFile: String, output: String) -> String {
        Paths.join(goldenFolder(forSpec: specFile), output)
    }

    /// The golden of one planned or rendered file of `spec`: where `render` writes it beside the
    /// spec, mirrored. A platform format's files sit in its own folder there, as `render` lays
    /// them out (OutputDestination): an image set in `<name>.xcassets/`, Android drawables in
    /// `res/`, Flutter assets in `assets/`.
    package func golden(forSpec specFile: String, output: String, format: OutputFormat, of spec: ResolvedSpec) -> String {
        golden(forSpec: specFile, output: OutputDestination.besideSpec(output, format: format, of: spec))
    }

    package func manifest(forSpec specFile: String) -> String {
        Paths.join(goldenFolder(forSpec: specFile), Self.manifestName)
    }

    /// The folder that mirrors a spec folder given on the command line (for the orphan scan).
    package func goldenFolder(forSpecDirectory dir: String) -> String {
        Paths.join(goldenDir, Paths.relative(Paths.absolute(dir), to: specsRoot) ?? "")
    }

    /// The largest golden `check` reads: a PNG within the image limits, an SVG or a PDF of one.
    static let maxGoldenBytes = 256 << 20

    /// A golden's bytes, or nil when there is none. Read without blocking, and only a regular file
    /// (InputFile).
    static func read(_ path: String) throws(InputFile.Problem) -> [UInt8]? {
        guard Paths.exists(path) || Paths.isLink(path) else { return nil }
        return try InputFile.read(path, maxBytes: maxGoldenBytes)
    }
}
