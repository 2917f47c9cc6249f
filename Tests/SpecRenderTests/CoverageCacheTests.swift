import XCTest
import CairoGraphics
import SpecModel
import SpecScene
@testable import SpecRender

/// Text's shadow caster, outside stroke and cut share two rasterisations of the glyphs
/// (CoverageCache). Drawn that way and the direct way (each command rasterising its own), a title
/// must come out with the same alpha at every pixel and its colours within one premultiplied
/// level (the stroke's colour through its mask is rounded once), at whole-pixel shadow offsets
/// (the masks are moved) and fractional ones (the caster is drawn directly), with glyphs past the
/// canvas's edges casting their shadow into it.
final class CoverageCacheTests: XCTestCase {
    private func title(shadowOffset: Point, stroke: StrokePosition) throws -> Scene {
        var style = TextStyle(text: "HIGH SCORE 12,480")
        style.font = FontSpec(size: 34, weight: 700)
        style.fill = .color(RGBA(1, 0.8, 0.25, 1))
        style.stroke = Stroke(fill: .color(RGBA(0.35, 0.16, 0.05, 1)), width: 3, position: stroke)
        style.shadows = [Shadow(color: RGBA(0, 0, 0, 0.55), offset: shadowOffset, blur: 8)]
        let scene = try renderer.scene(labelSpec(style, width: 360, height: 80))
        // The glyphs pushed 40 points past the left edge and 12 above the top.
        return Scene(width: scene.width, height: scene.height, background: scene.background,
                     commands: scene.commands.map { Self.moved($0, dx: -40, dy: -12) })
    }

    private static func moved(_ command: DrawCommand, dx: Double, dy: Double) -> DrawCommand {
        func shape(_ s: Shape) -> Shape {
            guard case .glyphs(let runs) = s else { return s }
            return .glyphs(runs.map { GlyphRun(font: $0.font, glyphs: $0.glyphs.map { Glyph(id: $0.id, x: $0.x + dx, y: $0.y + dy) }) })
        }
        switch command {
        case .fill(let s, let paint): return .fill(shape(s), paint)
        case .stroke(let s, let paint, let width, let position): return .stroke(shape(s), paint, width: width, position: position)
        case .shadow(var layer):
            layer.shape = shape(layer.shape)
            return .shadow(layer)
        case .clip(let rect, let inner): return .clip(rect, inner.map { moved($0, dx: dx, dy: dy) })
        case .seamless(let inner): return .seamless(inner.map { moved($0, dx: dx, dy: dy) })
        case .layer(let inner, let opacity): return .layer(inner.map { moved($0, dx: dx, dy: dy) }, opacity: opacity)
        }
    }

    /// Premultiplied ARGB32 words, row by row.
    private func words(_ scene: Scene, scale: Double, shared: Bool) throws -> (width: Int, words: [UInt32]) {
        var drawer = SceneRenderer(fonts: renderer.fonts, blurWorkers: 1)
        drawer.sharesCoverage = shared
        let surface = try drawer.image(scene, scale: scale)
        var out: [UInt32] = []
        surface.withPixels { data, stride in
            for y in 0..<surface.height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                out += UnsafeBufferPointer(start: row, count: surface.width)
            }
        }
        return (surface.width, out)
    }

    func testSharedMasksDrawWhatEachCommandDrewOnItsOwn() throws {
        for (offset, scale) in [(Point(0, 4), 1.0), (Point(0, 4), 2.0), (Point(1.25, 3.5), 2.0), (Point(0.3, 4), 1.5)] {
            for position in [StrokePosition.outside, .center] {
                let scene = try title(shadowOffset: offset, stroke: position)
                let shared = try words(scene, scale: scale, shared: true), direct = try words(scene, scale: scale, shared: false)
                XCTAssertEqual(shared.words.count, direct.words.count)
                var worst = 0, inked = 0
                for (i, (a, b)) in zip(shared.words, direct.words).enumerated() {
                    XCTAssertEqual(a >> 24, b >> 24, "alpha at (\(i % shared.width), \(i / shared.width)), \(offset) @\(scale)x")
                    for shift in [0, 8, 16] {
                        worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                    }
                    if a >> 24 > 0 { inked += 1 }
                }
                XCTAssertLessThanOrEqual(worst, 1, "\(offset) @\(scale)x, \(position)")
                XCTAssertGreaterThan(inked, shared.words.count / 10, "the title and its shadow are drawn")
                // The first glyph lies past the left edge; its shadow still falls into column 0.
                let column0 = (0..<(shared.words.count / shared.width)).map { shared.words[$0 * shared.width] >> 24 }
                XCTAssertGreaterThan(column0.max() ?? 0, 0, "\(offset) @\(scale)x: the cut-off glyph's ink and shadow reach the edge")
            }
        }
    }
}
