import Foundation
import GoldenCheck
import SpecModel
import XCTest

final class DiscoveryAndMergeTests: XCTestCase {
    func testDiscoverySkipsBasesManifestsAndCatalogsEvenWhenNamedDirectly() throws {
        let ws = try Workspace()
        try ws.label("specs/a.json")
        try ws.write("specs/_base.json", "{}")
        try ws.write("specs/render-spec-manifest.json", "{}")
        try ws.write("specs/App.xcassets/Contents.json", "{}")
        try ws.write("specs/notes.txt", "taken as is when named")
        let names = ["a.json", "_base.json", "render-spec-manifest.json", "notes.txt", "gone.json"].map { ws.path("specs/\($0)") }
        let found = SpecDiscovery().specFiles(in: names + [ws.path("specs")])
        XCTAssertEqual(found.files, [ws.path("specs/a.json"), ws.path("specs/notes.txt")])
        XCTAssertEqual(found.missing, [ws.path("specs/gone.json")])

        let bases = SpecDiscovery().specFiles(in: [ws.path("specs/_base.json"), ws.path("specs/render-spec-manifest.json")])
        XCTAssertTrue(bases.isEmpty)
    }

    func testAFolderWithoutSpecsIsRefusedButAShardDealtNoSpecsIsNot() throws {
        let ws = try Workspace()
        try ws.write("empty/_base.json", "{}")
        let empty = ws.check(["empty"])
        XCTAssertEqual(empty.exitCode, 2)
        XCTAssertEqual(empty.results.map(\.status), [.refused])
        XCTAssertTrue(empty.results[0].message.hasPrefix("no specs found in \(ws.path("empty"))"), empty.results[0].message)
        XCTAssertEqual(ws.check(["empty"], shard: Shard(index: 2, count: 2)).exitCode, 2)

        try ws.label("specs/a.json")
        _ = ws.check(update: .failed)
        let idle = ws.check(shard: Shard(index: 2, count: 2))
        XCTAssertEqual(idle.results, [])
        XCTAssertEqual(idle.exitCode, 0)
        XCTAssertEqual(idle.summaryLine, "nothing checked: shard 2/2 was dealt no specs")
    }

    func testMergeRefusesAnOutputInTwoInputsAndCopiesNothing() throws {
        let ws = try Workspace()
        for i in 0..<3 { try ws.label("specs/c\(i).json", text: "C\(i)") }
        _ = ws.check(update: .failed)
        try ws.label("specs/c1.json", text: "Changed")
        for k in 1...2 {
            try ReportFiles.writeReport(ws.check(shard: Shard(index: k, count: 2), report: "shard\(k)"), to: ws.path("shard\(k)"))
        }
        XCTAssertThrowsError(try ReportFiles.merge([ws.path("shard2"), ws.path("shard2")], into: ws.path("merged"))) { error in
            XCTAssertTrue("\(error)".contains("c1.png is in both \(ws.path("shard2")) and \(ws.path("shard2"))"), "\(error)")
        }
        XCTAssertFalse(ws.exists("merged"), "a refused merge copies no artifacts")
        // A missing argument is refused by every shard: the same refusal, kept once.
        let missing = (1...2).map { ws.check(["specs", "nope"], shard: Shard(index: $0, count: 2)) }
        for (k, report) in missing.enumerated() { try ReportFiles.writeReport(report, to: ws.path("missing\(k)")) }
        let merged = try ReportFiles.merge([ws.path("missing0"), ws.path("missing1")], into: nil)
        XCTAssertEqual(merged.results.filter { $0.status == .refused }.count, 1)
    }
}
