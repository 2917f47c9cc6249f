import Foundation
import GoldenCheck
import PNGCodec
import RenderSupport
import XCTest

final class GoldenCheckerTests: XCTestCase {
    func testMissingGoldensFailUntilUpdateWritesThemBesideTheSpec() throws {
        let ws = try Workspace()
        try ws.label("specs/title.json", extra: #""locales": {"de": {"text": "Hallo"}}, "output": {"scales": [1, 2]}"#)
        let first = ws.check()
        XCTAssertEqual(first.results.map(\.status), [.missing, .missing, .missing, .missing])
        XCTAssertEqual(first.exitCode, 1)

        let updated = ws.check(update: .failed)
        XCTAssertTrue(updated.results.allSatisfy { $0.updated == true })
        XCTAssertEqual(updated.exitCode, 0, "an update that wrote every golden succeeds")
        for name in ["title.png", "title@2x.png", "de/title.png", "de/title@2x.png", "render-spec-manifest.json"] {
            XCTAssertTrue(ws.exists("specs/\(name)"), name)
        }
        let again = ws.check()
        XCTAssertEqual(again.results.map(\.status), [.pass, .pass, .pass, .pass])
        XCTAssertEqual(again.exitCode, 0)
    }

    /// A state that overrides nothing is still annotated at its key, not at line 1; a locale at its
    /// key too (`"pt-BR"` at `$.locales["pt-BR"]`, not `$.locales.pt-BR`, a path no value has).
    func testAnEmptyStateOrLocaleIsAnnotatedAtItsKey() throws {
        let ws = try Workspace()
        try ws.write("specs/e.json", """
        {
          "version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "text": "Hi",
          "states": {
            "pressed": {}
          },
          "locales": {"pt-BR": {}}
        }
        """)
        let results = ws.check().results
        let positions = results.map { "\($0.state ?? "-")/\($0.locale ?? "-") \($0.line ?? 0):\($0.column ?? 0)" }
        XCTAssertEqual(positions.sorted(), ["normal/- 1:1", "normal/pt-BR 6:15", "pressed/- 4:5", "pressed/pt-BR 6:15"])
    }

    func testGoldenDirMirrorsTheSpecsRoot() throws {
        let ws = try Workspace()
        try ws.label("specs/label/title.json", extra: #""locales": {"de": {"text": "Hallo"}}"#)
        _ = ws.check(update: .failed, golden: "goldens")
        XCTAssertTrue(ws.exists("goldens/label/title.png"))
        XCTAssertTrue(ws.exists("goldens/label/de/title.png"))
        XCTAssertTrue(ws.exists("goldens/label/render-spec-manifest.json"))
        XCTAssertFalse(ws.exists("specs/label/title.png"))
        XCTAssertEqual(ws.check(golden: "goldens").exitCode, 0)
    }

    func testUpdateRewritesOnlyFailingGoldensAndKeepsPassingOnesBytesAndMtime() throws {
        let ws = try Workspace()
        try ws.label("specs/a.json", text: "Alpha")
        try ws.label("specs/b.json", text: "Beta")
        _ = ws.check(update: .failed)
        try ws.age("specs/a.png"); try ws.age("specs/b.png"); try ws.age("specs/render-spec-manifest.json")
        let (aBytes, aTime) = (ws.bytes("specs/a.png"), try ws.mtime("specs/a.png"))
        let (bBytes, manifestTime) = (ws.bytes("specs/b.png"), try ws.mtime("specs/render-spec-manifest.json"))

        try ws.label("specs/b.json", text: "Bravo")
        let report = ws.check(update: .failed)
        XCTAssertEqual(report.statuses["a.png"], .pass)
        XCTAssertEqual(report.statuses["b.png"], .fail)
        XCTAssertEqual(ws.bytes("specs/a.png"), aBytes)
        XCTAssertEqual(try ws.mtime("specs/a.png"), aTime, "a passing golden must not be rewritten")
        XCTAssertNotEqual(ws.bytes("specs/b.png"), bBytes, "the failing golden is rewritten")
        XCTAssertEqual(report.exitCode, 0)
        // The manifest records the rewritten golden's bytes, and only those changed.
        let manifest = try XCTUnwrap(GoldenManifest.read(ws.path("specs/render-spec-manifest.json")))
        XCTAssertEqual(manifest.goldens?["b.png"], SHA256.hex(try XCTUnwrap(ws.bytes("specs/b.png"))))
        XCTAssertEqual(manifest.goldens?["a.png"], SHA256.hex(try XCTUnwrap(aBytes)))
        XCTAssertNotEqual(try ws.mtime("specs/render-spec-manifest.json"), manifestTime)
        // A run that changes nothing leaves the manifest's file alone too.
        try ws.age("specs/render-spec-manifest.json")
        let aged = try ws.mtime("specs/render-spec-manifest.json")
        XCTAssertEqual(ws.check(update: .failed).exitCode, 0)
        XCTAssertEqual(try ws.mtime("specs/render-spec-manifest.json"), aged)
    }

    func testUpdateAllRewritesGoldensThatPassOnlyWithinBudget() throws {
        let ws = try Workspace()
        try ws.label("specs/a.json", text: "Alpha")
        _ = ws.check(update: .failed)
        let original = try XCTUnwrap(ws.bytes("specs/a.png"))
        // A golden a few pixels off: passes within a budget, so --update leaves it; --update=all does not.
        var image = try RGBAImage(pngData: Data(original))
        for x in 0..<3 { image.pixels[x * 4] = 255; image.pixels[x * 4 + 3] = 255 }
        let edited = [UInt8](try image.pngData())
        try Data(edited).write(to: URL(fileURLWithPath: ws.path("specs/a.png")))
        let budgets = GoldenTolerance(maxDiffPixels: 10)

        XCTAssertEqual(ws.check(update: .failed, budgets: budgets).statuses["a.png"], .pass)
        XCTAssertEqual(ws.bytes("specs/a.png"), edited)
        let all = ws.check(update: .all, budgets: budgets)
        XCTAssertEqual(all.results.first?.updated, true)
        XCTAssertEqual(ws.bytes("specs/a.png"), original)
    }

    /// Only goldens the manifest records are orphans: a spec's goldens once it is gone (a locale's
    /// too). A copy of a golden under another name, specs, fonts, READMEs and bases are never.
    func testRecordedGoldensOfARemovedSpecAreOrphansAndUpdateDeletesOnlyThem() throws {
        let ws = try Workspace()
        try ws.label("specs/a.json")
        try ws.label("specs/gone.json", extra: #""locales": {"de": {"text": "Hallo"}}"#)
        _ = ws.check(update: .failed)
        try FileManager.default.removeItem(atPath: ws.path("specs/gone.json"))
        let png = try XCTUnwrap(ws.bytes("specs/a.png"))
        try Data(png).write(to: URL(fileURLWithPath: ws.path("specs/copy-of-a.png")))
        try ws.write("specs/README.md", "# corpus")
        try ws.write("specs/fonts/Some.ttf", "not a font")
        try ws.write("specs/fonts/sample.png", "a picture of the font")
        try ws.write("specs/_base.json", #"{"version": 1}"#)

        let report = ws.check()
        let orphans = report.results.filter { $0.status == .orphan }.compactMap(\.golden).map { ($0 as NSString).lastPathComponent }
        XCTAssertEqual(orphans.sorted(), ["gone.png", "gone.png"])
        XCTAssertEqual(report.exitCode, 1)
        XCTAssertEqual(report.statuses["a.png"], .pass)

        _ = ws.check(update: .failed)
        XCTAssertFalse(ws.exists("specs/gone.png"))
        XCTAssertFalse(ws.exists("specs/de"), "the locale folder render-spec emptied goes")
        for kept in ["specs/README.md", "specs/fonts/Some.ttf", "specs/fonts/sample.png", "specs/_base.json",
                     "specs/a.json", "specs/a.png", "specs/copy-of-a.png", "specs/render-spec-manifest.json"] {
            XCTAssertTrue(ws.exists(kept), kept)
        }
        XCTAssertEqual(GoldenManifest.read(ws.path("specs/render-spec-manifest.json"))?.goldens.map { Array($0.keys) }, ["a.png"])
        XCTAssertEqual(ws.check().exitCode, 0)
    }

    /// A manifest comes with the repository: one that records a spec, a file outside its folder, a
    /// file through a link or a font (each with its true hash) deletes none of them.
    func testAManifestNamingWhatRenderSpecNeverWritesDeletesNothing() throws {
        let ws = try Workspace()
        try ws.label("specs/a.json")
        try ws.label("specs/b.json", text: "B")
        _ = ws.check(update: .failed)
        try ws.write("outside.png", "someone's picture")
        try ws.write("specs/fonts/sample.png", "a picture of the font")
        try ws.write("elsewhere/linked.png", "behind a link")
        try FileManager.default.createSymbolicLink(atPath: ws.path("specs/link"), withDestinationPath: ws.path("elsewhere"))
        var manifest = try XCTUnwrap(GoldenManifest.read(ws.path("specs/render-spec-manifest.json")))
        for name in ["b.json", "../outside.png", "fonts/sample.png", "link/linked.png"] {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: ws.path("specs/" + name)))
            manifest.goldens?[name] = SHA256.hex([UInt8](bytes))
        }
        try Data(manifest.encoded()).write(to: URL(fileURLWithPath: ws.path("specs/render-spec-manifest.json")))

        let report = ws.check(update: .failed)
        XCTAssertEqual(report.exitCode, 0)
        for kept in ["specs/b.json", "outside.png", "specs/fonts/sample.png", "elsewhere/linked.png"] { XCTAssertTrue(ws.exists(kept), kept) }
        XCTAssertEqual(report.notes?.count, 4, "\(report.notes ?? [])")
        XCTAssertEqual(GoldenManifest.read(ws.path("specs/render-spec-manifest.json"))?.goldens?.keys.sorted(), ["a.png", "b.png"])
    }

    func testAFileArgumentChecksItsOutputsWithoutAnOrphanScan() throws {
        let ws = try Workspace()
        try ws.label("specs/a.json")
        try ws.label("specs/b.json", text: "B")
        _ = ws.check(update: .failed)
        let report = ws.check(["specs/a.json"])
        XCTAssertEqual(report.results.map(\.status), [.pass], "b.png is not an orphan of a.json")
    }

    func testResizedGoldenFailsAsResized() throws {
        let ws = try Workspace()
        try ws.label("specs/a.json")
        _ = ws.check(update: .failed)
        try ws.label("specs/a.json", width: 130)
        let result = try XCTUnwrap(ws.check().results.first)
        XCTAssertEqual(result.status, .resized)
        XCTAssertEqual(result.goldenSize, "120×40")
        XCTAssertEqual(result.actualSize, "130×40")
        XCTAssertNil(result.mismatched)
        XCTAssertTrue(result.message.contains("120×40 to 130×40"), result.message)
    }

    func testBudgetsFromTheCommandLineAndPerSpecOverrides() throws {
        let ws = try Workspace()
        try ws.label("specs/a.json", text: "Hello")
        _ = ws.check(update: .failed)
        try ws.label("specs/a.json", text: "Hullo")
        let exact = try XCTUnwrap(ws.check().results.first)
        XCTAssertEqual(exact.status, .fail)
        let n = try XCTUnwrap(exact.mismatched)
        XCTAssertGreaterThan(n, 0)

        XCTAssertEqual(ws.check(budgets: GoldenTolerance(maxDiffPixels: n)).results.first?.status, .pass)
        XCTAssertEqual(ws.check(budgets: GoldenTolerance(maxDiffPixels: n - 1)).results.first?.status, .fail)
        XCTAssertEqual(ws.check(budgets: GoldenTolerance(maxDiffRatio: 0.5)).results.first?.status, .pass)
        XCTAssertEqual(ws.check(budgets: GoldenTolerance(maxDiffPixels: n, maxDiffRatio: 0)).results.first?.status, .fail,
                       "with both budgets, both must hold")
        // The spec's own output budgets win over the command line's.
        try ws.label("specs/a.json", text: "Hullo", extra: #""output": {"maxDiffPixels": \#(n)}"#)
        let overridden = try XCTUnwrap(ws.check().results.first)
        XCTAssertEqual(overridden.status, .pass)
        XCTAssertEqual(overridden.budgets?.maxDiffPixels, n)
        try ws.label("specs/a.json", text: "Hullo", extra: #""output": {"maxDiffPixels": 0}"#)
        XCTAssertEqual(ws.check(budgets: GoldenTolerance(maxDiffPixels: 1000)).results.first?.status, .fail)
        // A spec threshold of 1 ignores every colour difference.
        try ws.label("specs/a.json", text: "Hullo", extra: #""output": {"threshold": 1}"#)
        XCTAssertEqual(ws.check().results.first?.status, .pass)
    }

    func testBudgetSemantics() {
        XCTAssertTrue(GoldenTolerance().allows(mismatched: 0, of: 100))
        XCTAssertFalse(GoldenTolerance().allows(mismatched: 1, of: 100))
        XCTAssertTrue(GoldenTolerance(maxDiffPixels: 5).allows(mismatched: 5, of: 100))
        XCTAssertFalse(GoldenTolerance(maxDiffPixels: 5).allows(mismatched: 6, of: 100))
        XCTAssertTrue(GoldenTolerance(maxDiffRatio: 0.1).allows(mismatched: 10, of: 100))
        XCTAssertFalse(GoldenTolerance(maxDiffRatio: 0.1).allows(mismatched: 11, of: 100))
        XCTAssertFalse(GoldenTolerance(maxDiffPixels: 50, maxDiffRatio: 0.1).allows(mismatched: 11, of: 100))
    }

    func testSVGAndPDFAreComparedByteForByteAndRenderIdentically() throws {
        let ws = try Workspace()
        try ws.label("specs/v.json", extra: #""shadow": {"color": "black", "blur": 2}, "output": {"formats": ["svg", "pdf"]}"#)
        _ = ws.check(update: .failed)
        XCTAssertEqual(ws.check().results.map(\.status), [.pass, .pass], "vector output must be byte-stable between runs")
        try ws.label("specs/v.json", text: "Hallo", extra: #""shadow": {"color": "black", "blur": 2}, "output": {"formats": ["svg", "pdf"]}"#)
        let failed = ws.check()
        XCTAssertEqual(failed.results.map(\.status), [.fail, .fail])
        XCTAssertTrue(failed.results.contains { $0.message.contains("SVG differs") && $0.message.contains("line") })
    }

    func testRefusedSpecsExitTwoAndDuplicateOutputsAreRefused() throws {
        let ws = try Workspace()
        try ws.label("specs/good.json")
        try ws.write("specs/bad.json", #"{"version": 1, "kind": "label", "size": {"width": 10, "height": 10}, "text": "x", "blurr": 1}"#)
        let report = ws.check()
        let refused = try XCTUnwrap(report.results.first { $0.status == .refused })
        XCTAssertTrue(refused.message.contains("blurr"), refused.message)
        XCTAssertEqual(refused.line, 1)
        XCTAssertEqual(report.exitCode, 2)

        let ws2 = try Workspace()
        try ws2.label("specs/one.json", extra: #""name": "same""#)
        try ws2.label("specs/two.json", extra: #""name": "same""#)
        let dup = ws2.check()
        XCTAssertEqual(dup.exitCode, 2)
        XCTAssertTrue(dup.results.contains { $0.status == .refused && $0.message.contains("same.png") })
    }

    func testShardsCoverEverySpecExactlyOnce() throws {
        let ws = try Workspace()
        let names = (1...7).map { "specs/\($0 % 2 == 0 ? "even" : "odd")/case\($0).json" }
        for name in names { try ws.label(name) }
        var seen: [String] = []
        for k in 1...3 {
            let report = ws.check(shard: Shard(index: k, count: 3))
            XCTAssertEqual(report.shard, "\(k)/3")
            seen += Set(report.results.compactMap(\.spec))
        }
        XCTAssertEqual(seen.sorted(), names.map(ws.path).sorted(), "every spec in exactly one shard")
        XCTAssertEqual(Set(ws.check(shard: Shard(index: 2, count: 3)).results.compactMap(\.spec)),
                       Set(ws.check(shard: Shard(index: 2, count: 3)).results.compactMap(\.spec)), "deterministic")
    }

    func testShardParsing() {
        XCTAssertEqual(Shard("2/4"), Shard(index: 2, count: 4))
        XCTAssertNil(Shard("0/4")); XCTAssertNil(Shard("5/4")); XCTAssertNil(Shard("1/0")); XCTAssertNil(Shard("1-4"))
        XCTAssertEqual(Shard(index: 2, count: 3)?.select(Array(0..<8)), [1, 4, 7])
    }

    func testJobsGiveTheSameResultsAsOneJob() throws {
        let ws = try Workspace()
        for i in 0..<8 { try ws.label("specs/case\(i).json", text: "Case \(i)", extra: #""output": {"scales": [1, 2]}"#) }
        _ = ws.check(update: .failed)
        for i in [1, 4, 6] { try ws.label("specs/case\(i).json", text: "Changed \(i)", extra: #""output": {"scales": [1, 2]}"#) }
        try ws.label("specs/new.json")
        let one = ReportFiles.json(ws.check(jobs: 1, report: "r1"))
        let many = ReportFiles.json(ws.check(jobs: 6, report: "r1"))
        XCTAssertEqual(String(decoding: one, as: UTF8.self), String(decoding: many, as: UTF8.self))
        XCTAssertTrue(String(decoding: one, as: UTF8.self).contains("\"fail\""))
    }

    func testProvenanceNamesToolchainAndFontChanges() throws {
        let ws = try Workspace()
        try ws.label("specs/a.json")
        _ = ws.check(update: .failed)
        let manifestPath = ws.path("specs/render-spec-manifest.json")
        var manifest = try XCTUnwrap(GoldenManifest.read(manifestPath))
        XCTAssertEqual(manifest.toolchain, Toolchain.current)
        XCTAssertTrue(manifest.fonts.keys.contains { $0.hasSuffix("DejaVuSans.ttf") }, "\(manifest.fonts)")
        try ws.label("specs/a.json", text: "Hullo")
        XCTAssertNil(ws.check().results.first?.provenance, "same toolchain and fonts: a design change")

        manifest.toolchain.cairo = "0.9.0"
        let font = try XCTUnwrap(manifest.fonts.keys.first)
        manifest.fonts[font] = String(repeating: "0", count: 64)
        try Data(manifest.encoded()).write(to: URL(fileURLWithPath: manifestPath))
        let note = try XCTUnwrap(ws.check().results.first?.provenance)
        XCTAssertTrue(note.contains("cairo 0.9.0 → \(Toolchain.current.cairo)"), note)
        XCTAssertTrue(note.contains("font \(font) changed"), note)
    }

    /// The manifest lists the fonts its folder's specs use now (issue 8, point 11): a font no spec
    /// uses any more leaves it; updating one spec keeps its neighbours' fonts.
    func testTheManifestForgetsFontsNoSpecUsesAnyMore() throws {
        let ws = try Workspace()
        try ws.label("specs/a.json")
        try ws.label("specs/b.json", extra: #""font": {"family": "Inter"}"#)
        _ = ws.check(update: .failed)
        let manifestPath = ws.path("specs/render-spec-manifest.json")
        func fonts() -> [String] { GoldenManifest.read(manifestPath)?.fonts.keys.sorted() ?? [] }
        XCTAssertTrue(fonts().contains { $0.contains("Inter") }, "\(fonts())")

        // Only a.json is checked: b.json's Inter stays.
        try ws.label("specs/a.json", text: "Changed")
        _ = ws.check(["specs/a.json"], update: .failed)
        XCTAssertTrue(fonts().contains { $0.contains("Inter") }, "\(fonts())")

        // b.json no longer uses Inter: it leaves the manifest.
        try ws.label("specs/b.json", text: "Now DejaVu")
        _ = ws.check(update: .failed)
        XCTAssertFalse(fonts().contains { $0.contains("Inter") }, "\(fonts())")
        XCTAssertTrue(fonts().contains { $0.hasSuffix("DejaVuSans.ttf") }, "\(fonts())")
    }

    func testManifestIsDeterministic() throws {
        let m = GoldenManifest(toolchain: .current, fonts: ["b.ttf": "2", "a.ttf": "1"])
        let text = String(decoding: m.encoded(), as: UTF8.self)
        XCTAssertEqual(m.encoded(), GoldenManifest(toolchain: .current, fonts: ["a.ttf": "1", "b.ttf": "2"]).encoded())
        XCTAssertLessThan(text.range(of: "a.ttf")!.lowerBound, text.range(of: "b.ttf")!.lowerBound)
        for key in ["render-spec", "cairo", "pango", "harfbuzz", "freetype", "fontconfig"] {
            XCTAssertTrue(text.contains("\"\(key)\""), key)
        }
        XCTAssertFalse(Toolchain.current.cairo.isEmpty)
        XCTAssertTrue(Toolchain.current.freetype.split(separator: ".").count == 3, Toolchain.current.freetype)
    }

    func testFailuresWriteGoldenActualAndDiffIntoTheReportFolder() throws {
        let ws = try Workspace()
        try ws.label("specs/a.json")
        _ = ws.check(update: .failed)
        try ws.label("specs/a.json", text: "Hullo")
        let result = try XCTUnwrap(ws.check(report: "report").results.first)
        XCTAssertEqual(result.artifacts, Artifacts(golden: "artifacts/a.golden.png", actual: "artifacts/a.actual.png", diff: "artifacts/a.diff.png"))
        for file in ["a.golden.png", "a.actual.png", "a.diff.png"] {
            XCTAssertNoThrow(try RGBAImage(contentsOfPNG: URL(fileURLWithPath: ws.path("report/artifacts/\(file)"))), file)
        }
    }
}
