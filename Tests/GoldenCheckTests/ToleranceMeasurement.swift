import Foundation
import XCTest
import ImageDiff
import SpecModel
import SpecScene
@testable import GoldenCheck
@testable import SpecRender

/// The measurement behind check's default budgets, over the whole golden corpus at @1x, @2x and @3x:
/// every output against itself moved by 0.01 pt must pass. It renders every spec six times, so it
/// runs only when asked: `scripts/measure-tolerance.sh` (RENDER_SPEC_MEASURE_TOLERANCE=1).
final class ToleranceMeasurement: XCTestCase {
    func testEveryCorpusOutputPassesASubPixelShift() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["RENDER_SPEC_MEASURE_TOLERANCE"] != nil,
                          "set RENDER_SPEC_MEASURE_TOLERANCE=1 (scripts/measure-tolerance.sh)")
        let root = ToleranceTests.root
        let renderer = SpecRenderer()
        let loader = SpecLoader(root: root)
        let found = SpecDiscovery().specFiles(in: [root + "/Specs"]).files
        var outputs = 0, antialiased = 0, worst = (pixels: 0, name: "")
        for file in found {
            for spec in try loader.load(file: file) {
                let scene = try renderer.scene(spec)
                for scale in [1.0, 2, 3] {
                    let a = try SceneRenderer(fonts: renderer.fonts).image(scene, scale: scale).pngData()
                    let b = try SceneRenderer(fonts: renderer.fonts).image(scene.shifted(by: 0.01), scale: scale).pngData()
                    let result = OutputComparison.compare(actual: b, golden: a, format: .png, budgets: Budgets(), wantDiff: false)
                    outputs += 1
                    let name = "\(DisplayPath.forUser(file, currentDirectory: root)) \(spec.state) \(spec.locale ?? "") @\(Int(scale))x"
                    XCTAssertEqual(result.status, .pass, "\(name): \(result.message)")
                    let explained = Int(result.message.split(separator: " ").first ?? "") ?? 0
                    antialiased += explained
                    if explained > worst.pixels { worst = (explained, name) }
                }
            }
        }
        print("tolerance: \(outputs) outputs shifted by 0.01 pt all pass; \(antialiased) pixels taken for anti-aliasing, most in one output: \(worst.pixels) (\(worst.name))")
    }
}
