import ArgumentParser
import RenderSupport
import SpecModel
import SpecRender

/// What `render` and `atlas` share: which variants to take, the root their paths must stay in, how
/// many run at once, and how warnings and the file list are reported.
struct BatchOptions: ParsableArguments {
    @Option(name: .customLong("state"), help: "Take only this state (repeatable; `normal` is the base).")
    var states: [String] = []

    @Option(name: .customLong("locale"), help: "Take only this locale (repeatable; `base` is the untranslated text).")
    var locales: [String] = []

    @Option(help: "Render root: spec, base and font paths must stay inside it (default: the top of the repository holding each spec; outside one, the current folder or the spec's).")
    var root: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Variants rendered in parallel (default: the number of cores); the output is the same with any number.", valueName: "n"))
    var jobs: Int?

    @Flag(help: "Treat warnings (text that does not fit, an effect the canvas cuts off, a weight or style drawn in another face, letter spacing left out of cursive text) as failures: exit 1.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Do not list the files written.")
    var quiet = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
    }

    /// The threads the run uses: --jobs, else every core.
    var threads: Int { jobs ?? ProcessSettings.cores }

    /// Finds and loads specs under --root, keeping the --state and --locale variants.
    var selection: SpecSelection {
        SpecSelection(root: root.map(Paths.absolute), states: states, locales: locales)
    }

    /// The selected variants of the specs under `arguments`, loaded on `threads` threads, or the
    /// run refused (exit 2) with every load error, or with what --state and --locale matched
    /// nothing of. Also returns the files read, which no output may replace.
    func loadVariants(_ arguments: [String], excluding: [String]) throws -> (variants: [ResolvedSpec], inputs: InputFiles) {
        let selection = selection
        let request = EarlyLoad.Request(specs: arguments, excluding: excluding, root: selection.root, states: states,
                                        locales: locales, jobs: jobs)
        let loaded = EarlyLoad.current?.loaded(for: request) ?? selection.load(arguments, excluding: excluding, jobs: threads)
        guard loaded.errors.isEmpty else {
            loaded.errors.forEach(printError)
            throw ExitCode(2)
        }
        guard !loaded.variants.isEmpty else {
            printError("error: nothing to render: " + selection.unmatched(loaded.available))
            throw ExitCode(2)
        }
        return (loaded.variants, loaded.inputs)
    }
}
