import RenderSupport
import SpecModel

/// The goldens `check` keeps, so that `render`, `atlas` and the Swift API's `Rendering.write(to:)`
/// never write one: a golden changes only through `check --update`, after review, so a changed
/// picture can never pass the next check in silence.
///
/// A file is a golden when
/// - the `render-spec-manifest.json` of its folder or of a folder above it lists it (its `goldens`,
///   written by `check --update`), or
/// - it is written into a folder that holds a manifest (`render` beside a spec whose goldens sit
///   beside it, check's default layout, or `--out-dir` into such a folder): `check` would compare
///   every output there with a golden, so a new output (a spec added since the last `--update`) or a
///   folder recorded by an older render-spec, whose manifest has no list, is guarded too.
///
/// Decided from paths alone, before anything is drawn, so a refused run writes nothing.
package struct GoldenGuard {
    /// A file the run would write and the folder it writes into (the spec's folder, or the
    /// out-dir); nil `folder` for a file named by itself (`-o`), guarded only when recorded.
    package struct Target {
        package var path: String
        package var folder: String?
        package init(path: String, folder: String?) { self.path = path; self.folder = folder }
    }

    /// The part of a manifest this guard reads; the rest is GoldenCheck's.
    private struct RecordedGoldens: Decodable {
        var goldens: [String: String]?
    }

    /// Each folder looked at: its manifest's path and recorded goldens, or nil when it holds none.
    private var manifests: [String: (path: String, goldens: [String: String])?] = [:]

    package init() {}

    /// The error line for the first target that is a golden, or nil when none is. `elsewhere` says
    /// how this command writes somewhere else (`--out-dir DIR`).
    package mutating func refusal(writing targets: [Target], command: String, elsewhere: String) -> String? {
        for target in targets {
            let path = Paths.absolute(target.path)
            if let manifest = recording(path) {
                return line(DisplayPath.forUser(path) + " is a golden", manifest: manifest, command: command, elsewhere: elsewhere)
            }
            if let folder = target.folder.map(Paths.absolute), let manifest = manifest(in: folder) {
                let among = "\(DisplayPath.forUser(path)) would join the goldens of \(DisplayPath.forUser(folder))/"
                return line(among, manifest: manifest.path, command: command, elsewhere: elsewhere)
            }
        }
        return nil
    }

    /// The manifest that records `path` as a golden, in its folder or one above it.
    private mutating func recording(_ path: String) -> String? {
        var folder = Paths.parent(path)
        while true {
            if let manifest = manifest(in: folder), let key = Paths.relative(path, to: folder), manifest.goldens[key] != nil {
                return manifest.path
            }
            let parent = Paths.parent(folder)
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    private func line(_ what: String, manifest: String, command: String, elsewhere: String) -> String {
        "\(command)error: \(what) (\(DisplayPath.forUser(manifest))): refusing to write it; "
            + "only `render-spec check --update` records goldens, after review; \(elsewhere) to render elsewhere"
    }

    private mutating func manifest(in folder: String) -> (path: String, goldens: [String: String])? {
        if let known = manifests[folder] { return known }
        let path = Paths.join(folder, SpecDiscovery.manifestName)
        var found: (path: String, goldens: [String: String])?
        if Paths.exists(path) {
            // A manifest that cannot be read still marks a folder of goldens; it only lists none.
            let bytes = try? InputFile.read(path, maxBytes: SpecLimits.maxFileBytes)
            let recorded = bytes.flatMap { try? JSONDecoder().decode(RecordedGoldens.self, from: Data($0)) }
            found = (path, recorded?.goldens ?? [:])
        }
        manifests[folder] = found
        return found
    }
}
