import Foundation

/// Finds the spec files under the paths given to `check`, and the stray goldens beside them.
///
/// In a folder, every `*.json` is a spec except `render-spec-manifest.json` and files whose name
/// starts with `_` (bases that others `extends`, never rendered on their own). Hidden entries and
/// folders named `fonts` are skipped, and so is any folder passed in `excluding` (the report folder).
public struct SpecDiscovery: Sendable {
    public var excluding: [String]

    public init(excluding: [String] = []) {
        self.excluding = excluding.map(Paths.absolute)
    }

    /// Absolute paths of the spec files, sorted, without repeats. A file argument is taken as is,
    /// whatever its name; a path that does not exist is returned in `missing`.
    public func specFiles(in arguments: [String]) -> (files: [String], missing: [String]) {
        var files = Set<String>()
        var missing: [String] = []
        for argument in arguments {
            let path = Paths.absolute(argument)
            if Paths.isDirectory(path) {
                walk(path) { file in if isSpec(file) { files.insert(file) } }
            } else if FileManager.default.fileExists(atPath: path) {
                files.insert(path)
            } else {
                missing.append(argument)
            }
        }
        return (files.sorted(), missing)
    }

    /// Golden candidates under `folder`: PNG, SVG and PDF files. Specs, fonts, the manifest and
    /// READMEs are never candidates, whatever folder they sit in.
    public func goldenCandidates(in folder: String) -> [String] {
        var found: [String] = []
        walk(folder) { file in
            if ["png", "svg", "pdf"].contains((file as NSString).pathExtension.lowercased()) { found.append(file) }
        }
        return found.sorted()
    }

    private func isSpec(_ file: String) -> Bool {
        let name = (file as NSString).lastPathComponent
        return name.hasSuffix(".json") && !name.hasPrefix("_") && name != GoldenLayout.manifestName
    }

    private func walk(_ folder: String, _ visit: (String) -> Void) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = Paths.join(folder, name)
            if Paths.isDirectory(path) {
                if name == "fonts" || excluding.contains(path) { continue }
                walk(path, visit)
            } else {
                visit(path)
            }
        }
    }
}
