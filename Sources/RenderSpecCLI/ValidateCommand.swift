import ArgumentParser
import RenderSupport
import SpecModel
import SpecRender

/// `render-spec validate SPEC...`: loads and lays out every variant, writes nothing.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check specs without writing anything.",
        discussion: """
        Loads each spec (extends, tokens, states, locales), checks every value and limit, and lays \
        out its text (fonts found, every character drawable). Prints every error as \
        FILE:LINE:COLUMN: error: JSON.PATH: message and exits 2 if there is one. Warnings (text that \
        does not fit, an effect the canvas cuts off) are printed too; --strict makes them exit 1.

        Arguments are found as `check` finds them: a folder is searched for every *.json except \
        _*.json bases (checked through the specs that extend them) and render-spec-manifest.json, \
        and those two are skipped when named directly too. Finding no spec at all exits 2.

        Examples:
          render-spec validate Specs
          render-spec validate Examples/*.json
          render-spec validate --root . Specs/label/*.json
        """
    )

    @Argument(help: "Spec files and folders (folders are searched for *.json, as by check).")
    var specs: [String]

    @Option(help: "Render root: spec, base and font paths must stay inside it (default: the top of the repository holding each spec; outside one, the current folder or the spec's).")
    var root: String?

    @Flag(help: "Treat warnings (text that does not fit, an effect the canvas cuts off) as failures: exit 1.")
    var strict = false

    func run() throws {
        let loaded = SpecSelection(root: root.map(Paths.absolute), states: [], locales: []).load(specs)
        let (files, variants) = (loaded.files, loaded.variants)
        var errors = loaded.errors
        // Planned as `render` plans them (laid out, held to the image limits, files named), not drawn.
        var warnings: [String] = [], notes: [String] = []
        for outcome in BatchRender(variants: variants.count, jobs: ProcessSettings.cores).plan(variants) {
            do {
                let plan = try outcome.get()
                warnings += plan.warnings
                notes += plan.notes
            } catch { errors.append("\(error)") }
        }
        var seen = Set<String>()
        for e in errors + warnings + notes where seen.insert(e).inserted { printError(e) }
        if !errors.isEmpty { throw ExitCode(2) }
        let warned = Set(warnings).count
        print("\(files.count) spec(s) valid (\(variants.count) variant(s))" + (warned == 0 ? "" : ", \(warned) warning(s)"))
        if strict && warned > 0 { throw ExitCode(1) }
    }
}
