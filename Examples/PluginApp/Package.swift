// swift-tools-version:6.0
import PackageDescription

// An app whose specs render at build time: RenderSpecPlugin turns every spec in
// Sources/PluginApp/Specs into PNG resources of the target and writes `RenderSpecAssets`, which
// main.swift uses (docs/app-integration.md). scripts/plugin-app-test.sh builds and runs it.
//
// Your app names render-spec by its address, `.package(url: "…/render-spec", from: "…")`, and the
// plugin by `package: "render-spec"`. Here it is this repository, a path dependency, which is known
// by the name of its folder: `render-spec` in a clone, another in a worktree or a renamed checkout.
let renderSpec = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "render-spec")

let package = Package(
    name: "PluginApp",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "PluginApp",
            plugins: [.plugin(name: "RenderSpecPlugin", package: renderSpec)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
