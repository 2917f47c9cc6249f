import Foundation
import RenderSpec

// The snippets of RenderSpec.docc/GettingStarted.md that main.swift does not run, kept here so
// that they compile with every build of the example. Nothing calls them.

func loadingSnippets(json: Data) throws {
    let fromFile = try LoadedSpec(contentsOfFile: "Specs/title.json")
    let fromData = try LoadedSpec(data: json, name: "title.json")   // errors read title.json:LINE:COLUMN
    _ = (fromFile, fromData)
}

func renderingSnippets(renderer: Renderer, variant: SpecVariant) throws {
    let rendering = try renderer.render(variant, as: .png, scale: 2)
    for warning in rendering.warnings {             // found while laying out these very bytes
        print(warning.path ?? "", warning.message)  // ButtonSpec.title.text, "text does not fit: …"
    }
    let svg = try renderer.render(variant, as: .svg).data
    let pixels = try renderer.bitmap(variant, scale: 2)    // Bitmap 440×108 px, RGBA8, straight alpha
    _ = (svg, pixels)
}

func exportSnippet(renderer: Renderer, spec: LoadedSpec) throws {
    let all = try renderer.render(spec, formats: [.png, .imageset, .android, .flutter])
    _ = all.files["buy-button.xcassets/buy-button.imageset/Contents.json"]
    _ = all.files["res/drawable-xxhdpi/buy-button.9.png"]
    try all.write(to: "build/ui")                   // or write() beside the spec
}

func comparisonSnippet(png: Data) throws {
    let golden = try Data(contentsOf: URL(fileURLWithPath: "golden@2x.png"))
    let comparison = try ImageComparison(expectedPNG: golden, actualPNG: png,
                                         options: .init(threshold: 0.1, antialiasing: .detect))
    if !comparison.isMatch {
        print("\(comparison.changedPixels) pixels changed in \(comparison.changedRegion!)")
        try comparison.diffImage.pngData().write(to: URL(fileURLWithPath: "diff.png"))
    }
}

func checkSnippet() {
    let report = SpecCheck(paths: ["Specs"], options: .init(update: .missing)).run()
    print(report.summary)                            // "12 passed, 1 missing"
    for outcome in report.outcomes where outcome.isFailure {
        print(outcome.message)
    }
}
