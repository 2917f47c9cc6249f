import Foundation
import Testing
import CairoGraphics
import SpecModel
import SpecScene
@testable import SpecRender

/// Gradients without banding (docs/math.md#gradient-dither): the issue's subtle 400×800 pt view
/// from #1B2140 to #23294A at @2x showed bands 160 to 200 pixels tall.
@Suite struct GradientDitherTests {
    static func subtleView(dither: String = "") -> String {
        """
        {"version": 1, "kind": "view", "size": {"width": 400, "height": 800},
         "background": {"gradient": {"stops": ["#1B2140", "#23294A"]\(dither)}}, "output": {"scales": [2]}}
        """
    }

    /// Rows of premultiplied ARGB words, straight from Cairo's surface.
    static func rows(_ json: String, scale: Double = 2) throws -> [[UInt32]] {
        let spec = try #require(try loadSpecs(json).first)
        let surface = try SceneRenderer(fonts: renderer.fonts).image(try renderer.scene(spec), scale: scale)
        return surface.withPixels { data, stride in
            (0..<surface.height).map { y in
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                return (0..<surface.width).map { row[$0] }
            }
        }
    }

    static func channel(_ word: UInt32, _ shift: UInt32) -> Double { Double((word >> shift) & 255) }

    /// The longest stretch of whole rows identical to the one above: a band's height.
    static func longestRun(_ rows: [[UInt32]]) -> Int {
        var longest = 1, run = 1
        for y in 1..<rows.count {
            run = rows[y] == rows[y - 1] ? run + 1 : 1
            longest = max(longest, run)
        }
        return longest
    }

    /// The gradient's exact level at a device row's centre, 0 at the top edge and 1 at 1600.
    static func exact(_ from: Double, _ to: Double, row: Int) -> Double {
        let t = (Double(row) + 0.5) / 1600
        return from + (to - from) * t
    }

    @Test func theSubtleGradientHasNoBandsAndKeepsItsColours() throws {
        let banded = try Self.rows(Self.subtleView(dither: ", \"dither\": false"))
        let dithered = try Self.rows(Self.subtleView())
        #expect(dithered.count == 1600 && dithered[0].count == 800)
        // Cairo alone: 19 colours in bands up to 160 rows tall. Dithered, a few rows stay whole
        // where every channel sits on a level, and the rest mix the two levels around them.
        #expect(Self.longestRun(banded) >= 100)
        #expect(Self.longestRun(dithered) <= 16)
        #expect(Set(banded).count < 20)
        #expect(Set(dithered).count > 400)

        // The mean of every 32 rows is the exact gradient's (evaluated at each row's centre, from
        // y = 0 to 1600 device pixels) within a tenth of a level in every channel; rounding alone
        // is off by up to half a level over a band.
        let from = [0x1B, 0x21, 0x40].map(Double.init), to = [0x23, 0x29, 0x4A].map(Double.init)
        var worstBanded = 0.0
        for top in stride(from: 0, to: 1600, by: 32) {
            for (c, shift) in [UInt32(16), 8, 0].enumerated() {
                let exact = (top..<top + 32).map { (y: Int) -> Double in Self.exact(from[c], to[c], row: y) }.reduce(0, +) / 32
                func mean(_ rows: [[UInt32]]) -> Double {
                    let levels: [Double] = rows[top..<top + 32].flatMap { $0 }.map { Self.channel($0, shift) }
                    return levels.reduce(0, +) / Double(levels.count)
                }
                #expect(abs(mean(dithered) - exact) < 0.1, "rows \(top)…\(top + 31), channel \(c)")
                worstBanded = max(worstBanded, abs(mean(banded) - exact))
            }
        }
        #expect(worstBanded > 0.2)
        // Each pixel is one of the two levels around the exact value: ±0.5 level of noise, no more.
        for y in stride(from: 0, to: 1600, by: 97) {
            let exact = Self.exact(from[2], to[2], row: y)
            for x in 0..<800 {
                let b = Self.channel(dithered[y][x], 0)
                #expect(b == exact.rounded(.down) || b == exact.rounded(.up), "pixel \(x), \(y)")
            }
        }
    }

    @Test func theSameBytesOnEveryRunAndThreadCount() throws {
        let spec = try #require(try loadSpecs(Self.subtleView()).first)
        let a = try SpecRenderer().render(spec, formats: [.png]).files
        let b = try SpecRenderer(blurWorkers: 1).render(spec, formats: [.png]).files
        #expect(a.count == 1 && a.map(\.bytes) == b.map(\.bytes))
    }

    @Test func aFillDrawnInPiecesJoinsUp() throws {
        // The threshold follows the device pixel, not the shape: two halves are the whole.
        let paint = Paint.linear(start: Point(0, 0), end: Point(0, 100), stops: [
            GradientStop(color: RGBA(0.1, 0.2, 0.3), at: 0), GradientStop(color: RGBA(0.13, 0.22, 0.34), at: 1)], dither: true)
        func draw(_ boxes: [Rect]) throws -> [UInt8] {
            let scene = Scene(width: 60, height: 100, background: .clear,
                              commands: boxes.map { .fill(.path(.rect($0)), paint) })
            let surface = try SceneRenderer(fonts: renderer.fonts).image(scene, scale: 1)
            return surface.withPixels { data, stride in Array(UnsafeBufferPointer(start: data, count: stride * surface.height)) }
        }
        let whole = try draw([Rect(x: 0, y: 0, width: 60, height: 100)])
        let pieces = try draw([Rect(x: 0, y: 0, width: 60, height: 37), Rect(x: 0, y: 37, width: 25, height: 63),
                               Rect(x: 25, y: 37, width: 35, height: 63)])
        #expect(whole == pieces)
    }

    /// A rounded rect (translucent, so its alpha is dithered too) and glyphs: dithering moves each
    /// channel by at most a level and leaves every pixel outside the fill as it was; an opaque
    /// gradient leaves the coverage of the edges (the alpha) exactly as it was.
    static let shapes = [
        (##"{"version": 1, "kind": "view", "size": {"width": 120, "height": 90}, "cornerRadius": 30, "##
            + ##""background": {"gradient": {"angle": 135, "stops": ["#20304080", "#405060"], "dither": DITHER}}}"##, false),
        (##"{"version": 1, "kind": "label", "text": "Dither", "size": {"width": 160, "height": 60}, "##
            + ##""font": {"size": 40}, "fill": {"gradient": {"stops": ["#FF0000", "#0000FF"], "dither": DITHER}}}"##, true),
    ]

    @Test(arguments: shapes)
    func onlyTheGradientsPixelsChange(_ template: String, opaque: Bool) throws {
        let on = try Self.rows(template.replacingOccurrences(of: "DITHER", with: "true"), scale: 1)
        let off = try Self.rows(template.replacingOccurrences(of: "DITHER", with: "false"), scale: 1)
        var changed = 0
        for (a, b) in zip(on.joined(), off.joined()) {
            if b == 0 { #expect(a == 0) }
            if opaque { #expect(a >> 24 == b >> 24) }
            for shift: UInt32 in [24, 16, 8, 0] { #expect(abs(Self.channel(a, shift) - Self.channel(b, shift)) <= 1) }
            if a != b { changed += 1 }
        }
        #expect(changed > 100)
    }

    @Test func vectorOutputsKeepTheGradientForTheViewer() throws {
        let on = try #require(try loadSpecs(Self.subtleView(dither: ", \"dither\": true")).first)
        let off = try #require(try loadSpecs(Self.subtleView(dither: ", \"dither\": false")).first)
        for format: OutputFormat in [.svg, .pdf] {
            let a = try renderer.render(on, scales: [1], formats: [format]).files[0].bytes
            let b = try renderer.render(off, scales: [1], formats: [format]).files[0].bytes
            #expect(a == b, "\(format)")
        }
        let svg = String(decoding: try renderer.render(on, scales: [1], formats: [.svg]).files[0].bytes, as: UTF8.self)
        #expect(svg.contains("<linearGradient"))
    }

    @Test func theDefaultDithersStepsWiderThanFourPixels() throws {
        let subtle = [GradientStop(color: RGBA(0x1B / 255.0, 0x21 / 255.0, 0x40 / 255.0), at: 0),
                      GradientStop(color: RGBA(0x23 / 255.0, 0x29 / 255.0, 0x4A / 255.0), at: 1)]
        // 10 levels of blue over 1600 pixels: steps of 160.
        #expect(GradientRamp(stops: subtle).widestStep(length: 1600) == 160)
        let blackWhite = [GradientStop(color: .black, at: 0), GradientStop(color: .white, at: 1)]
        #expect(GradientRamp(stops: blackWhite).widestStep(length: 1020) == 4)
        #expect(GradientRamp(stops: blackWhite).widestStep(length: 1021) > 4)
        // Per stretch between stops: a flat first half, then 255 levels over 500 pixels, then one.
        let three = [GradientStop(color: .black, at: 0), GradientStop(color: .black, at: 0.5),
                     GradientStop(color: .white, at: 0.99), GradientStop(color: RGBA(254 / 255.0, 1, 1), at: 1)]
        #expect(abs(GradientRamp(stops: three).widestStep(length: 1000) - 10) < 1e-9)

        let line = GradientDither.Geometry.linear(start: Point(0, 0), end: Point(0, 800))
        let scale2 = AffineMatrix(xx: 2, yx: 0, xy: 0, yy: 2, x0: 0, y0: 0)
        #expect(GradientDither.wanted(nil, line, stops: subtle, userToDevice: scale2))
        #expect(!GradientDither.wanted(false, line, stops: subtle, userToDevice: scale2))
        // Black to white: 255 levels over 1600 pixels are steps of 6.3, over 200 of 0.8.
        #expect(GradientDither.wanted(nil, line, stops: blackWhite, userToDevice: scale2))
        let short = GradientDither.Geometry.linear(start: Point(0, 0), end: Point(0, 100))
        #expect(!GradientDither.wanted(nil, short, stops: blackWhite, userToDevice: scale2))
        #expect(GradientDither.wanted(true, short, stops: blackWhite, userToDevice: scale2))
        // A radial gradient's length is its radius.
        #expect(GradientDither.deviceLength(.radial(center: Point(5, 5), radius: 30), scale2) == 60)
    }

    @Test func ditherIsABooleanOnTheGradient() throws {
        let spec = try #require(try loadSpecs(Self.subtleView(dither: ", \"dither\": true")).first)
        guard case .view(let view) = spec.content, case .gradient(let g) = view.background else {
            Issue.record("expected a view with a gradient"); return
        }
        #expect(g.dither == true)
        let error = #expect(throws: SpecErrors.self) { try loadSpecs(Self.subtleView(dither: ", \"dither\": \"yes\"")) }
        #expect(error?.description.contains("$.background.gradient.dither: expected a boolean") == true)
    }

    @Test func theBayerThresholdsAreEveryLevelOnce() {
        let t = BayerMatrix.thresholds.map { Int($0 * 64 - 0.5) }
        #expect(t.sorted() == Array(0..<64))
        // Each 2×2 cell of the tile spreads its four thresholds a quarter apart.
        #expect(t[0] == 0 && t[1] == 32 && t[8] == 48 && t[9] == 16)
    }
}
