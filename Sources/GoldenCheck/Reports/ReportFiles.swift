import RenderSupport
import SpecModel
import SpecRender

/// Reading and writing results: `results.json` and `index.html` in a report folder, `--json` and
/// `--junit` files, and `report merge`, which combines shards' report folders into one.
package enum ReportFiles {
    package static let resultsName = CheckReportFiles.resultsName
    package static let pageName = "index.html"

    /// Sorted keys and no timestamps: the same check gives the same bytes, whatever `--jobs`.
    package static func json(_ report: CheckReport) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return Array(try! encoder.encode(report)) + [0x0A] // plain values: cannot fail
    }

    package static func read(_ path: String) throws -> CheckReport {
        guard let data = Paths.contents(path).map({ Data($0) }) else {
            throw ReportError(path: path, reason: "no such results file")
        }
        do {
            return try JSONDecoder().decode(CheckReport.self, from: data)
        } catch {
            throw ReportError(path: path, reason: "not a render-spec results file (\(error))")
        }
    }

    /// Marks `folder` as a report (CheckReportFiles), before any artifact goes in, so that no later
    /// search for specs reads what it holds, even when the run is cut short.
    package static func mark(_ folder: String) throws {
        let marker = Paths.join(Paths.absolute(folder), CheckReportFiles.markerName)
        try AtomicFile.write(Array(CheckReportFiles.markerText.utf8), to: marker)
    }

    /// `results.json` and `index.html` into `folder` (artifacts are already there).
    package static func writeReport(_ report: CheckReport, to folder: String) throws {
        try mark(folder)
        try AtomicFile.write(json(report), to: Paths.join(Paths.absolute(folder), resultsName))
        try AtomicFile.write(Array(HTMLReport.render(report).utf8), to: Paths.join(Paths.absolute(folder), pageName))
    }

    /// Appends to a file (the step summary), creating it if needed.
    package static func append(_ text: String, to path: String) throws {
        if !Paths.exists(path) {
            try AtomicFile.write(Array(text.utf8), to: path)
            return
        }
        guard FileDescriptorOutput.append(text, toFileAt: path) else {
            throw ReportError(path: path, reason: "cannot append: \(String(cString: strerror(errno)))")
        }
    }

    /// Combines shard reports (folders holding `results.json`, or the files themselves) into one:
    /// results concatenated and sorted, artifacts copied into `folder` when given. The shards must
    /// have run with one toolchain and the same budgets; their results must not overlap.
    package static func merge(_ inputs: [String], into folder: String?) throws -> CheckReport {
        var reports: [(report: CheckReport, base: String)] = []
        for input in inputs {
            let path = Paths.absolute(input)
            let file = Paths.isDirectory(path) ? Paths.join(path, resultsName) : path
            reports.append((try read(file), Paths.deletingLastComponent(file)))
        }
        guard let first = reports.first else { throw ReportError(path: ".", reason: "nothing to merge") }
        var picked: [(result: CheckResult, base: String)] = []
        // Which input each output (or orphan) came from: one in two inputs means a shard given twice
        // or overlapping shards, and merging would count it twice. Refusals without an output (a
        // missing path, a spec that does not load) are facts about the command line that every shard
        // repeats, so equal ones are kept once.
        var source: [[String]: Int] = [:]
        var refusals = Set<[String]>()
        for (index, (report, base)) in reports.enumerated() {
            for result in report.results {
                if result.golden == nil && result.state == nil {
                    let refusal = [result.spec ?? "", result.status.rawValue, result.message, "\(result.line ?? 0):\(result.column ?? 0)"]
                    guard refusals.insert(refusal).inserted else { continue }
                } else {
                    let key = [result.spec, result.golden, result.state, result.locale,
                               result.scale.map { "\($0)" }, result.format].map { $0 ?? "\u{0}" }
                    if let other = source[key], other != index {
                        throw ReportError(path: inputs[index], reason:
                            "\(result.golden ?? result.title) is in both \(DisplayPath.forUser(inputs[other])) and \(DisplayPath.forUser(inputs[index])); merge each shard once, from one --shard K/N matrix")
                    }
                    source[key] = index
                }
                picked.append((result, base))
            }
        }
        // Artifacts are copied only once every input is known to be sound: a refused merge writes nothing.
        if let folder { try mark(folder) }
        var results: [CheckResult] = []
        for (var result, base) in picked {
            if let folder, let artifacts = result.artifacts {
                result.artifacts = try copy(artifacts, from: base, to: Paths.absolute(folder))
            }
            results.append(result)
        }
        var notes: [String] = []
        for (report, _) in reports { for note in report.notes ?? [] where !notes.contains(note) { notes.append(note) } }
        return CheckReport(toolchain: first.report.toolchain, shard: nil, budgets: first.report.budgets, results: results, notes: notes)
    }

    private static func copy(_ artifacts: Artifacts, from base: String, to folder: String) throws -> Artifacts {
        func one(_ relative: String?) throws -> String? {
            guard let relative else { return nil }
            let source = Paths.join(base, relative)
            guard let bytes = Paths.contents(source) else { return nil }
            let target = Paths.join(folder, relative)
            if source != target { try AtomicFile.write(bytes, to: target) }
            return relative
        }
        return Artifacts(golden: try one(artifacts.golden), actual: try one(artifacts.actual), diff: try one(artifacts.diff))
    }
}

/// A results file that cannot be read or written.
package struct ReportError: Error, CustomStringConvertible, Sendable {
    package var path: String
    package var reason: String
    package init(path: String, reason: String) { self.path = path; self.reason = reason }
    package var description: String { "\(DisplayPath.forUser(path)): error: \(reason)" }
}
