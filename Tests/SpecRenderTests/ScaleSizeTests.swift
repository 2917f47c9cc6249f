import Foundation
import SpecModel
import SpecScene
import Testing
@testable import SpecRender

/// @2x is twice @1x (issue 39, point 4): every spec of `Specs/` draws an image (PNG, and the page of
/// its SVG and PDF) exactly N times as wide and as tall at @Nx as at @1x. A bitmap font's specimen
/// is as wide as its longest line, a little over 819 points for Examples/score-font.json, and was
/// 820 pixels at @1x but 1639 at @2x.
@Suite struct ScaleSizeTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test func everyScaleOfEverySpecIsThatManyTimesTheFirst() throws {
        let loader = SpecLoader(root: Self.root)
        var variants = 0, fractional = 0
        for file in SpecDiscovery().specFiles(in: [Self.root + "/Specs"]).files {
            for spec in try loader.load(file: file) {
                let scene = try renderer.scene(spec)
                let one = scene.pixelSize(scale: 1)
                for scale in [2, 3] {
                    let size = scene.pixelSize(scale: Double(scale))
                    #expect(size.width == scale * one.width && size.height == scale * one.height,
                            "\(file) \(spec.state) \(spec.locale ?? ""): \(one.width)×\(one.height) at @1x, \(size.width)×\(size.height) at @\(scale)x")
                }
                variants += 1
                if scene.width.rounded() != scene.width || scene.height.rounded() != scene.height { fractional += 1 }
            }
        }
        #expect(variants > 100)
        // The corpus holds scenes of a fractional size (the bitmap fonts' specimens), so the rule is tested.
        #expect(fractional > 0)
    }

    @Test func aFractionalSizeGrowsToWholePointsAtEveryScale() {
        let scene = Scene(width: 819.3, height: 71.5, background: .clear, commands: [])
        #expect(scene.pixelSize(scale: 1) == (820, 72))
        #expect(scene.pixelSize(scale: 2) == (1640, 144))
        #expect(scene.pixelSize(scale: 3) == (2460, 216))
        // Android's hdpi: whole points × 1.5, rounded up.
        #expect(scene.pixelSize(scale: 1.5) == (1230, 108))
        // A whole size is left as it is.
        #expect(Scene(width: 240, height: 64, background: .clear, commands: []).pixelSize(scale: 2) == (480, 128))
    }

    /// An SVG's and a PDF's page is the PNG's size at the same scale, in px and in points: the
    /// @2x document is twice the @1x one (docs/spec.md#units).
    @Test(arguments: [OutputFormat.svg, .pdf]) func aDocumentPageIsThePNGsSize(format: OutputFormat) throws {
        let file = Self.root + "/Specs/examples/score-font.json"
        let spec = try #require(try SpecLoader(root: Self.root).load(file: file).first)
        let scene = try renderer.scene(spec)
        for scale in [1.0, 2] {
            let bytes = try renderer.render(spec, scales: [scale], formats: [format]).files[0].bytes
            let text = String(decoding: bytes, as: UTF8.self)
            let (w, h) = scene.pixelSize(scale: scale)
            if format == .svg {
                #expect(text.contains("width=\"\(w)px\" height=\"\(h)px\""), "@\(scale)x SVG is not \(w)×\(h)")
            } else {
                #expect(text.contains("/MediaBox [ 0 0 \(w) \(h) ]"), "@\(scale)x PDF page is not \(w)×\(h) points")
            }
        }
    }
}
