import RenderSupport
import SpecModel

/// GitHub Actions workflow commands: one `::error file=…,line=…::` per problem, so each failure
/// shows on the spec's line in the pull request's diff.
package enum GitHubAnnotations {
    package static func lines(for report: CheckReport) -> [String] {
        let failures = report.problems.filter { $0.status.isProblem && $0.updated != true }.map { result in
            var properties: [String] = []
            if let file = result.spec ?? result.golden { properties.append("file=\(escapeProperty(file))") }
            if let line = result.line { properties.append("line=\(line)") }
            if let column = result.column { properties.append("col=\(column)") }
            properties.append("title=\(escapeProperty("render-spec check: \(result.status.rawValue)"))")
            var message = result.golden.map { "\($0): " } ?? ""
            message += result.message
            if let provenance = result.provenance { message += "\n\(provenance)" }
            return "::error \(properties.joined(separator: ","))::\(escapeData(message))"
        }
        // Each warning once, on its own line of the spec; an error where --strict fails on it.
        let warnings = report.warnings.map { warning, result in
            let text = WarningText(warning)
            var properties: [String] = []
            if let file = text.file ?? result.spec { properties.append("file=\(escapeProperty(file))") }
            if let line = text.line ?? result.line { properties.append("line=\(line)") }
            if let column = text.column ?? result.column { properties.append("col=\(column)") }
            properties.append("title=\(escapeProperty("render-spec check: warning"))")
            let command = result.failsOnWarnings == true ? "error" : "warning"
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(text.message))"
        }
        return failures + warnings
    }

    /// The escaping of the runner's toolkit (`escapeData` / `escapeProperty` in @actions/core), after
    /// every other control character is written out (PrintableText): the runner acts on the raw
    /// log line, so an ESC or a bidi override from a spec must never reach it.
    static func escapeData(_ s: String) -> String {
        PrintableText.escaped(s, keeping: ["\r", "\n"])
            .replacingText("%", with: "%25").replacingText("\r", with: "%0D")
            .replacingText("\n", with: "%0A")
    }

    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingText(":", with: "%3A").replacingText(",", with: "%2C")
    }
}
