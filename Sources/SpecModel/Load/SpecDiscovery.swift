import RenderSupport

/// Finds the spec files under the paths given to `check`, `render` and `validate`, and the stray
/// goldens beside them.
///
/// Every `*.json` is a spec except `render-spec-manifest.json`, `*.tokens.json`, JSON Schemas
/// (`*.schema.json`: the render-spec.schema.json `render-spec init` writes beside its starters), the
/// JSON outputs render-spec writes (`*.fnt.json`, an atlas's TexturePacker descriptor, an asset
/// catalog's `Contents.json`: RenderedJSON), the results files `check` writes (CheckReportFiles) and
/// files whose name starts with `_` (bases that others `extends`, rendered only through them). That holds for a file named on the command line too, so
/// a shell glob such as `Specs/label/*.json` means what it says. In a folder, hidden entries,
/// folders named `fonts`, asset catalogs (`*.xcassets`) and the folders of one (`*.imageset`, …,
/// whose `Contents.json` files are outputs), report folders (CheckReportFiles) and any folder passed
/// in `excluding` (the report or output folder) are skipped.
package struct SpecDiscovery: Sendable {
    package var excluding: [String]
    /// Whether `_*.json` bases count too: `format` rewrites them, the other commands reach them
    /// only through the specs that extend them.
    package var includingBases = false

    /// Each folder's golden manifest (GoldenManifest): never a spec.
    package static let manifestName = "render-spec-manifest.json"

    /// What the arguments hold.
    package struct Found: Equatable, Sendable {
        /// Absolute paths of the spec files, sorted, without repeats.
        package var files: [String] = []
        /// Arguments that do not exist, as given.
        package var missing: [String] = []

        /// Whether no argument held a spec: refused, so that a command pointed at the wrong folder
        /// (or only at bases) fails instead of quietly doing nothing.
        package var isEmpty: Bool { files.isEmpty && missing.isEmpty }
    }

    package init(excluding: [String] = [], includingBases: Bool = false) {
        self.excluding = excluding.map(Paths.absolute)
        self.includingBases = includingBases
    }

    package func specFiles(in arguments: [String]) -> Found {
        var files = Set<String>()
        var found = Found()
        for argument in arguments {
            let path = Paths.absolute(argument)
            if Paths.isDirectory(path) {
                walk(path) { file in if isSpec(file) { files.insert(file) } }
            } else if Paths.exists(path) {
                // Any other name (spec.txt) is taken as is: only what a folder would skip is left out.
                if !isSkipped(path) { files.insert(path) }
            } else {
                found.missing.append(argument)
            }
        }
        found.files = files.sorted()
        return found
    }

    /// The message for arguments that held no spec: "no specs found in Specs/labels (…)".
    package static func nothingFound(in arguments: [String]) -> String {
        "no specs found in \(arguments.joined(separator: ", ")) (every *.json is a spec except _*.json bases and \(Self.manifestName))"
    }

    /// Golden candidates under `folder`: PNG, SVG, PDF, `.fnt` and `.atlas` files, and the JSON
    /// render-spec writes (RenderedJSON), asset catalogs included (their images and `Contents.json`
    /// files are goldens of image sets). Specs, fonts, the manifest and READMEs are never
    /// candidates, whatever folder they sit in.
    package func goldenCandidates(in folder: String) -> [String] {
        var found: [String] = []
        walk(folder, intoCatalogs: true) { file in
            if ["png", "svg", "pdf", "fnt", "atlas"].contains(Paths.lowercasedExtension(file)) || RenderedJSON.isOutput(file) {
                found.append(file)
            }
        }
        return found.sorted()
    }

    /// Every golden manifest under `folder` (the mirror of a spec folder and those below it).
    package func manifests(in folder: String) -> [String] {
        var found: [String] = []
        walk(folder) { file in if Paths.lastComponent(file) == Self.manifestName { found.append(file) } }
        return found.sorted()
    }

    private func isSpec(_ file: String) -> Bool {
        file.hasSuffix(".json") && !isSkipped(file)
    }

    /// A base, a manifest, a DTCG token file (`*.tokens.json`, read through the specs that name
    /// it) or a JSON Schema (`*.schema.json`, read by editors): never a spec of its own.
    private func isSkipped(_ file: String) -> Bool {
        let name = Paths.lastComponent(file)
        return (name.hasPrefix("_") && !includingBases) || name == Self.manifestName || name.hasSuffix(".tokens.json")
            || name.hasSuffix(".schema.json") || Self.isOutputJSON(file)
    }

    /// JSON render-spec wrote: a golden (RenderedJSON) or check's results (CheckReportFiles), never
    /// a spec. The file's first bytes are read once for both.
    package static func isOutputJSON(_ file: String) -> Bool {
        let head = file.hasSuffix(".json") ? try? InputFile.head(file, count: RenderedJSON.headBytes) : nil
        return RenderedJSON.isOutput(file, head: head) || CheckReportFiles.isResults(file, head: head)
    }

    /// `top`: the folder was named by the user, so it is searched even if it is a report folder.
    private func walk(_ folder: String, intoCatalogs: Bool = false, top: Bool = true, _ visit: (String) -> Void) {
        guard let names = Paths.names(in: folder) else { return }
        if !top && CheckReportFiles.isReportFolder(names: Set(names)) { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = Paths.join(folder, name)
            // A link to a folder is not followed (as `find` does not): it could lead out of the
            // render root, or back into this folder for ever. A linked file is listed; the loader
            // refuses it if it leads out of the root.
            let isDirectory = Paths.isDirectory(path)
            if isDirectory && !Paths.isLink(path) {
                if name == "fonts" || excluding.contains(path) || (!intoCatalogs && RenderedJSON.isAssetCatalogFolder(name)) { continue }
                walk(path, intoCatalogs: intoCatalogs, top: false, visit)
            } else if !isDirectory {
                visit(path)
            }
        }
    }
}
