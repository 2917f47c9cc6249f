import ArgumentParser
import Foundation
import GoldenCheck
import RenderSupport
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
        --format android writes drawable[-<locale>]-<density>/ folders (mdpi to xxxhdpi; buttons and \
        views as 9-patches) into --out-dir, the res folder, else res/ next to the spec. --format \
        flutter writes <name>.png, 2.0x/ and 3.0x/ (under <tag>/ per locale) into --out-dir, else \
        assets/ next to the spec, and then prints the pubspec.yaml `assets:` lines for its folders.

        Examples:
          render-spec Examples/score-title.json
          render-spec Specs/label --out-dir out
          render-spec Examples/*.json --out-dir out --scale 1 --scale 2 --scale 3
          render-spec title.json --format svg --format pdf --state highlighted
          render-spec title.json --locale de -o title-de.png
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
        let selection = batch.selection
        // --jobs is how many threads the run uses, whatever it is doing.
        let jobs = batch.threads
        let loaded = selection.load(specs, excluding: outDir.map { [$0] } ?? [], jobs: jobs)
        guard loaded.errors.isEmpty else {
            loaded.errors.forEach(printError)
            throw ExitCode(2)
        }
        let variants = loaded.variants
        guard !variants.isEmpty else {
            printError("error: nothing to render: " + selection.unmatched(loaded.available))
            throw ExitCode(2)
        }
        let formats = try outputFormats()
        if let folder = outDir, let problem = OutputFolder.problem(folder) {
            printError("error: \(problem)")
            throw ExitCode(2)
        }

        // The jobs a batch leaves idle (one spec on two cores) go to each variant's blurs; a batch that
        // keeps every job drawing blurs on one thread each, rather than queue behind the others.
        let renderer = SpecRenderer(png: png.compression, blurWorkers: jobs / min(jobs, variants.count))
        // A repeated --scale would only write the same file twice.
        let scales = scales.reduce(into: [Double]()) { if !$0.contains($1) { $0.append($1) } }
        // The loader held each spec to the image limit at its own scales and formats; --scale and
        // --format replace those, so the files this run would write are counted again, before any is.
        if !scales.isEmpty || formats != nil {
            let overLimit = Dictionary(grouping: variants, by: \.file).values.compactMap { group -> String? in
                guard let first = group.first,
                      let problem = ImageCount.problem(group, scales: scales.nilIfEmpty, formats: formats) else { return nil }
                return first.error(at: "$.output", "with --scale and --format, " + problem).description
            }
            if !overLimit.isEmpty {
                overLimit.sorted().forEach(printError)
                throw ExitCode(2)
            }
        }

        // First every variant is laid out and its files named, so that a refused spec, two outputs
        // on one path or an output on an input stop the batch before a single file is written.
        let laidOut = ParallelMap.map(count: variants.count, jobs: jobs) { i in
            Result { () throws(SpecError) in
                let scene = try renderer.scene(variants[i])
                return (scene, try renderer.plannedOutputs(scene, of: variants[i], scales: scales.nilIfEmpty, formats: formats))
            }
        }
        var refusals: [String] = []
        var owners = OutputOwners()
        var plans: [[String]] = []
        for (spec, outcome) in zip(variants, laidOut) {
            switch outcome {
            case .failure(let error):
                refusals.append(error.description)
                plans.append([])
            case .success(let (_, planned)):
                let paths = planned.map { destination(of: $0, for: spec) }
                for (path, format) in zip(paths, planned.map(\.format)) {
                    // Every variant carries the catalog's own Contents.json (and its locale folder's),
                    // the same bytes each time: written once, and no collision.
                    if format == .imageset && !path.contains(".imageset/") { continue }
                    // Android keeps one drawable per name and qualifiers, whatever the extension: a
                    // 9-patch and a plain PNG of one resource name clash too.
                    var path = path
                    if format == .android {
                        guard let resource = AndroidResourceName.key(ofFile: path) else { continue }
                        path = resource
                    }
                    // Two specs (or variants) writing one file: the later would silently replace
                    // the earlier, so the whole batch is refused, as `check` refuses such goldens.
                    if let collision = owners.claim(path, by: spec) { refusals.append(collision.description) }
                }
                plans.append(paths)
            }
        }
        guard refusals.isEmpty else {
            var seen = Set<String>()
            for line in refusals where seen.insert(line).inserted { printError(line) }
            throw ExitCode(2)
        }
        var seenPaths = Set<String>()
        let planned = plans.flatMap { $0 }.filter { seenPaths.insert($0).inserted }
        if output != nil && planned.count != 1 {
            printError("error: -o names one file, but this would write \(planned.count); use --out-dir")
            throw ExitCode(2)
        }
        let targets = output.map { [$0] } ?? planned
        if let refusal = loaded.inputs.refusal(writing: targets, command: "") {
            printError(refusal)
            throw ExitCode(2)
        }

        // Then variants render in parallel and each one's files are written as soon as it and every
        // earlier variant are done: the files, messages and exit status are the same with any number
        // of jobs, and memory does not grow with the batch.
        // Files are written as soon as their variant is drawn, and reported in variant order. With
        // a core to spare (fewer jobs than cores) the calling thread writes while the workers draw;
        // with every core drawing, each worker writes its own variant's files, so no core waits on
        // the writing (1,000 specs on two cores: 3.9 s → 3.4 s; on one job, 4.0 s against 6.0 s
        // with the worker writing). A file several variants carry (an asset catalog's
        // Contents.json, the same bytes each time) is written once.
        let claimed = ClaimedPaths()
        let workersWrite = jobs >= ProcessInfo.processInfo.activeProcessorCount
        // Where variant i's files go, in the order it renders them (-o: its one file).
        let destinations = plans, outputPath = output
        @Sendable func paths(_ i: Int, count: Int) -> [String] {
            outputPath.map { Array(repeating: $0, count: count) } ?? destinations[i]
        }
        var warnings: [String] = []
        var flutterFolders = Set<String>()
        let progress = batch.quiet || isatty(STDERR_FILENO) != 1 ? nil : CheckProgress.standardError(total: variants.count)
        try ParallelMap.stream(count: variants.count, jobs: jobs) { i in
            Result { () throws -> (files: [RenderedFile], warnings: [String], written: [String]) in
                let result = try renderer.render(laidOut[i].get().0, of: variants[i], scales: scales.nilIfEmpty, formats: formats)
                let targets = paths(i, count: result.files.count)
                guard targets.count == result.files.count else {
                    throw RenderError("\(variants[i].file): planned \(targets.count) files, rendered \(result.files.count)")
                }
                let written = workersWrite ? try Self.write(result.files, to: targets, claimed: claimed) : []
                return (result.files, result.warnings, written)
            }
        } deliver: { i, outcome in
            let spec = variants[i]
            let result: (files: [RenderedFile], warnings: [String], written: [String])
            do { result = try outcome.get() } catch let error as SpecError {
                printError(error.description)
                throw ExitCode(2)
            } catch {
                printError("\(error)")
                throw ExitCode(1)
            }
            for w in result.warnings where !warnings.contains(w) { warnings.append(w) }
            var written = result.written
            if !workersWrite {
                do { written = try Self.write(result.files, to: paths(i, count: result.files.count), claimed: claimed) } catch {
                    printError("\(error)")
                    throw ExitCode(1)
                }
            }
            for (file, path) in zip(result.files, paths(i, count: result.files.count)) where file.format == .flutter && file.scale == 1 {
                flutterFolders.insert((path as NSString).deletingLastPathComponent)
            }
            if !batch.quiet {
                for path in written {
                    // The file list goes to stdout; a progress bar on the terminal's stderr is cleared first.
                    progress?.clearLine()
                    print(PrintableText.escaped(DisplayPath.forUser(path)))
                }
            }
            progress?.finished(DisplayPath.forUser(spec.file), outcome: "ok")
        }
        // What pubspec.yaml lists under `flutter: assets:`: the main assets' folders (Flutter finds
        // their 2.0x/ and 3.0x/ variants itself), relative to here. Printed with --quiet too: they
        // are the result to act on, not the list of files.
        for folder in flutterFolders.map({ DisplayPath.forUser($0) + "/" }).sorted() {
            print("    - " + PrintableText.escaped(folder))
        }
        warnings.forEach(printError)
        if batch.strict && !warnings.isEmpty { throw ExitCode(1) }
    }

    /// --format, or the -o file's extension when --format is absent (as rsvg-convert and ImageMagick
    /// take it); nil for the spec's own output.formats. A contradiction is refused.
    private func outputFormats() throws -> [OutputFormat]? {
        let formats = formats.compactMap(OutputFormat.init).reduce(into: [OutputFormat]()) { if !$0.contains($1) { $0.append($1) } }
        guard let output else { return formats.isEmpty ? nil : formats }
        let ext = (output as NSString).pathExtension.lowercased()
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

    /// Where a planned or rendered file goes: --out-dir or beside the spec; without --out-dir an
    /// image set into <name>.xcassets, Android drawables into res/ and Flutter assets into assets/
    /// beside the spec (--out-dir is then that catalog, res or assets folder itself).
    /// Each file to its path, but a path another variant has written already; the paths written.
    private static func write(_ files: [RenderedFile], to paths: [String], claimed: ClaimedPaths) throws -> [String] {
        var written: [String] = []
        for (file, path) in zip(files, paths) where claimed.claim(path) {
            try AtomicFile.write(file.bytes, to: path)
            written.append(path)
        }
        return written
    }

    private func destination(of file: (path: String, format: OutputFormat), for spec: ResolvedSpec) -> String {
        let folder = outDir.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? URL(fileURLWithPath: spec.file).deletingLastPathComponent().path
        let own: [OutputFormat: String] = [.imageset: spec.name + ".xcassets", .android: "res", .flutter: "assets"]
        let base = outDir == nil ? own[file.format].map { (folder as NSString).appendingPathComponent($0) } ?? folder : folder
        return (base as NSString).appendingPathComponent(file.path)
    }
}

private extension Array {
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}

/// The output paths already written in this run, claimed by whichever worker gets there first.
private final class ClaimedPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var paths = Set<String>()
    func claim(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return paths.insert(path).inserted
    }
}
