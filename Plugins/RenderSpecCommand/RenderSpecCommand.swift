import Foundation
import PackagePlugin

/// `swift package render-spec check|update [--target NAME]... [CHECK OPTIONS]`: compares the specs of
/// the package's targets with their committed goldens (`render-spec check`), or records them
/// (`check --update`), which writes into the package folder, so SwiftPM asks for that permission
/// first (`--allow-writing-to-package-directory` grants it without asking). Each target's specs
/// are checked on their own, their goldens in `Goldens/<target>/` of the package (not beside the
/// specs, where SwiftPM would take the PNGs for files of the target), or `--golden DIR`.
/// docs/app-integration.md.
@main
struct RenderSpecCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        guard let verb = extractor.remainingArguments.first, ["check", "update"].contains(verb) else {
            Diagnostics.error("usage: swift package render-spec check|update [--target NAME]... [render-spec check options]")
            throw CommandError.usage
        }
        let passed = Array(extractor.remainingArguments.dropFirst())
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        let tool = try context.tool(named: "render-spec").url
        var checked = 0
        for case let target as SourceModuleTarget in targets {
            let specs = SpecFiles(files: target.sourceFiles.map(\.url), targetFolder: target.folderURL ?? context.package.directoryURL).specs
            guard !specs.isEmpty else { continue }
            checked += 1
            print("render-spec \(verb): target \(target.name), \(specs.count) spec(s)")
            let goldens = passed.contains { $0 == "--golden" || $0.hasPrefix("--golden=") }
                ? [] : ["--golden", context.package.directoryURL.appendingPathComponent("Goldens/\(target.name)").path]
            let arguments = ["check"] + specs.map(\.file.path) + goldens + (verb == "update" ? ["--update"] : []) + passed
            let process = try Process.run(tool, arguments: arguments)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("render-spec check exited \(process.terminationStatus) for target \(target.name)")
                throw CommandError.failed(process.terminationStatus)
            }
        }
        if checked == 0 {
            Diagnostics.error("no target of \(context.package.displayName) holds a spec (a .json with a `kind`)")
            throw CommandError.usage
        }
    }

    enum CommandError: Error {
        case usage
        case failed(Int32)
    }
}
