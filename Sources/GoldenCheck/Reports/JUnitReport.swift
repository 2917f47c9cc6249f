import RenderSupport
import SpecScene
import SpecModel

/// JUnit XML, which every CI shows as a test list: one test suite per spec file and one test case
/// per output (a refused spec is one errored case; orphans form their own suite).
package enum JUnitReport {
    package static func render(_ report: CheckReport) -> String {
        var suites: [(name: String, cases: [CheckResult])] = []
        for result in report.results {
            let name = result.spec ?? "orphaned goldens"
            if suites.last?.name == name { suites[suites.count - 1].cases.append(result) } else { suites.append((name, [result])) }
        }
        let failures = report.results.filter { $0.counts && $0.status != .refused && $0.status != .error }.count
        let errors = report.results.filter { $0.counts && ($0.status == .refused || $0.status == .error) }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"render-spec check\" tests=\"\(report.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for suite in suites {
            let f = suite.cases.filter { $0.counts && $0.status != .refused && $0.status != .error }.count
            let e = suite.cases.filter { $0.counts && ($0.status == .refused || $0.status == .error) }.count
            xml += "  <testsuite name=\"\(escape(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(f)\" errors=\"\(e)\">\n"
            for result in suite.cases {
                let caseName = result.golden ?? result.title
                xml += "    <testcase classname=\"\(escape(suite.name))\" name=\"\(escape(caseName))\""
                let warnings = (result.warnings ?? []).joined(separator: "\n")
                guard result.counts else {
                    var out: [String] = []
                    if result.status != .pass { out.append("updated: " + result.message) }
                    if !warnings.isEmpty { out.append(warnings) }
                    if let fonts = result.fallbackFonts, !fonts.isEmpty { out.append("drawn in installed fonts: " + fonts.summary) }
                    xml += out.isEmpty ? "/>\n" : ">\n      <system-out>\(escape(out.joined(separator: "\n")))</system-out>\n    </testcase>\n"
                    continue
                }
                if result.status == .pass || result.updated == true {
                    // Only --strict's warnings fail it.
                    xml += ">\n      <failure type=\"warning\" message=\"\(escape(result.warnings?.first ?? ""))\">\(escape(warnings))</failure>\n    </testcase>\n"
                    continue
                }
                var text = result.message
                if !warnings.isEmpty { text += "\n" + warnings }
                if let provenance = result.provenance { text += "\n" + provenance }
                if let budgets = result.budgets { text += "\nbudgets: " + budgets.summary }
                let element = result.status == .refused || result.status == .error ? "error" : "failure"
                xml += ">\n      <\(element) type=\"\(result.status.rawValue)\" message=\"\(escape(result.message))\">\(escape(text))</\(element)>\n    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// XML text and attribute escaping. Control characters other than tab and newline (most of which
    /// XML 1.0 forbids) are written out as JSON escapes (PrintableText), so they show without acting.
    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in PrintableText.escaped(s, keeping: ["\t", "\n"]).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out.unicodeScalars.append(scalar)
            default:
                if scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
