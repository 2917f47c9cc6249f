import Foundation
import Testing
import PNGCodec

/// `render-spec init`: each kind's starter renders as it is (`--strict`: no warning), draws what it
/// says (pixel probes), satisfies the JSON Schema, is in the canonical layout, and is never written
/// over anything.
@Suite struct InitCommandTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A folder of its own that is the top of a repository, so the search for a schema stops there
    /// whatever the temporary folder above it holds.
    private func project() throws -> CLIRunner {
        let cli = try CLIRunner()
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return cli
    }

    struct Starter: Sendable, CustomTestStringConvertible {
        var kind: String
        /// The image to probe, and the files `render` writes.
        var image: String
        var rendered: [String]
        /// What the image must show, checked at known places or as a share of its pixels.
        var probe: @Sendable (RGBAImage) -> [String]
        var testDescription: String { kind }
    }

    static let starters: [Starter] = [
        Starter(kind: "label", image: "label.png", rendered: ["label.png", "label@2x.png"]) { image in
            // The gradient's golden middle, in the glyphs.
            [share(image, atLeast: 0.01, "golden text") { $0.a == 255 && $0.r > 230 && (150...235).contains($0.g) && $0.b < 130 }]
        },
        Starter(kind: "textField", image: "textField.png",
                rendered: ["textField.png", "textField@2x.png", "textField-editing.png", "textField-editing@2x.png",
                           "textField-empty.png", "textField-empty@2x.png"]) { image in
            [share(image, atLeast: 0.005, "#1B2140 text") { $0.a == 255 && $0.r < 50 && $0.g < 55 && (50...90).contains($0.b) },
             at(image, image.width * 4 / 5, image.height / 2, "the white field right of the text") { $0.a == 255 && min($0.r, $0.g, $0.b) >= 240 }]
        },
        Starter(kind: "button", image: "button.png",
                rendered: ["button.png", "button@2x.png", "button-highlighted.png", "button-highlighted@2x.png",
                           "button-disabled.png", "button-disabled@2x.png"]) { image in
            [at(image, 10, image.height * 3 / 4, "the blue gloss") { $0.a == 255 && $0.b > 150 && $0.b > $0.r + 60 },
             at(image, 0, 0, "the rounded corner, clear") { $0.a == 0 },
             share(image, atLeast: 0.02, "the white title") { $0.a == 255 && min($0.r, $0.g, $0.b) >= 245 }]
        },
        Starter(kind: "view", image: "view.png", rendered: ["view.png", "view@2x.png"]) { image in
            [at(image, image.width / 2, image.height / 2, "the navy gradient") { $0.a == 255 && $0.r < 50 && (55...110).contains($0.b) },
             at(image, 0, 0, "the margin, clear") { $0.a == 0 }]
        },
        Starter(kind: "bitmapFont", image: "bitmapFont_0.png",
                rendered: ["bitmapFont.fnt", "bitmapFont_0.png", "bitmapFont@2x.fnt", "bitmapFont@2x_0.png"]) { image in
            [share(image, atLeast: 0.05, "golden glyphs") { $0.a == 255 && $0.r > 230 && $0.g > 120 && $0.b < 150 }]
        },
        Starter(kind: "atlas", image: "atlas-sheet.png",
                rendered: ["atlas-sheet.json", "atlas-sheet.png", "atlas-sheet@2x.json", "atlas-sheet@2x.png"]) { image in
            [share(image, atLeast: 0.1, "the green button frames") { $0.a == 255 && $0.g > $0.r + 30 && $0.g > $0.b + 30 },
             share(image, atLeast: 0.02, "the yellow coin") { $0.a == 255 && $0.r > 220 && $0.g > 150 && $0.b < 120 }]
        },
    ]

    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)

    private static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> Pixel {
        let i = (y * image.width + x) * 4
        return (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]), Int(image.pixels[i + 3]))
    }

    /// "" when the pixel at (x, y) passes, else what was found.
    private static func at(_ image: RGBAImage, _ x: Int, _ y: Int, _ what: String, _ test: (Pixel) -> Bool) -> String {
        let p = pixel(image, x, y)
        return test(p) ? "" : "\(what): (\(x), \(y)) is \(p)"
    }

    /// "" when at least `share` of the pixels pass, else the share found.
    private static func share(_ image: RGBAImage, atLeast share: Double, _ what: String, _ test: (Pixel) -> Bool) -> String {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where test(pixel(image, x, y)) { count += 1 } }
        let found = Double(count) / Double(image.width * image.height)
        return found >= share ? "" : "\(what): \(found) of the pixels, expected at least \(share)"
    }

    @Test(arguments: starters)
    func rendersAsItIsWithoutAWarning(_ starter: Starter) throws {
        let cli = try project()
        let made = try cli.run("init", starter.kind)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stderr == "")
        let rendered = try cli.run("render", "--strict", "\(starter.kind).json")
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(!rendered.stderr.contains("warning"), "\(rendered.stderr)")
        for file in starter.rendered { #expect(cli.exists(file), "\(file) was not written") }
        let image = try RGBAImage(contentsOfPNG: cli.directory.appendingPathComponent(starter.image))
        #expect(starter.probe(image).filter { !$0.isEmpty } == [])
        // Already canonical, so `format --check` passes from the first commit.
        let format = try cli.run("format", "--check", "\(starter.kind).json")
        #expect(format.status == 0, "\(format.stdout)\(format.stderr)")
    }

    @Test(arguments: starters)
    func initTwiceRefusesAndLeavesTheFirstFile(_ starter: Starter) throws {
        let cli = try project()
        #expect(try cli.run("init", starter.kind, "first").status == 0)
        let before = try cli.data("first.json"), files = cli.files()
        let again = try cli.run("init", starter.kind, "first")
        #expect(again.status == 2)
        #expect(again.stderr == "render-spec init: first.json exists; nothing was written (init never overwrites a file)\n")
        #expect(again.stdout == "")
        #expect(try cli.data("first.json") == before)
        #expect(cli.files() == files)
    }

    /// An atlas's sprite spec in the way refuses the whole starter: not even the atlas is written.
    @Test func aSpriteInTheWayRefusesTheAtlasToo() throws {
        let cli = try project()
        try cli.write("hud-sprites/coin.json", "mine")
        let r = try cli.run("init", "atlas", "hud")
        #expect(r.status == 2)
        #expect(r.stderr == "render-spec init: hud-sprites/coin.json exists; nothing was written (init never overwrites a file)\n")
        #expect(cli.files() == [".git", "hud-sprites", "hud-sprites/coin.json"])
        #expect(String(decoding: try cli.data("hud-sprites/coin.json"), as: UTF8.self) == "mine")
    }

    /// Every starter, sprites included, against docs/render-spec.schema.json with a real validator.
    @Test func theSchemaAcceptsEveryStarter() throws {
        let cli = try project()
        var files: [String] = []
        for starter in Self.starters {
            #expect(try cli.run("init", starter.kind).status == 0)
            files.append(cli.directory.appendingPathComponent("\(starter.kind).json").path)
        }
        files += ["play", "coin"].map { cli.directory.appendingPathComponent("atlas-sprites/\($0).json").path }
        let r = try CLIRunner.execute(URL(fileURLWithPath: "/usr/bin/env"),
                                      ["python3", Self.repository.appendingPathComponent("scripts/check-schema.py").path] + files,
                                      in: Self.repository)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("8 specs checked, 0 problems"), "\(r.stdout)")
    }

    /// In a repository without a schema, the schema is written once, at the repository's top, and
    /// every later starter points there; under a folder whose docs/ has one (as render-spec's own
    /// repository), the spec points there and nothing more is written.
    @Test func schemaIsFoundAboveOrWrittenAtTheRepositoryTop() throws {
        let cli = try project()
        #expect(try cli.run("init", "label", "a").stdout == "wrote a.json\nwrote render-spec.schema.json\nrender it: render-spec a.json\n")
        #expect(try cli.data("render-spec.schema.json") == Data(try cli.run("schema").stdout.utf8))
        let nested = try cli.run("init", "view", "b", "--out-dir", "ui/hud")
        #expect(nested.stdout == "wrote ui/hud/b.json\nrender it: render-spec ui/hud/b.json\n", "\(nested.stderr)")
        #expect(String(decoding: try cli.data("ui/hud/b.json"), as: UTF8.self).contains(#""$schema": "../../render-spec.schema.json""#))

        let fresh = try project()
        let deep = try fresh.run("init", "button", "play", "--out-dir", "design/buttons")
        #expect(deep.stdout == "wrote design/buttons/play.json\nwrote render-spec.schema.json\nrender it: render-spec design/buttons/play.json\n", "\(deep.stderr)")
        #expect(!fresh.exists("design/buttons/render-spec.schema.json"))
        #expect(String(decoding: try fresh.data("design/buttons/play.json"), as: UTF8.self).contains(#""$schema": "../../render-spec.schema.json""#))

        let repo = try project()
        try repo.write("docs/render-spec.schema.json", "{}")
        let r = try repo.run("init", "button", "play", "--out-dir", "ui/hud")
        #expect(r.stdout == "wrote ui/hud/play.json\nrender it: render-spec ui/hud/play.json\n", "\(r.stderr)")
        #expect(String(decoding: try repo.data("ui/hud/play.json"), as: UTF8.self).contains(#""$schema": "../../docs/render-spec.schema.json""#))
        #expect(!repo.exists("ui/hud/render-spec.schema.json"))
        // The schema file is not a spec: rendering the folder renders the starters only.
        #expect(try cli.run("validate", "--strict", ".").status == 0)
    }

    /// Outside a repository init writes the spec alone: no schema file beside it, no `$schema` in
    /// it, a note saying how to get one; the spec still renders without a warning.
    @Test(arguments: starters)
    func outsideARepositoryNoSchemaIsWritten(_ starter: Starter) throws {
        let cli = try CLIRunner()
        let r = try cli.run("init", starter.kind, "first")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("no $schema:") && r.stdout.contains("render-spec schema -o render-spec.schema.json"), "\(r.stdout)")
        #expect(!cli.exists("render-spec.schema.json"))
        let text = String(decoding: try cli.data("first.json"), as: UTF8.self)
        #expect(!text.contains(#""$schema": "#), "\(text)")
        #expect(text.contains("render-spec schema -o render-spec.schema.json"))
        let rendered = try cli.run("validate", "--strict", "first.json")
        #expect(rendered.status == 0, "\(rendered.stdout)\(rendered.stderr)")
    }

    @Test func badArgumentsAreRefusedWithNothingWritten() throws {
        let cli = try project()
        let kind = try cli.run("init", "lable")
        #expect(kind.status == 2)
        #expect(kind.stderr.contains("unknown kind `lable`"), "\(kind.stderr)")
        let name = try cli.run("init", "label", "../x")
        #expect(name.status == 2)
        #expect(name.stderr.contains("cannot be a spec name"), "\(name.stderr)")
        #expect(cli.files() == [".git"])
        let output = try cli.run("init", "bitmapFont", "-o", "fonts/score.json")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(cli.exists("fonts/score.json") && cli.exists("render-spec.schema.json") && !cli.exists("fonts/render-spec.schema.json"))
    }
}
