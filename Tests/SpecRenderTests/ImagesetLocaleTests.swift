import Foundation
import SpecModel
import Testing
@testable import SpecRender

/// A state's locale variants share its one image set, each localized entry carrying its `locale`,
/// as Xcode localizes an image set (issue 38, point 1; docs/spec.md#image-sets).
struct ImagesetLocaleTests {
    /// `de` changes only the title, which an image set leaves out, so it shares the base's images;
    /// `pt-BR` (a region) and `zh-Hans` (a script) change the chrome and have their own.
    static let localized = """
    {"version": 1, "kind": "button", "name": "title", "size": {"width": 120, "height": 44}, "cornerRadius": 12,
     "background": "#2A6CF0", "title": {"text": "Play"},
     "locales": {"de": {"title": {"text": "Spielen"}}, "pt-BR": {"background": "#1FA84F"}, "zh-Hans": {"cornerRadius": 6}},
     "output": {"formats": ["imageset"]}}
    """

    /// Every file the batch writes, by path; a path written twice fails the test.
    private func written(_ variants: [ResolvedSpec], jobs: Int = 2) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for outcome in BatchRender(variants: variants.count, jobs: jobs).run(variants, work: { _, files in files }) {
            for file in try outcome.get().value {
                // The catalog's own Contents.json is the same bytes in every variant, and shared.
                #expect(files[file.path] == nil || file.path == "Contents.json", "\(file.path) written twice")
                files[file.path] = file.bytes
            }
        }
        return files
    }

    /// (filename, locale, scale) of each entry, in order, and the set's `properties`.
    private func entries(_ bytes: [UInt8]?) throws -> (images: [[String?]], properties: [String: Bool]?) {
        let data = Data(try #require(bytes))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let images = try #require(json["images"] as? [[String: Any]])
        return (images.map { [$0["filename"] as? String, $0["locale"] as? String, $0["scale"] as? String] },
                json["properties"] as? [String: Bool])
    }

    @Test func aLocalizedSetListsTheBaseThenEachLocaleWithItsTag() throws {
        let files = try written(try loadSpecs(Self.localized))
        let set = try entries(files["title.imageset/Contents.json"])
        #expect(set.images == [
            ["title.png", nil, "1x"], ["title@2x.png", nil, "2x"], ["title@3x.png", nil, "3x"],
            ["title-pt-BR.png", "pt-BR", "1x"], ["title-pt-BR@2x.png", "pt-BR", "2x"], ["title-pt-BR@3x.png", "pt-BR", "3x"],
            ["title-zh-Hans.png", "zh-Hans", "1x"], ["title-zh-Hans@2x.png", "zh-Hans", "2x"], ["title-zh-Hans@3x.png", "zh-Hans", "3x"],
        ])
        #expect(set.properties == ["localizable": true])
        // One set per state, no locale folders; every image in it is named by an entry.
        let pngs = files.keys.filter { $0.hasSuffix(".png") }.sorted()
        #expect(pngs == set.images.compactMap { $0[0] }.map { "title.imageset/" + $0 }.sorted())
        #expect(Set(files.keys) == Set(pngs + ["title.imageset/Contents.json", "Contents.json"]))
        let bytes = try #require(files["title.imageset/Contents.json"])
        let text = String(decoding: bytes, as: UTF8.self)
        // Xcode's key order inside an entry, and its slicing kept per locale (zh-Hans's 6 pt corner).
        #expect(text.contains("""
              "filename" : "title-zh-Hans@2x.png",
              "idiom" : "universal",
              "locale" : "zh-Hans",
              "resizing" : {
                "cap-insets" : {
                  "bottom" : 12,
        """), "\(text)")
        #expect(text.hasSuffix("""
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "localizable" : true
          }
        }

        """), "\(text)")
        #expect(ImageSetCheck.problems(contents: Array(text.utf8), images: set.images.compactMap { $0[0] }).isEmpty)
    }

    @Test func theSetIsTheSameWithAnyNumberOfJobs() throws {
        let variants = try loadSpecs(Self.localized)
        #expect(try written(variants, jobs: 1) == written(variants, jobs: 4))
    }

    @Test func aSpecWithoutLocalesIsWrittenAsBefore() throws {
        let files = try written(try loadSpecs("""
        {"version": 1, "kind": "button", "name": "title", "size": {"width": 120, "height": 44}, "cornerRadius": 12,
         "background": "#2A6CF0", "title": {"text": "Play"}, "output": {"formats": ["imageset"]}}
        """))
        #expect(files.keys.sorted() == ["Contents.json", "title.imageset/Contents.json", "title.imageset/title.png",
                                        "title.imageset/title@2x.png", "title.imageset/title@3x.png"])
        let set = try entries(files["title.imageset/Contents.json"])
        #expect(set.images == [["title.png", nil, "1x"], ["title@2x.png", nil, "2x"], ["title@3x.png", nil, "3x"]])
        #expect(set.properties == nil)
        let bytes = try #require(files["title.imageset/Contents.json"])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("locale") && !text.contains("properties"))
    }

    /// A locale whose images are the base's writes them itself when the base is not rendered (as
    /// `--locale de` alone asks), so the set still names images that are there.
    @Test(arguments: ["de", "pt-BR"])
    func oneLocaleAloneStillWritesAValidSet(_ tag: String) throws {
        let files = try written(try loadSpecs(Self.localized).filter { $0.locale == tag })
        let set = try entries(files["title.imageset/Contents.json"])
        let names = ["title-\(tag).png", "title-\(tag)@2x.png", "title-\(tag)@3x.png"]
        #expect(set.images == zip(names, ["1x", "2x", "3x"]).map { [$0, tag, $1] })
        #expect(set.properties == ["localizable": true])
        #expect(files.keys.filter { $0.hasSuffix(".png") }.sorted() == names.map { "title.imageset/" + $0 }.sorted())
        let bytes = try #require(files["title.imageset/Contents.json"])
        #expect(ImageSetCheck.problems(contents: bytes, images: names).isEmpty)
    }

    @Test func theCheckFindsASetXcodeWouldMisread() {
        func contents(_ entries: String, localizable: Bool = true) -> [UInt8] {
            Array(#"{"images": [\#(entries)], "info": {"author": "xcode", "version": 1}\#(localizable ? #", "properties": {"localizable": true}"# : "")}"#.utf8)
        }
        let base = #"{"filename": "a.png", "idiom": "universal", "scale": "1x"}"#
        let de = #"{"filename": "a-de.png", "idiom": "universal", "locale": "de", "scale": "1x"}"#
        #expect(ImageSetCheck.problems(contents: contents(base + ", " + de), images: ["a.png", "a-de.png"]).isEmpty)
        #expect(ImageSetCheck.problems(contents: contents(base + ", " + de), images: ["a.png"])
                == ["entry 2 names a-de.png, which the set does not hold"])
        #expect(ImageSetCheck.problems(contents: contents(base), images: ["a.png", "a-de.png"])
                == ["a-de.png is in the set, but no entry names it"])
        let twice = #"{"filename": "b-de.png", "idiom": "universal", "locale": "de", "scale": "1x"}"#
        #expect(ImageSetCheck.problems(contents: contents(de + ", " + twice), images: ["a-de.png", "b-de.png"])
                == ["two entries are for locale de at universal 1x"])
        #expect(ImageSetCheck.problems(contents: contents(base + ", " + de, localizable: false), images: ["a.png", "a-de.png"])
                == [#"it has localized entries but is not marked `"properties" : { "localizable" : true }`"#])
    }
}
