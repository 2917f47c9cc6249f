import ArgumentParser
import Foundation
import GoldenCheck
import SpecModel
import SpecRender

/// `render-spec [render] SPEC...`: renders every state × locale × scale × format a spec asks for.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render specs to images (the default command).",
        discussion: """
        Outputs are named <name>[-<state>][@<S>x].<ext> and written next to each spec, into \
        --out-dir, or to -o when there is exactly one; locale renders go into a <tag>/ folder. \
        Nothing is written unless every spec loads and no two outputs share a path, and every file \
        is written atomically. Folders are searched for specs as `check` searches them: every \
        *.json except _*.json bases (rendered through the specs that extend them) and \
        render-spec-manifest.json, which are skipped when named directly too.
        --format imageset writes an Xcode asset catalog: <name>[-<state>].imageset folders with \
        1x/2x/3x images of the minimal stretchable size and their slicing, into the catalog named \
        among the arguments (DIR.xcassets) or by --out-dir, else <name>.xcassets next to the spec.

        Examples:
          render-spec Examples/score-title.json
          render-spec Specs/label --out-dir out
          render-spec Examples/*.json --out-dir out --scale 1 --scale 2 --scale 3
          render-spec title.json --format svg --format pdf --state highlighted
          render-spec title.json --locale de -o title-de.png
          render-spec Examples/glossy-*.json --format imageset App/Assets.xcassets
        """
    )

    @Argument(help: "Spec files and folders (folders are searched for *.json, as by check); with --format imageset, one DIR.xcassets to write into.")
    var arguments: [String]

    /// `--format imageset App/Assets.xcassets`: the catalog is named among the arguments, as
    /// Xcode users say it; everything else is a spec or a folder of specs.
    private var catalog: String? { arguments.first { $0.hasSuffix(".xcassets") } }
    private var specs: [String] { arguments.filter { !$0.hasSuffix(".xcassets") } }
    private var outDir: String? { outDirOption ?? catalog }

    @Option(name: .shortAndLong, help: "Write the single output to this file.")
    var output: String?

    @Option(name: .customLong("out-dir"), help: "Write outputs into this folder instead of next to each spec.")
    var outDirOption: String?

    @Option(name: .customLong("scale"), help: "Scale to render at (repeatable; overrides the spec's output.scales).")
    var scales: [Double] = []

    @Option(name: .customLong("format"), help: "png, svg, pdf or imageset (repeatable; overrides the spec's output.formats).")
    var formats: [String] = []

    @Option(name: .customLong("state"), help: "Render only this state (repeatable; `normal` is the base).")
    var states: [String] = []

    @Option(name: .customLong("locale"), help: "Render only this locale (repeatable; `base` is the untranslated text).")
    var locales: [String] = []

    @Option(help: "Render root: spec, base and font paths must stay inside it (default: the current folder).")
    var root: String?

    @Option(help: ArgumentHelp("Variants rendered in parallel (default: the number of cores); the output is the same with any number.", valueName: "n"))
    var jobs: Int?

    @Flag(help: "Treat warnings (text that does not fit, a weight or style drawn in another face, letter spacing left out of cursive text) as failures: exit 1.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Do not list the files written.")
    var quiet = false

    func validate() throws {
        for s in scales where !(s >= 1 && s <= 4) { throw ValidationError("--scale must be between 1 and 4, got \(s)") }
        for f in formats where OutputFormat(rawValue: f) == nil {
            throw ValidationError("--format must be one of png, svg, pdf, imageset; got `\(f)`")
        }
        let catalogs = arguments.filter { $0.hasSuffix(".xcassets") }
        if catalogs.count > 1 { throw ValidationError("name one asset catalog to write into, not \(catalogs.count)") }
        if catalog != nil {
            if !formats.contains(OutputFormat.imageset.rawValue) {
                throw ValidationError("\(catalog!) is an asset catalog: it is where --format imageset writes")
            }
            if outDirOption != nil { throw ValidationError("name the asset catalog or --out-dir, not both") }
        }
        if specs.isEmpty { throw ValidationError("give at least one spec file or folder") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        if output != nil && outDir != nil { throw ValidationError("use either -o or --out-dir, not both") }
    }

    func run() throws {
        let rootPath = URL(fileURLWithPath: root ?? FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let selection = SpecSelection(root: rootPath, states: states, locales: locales)
        let (_, variants, errors) = selection.load(specs, excluding: outDir.map { [$0] } ?? [])
        guard errors.isEmpty else {
            errors.forEach(printError)
            throw ExitCode(2)
        }
        guard !variants.isEmpty else {
            printError("error: nothing to render (no variant matches --state/--locale)")
            throw ExitCode(2)
        }

        let renderer = SpecRenderer()
        // A repeated --scale or --format would only write the same file twice.
        let scales = scales.reduce(into: [Double]()) { if !$0.contains($1) { $0.append($1) } }
        let formats = formats.compactMap(OutputFormat.init).reduce(into: [OutputFormat]()) { if !$0.contains($1) { $0.append($1) } }
        var pending: [(path: String, bytes: [UInt8])] = []
        var owners = OutputOwners()
        var collisions: [String] = []
        var warnings: [String] = []
        // Rendered in parallel, then collected in spec order: the files, messages and exit status
        // are the same with any number of jobs.
        let rendered = ParallelMap.map(count: variants.count, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount) { i in
            Result { try renderer.render(variants[i], scales: scales.isEmpty ? nil : scales, formats: formats.isEmpty ? nil : formats) }
        }
        for (spec, outcome) in zip(variants, rendered) {
            do {
                let result = try outcome.get()
                warnings += result.warnings
                let folder = outDir.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
                    ?? URL(fileURLWithPath: spec.file).deletingLastPathComponent().path
                // An asset catalog is a folder of its own: --out-dir, or <name>.xcassets beside the spec.
                let catalog = outDir == nil ? (folder as NSString).appendingPathComponent(spec.name + ".xcassets") : folder
                for file in result.files {
                    let path = ((file.format == .imageset ? catalog : folder) as NSString).appendingPathComponent(file.path)
                    // Every variant carries the catalog's own Contents.json (and its locale folder's),
                    // the same bytes each time: written once, and no collision.
                    if file.format == .imageset && !file.path.contains(".imageset/") {
                        if !pending.contains(where: { $0.path == path }) { pending.append((path, file.bytes)) }
                        continue
                    }
                    // Two specs (or variants) writing one file: the later would silently replace
                    // the earlier, so the whole batch is refused, as `check` refuses such goldens.
                    if let collision = owners.claim(path, by: spec) {
                        collisions.append(collision.description)
                        continue
                    }
                    pending.append((path, file.bytes))
                }
            } catch let error as SpecError {
                printError(error.description)
                throw ExitCode(2)
            } catch {
                printError("\(error)")
                throw ExitCode(1)
            }
        }
        guard collisions.isEmpty else {
            collisions.forEach(printError)
            throw ExitCode(2)
        }
        if let output {
            guard pending.count == 1 else {
                printError("error: -o names one file, but this would write \(pending.count); use --out-dir")
                throw ExitCode(2)
            }
            pending[0].path = output
        }
        for file in pending {
            do { try AtomicFile.write(file.bytes, to: file.path) } catch {
                printError("\(error)")
                throw ExitCode(1)
            }
            if !quiet { print(DisplayPath.forUser(file.path)) }
        }
        warnings.forEach(printError)
        if strict && !warnings.isEmpty { throw ExitCode(1) }
    }
}
