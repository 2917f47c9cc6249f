import Foundation
import GoldenCheck
import SpecModel

/// Loads spec files under a render root, all of them before anything is drawn, so that one refused
/// spec stops the batch before a single file is written.
struct SpecSelection {
    let root: String
    let states: [String]
    let locales: [String]

    /// Every variant of every spec the arguments name, filtered by --state and --locale; or every
    /// error of every file. Arguments are found as `check` finds them (SpecDiscovery): a folder is
    /// searched for specs, and a base (`_*.json`) or manifest named directly is left out, so
    /// `validate Specs/label/*.json` works. `excluding` keeps an output folder out of the search.
    func load(_ arguments: [String], excluding: [String] = []) -> (files: [String], variants: [Spec], errors: [String]) {
        let found = SpecDiscovery(excluding: excluding).specFiles(in: arguments)
        guard !found.isEmpty else {
            return ([], [], ["error: " + SpecDiscovery.nothingFound(in: arguments.map { DisplayPath.forUser($0) })])
        }
        let loader = SpecLoader(root: root)
        var variants: [Spec] = []
        var errors: [String] = []
        // A missing argument goes to the loader too, for its usual "no such file" error.
        for file in found.files + found.missing {
            let path = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL.path
            do {
                let all = try loader.load(file: path)
                variants += all.filter(selected)
            } catch {
                errors += error.errors.map(\.description)
            }
        }
        return (found.files, variants, errors)
    }

    private func selected(_ spec: Spec) -> Bool {
        (states.isEmpty || states.contains(spec.state))
            && (locales.isEmpty || locales.contains(spec.locale ?? "base") || (spec.locale == nil && locales.contains(spec.language)))
    }
}

/// One line on stderr, whatever it quotes: a control character from a spec or a file name is
/// written out as a JSON escape (PrintableText), so it can neither forge a line nor drive the terminal.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((PrintableText.escaped(line) + "\n").utf8))
}

/// The argument parser's usage text on stderr: several lines by design, so only its line breaks are
/// kept raw (an argument it quotes may hold any other control character).
func printUsageError(_ text: String) {
    FileHandle.standardError.write(Data((PrintableText.escaped(text, keeping: ["\n"]) + "\n").utf8))
}
