import Foundation
import Testing

/// The issue's three failures: `check design/`, a render of `design/title.json` and the library's
/// check, each run from another folder of the app (its package's), with a catalog beside the specs'
/// folder. Without `--root` each spec's root is its repository's top, so all three work, and
/// outside a repository the refusal names the root and `--root`.
@Suite struct RenderRootTests {
    private func app(repository: Bool) throws -> CLIRunner {
        let cli = try CLIRunner()
        try cli.write("design/title.json", #"{"version": 1, "kind": "label", "size": {"width": 80, "height": 20}, "text": {"key": "title", "from": "../Resources/Localizable.xcstrings"}}"#)
        try cli.write("Resources/Localizable.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {"title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Score"}}, "de": {"stringUnit": {"state": "translated", "value": "Punkte"}}}}}}"#)
        try cli.write("Package/Sources/App/main.swift", "")
        if repository { try cli.write(".git/HEAD", "ref: refs/heads/main\n") }
        return cli
    }

    private func run(_ cli: CLIRunner, in folder: String, _ arguments: String...) throws -> CLIRunner.Result {
        try CLIRunner.execute(CLIRunner.binary, arguments, in: cli.directory.appendingPathComponent(folder))
    }

    @Test func fromAnotherFolderOfTheRepositoryEveryCommandFindsTheCatalog() throws {
        let cli = try app(repository: true)
        let render = try run(cli, in: "Package", "../design/title.json", "--out-dir", "out")
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout == "out/title.png\nout/de/title.png\n", "\(render.stdout)")
        let update = try run(cli, in: "Package", "check", "../design", "--update")
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        let check = try run(cli, in: "Package/Sources", "check", "../../design")
        #expect(check.status == 0 && check.stdout.contains("2 passed"), "\(check.stdout)\(check.stderr)")
        let validate = try CLIRunner.execute(CLIRunner.binary, ["validate", cli.directory.appendingPathComponent("design/title.json").path],
                                             in: URL(fileURLWithPath: "/"))
        #expect(validate.status == 0, "\(validate.stderr)")
    }

    @Test func outsideARepositoryTheRefusalNamesTheRootAndTheOption() throws {
        let cli = try app(repository: false)
        let render = try run(cli, in: "Package", "validate", "../design/title.json")
        #expect(render.status == 2)
        #expect(render.stderr.contains("leads outside the render root ") && render.stderr.contains("/design; give --root a folder that holds it"), "\(render.stderr)")
        // From the app's top, the current folder holds the spec and is its root, as before.
        #expect(try cli.run("validate", "design/title.json").status == 0)
        #expect(try run(cli, in: "Package", "validate", "--root", "..", "../design/title.json").status == 0)
    }
}
