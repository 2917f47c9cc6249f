import ArgumentParser
import GoldenCheck
import RenderSupport
import SpecModel
import SpecRender

/// `render-spec [render] SPEC...`: renders every state × locale × scale × format a spec asks for.
struct RenderCommand: ParsableCommand {
    // `_superCommandName` (swift-argument-parser's, experimental) matters only where this command is
    // parsed as a root, which is the plain-render fast path (RenderSpecCommand.plainRender): there
    // the parser skips its `--generate-completion-script` probe, which built and ran two more
    // commands' parsers on every render (W2 46.6 → 46.0 M instructions: most of the probe's cost
    // was the runtime's first look at the parser's types, which the real parse now pays), and the
    // usage line still reads `render-spec render`. Under the root command it is ignored; arguments
    // that ask for a completion script never take the fast path.
    static let configuration = CommandConfiguration(
        commandName: "render",
        _superCommandName: "render-spec",
        abstract: "Render specs to images (the default command).",
        discussion: """
        Outputs are named <name>[-<state>][@<S>x].<ext> and written next to each spec, into \
        --out-dir, or to -o when there is exactly one; locale renders go into a <tag>/ folder. \
        Nothing is written unless every spec loads and no two outputs share a path, and every file \
        is written atomically. A folder holding a render-spec-manifest.json holds the goldens of \
        `check`: render writes nothing there, nor any file such a manifest records (render elsewhere \
        with --out-dir; `check --update` records goldens). Folders are searched for specs as \
        `check` searches them: every *.json except _*.json bases (rendered through the specs that \
        extend them) and render-spec-manifest.json, which are skipped when named directly too.
        --format imageset writes an Xcode asset catalog: <name>[-<state>].imageset folders with \
        1x/2x/3x images of the minimal stretchable size and their slicing, into the catalog named \
        among the arguments (DIR.xcassets) or by --out-dir, else <name>.xcassets next to the spec; \
        a locale's images go into the same set, as Xcode localizes it (<name>-<tag>@2x.png).
        --format android writes drawable[-<locale>]-<density>/ folders (mdpi to xxxhdpi; buttons and \
        views as 9-patches) into --out-dir, the res folder, else res/ next to the spec. --format \
        flutter writes <name>.png, 2.0x/ and 3.0x/ (under <tag>/ per locale) into --out-dir, else \
        assets/ next to the spec, and then prints the pubspec.yaml `assets:` lines for its folders.

        Examples:
          render-spec Examples/score-title.json
          render-spec Specs/label --out-dir out
          render-spec Examples/*.json --out-dir out --scale 1 --scale 2 --scale 3
          render-spec title.json --format svg --format pdf --state highlighted
          render-spec title.json --locale de --scale 2 -o title-de@2x.png
          render-spec Examples/glossy-*.json --format imageset App/Assets.xcassets
          render-spec Examples/glossy-*.json --format android --out-dir app/src/main/res
        """
    )

    @Argument(help: "Spec files and folders (folders are searched for *.json, as by check); with --format imageset, one DIR.xcassets to write into.")
    var arguments: [String]

    /// `--format imageset App/Assets.xcassets`: the catalog is named among the arguments, as
    /// Xcode users say it; everything else is a spec or a folder of specs.
    private var catalog: String? { arguments.first { $0.hasSuffix(".xcassets") } }
    private var specs: [String] { arguments.filter { !$0.hasSuffix(".xcassets") } }
    private var outDir: String? { outDirOption ?? catalog }
    private var destination: OutputDestination { OutputDestination(outDir: outDir) }

    @Option(name: .shortAndLong, help: "Write the single output to this file.")
    var output: String?

    @Option(name: .customLong("out-dir"), help: "Write outputs into this folder instead of next to each spec.")
    var outDirOption: String?

    @Option(name: .customLong("scale"), parsing: .unconditionalSingleValue, help: "Scale to render at (repeatable; overrides the spec's output.scales).")
    var scales: [Double] = []

    @Option(name: .customLong("format"), help: "png, svg, pdf, imageset, android, flutter, fnt (a bitmapFont's files) or atlas (an atlas's sheets) (repeatable; overrides the spec's output.formats).")
    var formats: [String] = []

    @OptionGroup var batch: BatchOptions

    @OptionGroup var png: PNGCompressionOption

    func validate() throws {
        for s in scales where !(s >= 1 && s <= 4) { throw ValidationError("--scale must be between 1 and 4, got \(s)") }
        for f in formats where OutputFormat(rawValue: f) == nil {
            throw ValidationError("--format must be one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")); got `\(f)`")
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
        if output != nil && outDir != nil { throw ValidationError("use either -o or --out-dir, not both") }
    }

    func run() throws {
        // The font library (fontconfig's configuration, the pinned fonts listed, their caches
        // mapped) needs no spec: made before the specs are asked for, it fills the time this thread
        // would wait for EarlyLoad's thread to finish loading them.
        let fonts = ProcessSettings.startup.uses(.preparedFonts) ? PreparedFonts() : nil
        let (variants, inputs) = try batch.loadVariants(specs, excluding: outDir.map { [$0] } ?? [])
        let formats = try outputFormats()
        if let folder = outDir, let problem = OutputFolder.problem(folder) {
            printError("error: \(problem)")
            throw ExitCode(2)
        }
        // A repeated --scale would only write the same file twice.
        let scales = scales.reduce(into: [Double]()) { if !$0.contains($1) { $0.append($1) } }.nilIfEmpty
        let render = BatchRender(variants: variants.count, jobs: batch.threads, png: png.compression, scales: scales, formats: formats,
                                 fonts: fonts)
        let overLimit = render.imageCountRefusals(variants)
        if !overLimit.isEmpty {
            overLimit.forEach { printError($0.description) }
            throw ExitCode(2)
        }
        let plans = try plan(variants, with: render)
        // The run's last step is the process's exit, which frees everything at once: a large batch's
        // variants and plans (a thousand scenes) are let go on a thread of their own, rather than
        // freed one by one on this one while the other cores sit idle (docs/startup.md). A few are
        // freed sooner than a thread starts.
        defer { if plans.count >= 64 { FreeInBackground.release((variants, plans)) } }
        var destinations = plans.map { plan in plan.outputs.map { destination.path(of: $0, for: plan.spec) } }
        var seenPaths = Set<String>()
        let planned = destinations.flatMap { $0 }.filter { seenPaths.insert($0).inserted }
        if let output {
            guard planned.count == 1 else {
                printError("error: -o names one file, but this would write \(planned.count); use --out-dir")
                throw ExitCode(2)
            }
            destinations = destinations.map { $0.map { _ in output } }
        }
        if let refusal = inputs.refusal(writing: output.map { [$0] } ?? planned, command: "") {
            printError(refusal)
            throw ExitCode(2)
        }
        if let refusal = goldenRefusal(plans, destinations: destinations) {
            printError(refusal)
            throw ExitCode(2)
        }

        // With a core to spare (fewer jobs than cores) the calling thread writes while the workers
        // draw; with every core drawing, each worker writes its own variant's files, so no core waits
        // on the writing. A file several variants carry (an asset catalog's Contents.json, the same
        // bytes each time) is written once.
        let writer = BatchWriter(), destinationsOf = destinations
        let workersWrite = render.jobs >= ProcessSettings.cores
        var flutterFolders = Set<String>()
        let progress = batch.quiet || isatty(STDERR_FILENO) != 1 ? nil : BatchProgress.standardError(total: variants.count)
        try render.render(plans, bytes: { (sent: ([RenderedFile], [String])) in sent.0.byteCount }) { i, files in
            guard workersWrite else { return (files, []) }
            let written = try writer.write(files, to: destinationsOf[i])
            // Written: delivery needs only what the files are, not their bytes, which would
            // otherwise wait in memory behind a slow variant.
            return (files.map { var file = $0; file.bytes = []; return file }, written)
        } deliver: { i, outcome in
            let files: [RenderedFile], written: [String]
            do { (files, written) = try outcome.get() } catch let error as SpecError {
                printError(error.description)
                throw ExitCode(2)
            } catch {
                printError("\(error)")
                throw ExitCode(1)
            }
            var wrote = written
            if !workersWrite {
                do { wrote = try writer.write(files, to: destinations[i]) } catch {
                    printError("\(error)")
                    throw ExitCode(1)
                }
            }
            for (file, path) in zip(files, destinations[i]) where file.format == .flutter && file.scale == 1 {
                flutterFolders.insert(Paths.deletingLastComponent(path))
            }
            if !batch.quiet {
                for path in wrote {
                    // The file list goes to stdout; a progress bar on the terminal's stderr is cleared first.
                    progress?.clearLine()
                    print(PrintableText.escaped(DisplayPath.forUser(path)))
                }
            }
            progress?.finished(DisplayPath.forUser(plans[i].spec.file), outcome: "ok")
        }
        // What pubspec.yaml lists under `flutter: assets:`: the main assets' folders (Flutter finds
        // their 2.0x/ and 3.0x/ variants itself), relative to here. Printed with --quiet too: they
        // are the result to act on, not the list of files.
        for folder in flutterFolders.map({ DisplayPath.forUser($0) + "/" }).sorted() {
            print("    - " + PrintableText.escaped(folder))
        }
        var warnings: [String] = []
        for plan in plans { for w in plan.warnings where !warnings.contains(w) { warnings.append(w) } }
        warnings.forEach(printError)
        plans.flatMap(\.notes).forEach(printError)
        if batch.strict && !warnings.isEmpty { throw ExitCode(1) }
    }

    /// Every variant planned and its files claimed, or the run refused: a refused spec or two
    /// outputs on one path stop the batch before a single file is written.
    private func plan(_ variants: [ResolvedSpec], with render: BatchRender) throws -> [RenderPlan] {
        var refusals: [String] = []
        var owners = OutputOwners()
        var plans: [RenderPlan] = []
        for outcome in render.plan(variants) {
            do {
                let plan = try outcome.get()
                // Two specs (or variants) writing one file: the later would silently replace the
                // earlier, so the whole batch is refused, as `check` refuses such goldens.
                refusals += owners.claim(plan, at: plan.outputs.map { destination.path(of: $0, for: plan.spec) }).map(\.description)
                plans.append(plan)
            } catch let error as SpecError {
                refusals.append(error.description)
            } catch {
                printError("\(error)")
                throw ExitCode(1)
            }
        }
        guard refusals.isEmpty else {
            var seen = Set<String>()
            for line in refusals where seen.insert(line).inserted { printError(line) }
            throw ExitCode(2)
        }
        return plans
    }

    /// The line refusing the first destination that is one of check's goldens (GoldenGuard): a
    /// file named by -o when a manifest records it, any output into a folder of goldens.
    private func goldenRefusal(_ plans: [RenderPlan], destinations: [[String]]) -> String? {
        var guarding = GoldenGuard()
        let outFolder = outDir.map(Paths.absolute)
        let targets = zip(plans, destinations).flatMap { plan, paths in
            paths.map { path in
                GoldenGuard.Target(path: path, folder: output != nil ? nil : outFolder ?? Paths.parent(Paths.absolute(plan.spec.file)))
            }
        }
        return guarding.refusal(writing: targets, command: "", elsewhere: "give --out-dir DIR")
    }

    /// --format, or the -o file's extension when --format is absent (as rsvg-convert and ImageMagick
    /// take it); nil for the spec's own output.formats. A contradiction is refused.
    private func outputFormats() throws -> [OutputFormat]? {
        let formats = formats.compactMap(OutputFormat.init).reduce(into: [OutputFormat]()) { if !$0.contains($1) { $0.append($1) } }
        guard let output else { return formats.isEmpty ? nil : formats }
        let ext = Paths.pathExtension(output).lowercased()
        let named = OutputFormat(rawValue: ext).flatMap { [.png, .svg, .pdf].contains($0) ? $0 : nil }
        if formats.contains(.imageset) {
            printError("error: --format imageset writes an asset catalog folder, not one file: use --out-dir DIR.xcassets instead of -o")
            throw ExitCode(2)
        }
        if let platform = formats.first(where: { $0 == .android || $0 == .flutter }) {
            printError("error: --format \(platform.rawValue) writes a folder of files, not one: use --out-dir instead of -o")
            throw ExitCode(2)
        }
        if formats.isEmpty {
            guard let named else {
                printError("error: cannot tell the format of -o \(output) from its extension: name it .png, .svg or .pdf, or give --format")
                throw ExitCode(2)
            }
            return [named]
        }
        if !ext.isEmpty, let format = formats.first(where: { $0.rawValue != ext }) {
            printError("error: -o \(output) has the extension .\(ext), but --format asks for \(format.rawValue): make them agree")
            throw ExitCode(2)
        }
        return formats
    }
}

private extension Array {
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}
