import GoldenCheck
import RenderSupport
import SpecModel
import SpecRender

/// Loads spec files under a render root, all of them before anything is drawn, so that one refused
/// spec stops the batch before a single file is written.
struct SpecSelection {
    /// The render root given (--root), absolute; nil: each spec's own (RenderRoot.automatic).
    let root: String?
    let states: [String]
    let locales: [String]

    /// What `load` found: the spec files, the variants selected, every error, the files read (specs,
    /// the bases and tokens they use, their fonts: none may become an output), and every state and
    /// locale the specs have, for a message when --state or --locale matches nothing.
    struct Loaded {
        var files: [String] = []
        var variants: [ResolvedSpec] = []
        var errors: [String] = []
        var inputs = InputFiles()
        var available: (states: [String], locales: [String]) = ([], [])
    }

    /// Every variant of every spec the arguments name, filtered by --state and --locale; or every
    /// error of every file. Arguments are found as `check` finds them (SpecDiscovery): a folder is
    /// searched for specs, and a base (`_*.json`) or manifest named directly is left out, so
    /// `validate Specs/label/*.json` works. `excluding` keeps an output folder out of the search.
    /// Files load on `jobs` threads.
    func load(_ arguments: [String], excluding: [String] = [], jobs: Int = ProcessSettings.cores) -> Loaded {
        let found = SpecDiscovery(excluding: excluding).specFiles(in: arguments)
        guard !found.isEmpty else {
            return Loaded(errors: ["error: " + SpecDiscovery.nothingFound(in: arguments.map { DisplayPath.forUser($0) })])
        }
        let loader = SpecLoader(root: root)
        var loaded = Loaded(files: found.files)
        // A missing argument goes to the loader too, for its usual "no such file" error.
        let paths = (found.files + found.missing).map(Paths.absolute)
        // Files load in parallel (a thousand-spec batch spent its first half-second on one core),
        // and are taken in argument order, so what is loaded, and every message, is the same.
        let results = ParallelMap.map(count: paths.count, jobs: jobs) { i in
            Result { () throws(SpecErrors) in try loader.load(file: paths[i]) }
        }
        for (path, result) in zip(paths, results) {
            loaded.inputs.add(path)
            do {
                let all = try result.get()
                for spec in all {
                    // Bases and token files are named by the positions of the values they set.
                    spec.inputFiles.forEach { loaded.inputs.add($0) }
                    if !loaded.available.states.contains(spec.state) { loaded.available.states.append(spec.state) }
                    let locale = spec.locale ?? "base"
                    if !loaded.available.locales.contains(locale) { loaded.available.locales.append(locale) }
                }
                loaded.variants += all.filter(selected)
            } catch {
                loaded.errors += error.errors.map(\.description)
            }
        }
        return loaded
    }

    /// Why no variant was selected: the --state and --locale values that match nothing, with what the
    /// specs do have.
    func unmatched(_ available: (states: [String], locales: [String])) -> String {
        var parts: [String] = []
        let states = self.states.filter { !available.states.contains($0) }
        if !states.isEmpty {
            parts.append("no spec has the state \(states.map { "`\($0)`" }.joined(separator: ", ")) (states: \(available.states.joined(separator: ", ")))")
        }
        let locales = self.locales.filter { !available.locales.contains($0) }
        if !locales.isEmpty {
            parts.append("no spec has the locale \(locales.map { "`\($0)`" }.joined(separator: ", ")) (locales: \(available.locales.joined(separator: ", ")))")
        }
        if parts.isEmpty {
            return "no variant has both the --state and the --locale asked for (states: \(available.states.joined(separator: ", ")); locales: \(available.locales.joined(separator: ", ")))"
        }
        return parts.joined(separator: "; ")
    }

    private func selected(_ spec: ResolvedSpec) -> Bool {
        (states.isEmpty || states.contains(spec.state))
            && (locales.isEmpty || locales.contains(spec.locale ?? "base") || (spec.locale == nil && locales.contains(spec.language)))
    }
}
