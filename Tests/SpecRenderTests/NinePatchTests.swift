import PNGCodec
import XCTest
import Foundation
import SpecModel
import SpecScene
@testable import SpecRender

/// `--format android` and `--format flutter` as SpecRenderer makes them (the CLI tests run aapt2).
final class NinePatchTests: XCTestCase {
    private func load(_ json: String) throws -> [ResolvedSpec] { try loadSpecs(json) }

    private let glossy = """
    {"version": 1, "kind": "button", "name": "Start-Game", "size": {"width": 310, "height": 54}, "cornerRadius": 12,
     "background": {"gloss": {"color": {"red": 0.1, "green": 0.3, "blue": 0.8}}}, "groove": {"width": 3}, "edge": {},
     "title": {"text": "Start"}, "states": {"highlighted": {}}}
    """
    /// Flat: stretches both ways, 8 pt caps (the corner radius), title box inset 3, 4, 2, 5.
    private let flat = """
    {"version": 1, "kind": "button", "name": "flat", "size": {"width": 120, "height": 44}, "cornerRadius": 8,
     "background": "#3366CC", "contentInsets": {"top": 3, "left": 4, "bottom": 2, "right": 5}, "title": {"text": "OK"}}
    """
    private let panel = """
    {"version": 1, "kind": "view", "name": "panel", "size": {"width": 120, "height": 70}, "cornerRadius": 9,
     "background": "#3A6EA5", "border": {"color": "#0B1F33", "width": 2}, "canvas": {"margin": "auto"},
     "shadow": {"color": "rgba(0, 0, 0, 0.5)", "offset": [0, 2], "blur": 3}}
    """

    /// The guides of a 9-patch PNG, read back from its frame: the runs of opaque black pixels.
    private struct Guides {
        var top: [Range<Int>] = [], left: [Range<Int>] = [], bottom: [Range<Int>] = [], right: [Range<Int>] = []
        var inner: RGBAImage
        var otherFramePixels = 0

        init(_ png: [UInt8]) throws {
            let image = try RGBAImage(pngData: Data(png))
            let w = image.width - 2, h = image.height - 2
            var inner = RGBAImage(width: w, height: h)
            for y in 0..<h {
                for x in 0..<w { inner.set(x, y, image[x + 1, y + 1]) }
            }
            self.inner = inner
            var other = 0
            func runs(_ count: Int, _ pixel: (Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> [Range<Int>] {
                var result: [Range<Int>] = [], start: Int?
                for i in 0...count {
                    let p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = i < count ? pixel(i) : (0, 0, 0, 0)
                    let black = p == (0, 0, 0, 255)
                    if !black && p != (0, 0, 0, 0) { other += 1 }
                    if black && start == nil { start = i }
                    if !black, let s = start { result.append(s..<i); start = nil }
                }
                return result
            }
            top = runs(w) { image[$0 + 1, 0] }
            bottom = runs(w) { image[$0 + 1, h + 1] }
            left = runs(h) { image[0, $0 + 1] }
            right = runs(h) { image[w + 1, $0 + 1] }
            for (x, y) in [(0, 0), (w + 1, 0), (0, h + 1), (w + 1, h + 1)] where image[x, y] != (0, 0, 0, 0) { other += 1 }
            otherFramePixels = other
        }
    }

    func testButtonsAreNinePatchesInFiveDensitiesNamedAsResources() throws {
        let specs = try load(glossy)
        let files = try specs.flatMap { try renderer.render($0, formats: [.android]).files }
        XCTAssertEqual(files.map(\.path), ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"].map { "drawable-\($0)/start_game.9.png" }
                       + ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"].map { "drawable-\($0)/start_game_highlighted.9.png" })
        XCTAssertEqual(files.map(\.scale), [1, 1.5, 2, 3, 4, 1, 1.5, 2, 3, 4])
        XCTAssertTrue(files.allSatisfy { $0.format == .android })
    }

    /// Inside the frame, the very pixels of the minimal stretchable image at each density; the
    /// frame is transparent but for the guides.
    func testPixelsInsideTheFrameAreTheMinimalImage() throws {
        for json in [glossy, flat, panel] {
            let spec = try load(json)[0]
            let plan = try XCTUnwrap(StretchPlan(spec))
            let minimal = try renderer.scene(plan.spec)
            for file in try renderer.render(spec, formats: [.android]).files {
                let guides = try Guides(file.bytes)
                let expected = try RGBAImage(pngData: Data(try SceneRenderer(fonts: renderer.fonts).image(minimal, scale: file.scale).pngData()))
                XCTAssertEqual(guides.inner, expected, "\(file.path): the image inside the frame")
                XCTAssertEqual(guides.otherFramePixels, 0, "\(file.path): frame pixels neither guide nor transparent")
            }
        }
    }

    func testGlossyGuidesStretchTheMiddleColumnAndTheWholeHeight() throws {
        let spec = try load(glossy)[0]
        let plan = try XCTUnwrap(StretchPlan(spec))
        XCTAssertEqual(plan.mode, .threePartHorizontal)
        XCTAssertEqual(plan.caps.left, 12)
        for file in try renderer.render(spec, formats: [.android]).files {
            let s = file.scale, g = try Guides(file.bytes)
            let w = g.inner.width, h = g.inner.height
            XCTAssertEqual([w, h], [Int((25 * s).rounded(.up)), Int((54 * s).rounded(.up))], file.path)
            let stretch = s == 1.5 ? 18..<19 : Int(12 * s)..<Int(13 * s)
            XCTAssertEqual(g.top, [stretch], "\(file.path): the one-point middle after the 12 pt cap")
            XCTAssertEqual(g.left, [0..<h], "\(file.path): the gloss changes down the rows: the full height, as a 3-part slicing")
            XCTAssertEqual(g.bottom, [0..<w], "\(file.path): no contentInsets: the whole width")
            XCTAssertEqual(g.right, [0..<h], file.path)
        }
    }

    func testFlatButtonGuidesAreTheCapsAndTheContentInsets() throws {
        let spec = try load(flat)[0]
        let plan = try XCTUnwrap(StretchPlan(spec))
        XCTAssertEqual(plan.mode, .ninePart)
        for file in try renderer.render(spec, formats: [.android]).files {
            let s = file.scale, g = try Guides(file.bytes)
            XCTAssertEqual([g.inner.width, g.inner.height], [Int((17 * s).rounded(.up)), Int((17 * s).rounded(.up))])
            let stretch = s == 1.5 ? 12..<13 : Int(8 * s)..<Int(9 * s)
            XCTAssertEqual(g.top, [stretch], file.path)
            XCTAssertEqual(g.left, [stretch], file.path)
            func px(_ p: Double) -> Int { Int((p * s).rounded()) }
            // The title box: 4 pt in from the left, 5 from the right, 3 from the top, 2 from the bottom.
            XCTAssertEqual(g.bottom, [px(4)..<px(17 - 5)], file.path)
            XCTAssertEqual(g.right, [px(3)..<px(17 - 2)], file.path)
            if s == 2 { XCTAssertEqual(g.bottom, [8..<24]); XCTAssertEqual(g.right, [6..<30]) }
        }
    }

    /// A view's content area is inside its border; its shadow's margin is outside the frame.
    func testViewContentIsInsideTheBorder() throws {
        let spec = try load(panel)[0]
        let plan = try XCTUnwrap(StretchPlan(spec))
        XCTAssertEqual(plan.mode, .ninePart)
        let f = plan.frame
        XCTAssertGreaterThan(f.minX, 0, "the shadow's margin")
        for file in try renderer.render(spec, formats: [.android]).files where file.scale == 2 || file.scale == 3 {
            let s = file.scale, g = try Guides(file.bytes)
            XCTAssertEqual(g.bottom, [Int((f.minX + 2) * s)..<Int((f.maxX - 2) * s)], file.path)
            XCTAssertEqual(g.right, [Int((f.minY + 2) * s)..<Int((f.maxY - 2) * s)], file.path)
            XCTAssertEqual(g.top, [Int(plan.caps.left * s)..<Int((plan.caps.left + 1) * s)], file.path)
            XCTAssertEqual(g.left, [Int(plan.caps.top * s)..<Int((plan.caps.top + 1) * s)], file.path)
        }
    }

    func testContentInsetsWiderThanTheNinePatchFallBackToTheMiddleWithAWarning() throws {
        let spec = try load(flat.replacingOccurrences(of: #""left": 4"#, with: #""left": 20"#))[0]
        let (files, warnings) = try renderer.render(spec, formats: [.android])
        XCTAssertEqual(warnings.filter { $0.contains("does not fit its 9-patch") }.count, 1, "\(warnings)")
        let g = try Guides(files[2].bytes)
        XCTAssertEqual(g.bottom, g.top, "the stretchable middle")
        XCTAssertEqual(g.right, [6..<30], "the other direction still has its insets")
    }

    func testLabelsArePlainFullRendersAndUnstretchableBackgroundsWarn() throws {
        let label = try load("""
        {"version": 1, "kind": "label", "name": "Title2", "size": {"width": 80, "height": 30}, "text": "Hi", "locales": {"pt-BR": {"text": "Oi"}}}
        """)
        for spec in label {
            let (files, _) = try renderer.render(spec, formats: [.android, .png])
            let android = files.filter { $0.format == .android }
            let folder = spec.locale == nil ? "drawable" : "drawable-pt-rBR"
            XCTAssertEqual(android.map(\.path), ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"].map { "\(folder)-\($0)/title2.png" })
            XCTAssertEqual(android[0].bytes, files.first { $0.format == .png }?.bytes, "the plain 1x render")
            XCTAssertEqual(try RGBAImage(pngData: Data(android[1].bytes)).width, 120, "1.5x")
        }
        let radial = try load(panel.replacingOccurrences(of: ##""background": "#3A6EA5""##,
                                                         with: #""background": {"gradient": {"type": "radial", "stops": ["red", "blue"]}}"#))[0]
        let (files, warnings) = try renderer.render(radial, formats: [.android])
        XCTAssertEqual(files.map(\.path).first, "drawable-mdpi/panel.png")
        XCTAssertTrue(warnings.contains { $0.contains("not a 9-patch") }, "\(warnings)")
        let plan = try XCTUnwrap(StretchPlan(radial))
        let full = try renderer.scene(plan.spec)
        XCTAssertEqual(files[3].bytes, try SceneRenderer(fonts: renderer.fonts).image(full, scale: 3).png(renderer.png), "full size, title-less chrome")
    }

    func testALocaleAndroidCannotNameIsRefusedAtPlanning() throws {
        let specs = try load("""
        {"version": 1, "kind": "label", "name": "t", "size": {"width": 80, "height": 30}, "text": "Hi", "locales": {"en-x-pirate": {"text": "Arr"}}}
        """)
        let pirate = try XCTUnwrap(specs.first { $0.locale != nil })
        XCTAssertThrowsError(try renderer.plan(pirate, formats: [.android])) {
            XCTAssertTrue("\($0)".contains("`en-x-pirate` is not a BCP 47 tag Android can name"), "\($0)")
        }
    }

    func testFlutterVariantsSitBesideTheirMainAssetUnderTheLocale() throws {
        let specs = try load(glossy.replacingOccurrences(of: #""states""#, with: #""locales": {"de": {"title": {"text": "Los"}}}, "states""#))
        let paths = try specs.flatMap { try renderer.render($0, formats: [.flutter]).files.map(\.path) }
        XCTAssertEqual(Set(paths), ["Start-Game.png", "2.0x/Start-Game.png", "3.0x/Start-Game.png",
                                    "Start-Game-highlighted.png", "2.0x/Start-Game-highlighted.png", "3.0x/Start-Game-highlighted.png",
                                    "de/Start-Game.png", "de/2.0x/Start-Game.png", "de/3.0x/Start-Game.png",
                                    "de/Start-Game-highlighted.png", "de/2.0x/Start-Game-highlighted.png", "de/3.0x/Start-Game-highlighted.png"])
        let spec = specs[0]
        let flutter = try renderer.render(spec, formats: [.flutter]).files
        let png = try renderer.render(spec, scales: [1, 2, 3], formats: [.png]).files
        XCTAssertEqual(flutter.map(\.bytes), png.map(\.bytes), "each the plain render at its scale")
    }

    func testImageCountHoldsThePlatformSets() {
        XCTAssertEqual(ImageCount.of(scales: [1, 2], formats: [.android]), 5)
        XCTAssertEqual(ImageCount.of(scales: [1, 2], formats: [.png, .flutter, .imageset]), 8)
    }
}

private extension RGBAImage {
    mutating func set(_ x: Int, _ y: Int, _ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        let k = (y * width + x) * 4
        pixels[k] = p.r; pixels[k + 1] = p.g; pixels[k + 2] = p.b; pixels[k + 3] = p.a
    }
}
