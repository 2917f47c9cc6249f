import Foundation
import Testing
import SpecModel
@testable import SpecRender

/// The proof in an engine (issue 23, point 5): LÖVE draws "HIWM" from render-spec's sdf and msdf
/// fonts through the shader of scripts/love-draw's `field` drawing, scaled 0.5×, 1×, 3× and 6× with linear
/// filtering, and the result is measured against the label at that size: the "I" stem's edges
/// within 0.5 px of the label's, and the corners of the "H" as sharp as the label's with msdf,
/// rounded with sdf.
@Suite(.enabled(if: LoveRunner.shouldRun, "LÖVE is not installed (scripts/setup.sh installs love, xvfb, xauth)"))
struct BitmapFontFieldLoveTests {
    static let text = "HIWM"

    /// The font's files in a fresh folder, and the font as read back.
    private func writeFont(_ field: String) throws -> (URL, ReadFont) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-field-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let files = try BitmapFontFieldTests.files(field: field)
        for file in files { try Data(file.bytes).write(to: dir.appendingPathComponent(file.path)) }
        return (dir, try ReadFont(files, fnt: "f.fnt"))
    }

    /// LÖVE's picture of the text at `scale`, drawn with its pen at (x, y).
    private func draw(_ dir: URL, scale: Double, x: Int, y: Int) throws -> CoverageProfile {
        let width = Int(160 * scale) + 2 * x, height = Int(50 * scale) + 2 * y
        let drawing = try LoveRunner.draw(Self.text, at: x, y, fonts: [dir.appendingPathComponent("f.fnt")], width: width, height: height,
                                          drawing: "field", trailing: [String(scale)])
        return CoverageProfile(Picture(drawing.image))
    }

    /// The label of one character at `scale`, its pen at x = 0 (left aligned, no margin).
    private func label(_ character: String, scale: Double) throws -> CoverageProfile {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "label", "size": {"width": 60}, "canvas": {"margin": 0}, "alignment": "left", "text": "\(character)",
         \(BitmapFontFieldTests.font)}
        """)[0]
        return CoverageProfile(Picture(try render(spec, scale: scale)))
    }

    /// The stem's left and right 50 % crossings, from the pen, on a row through its middle.
    private func stem(_ picture: CoverageProfile, pen: Double) throws -> (left: Double, right: Double) {
        let rows = (0..<picture.height).filter { y in (0..<picture.width).contains { picture[$0, y] > 0.5 } }
        let y = (try #require(rows.first) + (try #require(rows.last))) / 2
        let left = try #require(picture.risingEdge(row: y, from: Int(pen)))
        let right = try #require(picture.fallingEdge(row: y, from: Int(left)))
        return (left - pen, right - pen)
    }

    @Test(arguments: ["sdf", "msdf"])
    func theStemEdgesAreTheLabelsAtEveryScale(field: String) throws {
        let (dir, font) = try writeFont(field)
        defer { try? FileManager.default.removeItem(at: dir) }
        let h = try #require(font.chars[Unicode.Scalar("H").value])
        for scale in [0.5, 1, 3, 6] {
            let (x, y) = (8, 8)
            let drawn = try draw(dir, scale: scale, x: x, y: y)
            // The I's pen, as LÖVE moves it: the H's advance and their kerning, scaled.
            let pen = Double(x) + scale * Double(h.xadvance + font.kerning("H", "I"))
            // Only the I: the H's right stem ends before the I's pen (the I has a left bearing).
            let onlyI = CoverageProfile(width: drawn.width, height: drawn.height, alpha: drawn.alpha.enumerated().map { i, a in
                Double(i % drawn.width) >= pen ? a : 0
            })
            let engine = try stem(onlyI, pen: pen)
            let reference = try stem(try label("I", scale: scale), pen: 0)
            print("\(field) at \(scale)×: I stem \(engine) from the pen, label \(reference)")
            #expect(abs(engine.left - reference.left) <= 0.5, "\(field) at \(scale)×: left edge \(engine.left) against the label's \(reference.left)")
            #expect(abs(engine.right - reference.right) <= 0.5, "\(field) at \(scale)×: right edge \(engine.right) against the label's \(reference.right)")
        }
    }

    /// At 6× a page pixel is 6 screen pixels, and bilinear filtering of one distance rounds a
    /// corner to about a texel's radius: the 6 × 6 pixels inside the H's top-left corner miss
    /// several px² against a sharp corner. The msdf font keeps it within 1 px² of sharp, as the
    /// label is.
    @Test func msdfKeepsTheCornersOfHSharpWhereSDFRoundsThem() throws {
        func corner(_ picture: CoverageProfile) throws -> Double {
            let rows = (0..<picture.height).filter { y in (0..<picture.width).contains { picture[$0, y] > 0.5 } }
            // A row through the upper stems, above the crossbar.
            let y = try #require(rows.first) + rows.count / 4
            let left = try #require(picture.risingEdge(row: y))
            let right = try #require(picture.fallingEdge(row: y, from: Int(left)))
            let top = try #require(picture.risingEdge(column: Int((left + right) / 2)))
            return picture.cornerExcess(x: left, y: top, size: 6)
        }
        let label = try corner(try label("H", scale: 6))
        #expect(abs(label) < 0.5, "the label's corner is sharp: \(label)")
        var excess: [String: Double] = [:]
        for field in ["sdf", "msdf"] {
            let (dir, _) = try writeFont(field)
            defer { try? FileManager.default.removeItem(at: dir) }
            let drawn = try draw(dir, scale: 6, x: 8, y: 8)
            excess[field] = try corner(drawn)
        }
        let (sdf, msdf) = (try #require(excess["sdf"]), try #require(excess["msdf"]))
        print("corner of H at 6×, px² against a sharp corner: label \(label), msdf \(msdf), sdf \(sdf)")
        #expect(abs(msdf - label) <= 1, "msdf corner \(msdf) px² against the label's \(label)")
        #expect(sdf - label <= -3, "sdf rounds the corner: \(sdf) px² against the label's \(label)")
    }
}
