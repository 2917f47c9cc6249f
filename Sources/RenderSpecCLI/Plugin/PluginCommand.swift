import ArgumentParser

/// `render-spec plugin …`: what RenderSpecPlugin, the SwiftPM and Xcode build plugin
/// (Plugins/RenderSpecPlugin), runs at build time. A plugin cannot link the library, so the tool
/// is its one way in, and the same load, render and naming rules apply as on the command line.
struct PluginCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugin",
        abstract: "What the build plugin runs: one spec's images into its folder, and the Swift accessors.",
        discussion: """
        RenderSpecPlugin (docs/app-integration.md) runs these for a target that names it; they are \
        not meant to be typed, but they are the same render: `render-spec plugin render title.json \
        --out-dir DIR` writes what `render-spec title.json --format png --out-dir DIR` writes, plus \
        DIR/render-spec-assets.json, the index the generated RenderSpecAssets code reads.
        """,
        subcommands: [PluginRenderCommand.self, PluginAccessorsCommand.self]
    )
}
