import PNGCodec
import RenderSupport
import SpecModel

/// A batch of variants through the pipeline, as `render`, `atlas`, `check` and the preview all run
/// it: every variant is planned first, in parallel (`plan`), so a refused spec, two outputs on one
/// path (OutputOwners) or an output on an input stop the batch before anything is drawn; then the
/// plans are drawn in parallel and each variant's files handed over in variant order (`render`),
/// so the files, messages and exit status are the same with any number of jobs.
package struct BatchRender: Sendable {
    package let renderer: SpecRenderer
    /// Threads drawing at once.
    package let jobs: Int
    /// `--scale` and `--format`: nil for each spec's own `output`.
    package let scales: [Double]?
    package let formats: [OutputFormat]?

    /// The jobs a batch leaves idle (one spec on two cores) go to each variant's blurs; a batch that
    /// keeps every job drawing blurs on one thread each, rather than queue behind the others.
    package init(variants: Int, jobs: Int, png: PNGCompression = .fast, scales: [Double]? = nil,
                 formats: [OutputFormat]? = nil, renderer: SpecRenderer? = nil, fonts: PreparedFonts? = nil) {
        let jobs = max(1, jobs)
        self.renderer = renderer ?? SpecRenderer(png: png, blurWorkers: jobs / max(1, min(jobs, variants)), prepared: fonts)
        self.jobs = jobs
        self.scales = scales
        self.formats = formats
    }

    /// The loader held each spec to the image limit (SpecLimits.maxImages) at its own scales and
    /// formats; `--scale` and `--format` replace those, so the files this batch would write are
    /// counted again, per spec file, before any is planned.
    package func imageCountRefusals(_ variants: [ResolvedSpec]) -> [SpecError] {
        guard scales != nil || formats != nil else { return [] }
        return Dictionary(grouping: variants, by: \.file).values.compactMap { group -> SpecError? in
            guard let first = group.first, let problem = ImageCount.problem(group, scales: scales, formats: formats) else { return nil }
            return first.error(at: "$.output", "with --scale and --format, " + problem)
        }.sorted { $0.description < $1.description }
    }

    /// Every variant planned, in variant order: its plan, or why it cannot be rendered (a
    /// `SpecError` the user can fix, or a failure to draw).
    /// A state's locale variants share its one image set (ImageSetMerge).
    package func plan(_ variants: [ResolvedSpec]) -> [Result<RenderPlan, any Error>] {
        let (renderer, scales, formats) = (renderer, scales, formats)
        let variants = SharedBaseImages.resolved(variants)
        return ImageSetMerge.merge(ParallelMap.map(count: variants.count, jobs: jobs) { i in
            Result { try renderer.plan(variants[i], scales: scales, formats: formats) }
        })
    }

    /// Draws `plans` on `jobs` threads. `work` runs on the drawing thread with plan i's files (to
    /// write or compare them there, so no core waits on another); `deliver` runs on the calling
    /// thread, in plan order, as soon as plan i and every earlier one are done. Results wait for
    /// delivery in a bounded window (ParallelMap.stream; `bytes` says what a result holds of the
    /// files' bytes, so the window stays under 64 MB), so memory does not grow with the batch. When
    /// `deliver` throws, no further plan is drawn and the error is rethrown.
    package func render<T, E: Error>(_ plans: [RenderPlan], bytes: (@Sendable (T) -> Int)? = nil,
                                     work: @Sendable (Int, [RenderedFile]) throws -> T,
                                     deliver: (Int, Result<T, any Error>) throws(E) -> Void) throws(E) {
        let renderer = renderer
        let weight = bytes.map { bytes in { @Sendable (outcome: Result<T, any Error>) in (try? outcome.get()).map(bytes) ?? 0 } }
        do {
            try ParallelMap.stream(count: plans.count, jobs: jobs, weight: weight) { i in
                Result { try work(i, try renderer.render(plans[i])) }
            } deliver: { i, outcome in
                try deliver(i, outcome)
            }
        } catch {
            // Only `deliver` throws out of the stream, and it throws E.
            throw error as! E
        }
    }

    /// Plans and draws every variant in memory, as one call: `work`'s result for each variant's
    /// files (run on the drawing thread) with its warnings, or why it has none, in variant order.
    package func run<T>(_ variants: [ResolvedSpec], work: @Sendable (Int, [RenderedFile]) throws -> T)
        -> [Result<(value: T, warnings: [String]), any Error>] {
        let planned = plan(variants)
        var drawn: [Result<T, any Error>] = []
        render(planned.compactMap { try? $0.get() }, work: work) { _, outcome in drawn.append(outcome) }
        var next = drawn.makeIterator()
        return planned.map { outcome in outcome.flatMap { plan in next.next()!.map { ($0, plan.warnings) } } }
    }
}
