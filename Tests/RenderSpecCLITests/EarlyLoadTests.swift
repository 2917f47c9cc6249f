import Foundation
import Testing
@testable import RenderSpecCLI

/// A plain render's specs start loading while the command line is parsed (EarlyLoad). The
/// read-ahead must ask for exactly what the parsed command then asks for, or for nothing: the
/// command takes the early load only when the two agree, so a read-ahead that disagreed in silence
/// would load twice, and one that agreed wrongly would render the wrong specs.
@Suite struct EarlyLoadTests {
    /// What the parsed command asks the loader for (BatchOptions.loadVariants).
    private static func parsed(_ arguments: [String]) throws -> EarlyLoad.Request {
        let command = try RenderCommand.parse(arguments)
        let outDir = command.outDirOption ?? command.arguments.first { $0.hasSuffix(".xcassets") }
        return EarlyLoad.Request(specs: command.arguments.filter { !$0.hasSuffix(".xcassets") },
                                 excluding: outDir.map { [$0] } ?? [], root: command.batch.selection.root,
                                 states: command.batch.states, locales: command.batch.locales, jobs: command.batch.jobs)
    }

    @Test(arguments: [
        ["a.json"],
        ["--root", "Examples", "Examples/glossy-blue.json", "--state", "normal", "--scale", "2", "--out-dir", "/tmp/o", "-q"],
        ["a.json", "b.json", "--locale", "de", "--locale", "fr", "--state=pressed", "--jobs", "3", "--strict"],
        ["x.json", "--format", "imageset", "App/Assets.xcassets"],
        ["Specs/label", "-o", "out.png", "--png", "smallest", "--root=/tmp"],
        ["a.json", "--output=o.png", "--quiet"],
    ])
    func theReadAheadAsksForWhatTheParserAsksFor(arguments: [String]) throws {
        let early = try #require(EarlyLoad.request(from: arguments))
        #expect(early == (try Self.parsed(arguments)))
    }

    /// Anything the read-ahead does not know leaves the load to the parsed command.
    @Test(arguments: [
        ["a.json", "--unknown"], ["-qo", "out.png", "a.json"], ["a.json", "--jobs", "0"], ["a.json", "--jobs"],
        ["--root", "a", "--root", "b", "c.json"], ["a.json", "--", "b.json"], ["App/Assets.xcassets"], [],
    ])
    func whatItDoesNotKnowItLeaves(arguments: [String]) {
        #expect(EarlyLoad.request(from: arguments) == nil)
    }
}

/// The command takes the early load only when it asks for exactly that load.
@Suite(.serialized) struct EarlyLoadUseTests {
    @Test func theLoadIsTakenOnlyForTheRequestItWasStartedFor() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("early-load-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder); EarlyLoad.current = nil }
        let spec = #"{"version": 1, "kind": "label", "name": "t", "size": {"width": 40, "height": 20}, "text": "A"}"#
        try spec.write(toFile: folder + "/t.json", atomically: true, encoding: .utf8)
        let arguments = ["--root", folder, folder + "/t.json", "--jobs", "1"]
        EarlyLoad.start(arguments)
        let started = try #require(EarlyLoad.current)
        let request = try #require(EarlyLoad.request(from: arguments))
        var other = request
        other.states = ["pressed"]
        #expect(started.loaded(for: other) == nil)
        let loaded = try #require(started.loaded(for: request))
        #expect(loaded.errors.isEmpty)
        #expect(loaded.variants.map(\.file) == [folder + "/t.json"])
    }

    /// The read-ahead's two lists of the render command's options (EarlyLoad.valued and .flags)
    /// hold exactly the options the command declares, each of its kind: an option added to the
    /// command and not to the lists would turn the early load off for every command line using it,
    /// in silence. The command's options come from swift-argument-parser's own description of it.
    @Test func theReadAheadKnowsEveryOptionOfTheRenderCommand() throws {
        let run = try CLIRunner.execute(CLIRunner.binary, ["render", "--experimental-dump-help"],
                                        in: CLIRunner.binary.deletingLastPathComponent())
        #expect(run.status == 0, "\(run.stderr)")
        struct Help: Decodable {
            struct Command: Decodable { var arguments: [Argument] }
            struct Argument: Decodable { var kind: String; var names: [Name]? }
            struct Name: Decodable { var kind: String; var name: String }
            var command: Command
        }
        let help = try JSONDecoder().decode(Help.self, from: Data(run.stdout.utf8))
        var valued: [String] = [], flags: [String] = []
        for argument in help.command.arguments where argument.kind != "positional" {
            let names = (argument.names ?? []).map { ($0.kind == "short" ? "-" : "--") + $0.name }
            // --help and --version end the command before any load: the read-ahead leaves them.
            if names.contains("--help") || names.contains("--version") { continue }
            if argument.kind == "option" { valued += names } else { flags += names }
        }
        #expect(valued.sorted() == EarlyLoad.valued.sorted())
        #expect(flags.sorted() == EarlyLoad.flags.sorted())
    }
}
