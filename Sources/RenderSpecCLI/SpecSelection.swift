import Foundation
import SpecModel

/// Loads spec files under a render root, all of them before anything is drawn, so that one refused
/// spec stops the batch before a single file is written.
struct SpecSelection {
    let root: String
    let states: [String]
    let locales: [String]

    /// Every variant of every file, filtered by --state and --locale; or every error of every file.
    func load(_ files: [String]) -> (variants: [Spec], errors: [String]) {
        let loader = SpecLoader(root: root)
        var variants: [Spec] = []
        var errors: [String] = []
        for file in files {
            let path = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL.path
            do {
                let all = try loader.load(file: path)
                variants += all.filter(selected)
            } catch {
                errors += error.errors.map(\.description)
            }
        }
        return (variants, errors)
    }

    private func selected(_ spec: Spec) -> Bool {
        (states.isEmpty || states.contains(spec.state))
            && (locales.isEmpty || locales.contains(spec.locale ?? "base") || (spec.locale == nil && locales.contains(spec.language)))
    }
}

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
