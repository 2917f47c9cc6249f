import Foundation
import Testing
import CairoGraphics
import SpecModel
@testable import SpecRender

/// The disabled state fades the whole button, groove, border and title with the background, as
/// one layer (issue 22, point 9); `opacity` and `unfaded` say otherwise.
@Suite struct ButtonFadeTests {
    /// A dark groove and edge, a white title with a stroke over a blue gloss: parts that overlap.
    static func button(_ states: String) -> String {
        """
        {"version": 1, "kind": "button", "size": {"width": 120, "height": 44}, "cornerRadius": 10,
         "groove": {"width": 3}, "edge": {}, "border": {"color": "#FFFFFF80", "width": 1},
         "title": {"text": "WWW", "font": {"size": 22, "weight": "bold"}, "fill": "#FFFFFF",
                   "stroke": {"color": "#000000", "width": 1}},
         "states": {\(states)}}
        """
    }

    /// Premultiplied ARGB words of every variant, by state.
    static func render(_ states: String) throws -> [String: [UInt32]] {
        var out: [String: [UInt32]] = [:]
        for spec in try loadSpecs(button(states)) {
            let surface = try SceneRenderer(fonts: renderer.fonts).image(try renderer.scene(spec), scale: 2)
            out[spec.state] = surface.withPixels { data, stride in
                (0..<surface.height).flatMap { y in
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    return (0..<surface.width).map { row[$0] }
                }
            }
        }
        return out
    }

    static func channels(_ w: UInt32) -> [Int] { [24, 16, 8, 0].map { Int((w >> UInt32($0)) & 255) } }

    /// Every channel of `faded` is `opacity` times `normal`'s, within rounding.
    static func isFaded(_ faded: UInt32, _ normal: UInt32, by opacity: Double) -> Bool {
        zip(channels(faded), channels(normal)).allSatisfy { abs(Double($0) - Double($1) * opacity) <= 1 }
    }

    /// The groove's pixel: 1 device pixel inside the left edge, halfway down (edge 1 pt, groove 3 pt at @2x).
    static let groove = 44 * 2 * 120 * 2 / 2 + 4
    /// A pixel of the title's white fill: the first pixel on the middle row whose colour is white.
    static func titleFill(_ pixels: [UInt32]) -> Int? {
        let row = 44 * 120 * 2
        return (row + 60..<row + 180).first { channels(pixels[$0]) == [255, 255, 255, 255] }
    }

    @Test func disabledFadesEveryPartAsOneLayer() throws {
        let images = try Self.render(#""disabled": {}"#)
        let normal = try #require(images["normal"]), disabled = try #require(images["disabled"])
        // Every pixel, groove, border, title and its stroke included, is the normal one at half
        // opacity: the parts were composited first, so the title does not let the chrome through.
        let wrong = zip(disabled, normal).filter { !Self.isFaded($0, $1, by: 0.5) }
        #expect(wrong.isEmpty, "\(wrong.count) pixels are not the normal button at half opacity")
        #expect(Self.channels(normal[Self.groove])[0] == 255)
        #expect(abs(Self.channels(disabled[Self.groove])[0] - 128) <= 1, "the groove fades")
        let title = try #require(Self.titleFill(normal))
        #expect(Self.channels(disabled[title]) == [128, 128, 128, 128], "the title fades: white at half opacity")
    }

    @Test func unfadedKeepsTheTitleOrTheChromeOpaque() throws {
        let images = try Self.render(#""disabled": {"unfaded": ["title"]}, "dim": {"opacity": 0.25, "unfaded": ["chrome"]}"#)
        let normal = try #require(images["normal"]), keepTitle = try #require(images["disabled"]), dim = try #require(images["dim"])
        let title = try #require(Self.titleFill(normal))
        #expect(keepTitle[title] == normal[title], "the title stays opaque white")
        #expect(abs(Self.channels(keepTitle[Self.groove])[0] - 128) <= 1, "the chrome fades")
        #expect(dim[Self.groove] == normal[Self.groove], "the chrome stays")
        // The faded title over the opaque chrome: white at 0.25 over the gloss.
        let gloss = Self.channels(normal[Self.groove + 40]), titleOver = Self.channels(dim[title])
        #expect(titleOver[0] == 255)
        #expect(Self.channels(dim[Self.groove + 40]) == gloss)
        #expect(titleOver[1] > Self.channels(normal[title - 2])[1] / 2, "lighter than the gloss under it")
    }

    @Test func aStateThatSaysOtherwiseIsNotFaded() throws {
        let images = try Self.render(#""disabled": {"opacity": 1}, "greyed": {}"#)
        #expect(images["disabled"] == images["normal"], "opacity 1 in the state: as normal")
        let designed = try Self.render(##""disabled": {"background": "#B0B0B0"}"##)
        let normal = try #require(designed["normal"]), disabled = try #require(designed["disabled"])
        #expect(disabled[Self.groove] == normal[Self.groove], "its own background: no fade")
    }
}
