import ArgumentParser
import RenderSupport
import SpecRender

/// `render-spec`: the root command. Rendering is the default, so `render-spec a.json` renders.
public struct RenderSpecCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "render-spec",
        abstract: "Render JSON style specs (labels, text fields, glossy buttons, views, bitmap fonts and atlases, with gradients, strokes, shadows and glows) to PNG, SVG, PDF, Xcode image sets, Android and Flutter resources and game-engine fonts.",
        discussion: """
        Examples:
          render-spec init label title                     a starter spec, title.json
          render-spec init button play                     a glossy button, play.json
          render-spec Examples/score-title.json            render next to the spec
          render-spec Examples/*.json --out-dir out --scale 2 --scale 3
          render-spec validate Specs                       check without writing
          render-spec diff golden.png actual.png -o diff.png
          render-spec check Specs --report out/report     compare with committed goldens
          render-spec format --check Specs                 the canonical layout
          render-spec preview Examples/score-title.json    live preview in the browser
          render-spec atlas Specs -o out/ui                every PNG packed into a texture atlas
          render-spec schema -o render-spec.schema.json    the JSON Schema, for editors

        Exit codes: 0 success, 1 a render, write or diff failed (or --strict saw a warning), \
        2 a spec was refused or the command line is wrong.
        """,
        version: RenderSpecVersion.string,
        subcommands: [RenderCommand.self, ValidateCommand.self, DiffCommand.self, CheckCommand.self, ReportCommand.self,
                      FormatCommand.self, SchemaCommand.self, PreviewLauncher.self, ServeLauncher.self, AtlasCommand.self, InitCommand.self,
                      PluginCommand.self],
        defaultSubcommand: RenderCommand.self
    )

    public init() {}
}

extension RenderSpecCommand {
    /// Runs the command line. swift-argument-parser reports bad usage with EX_USAGE (64); render-spec
    /// promises 2 for that, like a refused spec, so scripts need to check only 0, 1 and 2.
    public static func runFromCommandLine(_ arguments: [String]? = nil) -> Never {
        let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
        FreedMemoryReuse.enable()
        if arguments == ["--version"], ProcessSettings.startup.uses(.versionShortcut) {
            // What swift-argument-parser prints for it, without building the command tree.
            print(RenderSpecVersion.string)
            exitProcess(0)
        }
        if let refusal = unknownHelpTopic(arguments) {
            printError(refusal)
            exitProcess(2)
        }
        let rewritten = arguments.map(CheckCommand.rewrite)
        if ProcessSettings.startup.uses(.renderParsedAlone), let render = plainRender(rewritten) {
            runRender(render, else: rewritten)
        }
        runCommandLine(Self.self, rewritten)
    }

    /// The arguments of a render (the default command, or `render` named) that asks for nothing
    /// the root's parser handles itself (help, version, completion scripts), else nil. Parsed by
    /// `RenderCommand` alone, the root's tree is not built around it: its subcommands' argument
    /// sets, each made by reflecting over a fresh command, and their passthrough probes cost a
    /// render a fifth of its instructions (BENCHMARKS.md).
    static func plainRender(_ arguments: [String]) -> [String]? {
        guard let first = arguments.first else { return nil }
        // An array, not a Set: a Set<String> made here is the run's first, and its metadata costs a
        // scan of every conformance in the binary.
        let builtIn = ["-h", "--help", "-help", "--version", "--experimental-dump-help", "---completion"]
        guard !arguments.contains(where: { builtIn.contains($0) || $0.hasPrefix("--generate-completion-script") })
        else { return nil }
        if first == "render" { return Array(arguments.dropFirst()) }
        let names = configuration.subcommands.flatMap { [$0.configuration.commandName ?? ""] + $0.configuration.aliases }
        return names.contains(first) || first == "help" ? nil : arguments
    }

    /// Runs a render parsed by `RenderCommand` alone. A parse that fails goes back to the whole
    /// tree (`fallback`), so usage errors and their messages are exactly the root parser's.
    private static func runRender(_ arguments: [String], else fallback: [String]) -> Never {
        EarlyLoad.start(arguments)
        let command: RenderCommand
        do {
            command = try RenderCommand.parse(arguments)
        } catch {
            runCommandLine(Self.self, fallback)
        }
        do {
            try command.run()
            exitProcess(0)
        } catch {
            exitReporting(error, as: Self.self)
        }
    }

    /// `render-spec help nosuch` would print the root help and exit 0, so a typo in a script's
    /// `help` call passed silently: an unknown topic is refused like any other bad usage.
    static func unknownHelpTopic(_ arguments: [String]) -> String? {
        guard arguments.first == "help", arguments.count > 1 else { return nil }
        var command: ParsableCommand.Type = RenderSpecCommand.self
        for topic in arguments.dropFirst() where !topic.hasPrefix("-") {
            let names = command.configuration.subcommands.map { ($0, $0.configuration.commandName ?? "") }
            guard let next = names.first(where: { $0.1 == topic })?.0 else {
                let known = names.map(\.1).joined(separator: ", ")
                return "error: no help topic `\(topic)`: the commands are \(known)"
            }
            command = next
        }
        return nil
    }
}

/// Parses and runs `command` as a program's root: swift-argument-parser reports bad usage with
/// EX_USAGE (64); render-spec and render-spec-preview promise 2 for that, like a refused spec.
package func runCommandLine<Command: ParsableCommand>(_ command: Command.Type, _ arguments: [String]) -> Never {
    do {
        var parsed = try command.parseAsRoot(arguments)
        try parsed.run()
        exitProcess(0)
    } catch {
        exitReporting(error, as: command)
    }
}

/// Exits as swift-argument-parser would for `error`, with render-spec's exit codes.
private func exitReporting<Command: ParsableCommand>(_ error: Error, as command: Command.Type) -> Never {
    let code = command.exitCode(for: error)
    if code == .success {
        // --help and --version.
        print(command.fullMessage(for: error))
        exitProcess(0)
    }
    let message = command.fullMessage(for: error)
    if !message.isEmpty { printUsageError(message) }
    exitProcess(code == .validationFailure ? 2 : code.rawValue)
}
