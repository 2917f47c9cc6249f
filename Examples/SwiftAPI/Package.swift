// swift-tools-version:6.0
import PackageDescription

// A user of the RenderSpec library: builds a glossy button in code and writes it as a PNG.
//   swift run --package-path Examples/SwiftAPI glossy-button button@2x.png
// A path dependency is known by the name of its folder: `render-spec` in a clone, but a worktree
// or a renamed checkout has another, so it is read from the path rather than written here.
let renderSpec = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "render-spec")

let package = Package(
    name: "SwiftAPIExample",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .executableTarget(name: "glossy-button", dependencies: [
            .product(name: "RenderSpec", package: renderSpec),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
