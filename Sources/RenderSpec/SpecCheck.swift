import Foundation
import GoldenCheck

/// A golden check, as `render-spec check` runs it: every spec in some folders rendered in every
/// state, locale, scale and format, each output compared with its committed golden.
///
/// PNGs (plain images, image set slices, Android drawables, Flutter assets, font pages, atlas
/// sheets) are compared pixel by pixel within budgets; every other file (SVG, PDF, `Contents.json`,
/// `.fnt`, atlas descriptors) byte for byte. Goldens sit where `render-spec render` writes the files
/// beside their specs (`Specs/label/glow.json` → `Specs/label/glow.png`, `glow@2x.png`, …; an image
/// set in `<name>.xcassets/`, Android drawables in `res/`, Flutter assets in `assets/`) or in a
/// mirrored folder (``Options/goldenDirectory``). Specs whose file name starts with `_` are
/// bases, checked only through the specs that extend them.
///
/// ```swift
/// let report = SpecCheck(paths: ["Specs"]).run()
/// for outcome in report.outcomes where outcome.status != .pass {
///     print(outcome.message)
/// }
/// ```
public struct SpecCheck: Sendable {
    /// How a check compares and what it may write.
    public struct Options: Sendable {
        /// The folder goldens mirror the specs in; `nil` for goldens beside their specs.
        public var goldenDirectory: String?
        /// The render root every path a spec names must stay inside; `nil` for each spec's own: the
        /// top of the repository holding it, else the current directory when it holds the spec,
        /// else the spec's folder (``LoadedSpec/init(contentsOfFile:root:)``).
        public var renderRoot: String?
        /// pixelmatch's colour threshold, 0 to 1; by default 0: any change counts unless a sub-pixel
        /// shift explains it (``ImageComparison/Options/goldenCheck``).
        public var threshold: Double
        /// Changed pixels allowed per image; `nil` for no count budget.
        public var maxDiffPixels: Int?
        /// Fraction of changed pixels allowed per image, 0 to 1; `nil` for no ratio budget. With
        /// neither budget set, no pixel may change. A spec's `output` budgets override these.
        public var maxDiffRatio: Double?
        /// Which goldens the check writes.
        public var update: UpdatePolicy
        /// Spec files checked at once; by default the number of cores. The results do not depend on it.
        public var jobs: Int
        /// Whether warnings (text that does not fit, an effect the canvas cuts off) fail the
        /// outputs they concern.
        public var strict: Bool

        /// Options; the defaults are `render-spec check`'s.
        public init(goldenDirectory: String? = nil, renderRoot: String? = nil, threshold: Double = 0,
                    maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil, update: UpdatePolicy = .never,
                    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, strict: Bool = false) {
            self.goldenDirectory = goldenDirectory; self.renderRoot = renderRoot; self.threshold = threshold
            self.maxDiffPixels = maxDiffPixels; self.maxDiffRatio = maxDiffRatio; self.update = update
            self.jobs = jobs; self.strict = strict
        }
    }

    /// Which goldens a check writes.
    public enum UpdatePolicy: String, Sendable, CaseIterable {
        /// Compare only; write nothing.
        case never
        /// Write missing goldens only.
        case missing
        /// Write missing goldens, rewrite failing and resized ones, delete orphans (goldens the
        /// folder's manifest records and no spec produces, unchanged since they were written);
        /// passing goldens keep their bytes (`render-spec check --update`).
        case failed
        /// Rewrite every golden that differs at all (`--update=all`).
        case all

        var mode: UpdateMode {
            switch self {
            case .never: .none
            case .missing: .missing
            case .failed: .failed
            case .all: .all
            }
        }
    }

    /// Spec files and folders (searched for `*.json` specs), absolute or relative to the current directory.
    public var paths: [String]
    /// How to compare and what to write.
    public var options: Options

    /// A check of `paths` with `options`.
    public init(paths: [String], options: Options = Options()) {
        self.paths = paths
        self.options = options
    }

    /// Renders and compares everything. Failures are outcomes, not errors: a refused spec, a
    /// missing golden and a changed pixel all end up in ``Report/outcomes``.
    public func run() -> Report {
        let checkOptions = CheckOptions(
            paths: paths, goldenDir: options.goldenDirectory,
            renderRoot: options.renderRoot ?? FileManager.default.currentDirectoryPath,
            budgets: GoldenTolerance(threshold: options.threshold, maxDiffPixels: options.maxDiffPixels, maxDiffRatio: options.maxDiffRatio),
            update: options.update.mode, jobs: max(1, options.jobs), strict: options.strict)
        return Report(GoldenChecker(options: checkOptions).run())
    }

    /// Everything a check found.
    public struct Report: Sendable {
        /// One per output, refused spec and orphaned golden, ordered by spec then golden path.
        public let outcomes: [Outcome]
        /// `render-spec check`'s exit status: 0 everything passed (or was updated), 1 something
        /// failed, 2 a spec was refused.
        public let exitCode: Int32
        /// `12 passed, 2 failed, 1 missing`, as the command's last line.
        public let summary: String
        /// The results file `render-spec check --json` writes: sorted keys, no timestamps.
        public let json: Data
        /// Files the check left alone that may want a look, one line each: a file that looks like
        /// an old golden under a manifest an older render-spec wrote, or a golden changed by hand
        /// that no spec produces any more; which installed families `missingGlyphs: fallback` drew
        /// a variant's characters in. Never failures.
        public let notes: [String]

        /// Whether the check passed: exit status 0.
        public var passed: Bool { exitCode == 0 }

        init(_ report: CheckReport) {
            outcomes = report.results.map(Outcome.init)
            exitCode = report.exitCode
            summary = report.summaryLine
            json = Data(ReportFiles.json(report))
            notes = report.shownNotes
        }
    }

    /// What became of one output, one refused spec or one stray golden.
    public struct Outcome: Sendable {
        /// The spec file as given (relative to the current directory when inside it); `nil` for an orphan.
        public let spec: String?
        /// The variant's state; `nil` for a refused spec or an orphan.
        public let state: String?
        /// The variant's locale; `nil` for the base text.
        public let locale: String?
        /// The output's scale.
        public let scale: Double?
        /// The output's format (`png`, `svg`, `pdf`).
        public let format: String?
        /// The golden file.
        public let golden: String?
        /// What happened.
        public let status: Status
        /// One line for a log, naming the file and what differs.
        public let message: String
        /// PNGs compared pixel by pixel: the changed pixels counted.
        public let changedPixels: Int?
        /// The smallest rectangle holding the changed pixels.
        public let changedRegion: PixelRegion?
        /// What rendering this output's variant warned about; each an ``RenderWarning/Severity/error``
        /// when a strict check fails the output on it.
        public let warnings: [RenderWarning]
        /// Whether the check wrote (for an orphan: deleted) the golden.
        public let updated: Bool
        /// Whether this outcome fails the check: a problem not fixed by updating, or (strict) a warning.
        public let isFailure: Bool

        init(_ result: CheckResult) {
            spec = result.spec; state = result.state; locale = result.locale; scale = result.scale
            format = result.format; golden = result.golden
            status = result.status
            message = result.message
            changedPixels = result.mismatched
            changedRegion = result.changedRegion.map { PixelRegion(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            let severity: RenderWarning.Severity = result.failsOnWarnings == true ? .error : .warning
            warnings = (result.warnings ?? []).map { RenderWarning($0, severity: severity) }
            updated = result.updated ?? false
            isFailure = result.counts
        }
    }

    /// What became of an output: the same type the reports use (`CheckStatus`): refused, error, fail,
    /// resized, missing, orphan or pass, most serious first.
    public typealias Status = CheckStatus
}
