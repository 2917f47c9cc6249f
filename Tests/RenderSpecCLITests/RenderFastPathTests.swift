import Foundation
import Testing

/// A plain render is parsed by `RenderCommand` alone and `--version` is answered before the command
/// tree is built (RenderSpecCommand.plainRender), for start-up's sake. What a user sees must not
/// change: usage errors still come from the root parser (their usage line names
/// `render-spec render`, as the root prints it, not `render` as RenderCommand alone would), help and
/// completion requests still reach it, and `render` named or not renders the same.
@Suite struct RenderFastPathTests {
    static let spec = #"{"version": 1, "kind": "label", "name": "t", "size": {"width": 40, "height": 20}, "text": "A"}"#

    @Test func aUsageErrorReadsAsTheRootParserWritesIt() throws {
        let cli = try CLIRunner()
        try cli.write("t.json", Self.spec)
        for arguments in [["--nosuch", "t.json"], ["render", "--nosuch", "t.json"]] {
            let result = try cli.run(arguments, environment: [:])
            #expect(result.status == 2)
            #expect(result.stderr.contains("Error: Unknown option '--nosuch'"))
            #expect(result.stderr.contains("Usage: render-spec render <arguments>"), "\(result.stderr)")
            #expect(result.stderr.contains("See 'render-spec render --help'"))
        }
        let scale = try cli.run(["t.json", "--scale", "5"], environment: [:])
        #expect(scale.status == 2)
        #expect(scale.stderr.contains("--scale must be between 1 and 4") && scale.stderr.contains("Usage: render-spec render"))
    }

    @Test func versionHelpAndCompletionStillReachTheRootParser() throws {
        let cli = try CLIRunner()
        let version = try cli.run(["--version"], environment: [:])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
        let help = try cli.run(["render", "--help"], environment: [:])
        #expect(help.status == 0 && help.stdout.contains("OVERVIEW: Render specs to images"))
        let rootHelp = try cli.run(["--help"], environment: [:])
        #expect(rootHelp.status == 0 && rootHelp.stdout.contains("SUBCOMMANDS:"))
        let completion = try cli.run(["--generate-completion-script", "bash"], environment: [:])
        #expect(completion.status == 0 && completion.stdout.contains("render-spec"))
    }

    @Test func renderNamedOrNotWritesTheSameFile() throws {
        let cli = try CLIRunner()
        try cli.write("t.json", Self.spec)
        #expect(try cli.run(["t.json", "-o", "a.png", "-q"], environment: [:]).status == 0)
        #expect(try cli.run(["render", "t.json", "-o", "b.png", "-q"], environment: [:]).status == 0)
        #expect(try cli.data("a.png") == cli.data("b.png"))
    }
}
