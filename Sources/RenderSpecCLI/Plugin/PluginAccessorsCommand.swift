import ArgumentParser
import RenderSupport
import SpecRender

/// `render-spec plugin accessors --bundle NAME --asset ID:FOLDER:SPEC... -o FILE`: writes the Swift
/// code RenderSpecPlugin adds to a target, `enum RenderSpecAssets` (AccessorSource). It depends on
/// the spec files' names alone, never their contents, as the plugin's plan does.
struct PluginAccessorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accessors",
        abstract: "Write RenderSpecAssets.swift: a typed entry per spec, found in the target's resources."
    )

    @Option(help: "The target's resource bundle, <package>_<target>, as SwiftPM names it.")
    var bundle: String

    @Option(name: .customLong("built-in"), help: "The folder the build wrote the images into: looked in last, for a program run from the build folder.")
    var builtIn: String

    @Option(name: .customLong("asset"), help: "IDENTIFIER:FOLDER:SPEC, one per spec (repeatable).")
    var assets: [String] = []

    @Option(name: .shortAndLong, help: "The Swift file to write (left alone when it already holds the same code).")
    var output: String

    func validate() throws {
        for asset in assets where AccessorSource.Entry(asset) == nil {
            throw ValidationError("--asset takes IDENTIFIER:FOLDER:SPEC, got `\(asset)`")
        }
    }

    func run() throws {
        let source = AccessorSource(bundle: bundle, builtIn: builtIn, entries: assets.compactMap(AccessorSource.Entry.init))
        let bytes = Array(source.text.utf8)
        // Unchanged code keeps its file time, so the target is not compiled again for nothing.
        if Paths.contents(output) == bytes { return }
        try AtomicFile.write(bytes, to: output)
    }
}
