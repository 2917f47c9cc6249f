import XCTest
import CairoGraphics
import SpecModel
import SpecScene
@testable import SpecRender

/// Text's shadow caster, stroke, cut and fill share two rasterisations of the glyphs
/// (CoverageCache). Drawn that way and the direct way (each command rasterising its own), a title
/// must come out the same, byte for byte, at whole-pixel shadow offsets (the masks are moved) and
/// fractional ones (the caster is drawn directly), with an opaque, a translucent and a gradient
/// fill, inside a clip and inside a faded layer, with glyphs past the canvas's edges casting
/// their shadow into it.
final class CoverageCacheTests: XCTestCase {
    private func title(shadowOffset: Point, stroke: StrokePosition, fill: Fill) throws -> Scene {
        var style = TextStyle(text: "HIGH SCORE 12,480")
        style.font = FontSpec(size: 34, weight: 700)
        style.fill = fill
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
            return .glyphs(runs.map { $0.moved(dx: dx, dy: dy) })
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
        let fills: [Fill] = [.color(RGBA(1, 0.8, 0.25, 1)), .color(RGBA(0.2, 0.4, 0.9, 0.6)),
                             .gradient(Gradient(stops: [GradientStop(color: RGBA(1, 0.97, 0.69, 1), at: 0),
                                                        GradientStop(color: RGBA(0.94, 0.54, 0.14, 1), at: 1)]))]
        for (offset, scale) in [(Point(0, 4), 1.0), (Point(0, 4), 2.0), (Point(1.25, 3.5), 2.0), (Point(0.3, 4), 1.5)] {
            for position in [StrokePosition.outside, .center] {
                for fill in fills {
                    let plain = try title(shadowOffset: offset, stroke: position, fill: fill)
                    // The same title again inside a clip (whole device pixels at @1x and @2x) and
                    // inside a faded layer (a Cairo group: its pixels are the group's surface).
                    let wrapped = Scene(width: plain.width, height: plain.height, background: plain.background,
                                        commands: [.clip(Rect(x: 10, y: 5, width: 300, height: 60), plain.commands),
                                                   .layer(plain.commands, opacity: 0.5)])
                    for scene in [plain, wrapped] {
                        let shared = try words(scene, scale: scale, shared: true)
                        let direct = try words(scene, scale: scale, shared: false)
                        let differing = zip(shared.words, direct.words).enumerated().filter { $0.element.0 != $0.element.1 }
                        XCTAssertEqual(differing.count, 0, "\(offset) @\(scale)x, \(position), \(fill): first at " +
                                       "\(differing.first.map { "(\($0.offset % shared.width), \($0.offset / shared.width))" } ?? "")")
                        XCTAssertGreaterThan(shared.words.filter { $0 >> 24 > 0 }.count, shared.words.count / 10, "drawn")
                    }
                    // The first glyph lies past the left edge; its ink and shadow still reach column 0.
                    let image = try words(plain, scale: scale, shared: true)
                    let column0 = (0..<(image.words.count / image.width)).map { image.words[$0 * image.width] >> 24 }
                    XCTAssertGreaterThan(column0.max() ?? 0, 0, "\(offset) @\(scale)x")
                }
            }
        }
    }
}
