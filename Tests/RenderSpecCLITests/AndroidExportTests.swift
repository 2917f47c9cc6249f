import Foundation
import PNGCodec
import XCTest

/// `--format android` checked by Android's own tool, aapt2 (Debian's `aapt` package ships it;
/// scripts/setup.sh installs it), and `--format flutter` checked against `--format png`.
final class AndroidExportTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func example(_ name: String) -> String { Self.repository.appendingPathComponent("Examples/\(name)").path }

    /// Runs aapt2 in `directory`; fails the test (not skips it) when aapt2 is missing.
    private func aapt2(_ arguments: [String], in directory: URL) throws -> CLIRunner.Result {
        let result = try CLIRunner.execute(URL(fileURLWithPath: "/usr/bin/env"), ["aapt2"] + arguments, in: directory)
        if result.status == 127 { XCTFail("aapt2 is not installed: run scripts/setup.sh --deps-only (Debian's aapt package)") }
        return result
    }

    /// Compiles the whole res folder and links it into an app, so the folder qualifiers, the
    /// 9-patches and the resource names (R.java fields) are all checked.
    private func compileAndLink(_ cli: CLIRunner, res: String = "res") throws -> String {
        let compile = try aapt2(["compile", "--dir", res, "-o", "compiled.zip"], in: cli.directory)
        XCTAssertEqual(compile.status, 0, "aapt2 compile: " + compile.stderr)
        try cli.write("AndroidManifest.xml", #"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.renderspec"/>"# + "\n")
        let link = try aapt2(["link", "-o", "app.apk", "--manifest", "AndroidManifest.xml", "--java", "gen", "compiled.zip"], in: cli.directory)
        XCTAssertEqual(link.status, 0, "aapt2 link: " + link.stderr)
        return (try? String(decoding: cli.data("gen/com/example/renderspec/R.java"), as: UTF8.self)) ?? ""
    }

    func testExamplesMakeAResTreeThatAapt2CompilesAndLinks() throws {
        let cli = try CLIRunner()
        let specs = ["glossy-red.json", "glossy-green.json", "glossy-blue.json", "hud-play.json", "view-gradient-grey.json",
                     "score-title.json", "localized.json", "text-field.json"].map(example)
        let result = try cli.run(["--root", Self.repository.path, "--format", "android", "--out-dir", "res"] + specs, environment: [:])
        XCTAssertEqual(result.status, 0, result.stderr)
        let files = cli.files().filter { $0.hasSuffix(".png") }
        for density in ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"] {
            XCTAssertTrue(files.contains("res/drawable-\(density)/glossy_red.9.png"), density)
            XCTAssertTrue(files.contains("res/drawable-\(density)/glossy_blue_highlighted.9.png"), density)
            XCTAssertTrue(files.contains("res/drawable-\(density)/score_title.png"), density)
            XCTAssertTrue(files.contains("res/drawable-de-\(density)/continue_.png"), density)
            XCTAssertTrue(files.contains("res/drawable-ar-\(density)/continue_.png"), density)
        }
        XCTAssertTrue(files.contains("res/drawable-xhdpi/view_gradient_grey.9.png"), "\(files)")
        XCTAssertTrue(files.contains("res/drawable-xhdpi/text_field_editing.png"), "\(files)")
        XCTAssertFalse(files.contains { $0.contains(".9.png") && ($0.contains("score_title") || $0.contains("text_field")) })
        let rJava = try compileAndLink(cli)
        for field in ["glossy_red", "glossy_red_highlighted", "hud_play_disabled", "score_title", "continue_", "text_field_editing"] {
            XCTAssertTrue(rJava.contains("int \(field)="), "R.drawable.\(field) in\n\(rJava)")
        }
    }

    /// A button whose locales change only its title ships its 9-patches once, unqualified, and
    /// aapt2 compiles and links that res folder (issue 21, point 7).
    func testSharedNinePatchesOfALocalizedButtonCompile() throws {
        let cli = try CLIRunner()
        try cli.write("play.json", """
        {"version": 1, "kind": "button", "name": "play", "size": {"width": 90, "height": 30}, "background": "#2266AA",
         "cornerRadius": 6, "title": {"text": "Play"}, "states": {"highlighted": {}},
         "locales": {"de": {"title": {"text": "Spielen"}}, "fil": {"title": {"text": "Maglaro"}}}}
        """)
        let result = try cli.run("play.json", "--format", "android")
        XCTAssertEqual(result.status, 0, result.stderr)
        let drawables = cli.files().filter { $0.hasSuffix(".png") }
        XCTAssertEqual(drawables.count, 2 * 5, "\(drawables)")
        XCTAssertFalse(drawables.contains { $0.contains("-de-") || $0.contains("-fil-") }, "\(drawables)")
        let rJava = try compileAndLink(cli)
        XCTAssertTrue(rJava.contains("int play=") && rJava.contains("int play_highlighted="), rJava)
    }

    func testLocaleQualifiersAapt2Accepts() throws {
        let cli = try CLIRunner()
        try cli.write("hello.json", """
        {"version": 1, "kind": "label", "name": "hello", "size": {"width": 90, "height": 30}, "text": "Hello",
         "locales": {"de": {"text": "Hallo"}, "zh-CN": {"text": "Ni hao"}, "pt-BR": {"text": "Olá"},
                     "sr-Latn": {"text": "Zdravo"}, "fil": {"text": "Kumusta"}}}
        """)
        let result = try cli.run("hello.json", "--format", "android")
        XCTAssertEqual(result.status, 0, result.stderr)
        for folder in ["drawable", "drawable-de", "drawable-zh-rCN", "drawable-pt-rBR", "drawable-b+sr+Latn", "drawable-b+fil"] {
            XCTAssertTrue(cli.exists("res/\(folder)-xxhdpi/hello.png"), "\(folder) in \(cli.files())")
        }
        XCTAssertTrue(try compileAndLink(cli).contains("int hello="))
    }

    /// aapt2 really checks the guides: a 9-patch with one half-transparent guide pixel is refused,
    /// while the same image with its guide intact (re-encoded the same way) compiles.
    func testAapt2RefusesABrokenNinePatch() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["--root", Self.repository.path, "--format", "android", "--out-dir", "res", example("glossy-red.json")], environment: [:])
        XCTAssertEqual(result.status, 0, result.stderr)
        var image = try RGBAImage(pngData: try cli.data("res/drawable-xhdpi/glossy_red.9.png"))
        let guide = try XCTUnwrap((0..<image.width).first { image[$0, 0].a == 255 }, "a stretch guide on the top edge")
        XCTAssertTrue(image[guide, 0] == (0, 0, 0, 255))
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("good/drawable-xhdpi"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("bad/drawable-xhdpi"), withIntermediateDirectories: true)
        try image.pngData().write(to: cli.directory.appendingPathComponent("good/drawable-xhdpi/ok.9.png"))
        image.pixels[guide * 4 + 3] = 128
        try image.pngData().write(to: cli.directory.appendingPathComponent("bad/drawable-xhdpi/broken.9.png"))

        XCTAssertEqual(try aapt2(["compile", "--dir", "good", "-o", "good.zip"], in: cli.directory).status, 0)
        let bad = try aapt2(["compile", "--dir", "bad", "-o", "bad.zip"], in: cli.directory)
        XCTAssertNotEqual(bad.status, 0, "aapt2 took a half-transparent guide pixel")
        XCTAssertTrue(bad.stderr.contains("broken.9.png"), bad.stderr)
    }

    func testTwoSpecsOnOneResourceNameAreRefusedBeforeAnythingIsWritten() throws {
        let cli = try CLIRunner()
        try cli.write("a/glossy-ok.json", #"{"version": 1, "kind": "label", "name": "glossy-ok", "size": {"width": 40, "height": 20}, "text": "a"}"#)
        try cli.write("b/glossy_OK.json", #"{"version": 1, "kind": "button", "name": "Glossy_OK", "size": {"width": 40, "height": 20}}"#)
        try cli.write("c/x.json", #"{"version": 1, "kind": "label", "name": "x", "size": {"width": 40, "height": 20}, "text": "a", "states": {"hi": {}}}"#)
        try cli.write("c/x-hi.json", #"{"version": 1, "kind": "label", "name": "x-hi", "size": {"width": 40, "height": 20}, "text": "b"}"#)
        let before = cli.files()
        for (a, b) in [("a/glossy-ok.json", "b/glossy_OK.json"), ("c/x.json", "c/x-hi.json")] {
            let result = try cli.run(a, b, "--format", "android", "--out-dir", "res")
            XCTAssertEqual(result.status, 2, result.stderr)
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains(a) && result.stderr.contains(b), result.stderr)
            XCTAssertEqual(cli.files(), before, "nothing written")
        }
    }

    func testSpecOutputFormatsAndTheDefaultFolders() throws {
        let cli = try CLIRunner()
        try cli.write("ui/ok.json", """
        {"version": 1, "kind": "button", "name": "ok", "size": {"width": 60, "height": 30}, "background": "#2266AA",
         "output": {"formats": ["android", "flutter"]}}
        """)
        let result = try cli.run("ui/ok.json")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(cli.exists("ui/res/drawable-mdpi/ok.9.png"))
        XCTAssertTrue(cli.exists("ui/res/drawable-xxxhdpi/ok.9.png"))
        XCTAssertTrue(cli.exists("ui/assets/ok.png") && cli.exists("ui/assets/2.0x/ok.png") && cli.exists("ui/assets/3.0x/ok.png"))
        XCTAssertTrue(result.stdout.hasSuffix("    - ui/assets/\n"), result.stdout)
        for format in ["android", "flutter"] {
            let refused = try cli.run("ui/ok.json", "--format", format, "-o", "x.png")
            XCTAssertEqual(refused.status, 2)
            XCTAssertTrue(refused.stderr.contains("use --out-dir"), refused.stderr)
        }
    }

    /// Every Flutter asset is byte for byte the `--format png` render at its scale, and the
    /// pubspec.yaml lines follow the file list (alone with --quiet).
    func testFlutterAssetsAreThePNGRendersAndThePubspecLinesFollow() throws {
        let cli = try CLIRunner()
        let specs = ["glossy-red.json", "localized.json"].map(example)
        let flutter = try cli.run(["--root", Self.repository.path, "--format", "flutter", "--out-dir", "assets/ui"] + specs, environment: [:])
        XCTAssertEqual(flutter.status, 0, flutter.stderr)
        let png = try cli.run(["--root", Self.repository.path, "--format", "png", "--scale", "1", "--scale", "2", "--scale", "3",
                               "--out-dir", "png", "--quiet"] + specs, environment: [:])
        XCTAssertEqual(png.status, 0, png.stderr)
        let assets = cli.files().filter { $0.hasPrefix("assets/ui/") && $0.hasSuffix(".png") }
        XCTAssertEqual(assets.count, 3 * (2 + 4), "glossy-red's two states and localized's four locales, at 1x, 2x and 3x")
        for asset in assets {
            var parts = asset.dropFirst("assets/ui/".count).split(separator: "/").map(String.init)
            var name = parts.removeLast()
            if let variant = parts.last, variant.hasSuffix(".0x") {
                parts.removeLast()
                name = name.replacingOccurrences(of: ".png", with: "@\(variant.dropLast(3))x.png")
            }
            let plain = (["png"] + parts + [name]).joined(separator: "/")
            XCTAssertEqual(try cli.data(asset), try cli.data(plain), "\(asset) against \(plain)")
        }
        let lines = ["    - assets/ui/", "    - assets/ui/ar/", "    - assets/ui/de/", "    - assets/ui/ru/"]
        XCTAssertTrue(flutter.stdout.hasSuffix(lines.joined(separator: "\n") + "\n"), flutter.stdout)
        XCTAssertTrue(flutter.stdout.contains("assets/ui/de/2.0x/continue.png\n"), "the file list comes first")

        let quiet = try cli.run(["--root", Self.repository.path, "--format", "flutter", "--out-dir", "assets/ui", "-q"] + specs, environment: [:])
        XCTAssertEqual(quiet.stdout, lines.joined(separator: "\n") + "\n")
    }
}
