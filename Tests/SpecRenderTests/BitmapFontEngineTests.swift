import XCTest
import SpecModel
@testable import SpecRender

/// The proof in a real engine: LÖVE 11 loads render-spec's own fonts (the score title's style, at
/// @1x and @2x) and draws a string; the picture is compared with render-spec's label of the same
/// text and style, and with the same string drawn by the Swift reader (BitmapFontDrawing.swift).
final class BitmapFontEngineTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-engine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    private let text = "HIGH SCORE 12,480"

    /// Renders the font and writes its files into `dir`.
    private func writeFont(layers: String) throws -> [RenderedFile] {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "score", "characters": ["digits", "HIGSCORE ,"],
        \(BitmapFontTests.style), "layers": "\(layers)", "output": {"scales": [1, 2]}}
        """)[0]
        let files = try renderer.render(spec).files
        for file in files { try Data(file.bytes).write(to: dir.appendingPathComponent(file.path)) }
        return files
    }

    private func label(scale: Double) throws -> Picture {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "label", "size": {"width": 1000}, "canvas": {"margin": "auto"}, "alignment": "left",
         "text": "\(text)", \(BitmapFontTests.style)}
        """)[0]
        return Picture(try render(spec, scale: scale))
    }

    /// Drawn by LÖVE from the effects font and then the fill font, the string is the label: ink
    /// box within 2 px (@1x) or 3 px (@2x) wide and 1 px tall, the fill's colour at five heights
    /// within 8/255 (row for row, give or take one), and LÖVE's line height is the font's.
    func testLoveDrawsTheSeparateFontsAsTheLabelShowsTheText() throws {
        _ = try writeFont(layers: "separate")
        for (scale, suffix) in [(1.0, ""), (2.0, "@2x")] {
            let fonts = [dir.appendingPathComponent("score-effects\(suffix).fnt"), dir.appendingPathComponent("score\(suffix).fnt")]
            let width = Int(420 * scale), height = Int(90 * scale)
            let drawing = try LoveRunner.draw(text, at: Int(20 * scale), Int(15 * scale), fonts: fonts, width: width, height: height)
            try assertLooksLikeTheLabel(Picture(drawing.image), try label(scale: scale), widthSlack: scale == 1 ? 2 : 3,
                                        "drawn by LÖVE at @\(scale)x")
            let read = try ReadFont(try writeFontFiles(), fnt: "score\(suffix).fnt")
            XCTAssertEqual(drawing.metrics.last?.height, read.lineHeight, "LÖVE's line height at @\(scale)x")
            XCTAssertEqual(drawing.metrics.last?.base, read.base, "LÖVE's baseline at @\(scale)x")
        }
    }

    /// LÖVE and the Swift reader put every pixel of one combined font in the same place: the two
    /// pictures differ by at most 2/255 in any channel (blending rounds differently), and never in
    /// where there is ink.
    func testLoveAndTheSwiftReaderAgreePixelForPixel() throws {
        let files = try writeFont(layers: "combined")
        let read = try ReadFont(files, fnt: "score.fnt")
        let (width, height, x, y) = (420, 90, 20, 15)
        let drawing = try LoveRunner.draw(text, at: x, y, fonts: [dir.appendingPathComponent("score.fnt")], width: width, height: height)
        var canvas = [Double](repeating: 0, count: width * height * 4)
        read.draw(text, into: &canvas, width: width, x: x, y: y)
        let swift = Picture(premultiplied: canvas, width: width, height: height), love = Picture(drawing.image)
        var worst = 0.0
        for i in 0..<(width * height) {
            let (sa, la) = (swift.rgba[i * 4 + 3], love.rgba[i * 4 + 3])
            worst = max(worst, abs(sa - la))
            if min(sa, la) > 64 {   // colour is defined (and compared) where there is real coverage
                for c in 0..<3 { worst = max(worst, abs(swift.rgba[i * 4 + c] - love.rgba[i * 4 + c]) * min(sa, la) / 255) }
            }
        }
        XCTAssertLessThanOrEqual(worst, 2, "LÖVE and the Swift reader differ by \(worst)/255")
    }

    private func writeFontFiles() throws -> [RenderedFile] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).map { name in
            RenderedFile(path: name, bytes: [UInt8](try Data(contentsOf: dir.appendingPathComponent(name))), format: .png, scale: 1, state: "normal", locale: nil)
        }
    }
}
