import Foundation
@testable import GoldenCheck
import Testing

/// A failing golden that is not an image (an image set's `Contents.json`, a `.fnt`, an atlas
/// descriptor) is a link to its file in the review page, never a broken image: the page's own
/// `?selftest` passes in headless Chromium (issue 22, point 1).
struct TextGoldenReportTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first(where: FileManager.default.isExecutableFile(atPath:))

    @Test(.enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium)"))
    func aFailingContentsJSONIsALinkAndThePagePassesItsSelfTest() throws {
        let ws = try Workspace()
        let spec = ##"{"version": 1, "kind": "button", "size": {"width": 120, "height": 44}, "cornerRadius": 12, "background": {"gloss": {"color": "COLOR"}}, "output": {"formats": ["imageset", "png"]}}"##
        try ws.write("specs/go.json", spec.replacingOccurrences(of: "COLOR", with: "#2A6CF0"))
        _ = ws.check(update: .failed)
        try ws.write("specs/go.xcassets/go.imageset/Contents.json", #"{"info" : {"author" : "someone else"}}"#)
        try ws.write("specs/go.json", spec.replacingOccurrences(of: "COLOR", with: "#C02A2A"))
        let report = ws.check(report: "report")
        let failed = report.results.filter { $0.status == .fail }.compactMap(\.golden).map { ($0 as NSString).lastPathComponent }
        #expect(failed.sorted() == ["Contents.json", "go.png", "go.png", "go@2x.png", "go@3x.png"], "\(report.results.map(\.message))")
        try ReportFiles.writeReport(report, to: ws.path("report"))
        let html = try String(contentsOfFile: ws.path("report/index.html"), encoding: .utf8)
        #expect(html.contains(#"<a href="artifacts/go.xcassets/go.imageset/Contents.golden.json">Contents.golden.json</a>"#))
        #expect(!html.contains(#"src="artifacts/go.xcassets/go.imageset/Contents"#))

        let dom = try dumpDOM(try #require(Self.chromium), url: "file://\(ws.path("report/index.html"))?selftest")
        let verdict = dom.range(of: #"<pre id="selftest">[^<]*</pre>"#, options: .regularExpression).map { String(dom[$0]) }
        // Four failing images (the plain PNG and the image set's three slices), each with a slider.
        #expect(verdict?.contains(">PASS ") == true && verdict?.contains("compares=4 sliders=4 toggles=4") == true, "\(verdict ?? String(dom.prefix(2000)))")
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
