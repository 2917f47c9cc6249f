import PNGCodec
import XCTest
import Foundation
import SpecModel
@testable import SpecRender

/// A label's drop shadow in the vector outputs, as other programs draw them: the PDF through
/// poppler's Splash rasteriser (pdftoppm), the SVG through librsvg (rsvg-convert). Both tools come
/// with scripts/setup.sh; a machine without them skips these tests.
final class ShadowDocumentTests: XCTestCase {
    /// Blue text on white with a dark, soft shadow below it.
    private var spec: ResolvedSpec {
        var style = TextStyle(text: "Shadow")
        style.font.size = 30
        style.font.weight = 700
        style.fill = .color(RGBA(0.12, 0.44, 0.92))
        style.shadows = [Shadow(color: RGBA(0, 0, 0, 0.8), offset: Point(0, 6), blur: 4)]
        return labelSpec(style, width: 160, height: 60, background: .white)
    }

    func testThePDFShadowIsAnImageWithItsOwnAlphaNotASoftMaskGroup() throws {
        let pdf = String(decoding: try renderer.render(spec, scales: [1], formats: [.pdf]).files[0].bytes, as: UTF8.self)
        XCTAssertFalse(pdf.contains("/Type /Mask"), "the shadow is painted through a soft-mask group")
        XCTAssertTrue(pdf.contains("/SMask"), "the shadow image has no alpha of its own")
    }

    func testPdftoppmDrawsTheShadowAndNoBoxAroundIt() throws {
        let pdf = try renderer.render(spec, scales: [1], formats: [.pdf]).files[0].bytes
        let page = try rasterise(pdf, suffix: "pdf") { input, output in
            ["pdftoppm", "-r", "144", "-png", "-singlefile", input, output]
        }
        try compareWithOwnRaster(page, tool: "pdftoppm")
    }

    func testRsvgConvertDrawsTheShadowAndNoBoxAroundIt() throws {
        let svg = try renderer.render(spec, scales: [1], formats: [.svg]).files[0].bytes
        let page = try rasterise(svg, suffix: "svg") { input, output in
            ["rsvg-convert", "--zoom", "2", "--background-color", "white", "-o", output + ".png", input]
        }
        try compareWithOwnRaster(page, tool: "rsvg-convert")
    }

    /// Where our own @2x PNG shows plain page, the tool's picture must too (a grey box would fill
    /// the shadow's whole rectangle); where our PNG shows only shadow, the tool's must be dark too.
    private func compareWithOwnRaster(_ page: RGBAImage, tool: String) throws {
        let own = try render(spec, scale: 2)
        XCTAssertEqual(page.width, own.width)
        XCTAssertEqual(page.height, own.height)
        guard page.width == own.width, page.height == own.height else { return }
        var plain = 0, darkOnPlain = 0, shadow = 0, darkOnShadow = 0
        for y in 0..<own.height {
            for x in 0..<own.width {
                let o = own[x: x, y: y]
                let t = page[x, y]
                let p = (r: Int(t.r), g: Int(t.g), b: Int(t.b))
                if min(o.r, o.g, o.b) >= 254 {
                    plain += 1
                    if min(p.r, p.g, p.b) < 230 { darkOnPlain += 1 }
                } else if o.b < 150 && abs(o.r - o.b) < 8 {
                    // Grey, so shadow alone (the text is blue), and clearly darker than the page.
                    shadow += 1
                    if max(p.r, p.g, p.b) < 200 { darkOnShadow += 1 }
                }
            }
        }
        XCTAssertGreaterThan(plain, 1000)
        XCTAssertGreaterThan(shadow, 200)
        // A few anti-aliased glyph edges may land a pixel apart; a box would be thousands of pixels.
        XCTAssertLessThan(darkOnPlain, plain / 200, "\(tool): \(darkOnPlain) of \(plain) page pixels are dark")
        XCTAssertGreaterThan(darkOnShadow, shadow * 9 / 10, "\(tool): only \(darkOnShadow) of \(shadow) shadow pixels are dark")
    }

    /// Writes `bytes` to a temporary file, runs the tool on it and decodes the PNG it wrote to
    /// `<output>.png`; skips when the tool is not installed.
    private func rasterise(_ bytes: [UInt8], suffix: String, command: (_ input: String, _ output: String) -> [String]) throws -> RGBAImage {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-shadow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.\(suffix)").path
        let output = dir.appendingPathComponent("out").path
        try Data(bytes).write(to: URL(fileURLWithPath: input))
        let arguments = command(input, output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 127 { throw XCTSkip("\(arguments[0]) is not installed (scripts/setup.sh installs it)") }
        XCTAssertEqual(process.terminationStatus, 0, "\(arguments.joined(separator: " ")) failed")
        return try RGBAImage(contentsOfPNG: URL(fileURLWithPath: output + ".png"))
    }
}
