import Foundation
import XCTest
import ImageDiff
import SpecModel
import SpecScene
@testable import SpecRender

final class ToleranceMeasurement: XCTestCase {
    func testMeasure() throws {
        guard ProcessInfo.processInfo.environment["MEASURE"] != nil else { return }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let loader = SpecLoader(root: root)
        let renderer = SpecRenderer()
        let files = FileManager.default.enumerator(atPath: root + "/Specs")!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") && !$0.contains("manifest") && !($0 as NSString).lastPathComponent.hasPrefix("_") }.sorted()
        let thresholds = [0.0, 0.005, 0.01, 0.02, 0.03, 0.05, 0.1]
        var worst = [Int](repeating: 0, count: thresholds.count)
        var worstAA = [Int](repeating: 0, count: thresholds.count)
        var maxDelta = 0
        for file in files {
            guard let variants = try? loader.load(file: root + "/Specs/" + file) else { continue }
            for spec in variants {
                guard let scene = try? renderer.scene(spec) else { continue }
                for scale in [1.0, 2, 3] {
                    let a = try image(SceneRenderer(fonts: renderer.fonts).image(scene, scale: scale).pngData())
                    let b = try image(SceneRenderer(fonts: renderer.fonts).image(scene.shifted(by: 0.01), scale: scale).pngData())
                    if ProcessInfo.processInfo.environment["MEASURE_DUMP"] != nil {
                        let stem = "/tmp/shift/" + file.replacingOccurrences(of: "/", with: "_") + "-\(spec.state)-\(spec.locale ?? "base")-\(Int(scale))"
                        try Data(SceneRenderer(fonts: renderer.fonts).image(scene, scale: scale).pngData()).write(to: URL(fileURLWithPath: stem + "-a.png"))
                        try Data(SceneRenderer(fonts: renderer.fonts).image(scene.shifted(by: 0.01), scale: scale).pngData()).write(to: URL(fileURLWithPath: stem + "-b.png"))
                    }
                    var d = 0
                    for i in a.pixels.indices { d = max(d, abs(Int(a.pixels[i]) - Int(b.pixels[i]))) }
                    maxDelta = max(maxDelta, d)
                    for (k, t) in thresholds.enumerated() {
                        let n = try pixelmatch(a, b, options: PixelmatchOptions(threshold: t, includeAA: false))
                        let m = try pixelmatch(a, b, options: PixelmatchOptions(threshold: t, includeAA: false, antialiasing: .neighbourhood(tolerance: 2)))
                        worst[k] = max(worst[k], n); worstAA[k] = max(worstAA[k], m)
                        if m > 20 && k == 0 { print("MEASURE-N \(file) \(spec.state) @\(scale): \(m) px") }
                        if n > 5000 { print("MEASURE t=\(t) \(file) \(spec.state) @\(scale): \(n) px, maxdelta \(d)") }
                    }
                }
            }
        }
        print("MEASURE shift: max channel delta \(maxDelta)")
        for (k, t) in thresholds.enumerated() { print("MEASURE shift t=\(t): worst \(worst[k]) px (aa excluded), \(worstAA[k]) px (aa included)") }

        // The visible change: big-frame's glow blur 12 → 14.
        let base = try loader.load(file: root + "/Examples/big-frame.json")[0]
        var changed = base
        if case .label(var style) = changed.content { style.glow!.blur = 14; changed.content = .label(style) }
        for scale in [1.0, 2] {
            let a = try image(renderer.render(base, scales: [scale], formats: [.png]).files[0].bytes)
            let b = try image(renderer.render(changed, scales: [scale], formats: [.png]).files[0].bytes)
            var d = 0
            for i in a.pixels.indices { d = max(d, abs(Int(a.pixels[i]) - Int(b.pixels[i]))) }
            for t in thresholds {
                let n = try pixelmatch(a, b, options: PixelmatchOptions(threshold: t, includeAA: false))
                let m = try pixelmatch(a, b, options: PixelmatchOptions(threshold: t, includeAA: false, antialiasing: .neighbourhood(tolerance: 2)))
                print("MEASURE glow @\(scale) maxdelta \(d) t=\(t): \(n) px (aa excluded), \(m) (aa included)")
            }
        }
    }

    private func image(_ png: [UInt8]) throws -> RGBAImage { try RGBAImage(pngData: Data(png), source: "x") }
}
