import Foundation
import PNGCodec
import XCTest

/// `render-spec atlas`: every frame cut back out of its sheet, by the rules each format's own
/// reader follows, must be the PNG `render` writes for that variant, byte for byte where anything
/// shows: fully transparent pixels carry the page's bled colour (PageAlpha), which no blend shows,
/// and are compared as the single render has them, RGB 0.
final class AtlasCommandTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Locales (one truncated with a warning, one right to left), a button's states, and a title
    /// whose shadow margin is trimmed.
    private let examples = ["localized.json", "glossy-red.json", "score-title.json"].map {
        repository.appendingPathComponent("Examples/\($0)").path
    }

    private func atlas(_ cli: CLIRunner, _ arguments: [String], specs: [String]? = nil) throws -> CLIRunner.Result {
        try cli.run(["atlas", "--root", Self.repository.path] + arguments + (specs ?? examples), environment: [:])
    }

    /// What `render` writes for the same specs, decoded, by output path ("de/continue@2x.png").
    private func singleRenders(_ cli: CLIRunner, specs: [String]? = nil, root: String = repository.path) throws -> [String: RGBAImage] {
        let result = try cli.run(["--root", root, "--out-dir", "single", "--format", "png", "--scale", "1", "--scale", "2"]
                                 + (specs ?? examples), environment: [:])
        XCTAssertEqual(result.status, 0, result.stderr)
        var images: [String: RGBAImage] = [:]
        for file in cli.files() where file.hasPrefix("single/") && file.hasSuffix(".png") {
            images[String(file.dropFirst("single/".count))] = try RGBAImage(pngData: cli.data(file))
        }
        return images
    }

    /// The @1x key's output path at `scale`: "de/continue.png" → "de/continue@2x.png".
    private func path(_ key: String, scale: Int) -> String {
        scale == 1 ? key : String(key.dropLast(4)) + "@\(scale)x.png"
    }

    /// `source`'s `frame` placed at (x, y) on a transparent `width`×`height` canvas, the colour of
    /// its fully transparent pixels (bled from the ink near them) set to 0.
    private func rebuild(_ page: RGBAImage, frame: (x: Int, y: Int, w: Int, h: Int), at x: Int, _ y: Int,
                         width: Int, height: Int) throws -> RGBAImage {
        var canvas = RGBAImage(width: width, height: height)
        for row in 0..<frame.h {
            let from = ((frame.y + row) * page.width + frame.x) * 4
            let to = ((y + row) * width + x) * 4
            canvas.pixels.replaceSubrange(to..<(to + frame.w * 4), with: page.pixels[from..<(from + frame.w * 4)])
        }
        for i in stride(from: 0, to: canvas.pixels.count, by: 4) where canvas.pixels[i + 3] == 0 {
            canvas.pixels.replaceSubrange(i..<(i + 3), with: [0, 0, 0])
        }
        return canvas
    }

    // MARK: TexturePacker JSON, read as Phaser's JSONHash parser reads it

    /// Every frame of every `NAME*.json` page descriptor at `scale`, rebuilt as Phaser does
    /// (phaserjs/phaser src/textures/parsers/JSONHash.js): cut `frame` from `meta.image`, and when
    /// `trimmed`, put it at `spriteSourceSize` in a `sourceSize` frame.
    private func texturePackerFrames(_ cli: CLIRunner, folder: String, name: String, scale: Int) throws -> [String: RGBAImage] {
        let suffix = scale == 1 ? "" : "@\(scale)x"
        let descriptors = cli.files().filter {
            $0.hasPrefix(folder + "/") && $0.hasSuffix(suffix + ".json")
                && (($0 as NSString).lastPathComponent == name + suffix + ".json"
                    || ($0 as NSString).lastPathComponent.range(of: "^\(name)-[0-9]+\(suffix)\\.json$", options: .regularExpression) != nil)
        }
        XCTAssertFalse(descriptors.isEmpty, "no \(name)\(suffix).json in \(cli.files())")
        var frames: [String: RGBAImage] = [:]
        for descriptor in descriptors {
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: cli.data(descriptor)) as? [String: Any])
            let meta = try XCTUnwrap(json["meta"] as? [String: Any])
            XCTAssertEqual(meta["app"] as? String, "render-spec")
            XCTAssertEqual(meta["format"] as? String, "RGBA8888")
            XCTAssertEqual(meta["scale"] as? String, String(scale))
            let imageName = try XCTUnwrap(meta["image"] as? String)
            XCTAssertEqual(imageName, String((descriptor as NSString).lastPathComponent.dropLast(5)) + ".png")
            let page = try RGBAImage(pngData: cli.data(folder + "/" + imageName))
            let size = try XCTUnwrap(meta["size"] as? [String: Int])
            XCTAssertEqual([size["w"], size["h"]], [page.width, page.height], descriptor)
            for (key, value) in try XCTUnwrap(json["frames"] as? [String: Any]) {
                let frame = try XCTUnwrap(value as? [String: Any])
                let f = try XCTUnwrap(frame["frame"] as? [String: Int])
                let cut = (x: f["x"]!, y: f["y"]!, w: f["w"]!, h: f["h"]!)
                XCTAssertEqual(frame["rotated"] as? Bool, false)
                XCTAssertTrue(cut.x >= 0 && cut.y >= 0 && cut.x + cut.w <= page.width && cut.y + cut.h <= page.height, key)
                let source = try XCTUnwrap(frame["sourceSize"] as? [String: Int])
                let placed = try XCTUnwrap(frame["spriteSourceSize"] as? [String: Int])
                XCTAssertEqual([placed["w"], placed["h"]], [cut.w, cut.h], key)
                let trimmed = try XCTUnwrap(frame["trimmed"] as? Bool)
                XCTAssertEqual(trimmed, [placed["x"], placed["y"], placed["w"], placed["h"]] != [0, 0, source["w"], source["h"]], key)
                XCTAssertNil(frames[key], "\(key) on two pages")
                frames[key] = trimmed
                    ? try rebuild(page, frame: cut, at: placed["x"]!, placed["y"]!, width: source["w"]!, height: source["h"]!)
                    : try rebuild(page, frame: cut, at: 0, 0, width: cut.w, height: cut.h)
            }
        }
        return frames
    }

    func testEveryTexturePackerFrameIsItsSingleRenderExactly() throws {
        let cli = try CLIRunner()
        let result = try atlas(cli, ["--scale", "1", "--scale", "2", "-o", "out/ui"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(cli.files().filter { $0.hasPrefix("out/") }, ["out/ui.json", "out/ui.png", "out/ui@2x.json", "out/ui@2x.png"])
        XCTAssertTrue(result.stdout.contains("out/ui@2x.json"), result.stdout)
        XCTAssertTrue(result.stderr.contains("text does not fit"), "render's warnings are passed on: \(result.stderr)")
        let singles = try singleRenders(cli)
        for scale in [1, 2] {
            let frames = try texturePackerFrames(cli, folder: "out", name: "ui", scale: scale)
            XCTAssertEqual(frames.keys.sorted(), ["ar/continue.png", "continue.png", "de/continue.png", "glossy-red-highlighted.png",
                                                  "glossy-red.png", "ru/continue.png", "score-title.png"])
            for (key, image) in frames {
                let single = try XCTUnwrap(singles[path(key, scale: scale)], "\(key) @\(scale)x")
                XCTAssertEqual(image, single, "\(key) @\(scale)x differs from its single render")
            }
        }
        // The title's shadow margin is trimmed away, and so recorded.
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: cli.data("out/ui@2x.json")) as? [String: Any])
        let title = try XCTUnwrap((json["frames"] as? [String: Any])?["score-title.png"] as? [String: Any])
        XCTAssertEqual(title["trimmed"] as? Bool, true)
        XCTAssertEqual(title["sourceSize"] as? [String: Int], ["w": 840, "h": 144])
        // Stable layout: keys sorted, two-space indentation, short objects on one line.
        let text = String(decoding: try cli.data("out/ui.json"), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("{\n  \"frames\": {\n    \"ar/continue.png\": {\n      \"frame\": {\"x\": "), text)
        XCTAssertTrue(text.hasSuffix("    \"scale\": \"1\"\n  }\n}\n"), text)
    }

    // MARK: libGDX, read as libGDX's TextureAtlasData reads it

    /// A page or region with its `key: a, b` fields.
    private struct GDXEntry {
        var name: String
        var fields: [String: [Int]] = [:]
        var words: [String: String] = [:]
    }

    /// The lines of an `.atlas`, read by the rules of libGDX's reader (libgdx/libgdx
    /// gdx/src/com/badlogic/gdx/graphics/g2d/TextureAtlas.java, `TextureAtlasData.load` and
    /// `readEntry`): leading empty lines and header fields skipped; an empty line ends a page; a
    /// page's first line is its image, a region's its name (trimmed); a line with a `:` is a field,
    /// `name: v1, v2, …` (up to four values, trimmed), anything else starts the next region.
    private func readGDXAtlas(_ text: String) -> [(page: GDXEntry, regions: [GDXEntry])] {
        func entry(_ line: String) -> (String, [String])? {
            let line = line.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, let colon = line.firstIndex(of: ":") else { return nil }
            let values = line[line.index(after: colon)...].split(separator: ",", maxSplits: 3, omittingEmptySubsequences: false)
            return (line[..<colon].trimmingCharacters(in: .whitespaces), values.map { $0.trimmingCharacters(in: .whitespaces) })
        }
        func fill(_ target: inout GDXEntry, _ field: (String, [String])) {
            let numbers = field.1.compactMap(Int.init)
            if numbers.count == field.1.count { target.fields[field.0] = numbers } else { target.words[field.0] = field.1.joined(separator: ",") }
        }
        var lines = text.components(separatedBy: "\n")[...]
        while let first = lines.first, first.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeFirst() }
        while let first = lines.first, !first.trimmingCharacters(in: .whitespaces).isEmpty, entry(first) != nil { lines.removeFirst() }
        var pages: [(page: GDXEntry, regions: [GDXEntry])] = []
        var inPage = false
        while let line = lines.popFirst() {
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                inPage = false
                continue
            }
            var item = GDXEntry(name: inPage ? line.trimmingCharacters(in: .whitespaces) : line)
            while let next = lines.first, let field = entry(next) {
                fill(&item, field)
                lines.removeFirst()
            }
            if inPage { pages[pages.count - 1].regions.append(item) } else { pages.append((item, [])) }
            inPage = true
        }
        return pages
    }

    /// Every region of `NAME[@Sx].atlas` rebuilt as libGDX's AtlasSprite places it: `xy` and `size`
    /// cut from the page, drawn at `offset` from the bottom-left of an `orig` frame.
    private func libgdxFrames(_ cli: CLIRunner, folder: String, name: String, scale: Int) throws -> [String: RGBAImage] {
        let suffix = scale == 1 ? "" : "@\(scale)x"
        let pages = readGDXAtlas(String(decoding: try cli.data("\(folder)/\(name)\(suffix).atlas"), as: UTF8.self))
        XCTAssertFalse(pages.isEmpty)
        var frames: [String: RGBAImage] = [:]
        for (index, (page, regions)) in pages.enumerated() {
            XCTAssertEqual(page.name, (index == 0 ? name : "\(name)-\(index)") + suffix + ".png")
            XCTAssertEqual(page.words["format"], "RGBA8888")
            XCTAssertEqual(page.words["filter"], "Linear,Linear")
            XCTAssertEqual(page.words["repeat"], "none")
            let image = try RGBAImage(pngData: cli.data("\(folder)/\(page.name)"))
            XCTAssertEqual(page.fields["size"], [image.width, image.height], page.name)
            XCTAssertFalse(regions.isEmpty, page.name)
            for region in regions {
                XCTAssertEqual(region.words["rotate"], "false")
                XCTAssertEqual(region.fields["index"], [-1])
                let xy = try XCTUnwrap(region.fields["xy"]), size = try XCTUnwrap(region.fields["size"])
                let orig = try XCTUnwrap(region.fields["orig"]), offset = try XCTUnwrap(region.fields["offset"])
                let top = orig[1] - offset[1] - size[1]
                XCTAssertNil(frames[region.name], "\(region.name) twice")
                frames[region.name] = try rebuild(image, frame: (xy[0], xy[1], size[0], size[1]), at: offset[0], top,
                                                  width: orig[0], height: orig[1])
            }
        }
        return frames
    }

    func testEveryLibGDXRegionIsItsSingleRenderExactly() throws {
        let cli = try CLIRunner()
        let result = try atlas(cli, ["--format", "libgdx", "--scale", "1", "--scale", "2", "-o", "out/ui"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(cli.files().filter { $0.hasPrefix("out/") }, ["out/ui.atlas", "out/ui.png", "out/ui@2x.atlas", "out/ui@2x.png"])
        let singles = try singleRenders(cli)
        for scale in [1, 2] {
            let frames = try libgdxFrames(cli, folder: "out", name: "ui", scale: scale)
            XCTAssertEqual(frames.keys.sorted(), ["ar/continue", "continue", "de/continue", "glossy-red", "glossy-red-highlighted",
                                                  "ru/continue", "score-title"])
            for (name, image) in frames {
                XCTAssertEqual(image, try XCTUnwrap(singles[path(name + ".png", scale: scale)]), "\(name) @\(scale)x")
            }
        }
        // libGDX's packer's own layout, line for line.
        let text = String(decoding: try cli.data("out/ui.atlas"), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("\nui.png\nsize: "), text)
        XCTAssertTrue(text.contains("\nformat: RGBA8888\nfilter: Linear,Linear\nrepeat: none\nar/continue\n  rotate: false\n  xy: "), text)
    }

    // MARK: Pages, determinism, errors

    /// Small sprites on tiny pages: spilled onto NAME-1, NAME-2…, each JSON listing its own page's
    /// frames and the .atlas every page; an empty sprite is one transparent pixel.
    func testSpilledPagesAndAnEmptySprite() throws {
        let cli = try CLIRunner()
        try cli.write("chips.json", """
        {"version": 1, "kind": "label", "name": "chip", "size": {"width": 60, "height": 30}, "text": "A",
         "canvas": {"background": "#336699"},
         "locales": {"de": {"text": "B"}, "es": {"text": "C"}, "fr": {"text": "D"}, "it": {"text": "E"}},
         "output": {"scales": [1]}}
        """)
        try cli.write("blank.json", """
        {"version": 1, "kind": "label", "name": "blank", "size": {"width": 20, "height": 10}, "text": " ", "output": {"scales": [1]}}
        """)
        let specs = ["chips.json", "blank.json"]
        let root = cli.directory.path
        let tp = try cli.run(["atlas", "--max-size", "64", "-o", "out/chips"] + specs, environment: [:])
        XCTAssertEqual(tp.status, 0, tp.stderr)
        let gdx = try cli.run(["atlas", "--max-size", "64", "--format", "libgdx", "-o", "gdx/chips"] + specs, environment: [:])
        XCTAssertEqual(gdx.status, 0, gdx.stderr)
        XCTAssertEqual(cli.files().filter { $0.hasPrefix("out/") },
                       ["out/chips-1.json", "out/chips-1.png", "out/chips-2.json", "out/chips-2.png", "out/chips.json", "out/chips.png"])
        let singles = try singleRenders(cli, specs: specs, root: root)
        let frames = try texturePackerFrames(cli, folder: "out", name: "chips", scale: 1)
        XCTAssertEqual(frames.count, 6)
        for (key, image) in frames { XCTAssertEqual(image, singles[key], key) }
        let regions = try libgdxFrames(cli, folder: "gdx", name: "chips", scale: 1)
        XCTAssertEqual(regions.count, 6)
        for (name, image) in regions { XCTAssertEqual(image, singles[name + ".png"], name) }
        // The blank label: a trimmed 1×1 frame.
        let blank = try cli.files().filter { $0.hasPrefix("out/") && $0.hasSuffix(".json") }.compactMap { file -> [String: Any]? in
            let json = try JSONSerialization.jsonObject(with: cli.data(file)) as? [String: Any]
            return (json?["frames"] as? [String: Any])?["blank.png"] as? [String: Any]
        }
        XCTAssertEqual(blank.count, 1)
        XCTAssertEqual(blank.first?["trimmed"] as? Bool, true)
        XCTAssertEqual((blank.first?["frame"] as? [String: Int]).map { [$0["w"], $0["h"]] }, [1, 1])
        XCTAssertEqual(blank.first?["sourceSize"] as? [String: Int], ["w": 20, "h": 10])
        // The sheet's transparent pixels are bled: the padding beside a chip is the chip's blue.
        let page = try RGBAImage(pngData: cli.data("out/chips.png"))
        let bled = stride(from: 0, to: page.pixels.count, by: 4).filter { page.pixels[$0 + 3] == 0 }
        XCTAssertFalse(bled.isEmpty)
        XCTAssertTrue(bled.allSatisfy { Array(page.pixels[$0..<($0 + 3)]) != [0, 0, 0] }, "a transparent pixel left black")

        // `--premultiplied`: the descriptors say so, and a page's colour is multiplied by alpha.
        let pma = try cli.run(["atlas", "--max-size", "64", "--premultiplied", "-o", "pma/chips"] + specs, environment: [:])
        XCTAssertEqual(pma.status, 0, pma.stderr)
        let meta = try XCTUnwrap((try JSONSerialization.jsonObject(with: cli.data("pma/chips.json")) as? [String: Any])?["meta"] as? [String: Any])
        XCTAssertEqual(meta["premultipliedAlpha"] as? Bool, true)
        let gdxPMA = try cli.run(["atlas", "--max-size", "64", "--premultiplied", "--format", "libgdx", "-o", "gdxpma/chips"] + specs, environment: [:])
        XCTAssertEqual(gdxPMA.status, 0, gdxPMA.stderr)
        XCTAssertTrue(String(decoding: try cli.data("gdxpma/chips.atlas"), as: UTF8.self).contains("repeat: none\npma: true\n"))
        let premultiplied = try RGBAImage(pngData: cli.data("pma/chips.png"))
        XCTAssertTrue(stride(from: 0, to: premultiplied.pixels.count, by: 4).allSatisfy { i in
            (0..<3).allSatisfy { premultiplied.pixels[i + $0] <= premultiplied.pixels[i + 3] }
        })
    }

    func testSameBytesOnEveryRunWithAnyNumberOfJobs() throws {
        let cli = try CLIRunner()
        for (folder, jobs) in [("a", "1"), ("b", "2"), ("c", "2")] {
            let result = try atlas(cli, ["--jobs", jobs, "--scale", "2", "--format", "libgdx", "-o", "\(folder)/ui"])
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let one = try atlas(cli, ["--jobs", "1", "-o", "d/ui"])
        let two = try atlas(cli, ["--jobs", "2", "-o", "e/ui"])
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertEqual(one.stderr, two.stderr)
        for name in ["ui@2x.png", "ui@2x.atlas"] {
            XCTAssertEqual(try cli.data("a/\(name)"), try cli.data("b/\(name)"), name)
            XCTAssertEqual(try cli.data("b/\(name)"), try cli.data("c/\(name)"), name)
        }
        for name in ["ui.png", "ui.json", "ui@2x.png", "ui@2x.json"] {
            XCTAssertEqual(try cli.data("d/\(name)"), try cli.data("e/\(name)"), name)
        }
        // The same sprites, given in another order, make the same sheet.
        let reversed = try atlas(cli, ["-o", "f/ui"], specs: examples.reversed())
        XCTAssertEqual(reversed.status, 0, reversed.stderr)
        XCTAssertEqual(try cli.data("f/ui.png"), try cli.data("d/ui.png"))
        XCTAssertEqual(try cli.data("f/ui.json"), try cli.data("d/ui.json"))
    }

    func testASpriteLargerThanAPageIsOneLineAndWritesNothing() throws {
        let cli = try CLIRunner()
        let result = try atlas(cli, ["--max-size", "32", "-o", "out/ui"])
        XCTAssertEqual(result.status, 2, result.stderr)
        let lines = result.stderr.split(separator: "\n").filter { !$0.contains("warning:") }
        XCTAssertEqual(lines.count, 1, result.stderr)
        let line = String(lines.first ?? "")
        XCTAssertNotNil(line.range(of: #"localized\.json:\d+:\d+: error: \$\.size: the sprite ar/continue\.png is 200×44 pixels at @1x"#,
                                   options: .regularExpression), line)
        XCTAssertTrue(line.contains("--max-size 32"), line)
        XCTAssertFalse(cli.exists("out"), "\(cli.files())")
    }

    /// A sprite within the image limits that no page within them holds (8193×4097 needs a page of
    /// 16384×8192 with power-of-two sides) is one line at its spec, naming its size and the limits,
    /// before any page is drawn, and nothing is written.
    func testASpriteNoPageWithinTheImageLimitsHoldsWritesNothing() throws {
        let cli = try CLIRunner()
        try cli.write("big.json", ##"{"version": 1, "kind": "view", "size": {"width": 8193, "height": 4097}, "border": {"color": "#000000", "width": 1}}"##)
        let result = try cli.run("atlas", "--max-size", "16384", "--power-of-two", "big.json", "-o", "out/ui")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "big.json:1:40: error: $.size: the sprite big.png is 8193×4097 pixels at @1x after trimming, in pages of --power-of-two sides; no page within the image limits (16384 px a side and 64 megapixels) holds it\n")
        XCTAssertFalse(cli.exists("out"), "\(cli.files())")
    }

    func testABrokenSpecIsFileLineColumnAndWritesNothing() throws {
        let cli = try CLIRunner()
        try cli.write("good.json", #"{"version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "text": "Hi"}"#)
        try cli.write("bad.json", """
        {"version": 1, "kind": "label",
         "size": {"width": "wide", "height": 20}, "text": "Hi"}
        """)
        let result = try cli.run("atlas", "good.json", "bad.json", "-o", "out/ui")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertNotNil(result.stderr.range(of: #"^bad\.json:2:\d+: error: \$\.size\.width: [^\n]+\n$"#, options: .regularExpression),
                        result.stderr)
        XCTAssertFalse(cli.exists("out"))
    }

    func testTwoSpritesWithOneNameAndAnInputAsOutputAreRefused() throws {
        let cli = try CLIRunner()
        try cli.write("a/title.json", #"{"version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "text": "A"}"#)
        try cli.write("b/title.json", #"{"version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "text": "B"}"#)
        let twice = try cli.run("atlas", "a", "b", "-o", "out/ui")
        XCTAssertEqual(twice.status, 2, twice.stderr)
        XCTAssertNotNil(twice.stderr.range(of: #"^b/title\.json:1:\d+: error: \$\.name: the atlas frame title\.png comes from a/title\.json too"#,
                                           options: .regularExpression), twice.stderr)
        XCTAssertFalse(cli.exists("out"))

        let overwrite = try cli.run("atlas", "a/title.json", "-o", "a/title")
        XCTAssertEqual(overwrite.status, 2, overwrite.stderr)
        XCTAssertTrue(overwrite.stderr.contains("a/title.json is an input"), overwrite.stderr)
        XCTAssertFalse(cli.exists("a/title.png"))

        let missing = try cli.run("atlas", "a/title.json")
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("--output"), missing.stderr)
    }

    func testStateLocaleAndPageOptions() throws {
        let cli = try CLIRunner()
        let result = try atlas(cli, ["--locale", "de", "--locale", "base", "--scale", "2", "--power-of-two", "--padding", "0", "-o", "out/ui.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let frames = try texturePackerFrames(cli, folder: "out", name: "ui", scale: 2)
        XCTAssertEqual(frames.keys.sorted(), ["continue.png", "de/continue.png", "glossy-red-highlighted.png", "glossy-red.png", "score-title.png"])
        let page = try RGBAImage(pngData: cli.data("out/ui@2x.png"))
        XCTAssertEqual([page.width & (page.width - 1), page.height & (page.height - 1)], [0, 0], "\(page.width)×\(page.height)")

        for (arguments, message) in [(["--format", "spine"], "--format must be texturepacker or libgdx"),
                                     (["--max-size", "1000", "--power-of-two"], "--max-size must be a power of two"),
                                     (["--padding=-1"], "--padding must be at least 0"),
                                     (["--scale", "5"], "--scale must be between 1 and 4")] {
            let refused = try atlas(cli, arguments + ["-o", "bad/ui"])
            XCTAssertEqual(refused.status, 2, refused.stderr)
            XCTAssertTrue(refused.stderr.contains(message), refused.stderr)
        }
        XCTAssertFalse(cli.exists("bad"))
    }

    /// The command's packing flags write what an `atlas` spec with the same options writes, file for
    /// file and byte for byte: spacing, extrude, rotation, the pivot, and a stretchable view's 9-slice.
    func testFlagsWriteWhatAnAtlasSpecWrites() throws {
        let cli = try CLIRunner()
        try cli.write("sprites/panel.json", ##"{"version": 1, "kind": "view", "size": {"width": 60, "height": 40}, "cornerRadius": 8, "background": "#3366CC", "border": {"color": "#102040", "width": 2}}"##)
        try cli.write("sprites/score.json", #"{"version": 1, "kind": "label", "size": {"width": 120, "height": 30}, "text": "HIGH SCORE", "font": {"size": 18, "weight": "bold"}}"#)
        try cli.write("sheet/ui.json", #"{"version": 1, "kind": "atlas", "name": "ui", "sprites": ["../sprites"], "atlas": {"spacing": [2, 3], "extrude": 1, "rotation": true, "pivot": [0.25, 0.75]}, "output": {"scales": [1, 2]}}"#)
        let root = cli.directory.path
        let spec = try cli.run(["--root", root, "sheet/ui.json", "--out-dir", "fromSpec", "-q"], environment: [:])
        XCTAssertEqual(spec.status, 0, spec.stderr)
        let flags = try cli.run(["atlas", "--root", root, "sprites", "--spacing", "2,3", "--extrude", "1", "--rotation", "--pivot", "0.25,0.75",
                                 "--scale", "1", "--scale", "2", "-o", "fromFlags/ui", "-q"], environment: [:])
        XCTAssertEqual(flags.status, 0, flags.stderr)
        let written = cli.files().filter { $0.hasPrefix("fromFlags/") }.map { String($0.dropFirst("fromFlags/".count)) }.sorted()
        XCTAssertEqual(written, ["ui.json", "ui.png", "ui@2x.json", "ui@2x.png"])
        XCTAssertEqual(cli.files().filter { $0.hasPrefix("fromSpec/") }.map { String($0.dropFirst("fromSpec/".count)) }.sorted(), written)
        for file in written { XCTAssertEqual(try cli.data("fromFlags/" + file), try cli.data("fromSpec/" + file), file) }
        let descriptor = String(decoding: try cli.data("fromFlags/ui.json"), as: UTF8.self)
        XCTAssertTrue(descriptor.contains(#""borders""#), "the panel stretches: \(descriptor)")
        XCTAssertTrue(descriptor.contains(#""pivot": {"x": 0.25, "y": 0.75}"#) || descriptor.contains(#""pivot":{"x":0.25,"y":0.75}"#), descriptor)

        for (arguments, message) in [(["--spacing", "2"], "--spacing must be two whole numbers from 0 to 64 as H,V"),
                                     (["--spacing", "2,2", "--padding", "3"], "--spacing and --padding both set the room between sprites"),
                                     (["--extrude", "17"], "--extrude must be between 0 and 16"),
                                     (["--pivot", "2,0"], "--pivot must be two fractions from 0 to 1 as X,Y")] {
            let refused = try cli.run(["atlas", "--root", root, "sprites"] + arguments + ["-o", "bad/ui"], environment: [:])
            XCTAssertEqual(refused.status, 2, refused.stderr)
            XCTAssertTrue(refused.stderr.contains(message), refused.stderr)
        }
        XCTAssertFalse(cli.exists("bad"))
    }
}
