import PNGCodec
import RenderSupport
import SpecModel
import SpecRender
import SpecScene

/// `render-spec check`: discover specs, render every output, compare each with its golden, find
/// orphaned goldens, and (with --update) write goldens and manifests.
///
/// Work is spread over spec files (`jobs` at a time); results are sorted at the end, so any number
/// of jobs gives the same report. Goldens and artifacts of different specs never share a path
/// (duplicates are refused first), so workers write without coordinating.
package final class GoldenChecker: Sendable {
    package let options: CheckOptions
    package let renderer: SpecRenderer
    let layout: GoldenLayout
    let fonts: FontFingerprints

    package init(options: CheckOptions, renderer: SpecRenderer = SpecRenderer()) {
        self.options = options
        self.renderer = renderer
        layout = GoldenLayout(specsRoot: options.resolvedSpecsRoot(), goldenDir: options.goldenDir)
        fonts = FontFingerprints(pinnedDirectory: PinnedFonts.directory)
    }

    /// A spec file as loaded and planned, before anything is drawn.
    struct SpecFile: Sendable {
        var path: String
        var variants: [ResolvedSpec]
        var errors: [SpecError]
        /// Each variant's plan, or why it has none.
        var plans: [Result<RenderPlan, any Error>] = []
    }

    /// One variant of one spec file: the `index`-th of the file's variants.
    struct VariantID: Hashable, Sendable {
        var file: String
        var index: Int
    }

    /// The goldens the loaded specs produce, and which variant compares each.
    struct ExpectedGoldens: Sendable {
        var goldens: Set<String> = []
        /// The errors of each spec (by file index) whose output another spec already produces.
        var duplicates: [Int: [SpecError]] = [:]
        /// The first variant that writes each golden. A file several variants write (an asset
        /// catalog's `Contents.json`, the same bytes in each) is one output: only this variant
        /// compares it, so it is reported, counted and rewritten once, as `render` writes it once.
        var comparedBy: [String: VariantID] = [:]
    }

    /// What checking one spec file produced.
    struct FileOutcome: Sendable {
        var results: [CheckResult] = []
        var fonts: [String: String] = [:]
        var catalogs: [String: String] = [:]
        var wroteGolden = false
        /// Golden path relative to its manifest's folder → what `missingGlyphs: fallback` drew it with.
        var fallbackFonts: [String: [FallbackFont]] = [:]
    }

    /// Runs the whole check. `progress` hears about each spec file as it finishes.
    package func run(progress: ((Int) -> BatchProgress)? = nil) -> CheckReport {
        if let reportDir = options.reportDir { try? ReportFiles.mark(reportDir) }
        let discovery = SpecDiscovery(excluding: options.reportDir.map { [$0] } ?? [])
        let found = discovery.specFiles(in: options.paths)
        let (paths, missingArguments) = (found.files, found.missing)
        var results = missingArguments.map {
            CheckResult(spec: $0, status: .refused, message: "no such spec file or folder")
        }
        // Nothing to check is a wrong path, not a pass: every shard refuses it. A shard that is dealt
        // no specs from a non-empty list (`--shard 5/5` of 3 specs) has simply nothing to do.
        if found.isEmpty {
            results.append(CheckResult(spec: options.paths.map { DisplayPath.forUser($0) }.joined(separator: " "), status: .refused,
                                       message: SpecDiscovery.nothingFound(in: options.paths.map { DisplayPath.forUser($0) })))
        }
        let all = plan(load(paths))
        let expected = expectedGoldens(all)
        var selected = all.enumerated().map { index, file in
            var file = file
            file.errors += expected.duplicates[index] ?? []
            return file
        }
        if let shard = options.shard { selected = shard.select(selected) }

        let reporter = progress?(selected.count)
        let outcomes = checkConcurrently(selected, comparedBy: expected.comparedBy, reporter: reporter)
        results += outcomes.flatMap(\.results)

        // Every shard loads every spec (cheap) but only the first looks for orphans, so a merge
        // lists each once; and none does if a spec failed to load, since its goldens would look orphaned.
        let loadFailed = all.contains { !$0.errors.isEmpty } || !missingArguments.isEmpty
        var orphans = OrphanScan.Outcome()
        if !loadFailed && (options.shard?.index ?? 1) == 1 {
            let scan = OrphanScan(layout: layout, discovery: discovery, deletes: options.update == .failed || options.update == .all,
                                  reportDir: options.reportDir)
            orphans = scan.run(folders: options.paths.filter { Paths.isDirectory(Paths.absolute($0)) }, expected: expected.goldens)
            results += orphans.results
        }
        if options.update != .none {
            results += writeManifests(selected, outcomes, comparedBy: expected.comparedBy, dropped: orphans.dropped)
        }
        fonts.cache.save()
        return CheckReport(toolchain: .current, shard: options.shard?.description, budgets: options.budgets, results: results,
                           notes: orphans.notes)
    }

    // MARK: loading

    private func load(_ paths: [String]) -> [SpecFile] {
        let loader = SpecLoader(root: options.renderRoot.map(Paths.absolute))
        let files = paths.map { path -> SpecFile in
            do throws(SpecErrors) {
                return SpecFile(path: path, variants: try loader.load(file: path), errors: [])
            } catch {
                return SpecFile(path: path, variants: [], errors: error.errors)
            }
        }
        // Sorted by the path relative to the specs root: the order shards deal from.
        return files.sorted { relative($0.path) < relative($1.path) }
    }

    /// Every variant of every file planned once, in parallel: the plans name the goldens (so
    /// collisions and orphans are found before anything is drawn) and are then drawn as they are.
    private func plan(_ files: [SpecFile]) -> [SpecFile] {
        let variants = files.flatMap(\.variants)
        var plans = BatchRender(variants: variants.count, jobs: options.jobs, renderer: renderer).plan(variants)[...]
        return files.map { file in
            var file = file
            file.plans = Array(plans.prefix(file.variants.count))
            plans = plans.dropFirst(file.variants.count)
            return file
        }
    }

    private func relative(_ path: String) -> String { Paths.relative(path, to: layout.specsRoot) ?? path }

    /// Every golden the loaded specs produce, an error for each spec whose output another spec
    /// already produces (by file index), and the variant that compares each golden.
    private func expectedGoldens(_ files: [SpecFile]) -> ExpectedGoldens {
        var owners = OutputOwners()
        var duplicates: [Int: [SpecError]] = [:]
        var comparedBy: [String: VariantID] = [:]
        let inputs = Set(files.map(\.path) + files.flatMap { $0.variants.flatMap { $0.catalogFiles + $0.fonts.map(\.path) } })
        for (index, file) in files.enumerated() {
            for (variant, outcome) in file.plans.enumerated() {
                // A variant that cannot be planned is reported when its file is checked.
                guard case .success(let plan) = outcome else { continue }
                let goldens = plan.outputs.map { layout.golden(forSpec: file.path, output: $0.path, format: $0.format, of: plan.spec) }
                // `--update` writes goldens: never over a spec, a font or a catalog of the run.
                if let (output, golden) = zip(plan.outputs, goldens).first(where: { inputs.contains($0.1) }) {
                    duplicates[index, default: []].append(plan.spec.error(at: "$.name", "its output \(output.path) would be written over the input \(DisplayPath.forUser(golden)); give the spec another `name`"))
                    continue
                }
                duplicates[index, default: []] += owners.claim(plan, at: goldens)
                for golden in goldens where comparedBy[golden] == nil {
                    comparedBy[golden] = VariantID(file: file.path, index: variant)
                }
            }
        }
        return ExpectedGoldens(goldens: owners.paths,
                               duplicates: duplicates.mapValues { Array(Set($0)).sorted { $0.description < $1.description } },
                               comparedBy: comparedBy)
    }

    // MARK: checking

    /// Draws every plan of the files that loaded (BatchRender, `jobs` at a time) and compares each
    /// output with its golden on the drawing thread; results come back per file, in file order.
    private func checkConcurrently(_ files: [SpecFile], comparedBy: [String: VariantID], reporter: BatchProgress?) -> [FileOutcome] {
        var outcomes = files.map { _ in FileOutcome() }
        var drawn: [(file: Int, variant: Int, plan: RenderPlan)] = []
        var remaining = files.map { $0.errors.isEmpty ? $0.plans.count : 0 }
        for (index, file) in files.enumerated() {
            let specPath = DisplayPath.forUser(file.path)
            guard file.errors.isEmpty else {
                outcomes[index].results = file.errors.map { refused($0, specPath: specPath) }
                continue
            }
            for (variant, (spec, outcome)) in zip(file.variants, file.plans).enumerated() {
                switch outcome {
                case .success(let plan): drawn.append((index, variant, plan))
                case .failure(let error):
                    outcomes[index].results.append(failed(error, spec: spec, specPath: specPath))
                    remaining[index] -= 1
                }
            }
        }
        func finished(_ index: Int) {
            let results = outcomes[index].results
            let problems = results.filter(\.counts).count
            let warned = Set(results.flatMap { $0.warnings ?? [] }).count
            let status = problems == 0 ? "ok" : "\(problems) problem(s)"
            reporter?.finished(DisplayPath.forUser(files[index].path), outcome: status + (warned == 0 ? "" : ", \(warned) warning(s)"))
        }
        for index in files.indices where remaining[index] == 0 { finished(index) }
        let batch = BatchRender(variants: drawn.count, jobs: options.jobs, renderer: renderer)
        let manifests = files.map { GoldenManifest.read(layout.manifest(forSpec: $0.path)) }
        let toDraw = drawn
        batch.render(toDraw.map(\.plan)) { i, rendered in
            let file = files[toDraw[i].file]
            // Only the outputs this variant compares: a file several variants write, once, by the first.
            let id = VariantID(file: file.path, index: toDraw[i].variant)
            let own = rendered.filter { output in
                comparedBy[golden(of: output, spec: toDraw[i].plan.spec, file: file.path)].map { $0 == id } ?? true
            }
            return check(own, of: toDraw[i].plan, file: file, manifest: manifests[toDraw[i].file])
        } deliver: { i, outcome in
            let index = drawn[i].file
            switch outcome {
            case .success(let checked):
                outcomes[index].results += checked.results
                outcomes[index].fonts.merge(checked.fonts) { a, _ in a }
                outcomes[index].catalogs.merge(checked.catalogs) { a, _ in a }
                outcomes[index].wroteGolden = outcomes[index].wroteGolden || checked.wroteGolden
                outcomes[index].fallbackFonts.merge(checked.fallbackFonts) { a, _ in a }
            case .failure(let error):
                outcomes[index].results.append(failed(error, spec: drawn[i].plan.spec, specPath: DisplayPath.forUser(files[index].path)))
            }
            remaining[index] -= 1
            if remaining[index] == 0 { finished(index) }
        }
        return outcomes
    }

    /// One drawn variant's outputs compared with their goldens.
    private func check(_ rendered: [RenderedFile], of plan: RenderPlan, file: SpecFile, manifest: GoldenManifest?) -> FileOutcome {
        var outcome = FileOutcome()
        let spec = plan.spec
        let manifestFolder = Paths.deletingLastComponent(layout.manifest(forSpec: file.path))
        let used = fonts.fingerprints(plan.scene.fontFiles, manifestFolder: manifestFolder)
        outcome.fonts = used
        let usedCatalogs = fonts.fingerprints(Set(spec.catalogFiles), manifestFolder: manifestFolder)
        outcome.catalogs = usedCatalogs
        let budgets = options.budgets.overridden(by: spec.output)
        for output in rendered {
            if let invalid = invalidImageSet(output, of: plan, file: file.path) {
                outcome.results.append(invalid)
                continue
            }
            var result = compare(output, of: spec, file: file.path, budgets: budgets, manifest: manifest)
            if !plan.warnings.isEmpty {
                result.warnings = plan.warnings
                if options.strict { result.failsOnWarnings = true }
            }
            let fallbackFonts = plan.scene.fallbackFonts
            let relativeGolden = Paths.relative(golden(of: output, spec: spec, file: file.path), to: manifestFolder)
            if !fallbackFonts.isEmpty {
                result.fallbackFonts = fallbackFonts
                if let relativeGolden { outcome.fallbackFonts[relativeGolden] = fallbackFonts }
            }
            // Told whatever the pixels: a CI machine that chose another family must say so.
            let fallbackChange = relativeGolden.flatMap { manifest?.fallbackChange(golden: $0, used: fallbackFonts) }
            if result.status == .fail || result.status == .resized {
                result.provenance = manifest.map { $0.provenance(current: .current, fonts: used, catalogs: usedCatalogs) }
                    ?? "no \(GoldenLayout.manifestName) beside the goldens: cannot tell whether the toolchain changed"
            }
            if let fallbackChange {
                result.provenance = fallbackChange + (result.provenance.map { "; " + $0 } ?? "")
            }
            if result.updated == true { outcome.wroteGolden = true }
            outcome.results.append(result)
        }
        return outcome
    }

    /// An image set's Contents.json that does not name exactly the set's images once per locale and
    /// scale (ImageSetCheck): an error of the writer, never compared nor recorded as a golden.
    private func invalidImageSet(_ output: RenderedFile, of plan: RenderPlan, file: String) -> CheckResult? {
        guard let part = plan.imageSetPart, part.writesContents, output.path == part.contentsPath else { return nil }
        let problems = ImageSetCheck.problems(contents: output.bytes, images: part.images)
        guard !problems.isEmpty else { return nil }
        var result = CheckResult(spec: DisplayPath.forUser(file), state: output.state, locale: output.locale, scale: output.scale,
                                 format: output.format.rawValue, golden: DisplayPath.forUser(golden(of: output, spec: plan.spec, file: file)),
                                 status: .error, message: "the image set is not one Xcode reads as meant: " + problems.joined(separator: "; "))
        (result.line, result.column) = AnnotationPosition.of(plan.spec)
        return result
    }

    /// A variant that could not be planned or drawn: refused when the user can fix the spec, else an error.
    private func failed(_ error: any Error, spec: ResolvedSpec, specPath: String) -> CheckResult {
        if let error = error as? SpecError { return refused(error, specPath: specPath) }
        var result = CheckResult(spec: specPath, state: spec.state, locale: spec.locale, status: .error, message: "\(error)")
        result.line = 1
        return result
    }

    private func refused(_ error: SpecError, specPath: String) -> CheckResult {
        var result = CheckResult(spec: specPath, status: .refused, message: error.description)
        result.line = error.line
        result.column = error.column
        return result
    }

    /// Where the golden of one rendered file lives (GoldenLayout).
    private func golden(of output: RenderedFile, spec: ResolvedSpec, file: String) -> String {
        layout.golden(forSpec: file, output: output.path, format: output.format, of: spec)
    }

    private func compare(_ output: RenderedFile, of spec: ResolvedSpec, file: String, budgets: GoldenTolerance,
                         manifest: GoldenManifest?) -> CheckResult {
        let goldenPath = golden(of: output, spec: spec, file: file)
        let goldenBytes: [UInt8]?
        do {
            goldenBytes = try GoldenLayout.read(goldenPath)
        } catch {
            // A golden that is there but is no regular file (a FIFO would block the read) or cannot
            // be read is an error, never taken for a missing golden that --update may replace.
            var result = CheckResult(spec: DisplayPath.forUser(file), state: output.state, locale: output.locale,
                                     scale: output.scale, format: output.format.rawValue, golden: DisplayPath.forUser(goldenPath),
                                     status: .error, message: "the golden \(error.description)")
            (result.line, result.column) = AnnotationPosition.of(spec)
            return result
        }
        let comparison = OutputComparison.compare(actual: output.bytes, golden: goldenBytes, path: goldenPath,
                                                  budgets: budgets, wantDiff: options.reportDir != nil)
        var result = CheckResult(spec: DisplayPath.forUser(file), state: output.state, locale: output.locale,
                                 scale: output.scale, format: output.format.rawValue,
                                 golden: DisplayPath.forUser(goldenPath), status: comparison.status, message: comparison.message)
        result.mismatched = comparison.mismatched
        result.ratio = comparison.ratio
        result.goldenSize = comparison.goldenSize
        result.changedRegion = comparison.changedRegion
        result.largestChannelChange = comparison.largestChannelChange
        result.actualSize = comparison.actualSize
        if GoldenKind(path: goldenPath) == .image { result.budgets = budgets }
        (result.line, result.column) = AnnotationPosition.of(spec)

        // A file at a golden's path that no `--update` recorded (a `render` beside the spec, before
        // any check, writes there) is no golden: it never passes unreviewed.
        let unrecorded = goldenBytes != nil
            && !(manifest?.records(Paths.relative(goldenPath, to: Paths.deletingLastComponent(layout.manifest(forSpec: file))) ?? "") ?? false)
        if unrecorded {
            result.status = .missing
            result.message = "\(Paths.lastComponent(goldenPath)) is there, but no \(GoldenLayout.manifestName) records it as a golden "
                + "(only `check --update` records one; `render` beside the spec writes the same path): review it, then record it with --update; "
                + "compared with it: " + comparison.message
        }
        if result.status != .pass, let reportDir = options.reportDir {
            result.artifacts = writeArtifacts(reportDir: reportDir, goldenPath: goldenPath, golden: goldenBytes,
                                              actual: output.bytes, diff: comparison.diff)
        }
        let rewrite = switch options.update {
        case .none: false
        case .missing: result.status == .missing
        case .failed: result.status != .pass
        case .all: goldenBytes != output.bytes || unrecorded
        }
        if rewrite {
            do {
                try AtomicFile.write(output.bytes, to: goldenPath)
                result.updated = true
            } catch {
                result.status = .error
                result.message += "; --update could not write the golden: \(error)"
            }
        }
        return result
    }

    /// Copies of the golden, the actual output and the diff image under `<report>/artifacts/`, at
    /// the golden's path relative to the golden folder, so shards' artifacts never collide.
    private func writeArtifacts(reportDir: String, goldenPath: String, golden: [UInt8]?, actual: [UInt8],
                                diff: RGBAImage?) -> Artifacts? {
        let relative = Paths.relative(goldenPath, to: layout.goldenDir) ?? Paths.lastComponent(goldenPath)
        let stem = Paths.deletingPathExtension(relative)
        let ext = Paths.pathExtension(relative)
        var artifacts = Artifacts()
        func put(_ bytes: [UInt8], _ suffix: String, _ extension_: String) -> String? {
            let name = "artifacts/\(stem).\(suffix).\(extension_)"
            do { try AtomicFile.write(bytes, to: Paths.join(Paths.absolute(reportDir), name)); return name } catch { return nil }
        }
        if let golden { artifacts.golden = put(golden, "golden", ext) }
        artifacts.actual = put(actual, "actual", ext)
        if let diff, let png = try? diff.pngData() { artifacts.diff = put([UInt8](png), "diff", "png") }
        return artifacts.isEmpty ? nil : artifacts
    }

    /// The fonts of the specs in the folders of `checked` that this run did not check (their goldens
    /// share the manifest); nil when one of them does not load or lay out.
    private func fontsOfNeighbours(_ checked: Set<String>, manifest: String) -> (fonts: [String: String], catalogs: [String: String])? {
        let folders = Set(checked.map { Paths.deletingLastComponent($0) })
        let neighbours = SpecDiscovery().specFiles(in: folders.sorted()).files.filter {
            !checked.contains($0) && folders.contains(Paths.deletingLastComponent($0))
                && layout.manifest(forSpec: $0) == manifest
        }
        let loader = SpecLoader(root: options.renderRoot.map(Paths.absolute))
        let manifestFolder = Paths.deletingLastComponent(manifest)
        var fonts: [String: String] = [:]
        var catalogs: [String: String] = [:]
        for file in neighbours {
            guard let variants = try? loader.load(file: file) else { return nil }
            for spec in variants {
                guard let scene = try? renderer.scene(spec) else { return nil }
                fonts.merge(self.fonts.fingerprints(scene.fontFiles, manifestFolder: manifestFolder)) { a, _ in a }
                catalogs.merge(self.fonts.fingerprints(Set(spec.catalogFiles), manifestFolder: manifestFolder)) { a, _ in a }
            }
        }
        return (fonts, catalogs)
    }

    // MARK: manifests

    /// Writes each touched folder's manifest under --update. Its fonts are those the folder's specs
    /// use now: the specs checked in this run, and the folder's other specs laid out again (a run
    /// over one file must not forget its neighbours' fonts), so a font no spec uses any more leaves
    /// the manifest. The toolchain is this run's where a golden was written, else the recorded one.
    /// Its goldens are those its specs produce that are there now, with the hash of their bytes
    /// (GoldenRecord), less the orphans `dropped` lists; a manifest whose folder kept no spec and no
    /// golden goes too.
    private func writeManifests(_ files: [SpecFile], _ outcomes: [FileOutcome], comparedBy: [String: VariantID],
                                dropped: [String: Set<String>]) -> [CheckResult] {
        var byFolder: [String: (fonts: [String: String], catalogs: [String: String], wrote: Bool, loaded: Bool, specs: Set<String>,
                                fallbackFonts: [String: [FallbackFont]])] = [:]
        for (file, outcome) in zip(files, outcomes) {
            let path = layout.manifest(forSpec: file.path)
            var entry = byFolder[path] ?? ([:], [:], false, false, [], [:])
            entry.fonts.merge(outcome.fonts) { a, _ in a }
            entry.fallbackFonts.merge(outcome.fallbackFonts) { a, _ in a }
            entry.catalogs.merge(outcome.catalogs) { a, _ in a }
            entry.wrote = entry.wrote || outcome.wroteGolden
            entry.loaded = entry.loaded || (!file.variants.isEmpty && file.errors.isEmpty)
            entry.specs.insert(file.path)
            byFolder[path] = entry
        }
        let record = GoldenRecord(layout: layout, hashes: fonts.cache, producedBy: comparedBy.mapValues(\.file))
        var problems: [CheckResult] = []
        for (path, entry) in byFolder.sorted(by: { $0.key < $1.key }) where entry.loaded {
            let existing = GoldenManifest.read(path)
            var fonts = entry.fonts
            var catalogs = entry.catalogs
            if let others = fontsOfNeighbours(entry.specs, manifest: path) {
                fonts.merge(others.fonts) { a, _ in a }
                catalogs.merge(others.catalogs) { a, _ in a }
            } else {
                // A neighbour that does not load: keep what was recorded, for it.
                fonts.merge(existing?.fonts ?? [:]) { new, _ in new }
                catalogs.merge(existing?.catalogs ?? [:]) { new, _ in new }
            }
            let goldens = record.goldens(of: path, recorded: existing?.goldens, dropping: dropped[path] ?? [])
            let recordedCatalogs = existing?.catalogs ?? [:]
            // This run's choices for the goldens it drew; the recorded ones for the goldens of specs
            // it did not check; none for goldens that are gone.
            let checkedGoldens = Set(comparedBy.keys.compactMap { Paths.relative($0, to: Paths.deletingLastComponent(path)) })
            var fallbackFonts = (existing?.fallbackFonts ?? [:]).filter { !checkedGoldens.contains($0.key) }
            fallbackFonts.merge(entry.fallbackFonts) { _, new in new }
            fallbackFonts = fallbackFonts.filter { goldens[$0.key] != nil }
            guard entry.wrote || existing == nil || existing?.fonts != fonts || recordedCatalogs != catalogs
                || existing?.goldens != goldens || existing?.fallbackFonts ?? [:] != fallbackFonts else { continue }
            let toolchain = entry.wrote || existing == nil ? Toolchain.current : existing!.toolchain
            problems += write(GoldenManifest(toolchain: toolchain, fonts: fonts, catalogs: catalogs, goldens: goldens,
                                             fallbackFonts: fallbackFonts), to: path)
        }
        // Manifests of folders none of whose specs was checked: only their deleted orphans leave them.
        for (path, gone) in dropped.sorted(by: { $0.key < $1.key }) where byFolder[path] == nil {
            guard var manifest = GoldenManifest.read(path) else { continue }
            manifest.goldens = manifest.goldens?.filter { !gone.contains($0.key) }
            if manifest.goldens?.isEmpty == true && SpecDiscovery().specFiles(in: [Paths.deletingLastComponent(path)]).files.isEmpty {
                // render-spec wrote it, for goldens that are all gone with their specs.
                if Paths.removeFile(path) {
                    OrphanScan.removeEmptyFolders(from: Paths.deletingLastComponent(path), upTo: layout.goldenDir)
                }
                continue
            }
            problems += write(manifest, to: path)
        }
        return problems
    }

    private func write(_ manifest: GoldenManifest, to path: String) -> [CheckResult] {
        let bytes = manifest.encoded()
        if InputFile.holds(bytes, at: path) { return [] }
        do { try AtomicFile.write(bytes, to: path) } catch {
            return [CheckResult(spec: nil, golden: DisplayPath.forUser(path), status: .error, message: "\(error)")]
        }
        return []
    }
}
