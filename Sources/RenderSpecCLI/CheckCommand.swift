import ArgumentParser
import GoldenCheck
import RenderSupport
import SpecRender

/// `render-spec check PATH... [--golden DIR]`: render every spec and compare with committed goldens.
public struct CheckCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render specs and compare every output with its golden (for CI).",
        discussion: """
        Renders every state × locale × scale × format each spec asks for and compares it with its \
        golden: PNGs with pixelmatch within the budgets, SVG and PDF byte for byte. Reports \
        failures, missing goldens, size changes and orphaned goldens (goldens a folder's \
        render-spec-manifest.json records that no spec produces any more). --update deletes an orphan \
        only while its bytes are those it recorded, and never a file it did not record. Goldens mirror the specs under --golden, which defaults to \
        the specs root, so by default each golden sits beside its spec. See docs/checking.md.

        Budgets: a pixel differs when its colour changed beyond --threshold (pixelmatch's colour \
        threshold; default 0, any change) and no sub-pixel shift explains the change: an edge moved by \
        a fraction of a pixel is anti-aliasing, a changed blur, colour or a whole-pixel move is not \
        (docs/checking.md has the measurement). Each failure names the changed region and its \
        largest channel change. --threshold is pixelmatch's colour threshold; with neither --max-diff-pixels nor \
        --max-diff-ratio no pixel may differ, with one set it decides, with both both must hold. \
        A spec's output.threshold, output.maxDiffPixels and output.maxDiffRatio override them.

        Warnings (text that does not fit, an effect the canvas cuts off) are listed in every report: \
        the console, results JSON, JUnit (system-out) and ::warning annotations. With --strict they \
        fail the outputs they concern (a JUnit failure, an ::error annotation, exit 1).

        Exit status: 0 every output passed (or --update fixed it), 1 something failed, 2 a spec \
        was refused, the paths hold no spec, or the command line is wrong. A shard dealt no specs \
        (more shards than specs) exits 0.

        RENDER_SPEC_RECORD=missing|failed|all|never re-records from the environment when no \
        --update is given (never: compare only, what CI uses). A run that recorded anything this way \
        exits 1, so a recording is never mistaken for a pass: look at the new goldens, then run again.

        Examples:
          render-spec check Specs
          RENDER_SPEC_RECORD=missing render-spec check Specs   (record new cases, then fail)
          render-spec check Specs --update        (write missing, rewrite failing goldens)
          render-spec check Specs --update=all    (rewrite every golden that differs)
          render-spec check Specs --report out/report --junit out/junit.xml --shard 2/4
          render-spec check specs/ --golden goldens/ --max-diff-ratio 0.001
        """
    )

    @Argument(help: "Spec files and folders (folders are searched for *.json; see docs/checking.md).")
    var paths: [String]

    @Option(help: ArgumentHelp("Golden folder; mirrors the specs root (default: the specs root, goldens beside specs).", valueName: "dir"))
    var golden: String?

    @Option(name: .customLong("specs-root"), help: ArgumentHelp(
        "Folder spec paths are mirrored from (default: the deepest folder holding every path).", valueName: "dir"))
    var specsRoot: String?

    @Option(help: "Render root: spec, base and font paths must stay inside it (default: the top of the repository holding each spec; outside one, the current folder or the spec's).")
    var root: String?

    @Option(parsing: .unconditional, help: "pixelmatch colour threshold, 0 to 1 (default 0: any colour change counts unless a sub-pixel shift explains it).")
    var threshold: Double = GoldenTolerance.defaultThreshold

    @Option(name: .customLong("max-diff-pixels"), parsing: .unconditional, help: ArgumentHelp("Differing pixels allowed per image.", valueName: "n"))
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), parsing: .unconditional, help: ArgumentHelp("Fraction of differing pixels allowed, 0 to 1.", valueName: "r"))
    var maxDiffRatio: Double?

    @Flag(help: "Write missing goldens, rewrite failing ones, delete recorded orphans that are unchanged; passing goldens keep their bytes.")
    var update = false

    @Flag(name: .customLong("update-all"), help: "Rewrite every golden that differs at all (also spelled --update=all).")
    var updateAll = false

    @OptionGroup var outputs: ResultsOutputOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Spec files checked in parallel (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @OptionGroup var png: PNGCompressionOption

    @Option(help: ArgumentHelp("Check only shard K of N (1-based) of the spec files, for CI matrices.", valueName: "K/N"))
    var shard: String?

    @Flag(help: "Treat warnings (text that does not fit, an effect the canvas cuts off) as failures of the outputs they concern.")
    var strict = false

    @Flag(name: .shortAndLong, help: "No progress on stderr.")
    var quiet = false

    public init() {}

    public func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1, not \(threshold)") }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be ≥ 0, not \(maxDiffPixels)") }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && (0...1).contains(maxDiffRatio)) {
            throw ValidationError("--max-diff-ratio must be between 0 and 1, not \(maxDiffRatio)")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        if let shard, Shard(shard) == nil { throw ValidationError("--shard must be K/N with 1 ≤ K ≤ N, not `\(shard)`") }
        if shard != nil && (update || updateAll) {
            throw ValidationError("--update cannot be combined with --shard: update goldens in one run so each folder's manifest sees every spec")
        }
    }

    public func run() throws {
        let record = try recordMode()
        try outputs.refuseOverwriting(.under(paths, excluding: outputs.report))
        try outputs.refuseReportAmongSpecs()
        let options = CheckOptions(
            paths: paths, goldenDir: golden, specsRoot: specsRoot,
            renderRoot: root,
            budgets: GoldenTolerance(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio),
            update: updateAll ? .all : update ? .failed : record, reportDir: outputs.report,
            jobs: jobs ?? ProcessSettings.cores, shard: shard.flatMap(Shard.init), strict: strict)
        // --jobs specs at a time, each blurring on one thread: the run's threads are --jobs.
        let checker = GoldenChecker(options: options, renderer: SpecRenderer(png: png.compression, blurWorkers: 1))
        let progress: ((Int) -> BatchProgress)? = quiet ? nil : { total in BatchProgress.standardError(total: total) }
        let result = checker.run(progress: progress)
        try outputs.results.publish(result)
        if result.exitCode != 0 { throw ExitCode(result.exitCode) }
        let recorded = result.results.filter { $0.updated == true }.count
        if record != .none && !update && !updateAll && recorded > 0 {
            printError("recorded \(recorded) golden(s) under RENDER_SPEC_RECORD=\(record.recordName): look at them, then run again")
            throw ExitCode(1)
        }
    }

    /// The record modes (docs/checking.md), from the environment: `never` (or unset) compares only.
    private func recordMode() throws -> UpdateMode {
        guard let value = ProcessInfo.processInfo.environment["RENDER_SPEC_RECORD"], !value.isEmpty else { return .none }
        switch value {
        case "never": return .none
        case "missing": return .missing
        case "failed": return .failed
        case "all": return .all
        default: throw ValidationError("RENDER_SPEC_RECORD must be missing, failed, all or never, not `\(value)`")
        }
    }

    /// ArgumentParser has no option with an optional value, so `--update=all` (the spelling the
    /// docs use) is rewritten to `--update-all`, and `--update=failed` to `--update`, before parsing.
    static func rewrite(_ argument: String) -> String {
        switch argument {
        case "--update=all": "--update-all"
        case "--update=failed": "--update"
        default: argument
        }
    }
}
