import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import GoldenCheck
import RenderSupport
import SpecModel
import XCTest

final class ReportWriterTests: XCTestCase {
    /// A check with one of each outcome: pass, fail, missing, resized, orphan.
    private func mixedReport(report: String? = "report") throws -> (Workspace, CheckReport) {
        let ws = try Workspace()
        try ws.label("specs/pass.json")
        try ws.label("specs/fail.json", text: #"Before <&> \"quoted\""#)
        try ws.label("specs/resized.json")
        try ws.label("specs/loc.json", extra: #""locales": {"de": {"text": "Hallo"}}"#)
        try ws.label("specs/stale.json")
        _ = ws.check(update: .failed)
        try FileManager.default.removeItem(atPath: ws.path("specs/stale.json"))
        try ws.label("specs/fail.json", text: #"After <&> \"quoted\""#)
        try ws.label("specs/resized.json", width: 140)
        try ws.write("specs/loc.json", """
        {
          "version": 1,
          "kind": "label",
          "size": {"width": 120, "height": 40},
          "text": "Hello",
          "locales": {
            "de": {"text": "Tschüss"}
          }
        }
        """)
        try ws.label("specs/new.json")
        return (ws, ws.check(report: report))
    }

    func testJUnitIsWellFormedXMLWithOneCasePerOutput() throws {
        let (_, report) = try mixedReport()
        let xml = JUnitReport.render(report)
        let parser = XMLParser(data: Data(xml.utf8))
        final class Counter: NSObject, XMLParserDelegate {
            var cases = 0, failures = 0, errors = 0, suites = 0
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                switch name {
                case "testcase": cases += 1
                case "failure": failures += 1
                case "error": errors += 1
                case "testsuite": suites += 1
                default: break
                }
            }
        }
        let counter = Counter()
        parser.delegate = counter
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(xml)")
        XCTAssertEqual(counter.cases, report.results.count)
        XCTAssertEqual(counter.failures, report.results.filter(\.counts).count)
        XCTAssertEqual(counter.errors, 0)
        XCTAssertTrue(xml.contains("failures=\"\(counter.failures)\""))
    }

    func testMarkdownSummaryListsProblemsAndCounts() throws {
        let (_, report) = try mixedReport()
        let md = MarkdownSummary.render(report)
        XCTAssertTrue(md.hasPrefix("### render-spec check"))
        XCTAssertTrue(md.contains("❌ "), md)
        XCTAssertTrue(md.contains("2 passed, 2 failed, 1 resized, 1 missing, 1 orphaned"), md)
        XCTAssertTrue(md.contains("| fail |"), md)
        XCTAssertTrue(md.contains("| resized |"), md)
        XCTAssertTrue(md.contains("| missing |"), md)
        XCTAssertTrue(md.contains("| orphan |"), md)
        XCTAssertEqual(MarkdownSummary.cell("a|b\nc"), "a\\|b<br>c")
    }

    func testGitHubAnnotationsPointAtTheSpecAndLine() throws {
        let (ws, report) = try mixedReport()
        let all = GitHubAnnotations.lines(for: report)
        let lines = all.filter { $0.hasPrefix("::error file=") }
        XCTAssertEqual(lines.count, report.results.filter(\.counts).count)
        // The rest are the warnings, each once.
        XCTAssertEqual(all.filter { $0.hasPrefix("::warning file=") }.count, report.warnings.count)
        XCTAssertEqual(all.count, lines.count + report.warnings.count)
        // The de locale's failure points at the line of its overrides in loc.json (line 7).
        let loc = try XCTUnwrap(lines.first { $0.contains("loc.json") && $0.contains("de/loc.png") }, lines.joined(separator: "\n"))
        XCTAssertTrue(loc.contains("file=\(ws.path("specs/loc.json")),line=7,"), loc)
        XCTAssertTrue(loc.contains("title=render-spec check%3A fail"), loc)
        let orphan = try XCTUnwrap(lines.first { $0.contains("stale.png") })
        XCTAssertFalse(orphan.contains("line="), orphan)
        XCTAssertFalse(lines.contains { $0.contains("\n") }, "one annotation per line")
    }

    func testMergeOfShardsEqualsAWholeRun() throws {
        let ws = try Workspace()
        for i in 0..<5 { try ws.label("specs/c\(i).json", text: "C\(i)") }
        try ws.label("specs/orphan.json")
        _ = ws.check(update: .failed)
        for i in [0, 3] { try ws.label("specs/c\(i).json", text: "Changed") }
        try FileManager.default.removeItem(atPath: ws.path("specs/orphan.json"))
        let whole = ws.check(report: "whole")
        for k in 1...2 {
            let shard = ws.check(shard: Shard(index: k, count: 2), report: "shard\(k)")
            try ReportFiles.writeReport(shard, to: ws.path("shard\(k)"))
        }
        let merged = try ReportFiles.merge([ws.path("shard1"), ws.path("shard2")], into: ws.path("merged"))
        XCTAssertNil(merged.shard)
        XCTAssertEqual(merged.results, whole.results)
        XCTAssertEqual(merged.exitCode, 1)
        for result in merged.results { for file in [result.artifacts?.golden, result.artifacts?.actual, result.artifacts?.diff].compactMap({ $0 }) {
            XCTAssertTrue(ws.exists("merged/\(file)"), file)
        } }
        XCTAssertThrowsError(try ReportFiles.merge([ws.path("nowhere")], into: nil))
    }

    /// A message or file name carrying a newline, ESC, NUL or a bidi override (from a spec's keys or
    /// values) is written out as a JSON escape in every report: never a raw control character.
    func testNoReportEmitsARawControlCharacter() throws {
        let hostile = "a\nforged.json:1:1: error: x \u{1B}[31m \u{0} \u{7F} \u{9B} \u{202E} 100%"
        var failed = CheckResult(spec: "specs/\u{1B}x.json", golden: "specs/x\u{0}.png", status: .fail, message: hostile)
        failed.line = 3
        failed.provenance = "fonts \u{1B}changed"
        let report = CheckReport(toolchain: .current, shard: nil, budgets: GoldenTolerance(),
                                 results: [failed, CheckResult(spec: "specs/r.json", status: .refused, message: hostile)])
        func rawControls(_ text: String, allowing: Set<Unicode.Scalar> = ["\n"]) -> [UInt32] {
            text.unicodeScalars.filter { PrintableText.isUnsafe($0) && !allowing.contains($0) }.map(\.value)
        }
        let annotations = GitHubAnnotations.lines(for: report)
        XCTAssertEqual(annotations.count, 2)
        for line in annotations {
            XCTAssertEqual(rawControls(line, allowing: []), [], line)
            XCTAssertTrue(line.contains(#"a%0Aforged.json:1:1: error: x \u001b[31m \u0000 \u007f \u009b \u202e 100%25"#), line)
        }
        XCTAssertTrue(annotations.contains { $0.hasPrefix(#"::error file=specs/\u001bx.json,line=3,"#) }, annotations.joined(separator: "\n"))
        XCTAssertEqual(rawControls(JUnitReport.render(report)), [])
        XCTAssertTrue(JUnitReport.render(report).contains(#"x \u001b[31m \u0000"#))
        XCTAssertEqual(rawControls(HTMLReport.render(report)), [])
        XCTAssertEqual(rawControls(MarkdownSummary.render(report)), [])
        XCTAssertTrue(MarkdownSummary.render(report).contains(#"a<br>forged.json:1:1: error: x \u001b[31m"#))
        final class Sink: @unchecked Sendable { var text = "" }
        let lines = Sink()
        BatchProgress(total: 1, isTerminal: true) { lines.text += $0 }.finished("specs/\u{1B}]0;x\u{7}.json", outcome: "ok")
        XCTAssertTrue(lines.text.hasSuffix(#"specs/\u001b]0;x\u0007.json"# + "\n"), lines.text)
    }

    func testProgressBarOnATerminalAndLinesOtherwise() {
        final class Sink: @unchecked Sendable { var text = "" }
        let lines = Sink(), bar = Sink()
        let plain = BatchProgress(total: 2, isTerminal: false) { lines.text += $0 }
        plain.finished("a.json", outcome: "ok"); plain.finished("b.json", outcome: "1 problem(s)")
        XCTAssertEqual(lines.text, "[1/2] a.json: ok\n[2/2] b.json: 1 problem(s)\n")
        let tty = BatchProgress(total: 2, isTerminal: true) { bar.text += $0 }
        tty.finished("a.json", outcome: "ok"); tty.finished("b.json", outcome: "ok")
        XCTAssertTrue(bar.text.hasPrefix("\r"))
        XCTAssertEqual(bar.text.filter { $0 == "\n" }.count, 1, "one newline, at the end")
        XCTAssertTrue(bar.text.contains("2/2 b.json"))

        // render prints its files between bars: the bar's line is cleared first, and only while it shows.
        let cleared = Sink()
        let mid = BatchProgress(total: 2, isTerminal: true) { cleared.text += $0 }
        mid.finished("a.json", outcome: "ok"); mid.clearLine()
        XCTAssertTrue(cleared.text.hasSuffix("\r\u{1B}[K"), cleared.text)
        mid.finished("b.json", outcome: "ok"); let done = cleared.text; mid.clearLine()
        XCTAssertEqual(cleared.text, done, "a finished bar stays")
        plain.clearLine()
        XCTAssertFalse(lines.text.contains("\u{1B}"))
    }

    /// The review page in a real browser: every image loads and the slider and onion-skin toggle
    /// change what is shown (the page's own `?selftest` writes the verdict into the DOM).
    func testHTMLReportInHeadlessChromium() throws {
        guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
            .first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw XCTSkip("chromium is not installed (apt-get install chromium)")
        }
        let (ws, report) = try mixedReport()
        try ReportFiles.writeReport(report, to: ws.path("report"))
        let html = try String(contentsOfFile: ws.path("report/index.html"), encoding: .utf8)
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "no network")
        // Failures first: the first section is a problem, the passes table comes last.
        let firstSection = try XCTUnwrap(html.range(of: "<section class=\"result "))
        XCTAssertFalse(html[firstSection.upperBound...].hasPrefix("pass"))
        XCTAssertLessThan(html.range(of: "class=\"result fail\"")!.lowerBound, html.range(of: "class=\"passes\"")!.lowerBound)

        let dom = try dumpDOM(chromium, url: "file://\(ws.path("report/index.html"))?selftest")
        let verdict = try XCTUnwrap(dom.range(of: #"<pre id="selftest">[^<]*</pre>"#, options: .regularExpression).map { String(dom[$0]) },
                                    "no self-test output in:\n\(dom.prefix(2000))")
        XCTAssertTrue(verdict.contains(">PASS "), verdict)
        let compares = report.problems.filter { $0.artifacts?.golden != nil && $0.artifacts?.actual != nil }.count
        XCTAssertGreaterThan(compares, 0)
        XCTAssertTrue(verdict.contains("compares=\(compares) sliders=\(compares) toggles=\(compares)"), verdict)

        // And the self-test can fail: a missing image is caught.
        try FileManager.default.removeItem(atPath: ws.path("report/artifacts/fail.actual.png"))
        let broken = try dumpDOM(chromium, url: "file://\(ws.path("report/index.html"))?selftest")
        XCTAssertTrue(broken.contains("<pre id=\"selftest\">FAIL "), String(broken.prefix(2000)))
    }

    private func dumpDOM(_ chromium: String, url: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        process.arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--user-data-dir=\(profile.path)",
                             "--virtual-time-budget=5000", "--dump-dom", url]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
        return String(decoding: data, as: UTF8.self)
    }
}
