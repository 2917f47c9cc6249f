import Foundation
import Testing
@testable import RenderSpecPreview

/// Files a pull request (or a mistake) can put where specs, catalogs, fonts and goldens are read:
/// only regular files inside the render root are read, and nothing hangs or quotes a file from
/// outside the root (issue 20, points 3 and 4). Every command runs as a subprocess under
/// `timeout -s KILL`, so a hang fails the test instead of stalling the suite: a subprocess started
/// from a test thread inherits that thread's blocked signals, SIGTERM among them, and outlived
/// `timeout`'s default signal for as long as it hung (11 minutes for a FIFO among the pinned fonts).
struct UntrustedFilesTests {
    static let label = #"{"version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "text": "Hi"}"#

    /// `render-spec ARGS` in the runner's folder, killed after 20 s.
    private func run(_ cli: CLIRunner, _ arguments: String...) throws -> CLIRunner.Result {
        try CLIRunner.execute(URL(fileURLWithPath: "/usr/bin/timeout"), ["-s", "KILL", "20", CLIRunner.binary.path] + arguments, in: cli.directory)
    }

    private func fifo(_ cli: CLIRunner, _ name: String) throws {
        let path = cli.directory.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(path, 0o644) == 0)
    }

    @Test func aFIFONamedLikeASpecIsRefusedByEveryCommandWithoutHanging() throws {
        let cli = try CLIRunner()
        try cli.write("specs/ok.json", Self.label)
        try fifo(cli, "specs/stuck.json")
        for command in [["validate", "specs"], ["specs"], ["check", "specs"], ["atlas", "specs", "-o", "out/ui"]] {
            let r = try CLIRunner.execute(URL(fileURLWithPath: "/usr/bin/timeout"), ["-s", "KILL", "20", CLIRunner.binary.path] + command, in: cli.directory)
            #expect(r.status == 2, "\(command): \(r.status) \(r.stderr)")
            // `check` lists refusals on stdout, the other commands on stderr.
            #expect((r.stdout + r.stderr).contains("specs/stuck.json:1:1: error: $: cannot read the spec file: it is a FIFO, not a file"), "\(command): \(r.stdout) \(r.stderr)")
        }
    }

    @Test func aFIFOInPlaceOfACatalogATokenFileOrAFontIsRefusedAtTheKey() throws {
        let cli = try CLIRunner()
        try fifo(cli, "catalogs/Localizable.xcstrings")
        try fifo(cli, "brand.tokens.json")
        try fifo(cli, "fonts/Font.ttf")
        try cli.write("catalog.json", #"{"version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "text": {"key": "k", "from": "catalogs/Localizable.xcstrings"}}"#)
        try cli.write("tokens.json", #"{"version": 1, "kind": "label", "tokens": "brand.tokens.json", "size": {"width": 60, "height": 20}, "text": "Hi"}"#)
        try cli.write("font.json", #"{"version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "text": "Hi", "font": {"file": "fonts/Font.ttf"}}"#)
        for (spec, shown) in [("catalog.json", "Localizable.xcstrings"), ("tokens.json", "brand.tokens.json"), ("font.json", "Font.ttf")] {
            let r = try run(cli, "validate", spec)
            #expect(r.status == 2, "\(spec): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("\(shown)` is a FIFO, not a file"), "\(spec): \(r.stderr)")
        }
    }

    /// A FIFO among the pinned fonts (RENDER_SPEC_FONTS), named like a font and linked to as one:
    /// neither render-spec's listing nor fontconfig's scan of the folder for its cache opens it (the
    /// folder's files are then read one by one), and the render draws with the real font beside it.
    @Test func aFIFOAmongThePinnedFontsIsPassedOverWithoutHanging() throws {
        let cli = try CLIRunner()
        let fonts = cli.directory.appendingPathComponent("pinned").path
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        let dejaVu = DocCommandsTests.root.appendingPathComponent("Specs/fonts/dejavu/DejaVuSans.ttf").path
        try FileManager.default.copyItem(atPath: dejaVu, toPath: fonts + "/DejaVuSans.ttf")
        #expect(mkfifo(fonts + "/stuck.ttf", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: fonts + "/to-stuck.otf", withDestinationPath: fonts + "/stuck.ttf")
        try cli.write("label.json", Self.label)
        // A cache folder of its own, so fontconfig has no cache of the folder and would scan it.
        let r = try CLIRunner.execute(URL(fileURLWithPath: "/usr/bin/timeout"), ["-s", "KILL", "20", CLIRunner.binary.path, "label.json", "-o", "label.png"],
                                      in: cli.directory,
                                      environment: ["RENDER_SPEC_FONTS": fonts, "RENDER_SPEC_CACHE": cli.directory.appendingPathComponent("cache").path])
        #expect(r.status == 0, "\(r.status) \(r.stderr)")
        #expect(cli.exists("label.png"))
    }

    @Test func aGoldenThatIsAFIFOIsAnErrorNotAHang() throws {
        let cli = try CLIRunner()
        try cli.write("specs/title.json", Self.label)
        _ = try run(cli, "check", "specs", "--update")
        let golden = cli.directory.appendingPathComponent("specs/title.png").path
        #expect(FileManager.default.fileExists(atPath: golden))
        try FileManager.default.removeItem(atPath: golden)
        #expect(mkfifo(golden, 0o644) == 0)
        let r = try run(cli, "check", "specs")
        #expect(r.status == 1, "\(r.status) \(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("ERROR specs/title.png"), "\(r.stdout)")
        #expect(r.stdout.contains("the golden is a FIFO, not a file"), "\(r.stdout)")
    }

    @Test func aSpecLinkingOutOfTheRootIsRefusedWithoutQuotingItsTarget() throws {
        let cli = try CLIRunner()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).json")
        try "secret: do not print me".write(to: outside, atomically: true, encoding: .utf8)
        try cli.write("specs/ok.json", Self.label)
        try FileManager.default.createSymbolicLink(atPath: cli.directory.appendingPathComponent("specs/linked.json").path,
                                                   withDestinationPath: outside.path)
        for command in [["validate", "specs", "--root", "."], ["specs"], ["check", "specs"]] {
            let r = try CLIRunner.execute(URL(fileURLWithPath: "/usr/bin/timeout"), ["-s", "KILL", "20", CLIRunner.binary.path] + command, in: cli.directory)
            #expect(r.status == 2, "\(command): \(r.stderr)")
            #expect((r.stdout + r.stderr).contains("specs/linked.json:1:1: error: $: the spec file is a link to \(outside.path), outside the render root"), "\(command): \(r.stdout) \(r.stderr)")
            #expect(!(r.stdout + r.stderr).contains("secret"), "\(command)")
        }
    }

    @Test func aFolderLinkIsNotFollowedSoALoopEnds() throws {
        let cli = try CLIRunner()
        try cli.write("specs/ok.json", Self.label)
        try FileManager.default.createSymbolicLink(atPath: cli.directory.appendingPathComponent("specs/again").path, withDestinationPath: "..")
        let r = try run(cli, "validate", "specs")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("1 spec(s) valid"), "\(r.stdout)")
    }

    @Test func aCatalogWithTensOfThousandsOfLanguagesIsRefusedAtTheLimitWithTheCount() throws {
        let cli = try CLIRunner()
        var languages: [String] = []
        for a in UnicodeScalar("a").value ... UnicodeScalar("z").value {
            for b in UnicodeScalar("a").value ... UnicodeScalar("z").value {
                for region in 1 ... 30 { languages.append("\(Character(UnicodeScalar(a)!))\(Character(UnicodeScalar(b)!))-\(String(format: "%03d", region))") }
            }
        }
        let localizations = languages.map { #""\#($0)": {"stringUnit": {"state": "translated", "value": "v"}}"# }.joined(separator: ", ")
        try cli.write("c.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {\#(localizations)}}}}"#)
        try cli.write("many.json", #"{"version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "states": {"pressed": {}}, "text": {"key": "k", "from": "c.xcstrings"}}"#)
        let r = try run(cli, "validate", "many.json")
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("error: $.text: the catalog's languages make more than 499 locales; with 1 state besides `normal`, a spec may have at most 499 locales (1,000 variants in all)"), "\(r.stderr)")
    }

    @Test func aBitmapFontOverTheCharacterLimitIsRefusedWithTheCount() throws {
        let cli = try CLIRunner()
        let hanzi = String(String.UnicodeScalarView((0x4E00 ..< 0x4E00 + 9_000).compactMap(UnicodeScalar.init)))
        try cli.write("font.json", #"{"version": 1, "kind": "bitmapFont", "characters": "\#(hanzi)"}"#)
        let r = try run(cli, "validate", "font.json")
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("error: $.characters: the font would hold 9,000 characters; the limit is 8,000"), "\(r.stderr)")
    }

    /// The preview lists a FIFO and a link out of the root as errors of their own, never shows the
    /// linked file's lines, and goes on rendering the other specs.
    @Test func thePreviewRefusesAFIFOAndALinkAndKeepsTheOtherSpecs() throws {
        let cli = try CLIRunner()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).json")
        try "secret: do not print me".write(to: outside, atomically: true, encoding: .utf8)
        try cli.write("specs/ok.json", Self.label)
        try fifo(cli, "specs/stuck.json")
        try FileManager.default.createSymbolicLink(atPath: cli.directory.appendingPathComponent("specs/linked.json").path,
                                                   withDestinationPath: outside.path)
        var known = PreviewRenderer.Cache()
        let outcome = PreviewRenderer(arguments: [cli.directory.appendingPathComponent("specs").path], root: cli.directory.path)
            .render(cache: &known)
        let byFile = Dictionary(uniqueKeysWithValues: outcome.specs.map { (($0.file as NSString).lastPathComponent, $0) })
        #expect(byFile["ok.json"]?.outputs.count == 1)
        #expect(byFile["stuck.json"]?.errors.map(\.message) == ["cannot read the spec file: it is a FIFO, not a file"])
        let linked = try #require(byFile["linked.json"]?.errors.first)
        #expect(linked.message.hasPrefix("the spec file is a link to \(outside.path), outside the render root"))
        #expect(linked.excerpt == nil)
    }
}
