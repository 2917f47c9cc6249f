import Foundation

// Every image the plugin rendered, found through the generated accessors: one line each,
// `IDENTIFIER STATE LOCALE SCALE PATH`, which scripts/plugin-app-test.sh compares with the CLI's files.
let named: [(String, RenderSpecAsset)] = [("scoreTitle", RenderSpecAssets.scoreTitle), ("playButton", RenderSpecAssets.playButton)]
guard named.count == RenderSpecAssets.all.count else { fatalError("RenderSpecAssets.all has \(RenderSpecAssets.all.count) entries") }
for (name, asset) in named {
    for image in asset.images {
        guard let url = asset.url(scale: image.scale, locale: image.locale, state: image.state) else {
            fatalError("\(name): no URL for \(image.state) \(image.locale ?? "base") @\(image.scale)x")
        }
        print(name, image.state, image.locale ?? "base", image.scale, url.path)
    }
}
// A region falls back to its language, an unknown locale to the base image.
print("de-AT", RenderSpecAssets.scoreTitle.url(scale: 2, locale: "de-AT")?.lastPathComponent ?? "none",
      RenderSpecAssets.scoreTitle.url(scale: 2, locale: "de-AT")?.deletingLastPathComponent().lastPathComponent ?? "none")
print("ja", RenderSpecAssets.scoreTitle.url(scale: 2, locale: "ja")?.path.hasSuffix(".renderspec/score-title@2x.png") == true ? "base" : "wrong")
