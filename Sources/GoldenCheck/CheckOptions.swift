import RenderSupport

/// What `--update` may rewrite.
package enum UpdateMode: String, Codable, Sendable {
    /// Compare only.
    case none
    /// Write missing goldens only; failing ones stay as they are.
    case missing
    /// Write missing goldens, rewrite failing and resized ones, delete orphans (OrphanScan); passing
    /// goldens keep their bytes (and mtime), so a toolchain bump that moves a few pixels churns no files.
    case failed
    /// Make every golden byte-identical to this run's output (files already identical are left alone).
    case all
}

/// Everything a check run needs to know, as the command line gives it.
package struct CheckOptions: Sendable {
    /// Spec files and folders.
    package var paths: [String]
    /// Goldens mirror the specs under this folder; nil: beside the specs.
    package var goldenDir: String?
    /// The folder spec paths are taken relative to; nil: the deepest folder holding every path.
    package var specsRoot: String?
    /// Spec, base and font paths must stay inside it (SpecLoader's root); nil: each spec's own
    /// (RenderRoot.automatic).
    package var renderRoot: String?
    package var budgets: GoldenTolerance
    package var update: UpdateMode
    /// Where failing outputs' golden, actual and diff images are copied for the report.
    package var reportDir: String?
    package var jobs: Int
    package var shard: Shard?
    /// Warnings (text that does not fit, an effect the canvas cuts) fail the outputs they concern.
    package var strict: Bool

    package init(paths: [String], goldenDir: String? = nil, specsRoot: String? = nil,
                renderRoot: String? = nil, budgets: GoldenTolerance = GoldenTolerance(),
                update: UpdateMode = .none, reportDir: String? = nil,
                jobs: Int = ProcessSettings.cores, shard: Shard? = nil, strict: Bool = false) {
        self.paths = paths; self.goldenDir = goldenDir; self.specsRoot = specsRoot; self.renderRoot = renderRoot
        self.budgets = budgets; self.update = update; self.reportDir = reportDir; self.jobs = jobs; self.shard = shard
        self.strict = strict
    }

    /// The specs root when not given: the deepest folder holding every path (a folder argument
    /// counts as itself, a file as its folder).
    func resolvedSpecsRoot() -> String {
        if let specsRoot { return Paths.absolute(specsRoot) }
        let folders = paths.map(Paths.absolute).map { Paths.isDirectory($0) ? $0 : Paths.deletingLastComponent($0) }
        return folders.isEmpty ? Paths.absolute(".") : Paths.commonAncestor(folders)
    }
}

extension UpdateMode {
    /// The RENDER_SPEC_RECORD spelling of the mode.
    package var recordName: String { self == .none ? "never" : rawValue }
}
