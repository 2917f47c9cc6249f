import Foundation
import SpecModel
import Testing

/// The JSON render-spec writes is never taken for a spec, by `check`, `render`, `validate` or
/// `preview` (all search through SpecDiscovery), and a user's spec never looks like it (issue 22,
/// point 1; docs/checking.md, "Finding specs").
struct OutputJSONDiscoveryTests {
    static let xcodeContents = #"{"images" : [{"filename" : "go.png", "idiom" : "universal", "scale" : "1x"}], "info" : {"author" : "xcode", "version" : 1}}"#

    @Test func aFolderOfGoldensYieldsOnlyItsSpecs() throws {
        let ws = try Workspace()
        try ws.label("specs/a.json")
        // Every JSON render-spec writes, in the places it writes them and left loose.
        try ws.write("specs/a.xcassets/Contents.json", #"{"info" : {"author" : "xcode", "version" : 1}}"#)
        try ws.write("specs/a.xcassets/a.imageset/Contents.json", Self.xcodeContents)
        try ws.write("specs/Contents.json", #"{"info" : {"author" : "xcode", "version" : 1}}"#)
        try ws.write("specs/a.imageset/Contents.json", Self.xcodeContents)
        try ws.write("specs/de/Contents.json", #"{"info" : {"author" : "xcode", "version" : 1}}"#)
        try ws.write("specs/Icon.appiconset/Contents.json", "not even JSON")
        try ws.write("specs/score.fnt.json", #"{"info": {"face": "DejaVu Sans"}, "common": {}, "pages": [], "chars": []}"#)
        try ws.write("specs/ui.json", #"{"frames": {"go.png": {}}, "meta": {"app": "render-spec"}}"#)
        let found = SpecDiscovery().specFiles(in: [ws.path("specs")])
        #expect(found.files == [ws.path("specs/a.json")])

        // Named one by one (a shell's `**/*.json`), they are passed by too.
        let named = ["a.xcassets/a.imageset/Contents.json", "Contents.json", "a.imageset/Contents.json",
                     "Icon.appiconset/Contents.json", "score.fnt.json", "ui.json"].map { ws.path("specs/" + $0) }
        #expect(SpecDiscovery().specFiles(in: named).isEmpty)
    }

    /// A spec is an object with a `kind`, and never has an `info`: one named Contents.json is still
    /// a spec, even inside an image set folder; a JSON without `kind` elsewhere is a spec to refuse.
    @Test func aUsersSpecNeverLooksLikeAnOutput() throws {
        let ws = try Workspace()
        try ws.label("specs/Contents.json")
        try ws.label("specs/odd.imageset/Contents.json")
        try ws.write("specs/broken.json", #"{"version": 1, "text": "no kind"}"#)
        try ws.write("specs/info.json", #"{"version": 1, "info": {"title": "no author"}}"#)
        let files = [ws.path("specs/Contents.json"), ws.path("specs/broken.json"), ws.path("specs/info.json")]
        #expect(SpecDiscovery().specFiles(in: [ws.path("specs")]).files == files)
        #expect(SpecDiscovery().specFiles(in: [ws.path("specs/odd.imageset/Contents.json")]).files == [ws.path("specs/odd.imageset/Contents.json")])
    }

    /// What `check` writes (issue 36, point 9): a results file anywhere and a marked report folder
    /// with JSON artifacts. A spec folder holding a results file is still searched, and a spec whose
    /// first key happens to be `budgets` is still a spec.
    @Test func resultsFilesAndReportFoldersAreNeverSpecs() throws {
        let ws = try Workspace()
        try ws.label("specs/a.json")
        let results = #"{"budgets": {"threshold": 0}, "results": [], "toolchain": {"cairo": "1.16.0"}, "version": 1}"#
        try ws.write("specs/out/results.json", results)
        try ws.write("specs/elsewhere/mine.json", results)
        try ws.write("specs/report/.render-spec-report", "marker")
        try ws.write("specs/report/artifacts/score.fnt.golden.json", #"{"info": {}, "chars": []}"#)
        try ws.label("specs/out/b.json")
        try ws.write("specs/budgeted.json", #"{"budgets": {}, "results": [], "toolchain": {}, "kind": "label"}"#)
        let found = SpecDiscovery().specFiles(in: [ws.path("specs")])
        #expect(found.files == [ws.path("specs/a.json"), ws.path("specs/budgeted.json"), ws.path("specs/out/b.json")])
        #expect(SpecDiscovery().specFiles(in: [ws.path("specs/elsewhere/mine.json")]).isEmpty)
    }

    /// Orphan candidates include what lies in asset catalogs: a deleted image set's files.
    @Test func goldenCandidatesReachIntoAssetCatalogs() throws {
        let ws = try Workspace()
        try ws.label("specs/a.json")
        try ws.write("specs/a.xcassets/Contents.json", #"{"info" : {"author" : "xcode", "version" : 1}}"#)
        try ws.write("specs/a.xcassets/a.imageset/Contents.json", Self.xcodeContents)
        try ws.write("specs/a.xcassets/a.imageset/a.png", "")
        try ws.write("specs/res/drawable-mdpi/a.9.png", "")
        try ws.write("specs/res/values/strings.xml", "<resources/>")
        let candidates = SpecDiscovery().goldenCandidates(in: ws.path("specs"))
        #expect(candidates == ["a.xcassets/Contents.json", "a.xcassets/a.imageset/Contents.json", "a.xcassets/a.imageset/a.png",
                               "res/drawable-mdpi/a.9.png"].map { ws.path("specs/" + $0) })
    }
}
