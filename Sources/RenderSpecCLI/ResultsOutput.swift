import ArgumentParser
import GoldenCheck
import RenderSupport
import SpecModel
import SpecRender

/// Everything `check` and `report merge` tell the user about results: a line per problem and a
/// summary on stdout, the report folder, JSON and JUnit files, and in GitHub Actions annotations
/// and the step summary.
struct ResultsOutput {
    var reportDir: String?
    var junit: String?
    var json: String?
    var environment = ProcessInfo.processInfo.environment

    func publish(_ report: CheckReport) throws {
        for result in report.problems where result.status.isProblem {
            var line = "\(result.status.rawValue.uppercased())\(result.updated == true ? " (updated)" : "") \(result.golden ?? result.spec ?? "")"
            if let spec = result.spec, result.golden != nil { line += " [\(spec)\(result.line.map { ":\($0)" } ?? "")]" }
            line += ": " + result.message.replacingText("\n", with: "\n    ")
            // A message's own line breaks are indented above; any other control character is the
            // user's and is written out (PrintableText).
            print(PrintableText.escaped(line, keeping: ["\n"]))
            if let provenance = result.provenance { print(PrintableText.escaped("    note: \(provenance)")) }
            if let actual = result.artifacts?.actual, let reportDir {
                print(PrintableText.escaped("    actual: \(DisplayPath.forUser(Paths.join(reportDir, actual)))"))
            }
        }
        for (warning, result) in report.warnings {
            print(result.failsOnWarnings == true ? warning + " (failing under --strict)" : warning)
        }
        for note in report.shownNotes { print(PrintableText.escaped("note: " + note)) }
        print(report.summaryLine)
        do {
            if let reportDir {
                try ReportFiles.writeReport(report, to: reportDir)
                let page = URL(fileURLWithPath: reportDir).standardizedFileURL.appendingPathComponent(ReportFiles.pageName).path
                print("report: \(DisplayPath.forUser(page))")
            }
            if let json { try AtomicFile.write(ReportFiles.json(report), to: json) }
            if let junit { try AtomicFile.write(Array(JUnitReport.render(report).utf8), to: junit) }
            if let summary = environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
                try ReportFiles.append(MarkdownSummary.render(report), to: summary)
            }
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
        if environment["GITHUB_ACTIONS"] == "true" {
            GitHubAnnotations.lines(for: report).forEach { print($0) }
        }
    }
}

/// Where `check` and `report merge` write their results: the same three options for both.
struct ResultsOutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Write an HTML review page, results.json and the failing images here.", valueName: "dir"))
    var report: String?

    @Option(help: ArgumentHelp("Write JUnit XML here.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Write the results as JSON here.", valueName: "file"))
    var json: String?

    var results: ResultsOutput { ResultsOutput(reportDir: report, junit: junit, json: json) }

    /// The files these options write (the report folder's own files included), checked against the
    /// files the command reads: `--json Specs/title.json` must not replace a spec.
    func refuseOverwriting(_ inputs: InputFiles) throws {
        var targets = [junit, json].compactMap { $0 }
        if let report { targets += [ReportFiles.pageName, "results.json"].map { Paths.join(report, $0) } }
        if let refusal = inputs.refusal(writing: targets, command: "") {
            printError(refusal)
            throw ExitCode(2)
        }
    }
}

extension ResultsOutputOptions {
    /// A report folder is marked so that no later search for specs reads it (CheckReportFiles):
    /// one that holds specs would hide them from every later run, so it is refused. A folder that is
    /// already a report may hold what looks like specs (artifacts' JSON copies), and is replaced.
    func refuseReportAmongSpecs() throws {
        guard let report, Paths.isDirectory(report),
              !CheckReportFiles.isReportFolder(names: Set(Paths.names(in: report) ?? [])) else { return }
        if let spec = SpecDiscovery().specFiles(in: [report]).files.first {
            printError("error: --report \(report) holds the spec \(DisplayPath.forUser(spec)): a report folder is never searched for specs, so give the report a folder of its own")
            throw ExitCode(2)
        }
    }
}

extension InputFiles {
    /// Every file under the given files and folders: specs, bases, goldens, manifests and fonts;
    /// but not the files of an earlier report in `excluding`, which this run replaces. Listed with
    /// Paths.files, which passes over a folder it cannot read: FileManager's `subpathsOfDirectory`
    /// gave up on the whole tree, and every file in it went unprotected.
    static func under(_ paths: [String], excluding: String? = nil) -> InputFiles {
        var inputs = InputFiles()
        let skipped = excluding.map { URL(fileURLWithPath: $0).standardizedFileURL.path + "/" }
        for path in paths {
            inputs.add(path)
            for relative in Paths.files(under: path, depth: 64) {
                let file = Paths.join(path, relative)
                if let skipped, URL(fileURLWithPath: file).standardizedFileURL.path.hasPrefix(skipped) { continue }
                inputs.add(file)
            }
        }
        return inputs
    }
}
