import ArgumentParser
import RenderSupport
import SpecModel
import SpecRender

/// `render-spec plugin render SPEC --out-dir DIR [--input FILE]...`: one build command of
/// RenderSpecPlugin. Renders the spec's PNGs (every state × locale at its `output.scales`) into DIR,
/// the plugin's own folder for this spec, with the index the accessors read.
struct PluginRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one spec's PNGs into a build plugin's folder, with render-spec-assets.json."
    )

    @Argument(help: "The spec file.")
    var spec: String

    @Option(name: .customLong("out-dir"), help: "The plugin's folder for this spec: emptied, then filled.")
    var outDir: String

    @Option(name: .customLong("input"), help: "A file the build declared as an input of the spec (repeatable). When any is given, reading a file that is not one fails the build.")
    var inputs: [String] = []

    @OptionGroup var png: PNGCompressionOption

    func run() throws {
        let loaded = SpecSelection(root: nil, states: [], locales: []).load([spec], jobs: 1)
        guard loaded.errors.isEmpty else {
            loaded.errors.forEach(printError)
            throw ExitCode(2)
        }
        if let undeclared = undeclaredInput(loaded.variants) {
            printError(undeclared)
            throw ExitCode(1)
        }
        try emptyFolder()
        var arguments = [spec, "--out-dir", outDir, "--format", "png", "--quiet", "--jobs", "1"]
        arguments += ["--png", png.compression.rawValue]
        let render = try RenderCommand.parse(arguments)
        try render.run()
        // The index lists what was written: a locale that draws the base's image has none of its own.
        var index = AssetIndex(spec: Paths.lastComponent(spec), variants: loaded.variants)
        index.images = index.images.filter { Paths.exists(Paths.join(outDir, $0.path)) }
        try AtomicFile.write(index.bytes, to: Paths.join(outDir, AssetIndex.fileName))
    }

    /// A file the load read that the build did not declare: the build system would not render the
    /// spec again when it changes, so a stale image would pass in silence. SwiftPM plans a plugin's
    /// commands again only when the target's files change, which is when the plugin looks again.
    private func undeclaredInput(_ variants: [ResolvedSpec]) -> String? {
        guard !inputs.isEmpty else { return nil }
        let declared = Set((inputs + [spec]).map(RenderRoot.canonical))
        for variant in variants {
            for file in variant.inputFiles where !declared.contains(RenderRoot.canonical(file)) {
                return "\(DisplayPath.forUser(spec)): error: the spec reads \(DisplayPath.forUser(file)), which the build plugin did not declare as an input when SwiftPM last planned this target, so a change to it would not re-render the spec; SwiftPM plans again when the target's files change (add or remove one, or run `swift package clean`)"
            }
        }
        return nil
    }

    /// DIR is the plugin's: a folder it made (holding an index) or nothing yet. Anything else is
    /// refused rather than emptied, so a wrong --out-dir deletes nothing of the user's.
    private func emptyFolder() throws {
        guard Paths.exists(outDir) else { return }
        let names = Paths.names(in: outDir) ?? []
        guard names.isEmpty || names.contains(AssetIndex.fileName) else {
            printError("error: \(DisplayPath.forUser(outDir)) holds files render-spec plugin render did not write; nothing was deleted")
            throw ExitCode(2)
        }
        for name in names { remove(Paths.join(outDir, name), depth: 0) }
    }

    /// The files of an earlier render: images, the index and `<tag>/` folders of images. The
    /// depth is bounded, as every walk is; nothing render-spec writes here is deeper than two.
    private func remove(_ path: String, depth: Int) {
        guard Paths.isDirectory(path), !Paths.isLink(path) else { Paths.removeFile(path); return }
        guard depth < 4 else { return }
        for name in Paths.names(in: path) ?? [] { remove(Paths.join(path, name), depth: depth + 1) }
        Paths.removeEmptyFolder(path)
    }
}
