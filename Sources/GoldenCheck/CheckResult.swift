import SpecScene

/// What became of one output (or one spec, or one stray golden) in a check: the reports' status
/// and the Swift API's (`SpecCheck.Status`).
public enum CheckStatus: String, Codable, Sendable, CaseIterable, Comparable {
    /// The spec could not be loaded or laid out: exit 2.
    case refused
    /// Rendered, but a golden could not be read or an output could not be written.
    case error
    /// Pixels (PNG) or bytes (SVG, PDF) differ beyond the budgets.
    case fail
    /// The image size changed; nothing is compared pixel by pixel.
    case resized
    /// No golden exists for this output.
    case missing
    /// A golden render-spec recorded (its folder's manifest lists it) that no spec produces any more.
    case orphan
    /// Within the budgets.
    case pass

    /// Reports list the most serious first.
    public static func < (a: CheckStatus, b: CheckStatus) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Whether this status makes `check` exit non-zero (unless --update fixed it).
    package var isProblem: Bool { self != .pass }
}

/// Files a report shows for a result, relative to the report folder.
package struct Artifacts: Codable, Equatable, Sendable {
    package var golden: String?
    package var actual: String?
    package var diff: String?
    package init(golden: String? = nil, actual: String? = nil, diff: String? = nil) {
        self.golden = golden; self.actual = actual; self.diff = diff
    }
    var isEmpty: Bool { golden == nil && actual == nil && diff == nil }
}

/// One line of the results: an output of a spec variant compared with its golden, a refused spec
/// (no state, scale or format), or an orphaned golden (no spec). Paths are as the user typed them
/// (relative to the current folder), so annotations and reports link to files in the repository.
package struct CheckResult: Codable, Equatable, Sendable {
    package var spec: String?
    package var state: String?
    package var locale: String?
    package var scale: Double?
    package var format: String?
    package var golden: String?
    package var status: CheckStatus
    /// PNG: pixels pixelmatch counted; nil when nothing was compared pixel by pixel.
    package var mismatched: Int?
    package var ratio: Double?
    /// "W×H" of the golden and of this run's output.
    package var goldenSize: String?
    package var actualSize: String?
    /// PNG failures: the smallest rectangle holding every counted pixel, and the largest change of
    /// one channel (0…255) there.
    package var changedRegion: ChangedRegion?
    package var largestChannelChange: Int?
    package var budgets: GoldenTolerance?
    package var message: String
    /// Where to point an annotation in the spec file (1-based).
    package var line: Int?
    package var column: Int?
    /// Why the toolchain or fonts may explain a failure (see GoldenManifest).
    package var provenance: String?
    /// Whether --update wrote (or, for an orphan, deleted) the golden.
    package var updated: Bool?
    package var artifacts: Artifacts?
    /// What rendering this output's variant warned about, as `render` prints it; nil for none.
    package var warnings: [String]?
    /// Set under `check --strict` when there are warnings: they fail this output whatever its pixels.
    package var failsOnWarnings: Bool?
    /// The installed families `missingGlyphs: fallback` drew characters in, and which; nil for none.
    /// Never a failure: it tells which fonts this machine chose.
    package var fallbackFonts: [FallbackFont]?

    package init(spec: String?, state: String? = nil, locale: String? = nil, scale: Double? = nil, format: String? = nil,
                golden: String? = nil, status: CheckStatus, message: String) {
        self.spec = spec; self.state = state; self.locale = locale; self.scale = scale; self.format = format
        self.golden = golden; self.status = status; self.message = message
    }

    /// Whether this result still fails the run: a problem --update did not fix, or (under --strict)
    /// a warning.
    package var counts: Bool { (status.isProblem && updated != true) || failsOnWarnings == true }

    /// Whether a reader must look at this result: a problem, or a passing output with warnings.
    package var needsAttention: Bool { status.isProblem || !(warnings ?? []).isEmpty }

    /// "label/title.json (highlighted, de, @2x png)": which output this is, for messages.
    package var title: String {
        var parts: [String] = []
        if let state, state != "normal" { parts.append(state) }
        if let locale { parts.append(locale) }
        if let scale, let format { parts.append("@\(scale == scale.rounded() ? String(Int(scale)) : String(scale))x \(format)") }
        let name = spec ?? golden ?? "?"
        return parts.isEmpty ? name : "\(name) (\(parts.joined(separator: ", ")))"
    }

    /// The deterministic order of every results file: by spec, then golden path; then the rest for
    /// entries that share both (a refused spec's entries).
    static func ordered(_ a: CheckResult, _ b: CheckResult) -> Bool {
        let ka = [a.spec ?? a.golden ?? "", a.golden ?? "", a.state ?? "", a.locale ?? "", a.message]
        let kb = [b.spec ?? b.golden ?? "", b.golden ?? "", b.state ?? "", b.locale ?? "", b.message]
        return ka.lexicographicallyPrecedes(kb)
    }
}

/// The whole outcome of a check (or a merge of shards): what `--json` and `results.json` hold,
/// and what the HTML, JUnit and Markdown writers read.
package struct CheckReport: Codable, Equatable, Sendable {
    /// Format version of this file.
    package var version: Int = 1
    package var toolchain: Toolchain
    /// "K/N" when this run checked one shard; nil for a whole run or a merge.
    package var shard: String?
    /// The command line's budgets (specs may override theirs: see each result).
    package var budgets: GoldenTolerance
    package var results: [CheckResult]
    /// What the run left alone and the user may want to act on, one line each: files that look like
    /// goldens but that no manifest records (OrphanScan). Never a failure; nil for none.
    package var notes: [String]?

    package init(toolchain: Toolchain, shard: String?, budgets: GoldenTolerance, results: [CheckResult], notes: [String] = []) {
        self.toolchain = toolchain; self.shard = shard; self.budgets = budgets
        self.results = results.sorted(by: CheckResult.ordered)
        self.notes = notes.isEmpty ? nil : notes
    }

    /// How many results have each status.
    package var counts: [CheckStatus: Int] {
        results.reduce(into: [:]) { $0[$1.status, default: 0] += 1 }
    }

    /// 0 all passed (or --update fixed them), 1 something failed, 2 a spec was refused.
    package var exitCode: Int32 {
        if results.contains(where: { $0.status == .refused }) { return 2 }
        return results.contains(where: \.counts) ? 1 : 0
    }

    /// The results a reader must look at (warned ones included), most serious first, then in results order.
    package var problems: [CheckResult] {
        results.enumerated().filter { $0.element.needsAttention }
            .sorted { ($0.element.status, $0.offset) < ($1.element.status, $1.offset) }.map(\.element)
    }

    /// "12 passed, 2 failed, 1 missing" for the last line of a run.
    package var summaryLine: String {
        let c = counts
        let names: [(CheckStatus, String)] = [(.pass, "passed"), (.fail, "failed"), (.resized, "resized"), (.missing, "missing"),
                                              (.orphan, "orphaned"), (.refused, "refused"), (.error, "errors")]
        let parts = names.compactMap { status, name in c[status].map { "\($0) \(name)" } }
        let updated = results.filter { $0.updated == true }.count
        let warned = warnings.count
        let warnedText = warned == 0 ? "" : "; \(warned) warning\(warned == 1 ? "" : "s")"
            + (results.contains { $0.failsOnWarnings == true } ? " (failing under --strict)" : "")
        // Only a shard can end up here without a refusal: it was dealt no specs (more shards than specs).
        let nothing = shard.map { "nothing checked: shard \($0) was dealt no specs" } ?? "nothing checked"
        return (parts.isEmpty ? nothing : parts.joined(separator: ", "))
            + warnedText + (updated > 0 ? "; \(updated) golden(s) updated" : "")
    }

    /// What a reader is told beside the results, one line each: the run's `notes`, then which
    /// installed families `missingGlyphs: fallback` drew each variant's characters in ("label/name.json
    /// (ar): drawn in installed fonts: `Noto Sans Arabic` (U+0645 'م', …)"), in results order.
    package var shownNotes: [String] {
        var out = notes ?? []
        for result in results {
            guard let fonts = result.fallbackFonts, !fonts.isEmpty else { continue }
            let variant = [result.state == "normal" ? nil : result.state, result.locale].compactMap { $0 }
            let line = (result.spec ?? "") + (variant.isEmpty ? "" : " (\(variant.joined(separator: ", ")))")
                + ": drawn in installed fonts: " + fonts.summary
            if !out.contains(line) { out.append(line) }
        }
        return out
    }

    /// Every warning once, in results order (a variant's warnings are on each of its outputs), with
    /// the result it first appeared on.
    package var warnings: [(warning: String, result: CheckResult)] {
        var seen = Set<String>()
        var out: [(warning: String, result: CheckResult)] = []
        for result in results {
            for warning in result.warnings ?? [] where seen.insert(warning).inserted { out.append((warning, result)) }
        }
        return out
    }
}
