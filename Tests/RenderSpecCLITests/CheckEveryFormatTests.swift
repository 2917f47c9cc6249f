import Foundation
import PNGCodec
import Testing

/// `check` takes every format `render` writes (issue 22, point 1): `check --update` records the
/// goldens where `render` would write the files, the next `check` passes without taking any of
/// them for a spec, and a one-pixel (PNG) or one-byte (anything else) change fails exactly that
/// file, once, however many variants write it.
struct CheckEveryFormatTests {
    /// One format: its specs (under `s/`), and the golden the test changes.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var specs: [String: String]
        /// Relative to `s/`.
        var changed: String
        var testDescription: String { name }
    }

    static let label = ##"{"version": 1, "kind": "label", "size": {"width": 120, "height": 40}, "text": "Hello", "fill": "#202020", "output": {"formats": [FORMATS], "scales": [1, 2]}}"##
    static let button = ##"{"version": 1, "kind": "button", "size": {"width": 120, "height": 44}, "cornerRadius": 12, "background": "#2A6CF0", "title": {"text": "Go"}STATES, "output": {"formats": [FORMATS]}}"##
    static let font = ##"{"version": 1, "kind": "bitmapFont", "characters": "digits", "font": {"size": 16, "weight": "bold"}, "fill": "#FFD23F", "fontFormat": "FORMAT"}"##
    static let atlas = #"{"version": 1, "kind": "atlas", "name": "ui", "sprites": ["labels"], "output": {"scales": [1, 2]}}"#
    static let sprite = ##"{"version": 1, "kind": "label", "size": {"width": 80, "height": 24}, "text": "Go", "states": {"pressed": {"fill": "#C00"}}}"##

    static func labelSpec(_ formats: String) -> String { label.replacingOccurrences(of: "FORMATS", with: formats) }
    static func buttonSpec(_ formats: String, states: Bool = false) -> String {
        button.replacingOccurrences(of: "FORMATS", with: formats)
            .replacingOccurrences(of: "STATES", with: states ? #", "states": {"highlighted": {}, "disabled": {}}"# : "")
    }

    static let cases: [Case] = [
        Case(name: "png", specs: ["hello.json": labelSpec(#""png""#)], changed: "hello@2x.png"),
        Case(name: "svg", specs: ["hello.json": labelSpec(#""svg""#)], changed: "hello.svg"),
        Case(name: "pdf", specs: ["hello.json": labelSpec(#""pdf""#)], changed: "hello.pdf"),
        Case(name: "imageset image", specs: ["go.json": buttonSpec(#""imageset""#)], changed: "go.xcassets/go.imageset/go@2x.png"),
        Case(name: "imageset Contents.json", specs: ["go.json": buttonSpec(#""imageset""#)], changed: "go.xcassets/go.imageset/Contents.json"),
        Case(name: "imageset with states, a state's image", specs: ["go.json": buttonSpec(#""imageset""#, states: true)],
             changed: "go.xcassets/go-highlighted.imageset/go-highlighted@3x.png"),
        Case(name: "imageset with states, the shared catalog Contents.json", specs: ["go.json": buttonSpec(#""imageset""#, states: true)],
             changed: "go.xcassets/Contents.json"),
        Case(name: "android 9-patch", specs: ["go.json": buttonSpec(#""android""#, states: true)], changed: "res/drawable-xhdpi/go_highlighted.9.png"),
        Case(name: "android plain drawable", specs: ["hello.json": labelSpec(#""android""#)], changed: "res/drawable-mdpi/hello.png"),
        Case(name: "flutter", specs: ["hello.json": labelSpec(#""flutter""#)], changed: "assets/2.0x/hello.png"),
        Case(name: "png and flutter of one spec", specs: ["hello.json": labelSpec(#""png", "flutter""#)], changed: "assets/hello.png"),
        Case(name: "bitmapFont text .fnt", specs: ["score.json": font.replacingOccurrences(of: "FORMAT", with: "text")], changed: "score.fnt"),
        Case(name: "bitmapFont text page", specs: ["score.json": font.replacingOccurrences(of: "FORMAT", with: "text")], changed: "score_0.png"),
        Case(name: "bitmapFont xml .fnt", specs: ["score.json": font.replacingOccurrences(of: "FORMAT", with: "xml")], changed: "score.fnt"),
        Case(name: "bitmapFont json .fnt.json", specs: ["score.json": font.replacingOccurrences(of: "FORMAT", with: "json")], changed: "score.fnt.json"),
        Case(name: "atlas descriptor", specs: ["ui-atlas.json": atlas, "labels/go.json": sprite], changed: "ui@2x.json"),
        Case(name: "atlas sheet", specs: ["ui-atlas.json": atlas, "labels/go.json": sprite], changed: "ui.png"),
    ]

    @Test(arguments: cases)
    func updateThenCheckPassesAndAOnePixelOrByteChangeFailsThatFile(_ test: Case) throws {
        let cli = try CLIRunner()
        for (name, text) in test.specs { try cli.write("s/" + name, text) }

        let update = try cli.run("check", "s", "--update", "-q")
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        #expect(cli.exists("s/" + test.changed), "\(cli.files())")

        // The goldens are exactly the files `render` writes beside the same specs.
        for (name, text) in test.specs { try cli.write("r/" + name, text) }
        let render = try cli.run("r", "-q")
        #expect(render.status == 0, "\(render.stderr)")
        let specs = Set(test.specs.keys)
        let goldens = cli.files().filter { $0.hasPrefix("s/") && !$0.hasSuffix("render-spec-manifest.json") }.map { String($0.dropFirst(2)) }
        let rendered = cli.files().filter { $0.hasPrefix("r/") }.map { String($0.dropFirst(2)) }
        #expect(Set(goldens).subtracting(specs).filter(isFile(cli, "s/")) == Set(rendered).subtracting(specs).filter(isFile(cli, "r/")))

        let clean = try cli.run("check", "s")
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(!clean.stdout.contains("REFUSED") && !clean.stdout.contains("ORPHAN"), "\(clean.stdout)")

        let isPNG = test.changed.hasSuffix(".png")
        try (isPNG ? changeOnePixel : changeOneByte)(cli.directory.appendingPathComponent("s/" + test.changed))
        let changed = try cli.run("check", "s")
        #expect(changed.status == 1, "\(changed.stdout)\(changed.stderr)")
        let failures = changed.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }
        // Named once, even when every variant writes it (the catalog's Contents.json).
        #expect(failures.count == 1, "\(changed.stdout)")
        #expect(failures.first?.hasPrefix("FAIL s/\(test.changed) ") == true, "\(changed.stdout)")
        let message = failures.first.map(String.init) ?? ""
        if isPNG {
            #expect(message.contains("1 pixel differs"), "\(message)")
        } else if !test.changed.hasSuffix(".pdf") {
            // Text names the line that differs and shows both versions of it.
            #expect(message.contains("differs from the golden at line ") && message.contains("golden `"), "\(message)")
        }

        // --update rewrites that golden, and the run is clean again.
        #expect(try cli.run("check", "s", "--update", "-q").status == 0)
        #expect(try cli.run("check", "s", "-q").status == 0)
    }

    /// Catalog files loose beside the spec (an older layout's goldens, or an app's) are never specs,
    /// and no manifest records them: `check` passes them by and `--update` leaves them.
    @Test func looseCatalogFilesAreNeitherSpecsNorOrphans() throws {
        let cli = try CLIRunner()
        try cli.write("s/go.json", Self.buttonSpec(#""imageset""#))
        #expect(try cli.run("check", "s", "--update", "-q").status == 0)
        let loose = ["Contents.json", "go.imageset/Contents.json", "go.imageset/go.png"]
        for file in loose {
            try FileManager.default.copyItem(at: cli.directory.appendingPathComponent("s/go.xcassets/" + file),
                                             to: cli.directory.appendingPathComponent("s/" + file).creatingFolder())
        }
        let stale = try cli.run("check", "s")
        #expect(stale.status == 0, "\(stale.stdout)\(stale.stderr)")
        #expect(!stale.stdout.contains("REFUSED") && !stale.stdout.contains("ORPHAN"), "\(stale.stdout)")
        #expect(try cli.run("check", "s", "--update", "-q").status == 0)
        #expect(loose.allSatisfy { cli.exists("s/" + $0) }, "\(cli.files())")
    }

    /// A state dropped from a spec leaves its image set as orphans; `--update` removes the folder.
    @Test func aDroppedStateLeavesItsImageSetAsOrphans() throws {
        let cli = try CLIRunner()
        try cli.write("s/go.json", Self.buttonSpec(#""imageset""#, states: true))
        #expect(try cli.run("check", "s", "--update", "-q").status == 0)
        try cli.write("s/go.json", Self.buttonSpec(#""imageset""#))
        let dropped = try cli.run("check", "s")
        #expect(dropped.status == 1)
        #expect(dropped.stdout.contains("ORPHAN s/go.xcassets/go-highlighted.imageset/go-highlighted@2x.png:"), "\(dropped.stdout)")
        #expect(dropped.stdout.contains("ORPHAN s/go.xcassets/go-disabled.imageset/Contents.json:"), "\(dropped.stdout)")
        #expect(!dropped.stdout.contains("ORPHAN s/go.xcassets/Contents.json"), "\(dropped.stdout)")
        #expect(try cli.run("check", "s", "--update", "-q").status == 0)
        #expect(!cli.exists("s/go.xcassets/go-highlighted.imageset") && cli.exists("s/go.xcassets/go.imageset/go.png"), "\(cli.files())")
    }

    /// A folder of goldens holding every JSON render-spec writes is searched for specs by
    /// `validate` and `render` as by `check`: only the real specs are found.
    @Test func renderAndValidateOfAFolderOfGoldensFindOnlyTheSpecs() throws {
        let cli = try CLIRunner()
        try cli.write("s/go.json", Self.buttonSpec(#""imageset""#, states: true))
        try cli.write("s/score.json", Self.font.replacingOccurrences(of: "FORMAT", with: "json"))
        try cli.write("s/ui-atlas.json", Self.atlas)
        try cli.write("s/labels/go.json", Self.sprite)
        #expect(try cli.run("check", "s", "--update", "-q").status == 0)
        for file in ["s/go.xcassets/Contents.json", "s/score.fnt.json", "s/ui.json"] { #expect(cli.exists(file), "\(cli.files())") }
        let validate = try cli.run("validate", "s")
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        #expect(validate.stdout.contains("4 spec(s) valid"), "\(validate.stdout)")
        let render = try cli.run("s", "--out-dir", "out", "-q")
        #expect(render.status == 0, "\(render.stderr)")
    }

    private func isFile(_ cli: CLIRunner, _ prefix: String) -> (String) -> Bool {
        { name in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent(prefix + name).path, isDirectory: &folder) && !folder.boolValue
        }
    }

    /// The middle pixel set to a colour far from the one it had (and from its neighbours).
    private func changeOnePixel(_ url: URL) throws {
        var image = try RGBAImage(pngData: Data(contentsOf: url))
        let (x, y) = (image.width / 2, image.height / 2)
        let old = image[x, y]
        let k = (y * image.width + x) * 4
        let new: [UInt8] = old.a > 0 && old.r > 128 && old.b > 128 ? [0, 255, 0, 255] : [255, 0, 255, 255]
        image.pixels.replaceSubrange(k ..< k + 4, with: new)
        try image.pngData().write(to: url)
    }

    /// The last digit of the file changed to another digit (or, in a file without digits, its last byte).
    private func changeOneByte(_ url: URL) throws {
        var bytes = [UInt8](try Data(contentsOf: url))
        let digits = UInt8(ascii: "0") ... UInt8(ascii: "9")
        let index = bytes.lastIndex { digits.contains($0) } ?? bytes.count - 1
        bytes[index] = bytes[index] == UInt8(ascii: "9") ? UInt8(ascii: "8") : bytes[index] &+ 1
        try Data(bytes).write(to: url)
    }
}

private extension URL {
    /// This URL, after creating its parent folder.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
