import Foundation
import XCTest
import PNGCodec
import SpecModel
import SpecScene
@testable import SpecRender

/// The colour formats Noto Color Emoji's CBDT does not cover, in the two small fonts
/// scripts/make-color-fonts.py writes into Specs/text/fonts: COLR version 0 layers (a red block,
/// a blue block over it, a bar in the text's own colour) and an sbix picture (a disc, red left and
/// blue right). Each is drawn in its colours on images and in SVG and PDF, and its silhouette takes
/// the stroke.
final class ColorFontFormatTests: XCTestCase {
    private static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Specs/text/fonts")

    /// "★" alone in `font` at 40 pt, green, in a 60 × 60 white frame, drawn at 2× as a PNG or as
    /// `format`'s document.
    private func draw(_ font: String, fontKeys: String = "", stroke: Bool = false, format: OutputFormat = .png) throws -> [UInt8] {
        try drawing(font, fontKeys: fontKeys, stroke: stroke, format: format).bytes
    }

    /// The bytes, and the star's origin (on its baseline) in the 2× image's pixels.
    private func drawing(_ font: String, fontKeys: String = "", stroke: Bool = false,
                         format: OutputFormat = .png) throws -> (bytes: [UInt8], x: Double, y: Double, warnings: [String]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("color-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: Self.fonts.appendingPathComponent(font), to: dir.appendingPathComponent(font))
        let file = dir.appendingPathComponent("star.json")
        let strokeKey = stroke ? "\"stroke\": {\"width\": 2, \"color\": \"#000000\"}," : ""
        try """
            {"version": 1, "kind": "label", "name": "star", "text": "★",
             "font": {"file": "\(font)", "size": 40\(fontKeys)}, "fill": "#22aa22",
             \(strokeKey)
             "alignment": "center", "size": {"width": 60, "height": 60}, "canvas": {"background": "#ffffff"}}
            """.write(to: file, atomically: true, encoding: .utf8)
        let spec = try SpecLoader(root: dir.path).load(file: file.path)[0]
        let bytes = try renderer.render(spec, scales: [2], formats: [format]).files[0].bytes
        let scene = try renderer.scene(spec)
        let star = try XCTUnwrap(scene.commands.compactMap { command -> Glyph? in
            if case .fill(.glyphs(let runs), _) = command { return runs.first?.glyphs.first }
            return nil
        }.first)
        return (bytes, 2 * star.x, 2 * star.y, scene.warnings)
    }

    /// The pixel `(dx, dy)` points from the star's origin.
    private func at(_ image: RGBAImage, _ origin: (bytes: [UInt8], x: Double, y: Double, warnings: [String]), _ dx: Double, _ dy: Double)
        -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        image[Int(origin.x + 2 * dx), Int(origin.y + 2 * dy)]
    }

    private func pixels(_ png: [UInt8]) throws -> RGBAImage { try RGBAImage(pngBytes: png, source: "render") }

    /// rsvg-convert's drawing of an SVG; skips where it is not installed.
    private func rasterize(svg: [UInt8]) throws -> [UInt8] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("color-font-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.svg"), output = dir.appendingPathComponent("out.png")
        try Data(svg).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["rsvg-convert", "-o", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 127 { throw XCTSkip("rsvg-convert is not installed (scripts/setup.sh --dev installs it)") }
        XCTAssertEqual(process.terminationStatus, 0)
        return [UInt8](try Data(contentsOf: output))
    }

    // Swatch Layers at 40 pt: the red block from 2 to 18 pt right of the origin, the blue one from
    // 14 to 30 pt, both from 4 pt below the baseline to 28 pt above it; the bar from 6 to 26 pt,
    // 10 to 14 pt above the baseline.
    func testLayersAreDrawnInTheirPaletteColoursAndTheTextsOwn() throws {
        let star = try drawing("SwatchLayers.ttf")
        let image = try pixels(star.bytes)
        let (red, blue, bar) = (at(image, star, 8, -20), at(image, star, 24, -20), at(image, star, 10, -12))
        XCTAssertTrue(red.r > 200 && red.g < 60 && red.b < 60, "the red layer at the left: \(red)")
        XCTAssertTrue(blue.b > 200 && blue.r < 60, "the blue layer over it at the right: \(blue)")
        XCTAssertTrue(bar.g > 150 && bar.r < 60 && bar.b < 60, "the bar in the text's fill: \(bar)")
    }

    func testFillModePaintsEveryLayerInTheFill() throws {
        let star = try drawing("SwatchLayers.ttf", fontKeys: ", \"colorGlyphs\": \"fill\"")
        let image = try pixels(star.bytes)
        for (dx, dy) in [(8.0, -20.0), (24, -20), (10, -12)] {
            let p = at(image, star, dx, dy)
            XCTAssertTrue(p.g > 150 && p.r < 60 && p.b < 60, "(\(dx), \(dy)): \(p)")
        }
    }

    /// The layers stay vectors in a document: no picture, and rsvg-convert draws the same colours.
    func testLayersStayVectorsInSVG() throws {
        let png = try drawing("SwatchLayers.ttf")
        let svg = try draw("SwatchLayers.ttf", format: .svg)
        XCTAssertFalse(String(decoding: svg, as: UTF8.self).contains("<image"), "the layers are paths, not a picture")
        let image = try pixels(rasterize(svg: svg))
        XCTAssertGreaterThan(at(image, png, 8, -20).r, 200)
        XCTAssertGreaterThan(at(image, png, 24, -20).b, 200)
        XCTAssertGreaterThan(at(image, png, 10, -12).g, 150)
    }

    // Swatch Picture at 40 pt: its 64-pixel strike's 56-pixel disc is 35 pt across, from 2.5 pt
    // right of the origin and 3.75 pt below the baseline: centred 20 pt right, 13.75 pt up.
    func testThePictureKeepsItsColoursAndItsCornersShowTheBackground() throws {
        let star = try drawing("SwatchPicture.ttf")
        let image = try pixels(star.bytes)
        let (left, right) = (at(image, star, 10, -13.75), at(image, star, 30, -13.75))
        XCTAssertTrue(left.r > 200 && left.b < 60, "red on the left: \(left)")
        XCTAssertTrue(right.b > 200 && right.r < 60, "blue on the right: \(right)")
        let corner = at(image, star, 4, -29)
        XCTAssertTrue(corner.r == 255 && corner.g == 255 && corner.b == 255, "outside the disc: \(corner)")
    }

    /// The stroke rings the disc, not the square picture: black just outside the disc's left edge,
    /// white in the picture's corner.
    func testTheStrokeRingsThePicturesSilhouette() throws {
        let star = try drawing("SwatchPicture.ttf", stroke: true)
        let image = try pixels(star.bytes)
        let corner = at(image, star, 4, -29)
        XCTAssertTrue(corner.r == 255 && corner.g == 255 && corner.b == 255, "the picture's corner stays white: \(corner)")
        let ring = at(image, star, 1.5, -13.75)
        XCTAssertTrue(ring.r < 40 && ring.g < 40 && ring.b < 40, "the ring just outside the disc: \(ring)")
        let inside = at(image, star, 5, -13.75)
        XCTAssertTrue(inside.r > 200 && inside.b < 60, "the disc itself over its ring: \(inside)")
    }

    /// COLR version 1 is recognised, not painted: the glyph's plain outline (a square) in the
    /// fill, and a warning at `font` that says so and what to use instead.
    func testAVersionOnePaintIsDrawnFromItsOutlineWithAWarning() throws {
        let star = try drawing("SwatchPaint.ttf")
        let image = try pixels(star.bytes)
        let square = at(image, star, 16, -12)
        XCTAssertTrue(square.g > 150 && square.r < 60 && square.b < 60, "the outline in the fill: \(square)")
        XCTAssertEqual(star.warnings.count, 1)
        XCTAssertTrue(star.warnings.first?.contains("$.font: `★` is a COLR version 1 colour glyph in SwatchPaint.ttf") == true,
                      "\(star.warnings)")
    }

    /// The committed fonts are what scripts/make-color-fonts.py writes: their provenance is the
    /// script, byte for byte.
    func testTheFontsAreTheScriptsOutput() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("color-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = Self.fonts.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/make-color-fonts.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, dir.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        for font in ["SwatchLayers.ttf", "SwatchPicture.ttf", "SwatchPaint.ttf"] {
            XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent(font)), try Data(contentsOf: Self.fonts.appendingPathComponent(font)), font)
        }
    }
}
