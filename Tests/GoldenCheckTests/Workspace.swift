import Foundation
import GoldenCheck
import SpecRender
import XCTest

/// A temporary folder of specs and goldens, and a check run over it.
struct Workspace {
    /// One renderer for every test: building font maps is the slow part.
    static let renderer = SpecRenderer()

    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("golden-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A small label spec; `extra` is spliced into the object (`"output": {…}`).
    func label(_ name: String, text: String = "Hello", width: Int = 120, extra: String = "") throws {
        let more = extra.isEmpty ? "" : ", " + extra
        try write(name, """
        {
          "version": 1,
          "kind": "label",
          "size": {"width": \(width), "height": 40},
          "text": "\(text)"\(more)
        }
        """)
    }

    func bytes(_ name: String) -> [UInt8]? { FileManager.default.contents(atPath: path(name)).map { [UInt8]($0) } }
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    func mtime(_ name: String) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: path(name))[.modificationDate] as! Date
    }

    /// Sets a file's mtime into the past, so a rewrite would be visible even within one second.
    func age(_ name: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: path(name))
    }

    func options(_ paths: [String] = ["specs"], update: UpdateMode = .none, budgets: GoldenTolerance = GoldenTolerance(),
                 jobs: Int = 2, shard: Shard? = nil, report: String? = nil, golden: String? = nil) -> CheckOptions {
        CheckOptions(paths: paths.map(path), goldenDir: golden.map(path), renderRoot: root.path, budgets: budgets,
                     update: update, reportDir: report.map(path), jobs: jobs, shard: shard)
    }

    func check(_ paths: [String] = ["specs"], update: UpdateMode = .none, budgets: GoldenTolerance = GoldenTolerance(),
               jobs: Int = 2, shard: Shard? = nil, report: String? = nil, golden: String? = nil) -> CheckReport {
        GoldenChecker(options: options(paths, update: update, budgets: budgets, jobs: jobs, shard: shard, report: report, golden: golden),
                      renderer: Self.renderer).run()
    }
}

extension CheckReport {
    /// status of each result by its golden's file name (or spec name for refusals).
    var statuses: [String: CheckStatus] {
        Dictionary(results.map { (($0.golden ?? $0.spec ?? "?") as NSString).lastPathComponent }.enumerated().map { ($1, results[$0].status) },
                   uniquingKeysWith: { a, _ in a })
    }
}
