import Foundation
import PNGCodec
import XCTest
import SpecModel
@testable import SpecRender

/// A bitmap font as an engine reads it: the `.fnt` text format and its pages, parsed here from the
/// rendered files (the real engine, LÖVE, reads them in BitmapFontLoveTests).
struct ReadFont {
    struct Char { var x, y, width, height, xoffset, yoffset, xadvance, page: Int }
    var lineHeight = 0, base = 0, size = 0
    var pages: [RGBAImage] = []
    var pageNames: [String] = []
    var chars: [UInt32: Char] = [:]
    var kernings: [String: Int] = [:]
    var charLines: [String] = []

    init(_ files: [RenderedFile], fnt: String) throws {
        let byPath = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        let text = String(decoding: try XCTUnwrapValue(byPath[fnt], "no \(fnt) among \(byPath.keys.sorted())"), as: UTF8.self)
        for line in text.split(separator: "\n") {
            let fields = Self.fields(String(line))
            switch line.split(separator: " ").first {
            case "info": size = Int(fields["size"] ?? "") ?? 0
            case "common": lineHeight = Int(fields["lineHeight"]!)!; base = Int(fields["base"]!)!
            case "page":
                let name = fields["file"]!
                pageNames.append(name)
                pages.append(try RGBAImage(pngData: Data(try XCTUnwrapValue(byPath[name], "no page \(name)")), source: name))
            case "char":
                charLines.append(String(line))
                func i(_ k: String) -> Int { Int(fields[k]!)! }
                chars[UInt32(i("id"))] = Char(x: i("x"), y: i("y"), width: i("width"), height: i("height"),
                                             xoffset: i("xoffset"), yoffset: i("yoffset"), xadvance: i("xadvance"), page: i("page"))
            case "kerning": kernings["\(fields["first"]!),\(fields["second"]!)"] = Int(fields["amount"]!)!
            default: break
            }
        }
    }

    private static func fields(_ line: String) -> [String: String] {
        var out: [String: String] = [:]
        let scanner = Scanner(string: line)
        scanner.charactersToBeSkipped = .whitespaces
        _ = scanner.scanUpToCharacters(from: .whitespaces)
        while !scanner.isAtEnd, let key = scanner.scanUpToString("=") {
            _ = scanner.scanString("=")
            if scanner.scanString("\"") != nil {
                out[key] = scanner.scanUpToString("\"") ?? ""
                _ = scanner.scanString("\"")
            } else {
                out[key] = scanner.scanUpToCharacters(from: .whitespaces) ?? ""
            }
        }
        return out
    }

    func kerning(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int { kernings["\(a.value),\(b.value)"] ?? 0 }

    /// Draws `text` as an engine does: the pen on whole pixels, each cell at the pen plus its
    /// offsets from the line top, `over` each other; into `canvas` at (x, y) = the line top.
    func draw(_ text: String, into canvas: inout [Double], width: Int, x: Int, y: Int) {
        var pen = x
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            guard let c = chars[scalar.value] else { continue }
            if let previous { pen += kerning(previous, scalar) }
            let page = pages[c.page]
            for row in 0..<c.height {
                for col in 0..<c.width {
                    let p = page[c.x + col, c.y + row]
                    let tx = pen + c.xoffset + col, ty = y + c.yoffset + row
                    guard tx >= 0, ty >= 0, tx < width, ty * width + tx < canvas.count / 4 else { continue }
                    let a = Double(p.a) / 255
                    let i = (ty * width + tx) * 4
                    // Premultiplied `over`.
                    canvas[i] = Double(p.r) / 255 * a + canvas[i] * (1 - a)
                    canvas[i + 1] = Double(p.g) / 255 * a + canvas[i + 1] * (1 - a)
                    canvas[i + 2] = Double(p.b) / 255 * a + canvas[i + 2] * (1 - a)
                    canvas[i + 3] = a + canvas[i + 3] * (1 - a)
                }
            }
            pen += c.xadvance
            previous = scalar
        }
    }
}

/// An un-premultiplied picture for comparing a drawn string with a label.
struct Picture {
    var width: Int, height: Int
    /// Straight RGBA in 0…255.
    var rgba: [Double]

    init(premultiplied canvas: [Double], width: Int, height: Int) {
        self.width = width; self.height = height
        rgba = stride(from: 0, to: canvas.count, by: 4).flatMap { i -> [Double] in
            let a = canvas[i + 3]
            return a == 0 ? [0, 0, 0, 0] : [canvas[i] / a * 255, canvas[i + 1] / a * 255, canvas[i + 2] / a * 255, a * 255]
        }
    }

    init(_ pixels: Pixels) {
        width = pixels.width; height = pixels.height
        rgba = (0..<(width * height)).flatMap { i -> [Double] in
            let p = pixels[x: i % pixels.width, y: i / pixels.width]
            return [Double(p.r), Double(p.g), Double(p.b), Double(p.a)]
        }
    }

    init(_ image: RGBAImage) {
        width = image.width; height = image.height
        rgba = image.pixels.map(Double.init)
    }

    func alpha(_ x: Int, _ y: Int) -> Double { rgba[(y * width + x) * 4 + 3] }

    /// The box of pixels more than half opaque: (left, top, right, bottom), exclusive.
    var inkBox: (x0: Int, y0: Int, x1: Int, y1: Int) {
        var box = (x0: width, y0: height, x1: 0, y1: 0)
        for y in 0..<height {
            for x in 0..<width where alpha(x, y) > 127 {
                box = (min(box.x0, x), min(box.y0, y), max(box.x1, x + 1), max(box.y1, y + 1))
            }
        }
        return box
    }

    /// The brightest fully opaque pixel of row `y` (by the sum of its channels).
    func brightestOpaque(row y: Int) -> (r: Double, g: Double, b: Double)? {
        var best: (r: Double, g: Double, b: Double)?
        for x in 0..<width where alpha(x, y) >= 254.5 {
            let i = (y * width + x) * 4
            let c = (r: rgba[i], g: rgba[i + 1], b: rgba[i + 2])
            if best.map({ c.r + c.g + c.b > $0.r + $0.g + $0.b }) ?? true { best = c }
        }
        return best
    }

    /// The mean colour of the fully opaque pixels of row `y`.
    func opaqueMean(row y: Int) -> (r: Double, g: Double, b: Double)? {
        var sum = (0.0, 0.0, 0.0), n = 0.0
        for x in 0..<width where alpha(x, y) >= 254.5 {
            let i = (y * width + x) * 4
            sum = (sum.0 + rgba[i], sum.1 + rgba[i + 1], sum.2 + rgba[i + 2]); n += 1
        }
        return n == 0 ? nil : (sum.0 / n, sum.1 / n, sum.2 / n)
    }
}

/// A string drawn from a bitmap font looks like the label of the same text and style: the ink box
/// (pixels over half opaque) within `widthSlack` px wide and 1 px tall, and the fill's colour at
/// five heights of the ink (a row's brightest opaque pixel; the stroke is darker) within 8/255,
/// rows matched from the ink's top give or take one.
func assertLooksLikeTheLabel(_ engine: Picture, _ label: Picture, widthSlack: Int, _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) throws {
    let (a, b) = (engine.inkBox, label.inkBox)
    XCTAssertLessThanOrEqual(abs((a.x1 - a.x0) - (b.x1 - b.x0)), widthSlack, "ink width \(what): \(a) vs \(b)", file: file, line: line)
    XCTAssertLessThanOrEqual(abs((a.y1 - a.y0) - (b.y1 - b.y0)), 1, "ink height \(what): \(a) vs \(b)", file: file, line: line)
    for fraction in [0.15, 0.3, 0.5, 0.7, 0.85] {
        let ya = a.y0 + Int(Double(a.y1 - a.y0) * fraction), yb = b.y0 + Int(Double(b.y1 - b.y0) * fraction)
        let ca = try XCTUnwrap(engine.brightestOpaque(row: ya), file: file, line: line)
        let d = try (yb - 1...yb + 1).map { row -> Double in
            let cb = try XCTUnwrap(label.brightestOpaque(row: row), file: file, line: line)
            return max(abs(ca.r - cb.r), abs(ca.g - cb.g), abs(ca.b - cb.b))
        }.min()!
        XCTAssertLessThanOrEqual(d, 8, "fill colour at \(fraction) of the ink \(what)", file: file, line: line)
    }
}

struct MissingValue: Error, CustomStringConvertible { var description: String }

func XCTUnwrapValue<T>(_ value: T?, _ message: String) throws -> T {
    guard let value else { throw MissingValue(description: message) }
    return value
}
