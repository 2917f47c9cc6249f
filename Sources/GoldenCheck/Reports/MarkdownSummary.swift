import RenderSupport
import SpecModel

/// The Markdown appended to `$GITHUB_STEP_SUMMARY`: the counts, then a table of the problems
/// (the first 50; the HTML report has them all).
package enum MarkdownSummary {
    package static func render(_ report: CheckReport, limit: Int = 50) -> String {
        let problems = report.problems
        var md = "### render-spec check\(report.shard.map { " (shard \($0))" } ?? "")\n\n"
        md += (problems.contains(where: \.counts) ? "❌ " : "✅ ") + report.summaryLine + "\n\n"
        for note in report.shownNotes { md += "- note: \(cell(note))\n" }
        if !report.shownNotes.isEmpty { md += "\n" }
        guard !problems.isEmpty else { return md }
        md += "| status | golden | spec | details |\n|---|---|---|---|\n"
        for result in problems.prefix(limit) {
            var details = result.status == .pass ? "" : result.message
            for warning in result.warnings ?? [] { details += (details.isEmpty ? "" : " — ") + "⚠️ " + WarningText(warning).message }
            if let provenance = result.provenance { details += " — " + provenance }
            if result.updated == true { details += " (updated)" }
            let spec = result.spec.map { "\($0)\(result.line.map { ":\($0)" } ?? "")" } ?? ""
            let status = result.status == .pass ? (result.failsOnWarnings == true ? "warning (strict)" : "warning") : result.status.rawValue
            md += "| \(status) | \(cell(result.golden ?? "")) | \(cell(spec)) | \(cell(details)) |\n"
        }
        if problems.count > limit { md += "\n…and \(problems.count - limit) more (see the HTML report).\n" }
        return md + "\n"
    }

    /// Table cells hold one line, and a `|` would end the cell; other control characters are
    /// written out as JSON escapes (PrintableText).
    static func cell(_ s: String) -> String {
        PrintableText.escaped(s, keeping: ["\n"])
            .replacingText("|", with: "\\|").replacingText("\n", with: "<br>")
    }
}
