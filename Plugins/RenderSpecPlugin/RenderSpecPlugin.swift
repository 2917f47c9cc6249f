import Foundation
import PackagePlugin

/// Renders a target's specs at build time into resources of the target, with Swift accessors
/// (`RenderSpecAssets`). One build command per spec, whose inputs are the spec, the files it names
/// and the target's other input files, and whose output is the spec's own folder; so an unchanged
/// spec never renders again and an edited one renders alone. docs/app-integration.md.
///
/// SwiftPM plans a plugin's commands again only when the target's files change, not their
/// contents, so nothing planned here may depend on what a spec says: each spec's output is a
/// folder, whatever its states, locales and scales, and the accessors depend on file names only.
@main
struct RenderSpecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try BuildPlan(
            files: target.sourceFiles.map(\.url), targetFolder: target.folderURL ?? context.package.directoryURL,
            work: context.pluginWorkDirectoryURL, tool: context.tool(named: "render-spec").url,
            bundle: "\(context.package.displayName)_\(target.name)"
        ).commands()
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RenderSpecPlugin: XcodeBuildToolPlugin {
    /// An Xcode app target: its resources are copied into the app's bundle, where the accessors
    /// look first.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try BuildPlan(
            files: target.inputFiles.map(\.url), targetFolder: context.xcodeProject.directoryURL,
            work: context.pluginWorkDirectoryURL, tool: context.tool(named: "render-spec").url,
            bundle: "\(context.xcodeProject.displayName)_\(target.displayName)"
        ).commands()
    }
}
#endif

/// The commands for one target's files.
struct BuildPlan {
    var files: [URL]
    var targetFolder: URL
    var work: URL
    var tool: URL
    var bundle: String

    func commands() -> [Command] {
        let found = SpecFiles(files: files, targetFolder: targetFolder)
        guard !found.specs.isEmpty else { return [] }
        // fontconfig's cache and render-spec's own go into the plugin's folder: a build writes
        // nowhere else (and in Xcode's sandbox could not).
        let cache = work.appendingPathComponent("cache").path
        let environment = ["RENDER_SPEC_CACHE": cache, "XDG_CACHE_HOME": cache]
        var commands: [Command] = found.specs.map { spec in
            let named = SpecFiles.referencedFiles(of: spec.file)
            var inputs = [spec.file] + found.sharedInputs
            for file in named where !inputs.contains(where: { $0.standardizedFileURL.path == file.path }) { inputs.append(file) }
            let folder = work.appendingPathComponent(spec.folder)
            return .buildCommand(
                displayName: "render-spec: rendering \(spec.relativePath)",
                executable: tool,
                arguments: ["plugin", "render", spec.file.path, "--out-dir", folder.path]
                    + inputs.dropFirst().flatMap { ["--input", $0.path] },
                environment: environment,
                inputFiles: inputs,
                outputFiles: [folder]
            )
        }
        let source = work.appendingPathComponent("RenderSpecAssets.swift")
        commands.append(.buildCommand(
            displayName: "render-spec: writing RenderSpecAssets.swift",
            executable: tool,
            arguments: ["plugin", "accessors", "--bundle", bundle, "--built-in", work.path, "-o", source.path]
                + found.specs.flatMap { ["--asset", "\($0.identifier):\($0.folder):\($0.relativePath)"] },
            environment: environment,
            inputFiles: [],
            outputFiles: [source]
        ))
        return commands
    }
}
