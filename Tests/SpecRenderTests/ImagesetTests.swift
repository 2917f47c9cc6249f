import PNGCodec
import XCTest
import Foundation
import SpecModel
import SpecScene
@testable import SpecRender

final class ImagesetTests: XCTestCase {
    private func load(_ json: String) throws -> [ResolvedSpec] { try loadSpecs(json) }

    private let glossy = """
    {"version": 1, "kind": "button", "name": "start", "size": {"width": 310, "height": 54}, "cornerRadius": 12,
     "background": {"gloss": {"color": {"red": 0.1, "green": 0.3, "blue": 0.8}}}, "groove": {"width": 3}, "edge": {},
     "title": {"text": "Start"},
     "states": {"highlighted": {"background": {"gloss": {"color": {"white": 0.55}}}}, "disabled": {}, "selected": {}, "hot": {}}}
    """

    func testEveryStateRendersItsOwnImagesNamedAsTheSpecSays() throws {
        let specs = try load(glossy)
        var paths: [String] = []
        var centre: [String: (r: Int, g: Int, b: Int, a: Int)] = [:]
        for spec in specs {
            paths += try renderer.render(spec, scales: [1, 2, 3], formats: [.png]).files.map(\.path)
            centre[spec.state] = try render(spec)[x: 20, y: 27]
        }
        XCTAssertEqual(paths, ["start.png", "start@2x.png", "start@3x.png",
                               "start-highlighted.png", "start-highlighted@2x.png", "start-highlighted@3x.png",
                               "start-disabled.png", "start-disabled@2x.png", "start-disabled@3x.png",
                               "start-selected.png", "start-selected@2x.png", "start-selected@3x.png",
                               "start-hot.png", "start-hot@2x.png", "start-hot@3x.png"])
        let normal = try XCTUnwrap(centre["normal"]), grey = try XCTUnwrap(centre["highlighted"])
        XCTAssertEqual(grey.r, grey.g, "the highlighted state's own grey gloss")
        XCTAssertLessThan(abs(centre["disabled"]!.a - 128), 2, "disabled is faded to half")
        XCTAssertTrue(centre["selected"]! == normal && centre["hot"]! == normal, "selected and custom states look normal")
    }

    func testHighlightedDefaultIsDarker() throws {
        let specs = try load("""
        {"version": 1, "kind": "button", "size": {"width": 40, "height": 20}, "background": "rgb(200, 100, 50)",
         "states": {"highlighted": {}}}
        """)
        XCTAssertTrue(try render(specs[0])[x: 20, y: 10] == (200, 100, 50, 255))
        XCTAssertTrue(try render(specs[1])[x: 20, y: 10] == (140, 70, 35, 255))
    }

    func testContentsJSONIsXcodesFormat() throws {
        let specs = try load(glossy)
        let files = try renderer.render(specs[1], formats: [.imageset]).files
        XCTAssertEqual(files.map(\.path), ["start-highlighted.imageset/start-highlighted.png",
                                          "start-highlighted.imageset/start-highlighted@2x.png",
                                          "start-highlighted.imageset/start-highlighted@3x.png",
                                          "start-highlighted.imageset/Contents.json", "Contents.json"])
        XCTAssertEqual(String(decoding: files[4].bytes, as: UTF8.self),
                       "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(files[3].bytes)) as? [String: Any])
        let info = try XCTUnwrap(json["info"] as? [String: Any])
        XCTAssertEqual(info["author"] as? String, "xcode")
        XCTAssertEqual(info["version"] as? Int, 1)
        let images = try XCTUnwrap(json["images"] as? [[String: Any]])
        XCTAssertEqual(images.count, 3)
        for (i, image) in images.enumerated() {
            let s = i + 1
            XCTAssertEqual(image["idiom"] as? String, "universal")
            XCTAssertEqual(image["scale"] as? String, "\(s)x")
            XCTAssertEqual(image["filename"] as? String, s == 1 ? "start-highlighted.png" : "start-highlighted@\(s)x.png")
            let resizing = try XCTUnwrap(image["resizing"] as? [String: Any])
            XCTAssertEqual(resizing["mode"] as? String, "3-part-horizontal")
            let center = try XCTUnwrap(resizing["center"] as? [String: Any])
            XCTAssertEqual(Set(center.keys), ["mode", "width"])
            XCTAssertEqual(center["mode"] as? String, "stretch")
            XCTAssertEqual(center["width"] as? Int, s, "one point of the image's pixels")
            XCTAssertEqual(resizing["cap-insets"] as? [String: Int], ["left": 12 * s, "right": 12 * s], "in the image's pixels")
        }
        let text = String(decoding: files[3].bytes, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("{\n  \"images\" : [\n    {\n      \"filename\" : \"start-highlighted.png\",\n"), text)
        // The minimal image: 12 + 1 + 12 points wide, full height (the gloss depends on it).
        let png = try RGBAImage(pngData: Data(files[2].bytes))
        XCTAssertEqual([png.width, png.height], [75, 162])
    }

    /// Stretching the minimal image back with its cap insets gives the full-size background.
    func testStretchRoundTrip() throws {
        let view = """
        {"version": 1, "kind": "view", "name": "panel", "size": {"width": 120, "height": 70}, "cornerRadius": 9,
         "background": "#3A6EA5", "border": {"color": "#0B1F33", "width": 2}, "canvas": {"margin": "auto"},
         "shadow": {"color": "rgba(0, 0, 0, 0.5)", "offset": [0, 2], "blur": 3}, "innerShadow": {"offset": [0, 1], "blur": 2}}
        """
        for (json, mode) in [(glossy, "3-part-horizontal"), (view, "9-part")] {
            let spec = try load(json)[0]
            let plan = try XCTUnwrap(StretchPlan(spec))
            XCTAssertEqual(plan.mode?.rawValue, mode)
            var fullChrome = plan.spec
            fullChrome.size = spec.size
            let files = try renderer.render(spec, formats: [.imageset]).files
            for scale in [1, 2, 3] {
                let minimal = try RGBAImage(pngData: Data(files[scale - 1].bytes))
                let full = try render(fullChrome, scale: Double(scale))
                let caps = plan.caps
                func source(_ x: Int, full: Int, small: Int, low: Double, high: Double, stretches: Bool) -> Int {
                    guard stretches else { return x }
                    let lowPx = Int(low * Double(scale)), highPx = Int(high * Double(scale))
                    if x < lowPx { return x }
                    if x >= full - highPx { return x - (full - small) }
                    return lowPx + (x - lowPx) * scale / max(1, full - lowPx - highPx)   // stretch the middle point
                }
                var worst = 0
                for y in 0..<full.height {
                    let sy = source(y, full: full.height, small: minimal.height, low: caps.top, high: caps.bottom, stretches: mode == "9-part")
                    for x in 0..<full.width {
                        let sx = source(x, full: full.width, small: minimal.width, low: caps.left, high: caps.right, stretches: true)
                        let a = full[x: x, y: y], b = minimal[sx, sy]
                        // Compare premultiplied, so invisible colour under zero alpha does not count.
                        for (p, q) in [(a.r, b.r), (a.g, b.g), (a.b, b.b)] {
                            worst = max(worst, abs(p * a.a / 255 - Int(q) * Int(b.a) / 255))
                        }
                        worst = max(worst, abs(a.a - Int(b.a)))
                    }
                }
                XCTAssertLessThanOrEqual(worst, 1, "\(mode) @\(scale)x: stretched minimal image differs by \(worst)")
            }
        }
    }
}

private func == (a: (r: Int, g: Int, b: Int, a: Int), b: (r: Int, g: Int, b: Int, a: Int)) -> Bool {
    a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a
}
