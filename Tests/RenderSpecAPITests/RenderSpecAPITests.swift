import Foundation
import RenderSpec
import XCTest

/// The public API only (no @testable, and the target depends on the RenderSpec product alone):
/// everything a user does must be possible through it.
final class RenderSpecAPITests: XCTestCase {
    private var folder: URL!
    private static let renderer = Renderer()

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The loader compares resolved paths (/tmp may be a link).
        folder = folder.resolvingSymlinksInPath()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, to name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// A 20×10 pt red view: simple pixels to probe.
    private let redView = """
        {"version": 1, "kind": "view", "name": "red", "size": {"width": 20, "height": 10},
         "background": "#FF0000",
         "states": {"faded": {"background": "rgba(255, 0, 0, 0.5)"}}}
        """

    // MARK: loading

    func testLoadsAFileWithItsVariants() throws {
        let path = try write(redView, to: "red.json")
        let spec = try LoadedSpec(contentsOfFile: path, root: folder.path)
        XCTAssertEqual(spec.file, path)
        XCTAssertEqual(spec.name, "red")
        XCTAssertEqual(spec.variants.map(\.state), ["normal", "faded"])
        XCTAssertEqual(spec.variant(state: "faded")?.outputPath(scale: 2, format: .png), "red-faded@2x.png")
        XCTAssertNil(spec.variant(state: "pressed"))
        XCTAssertNil(spec.variant(locale: "de"))
    }

    func testAFileOutsideTheRootCannotBeExtended() throws {
        let path = try write(#"{"version": 1, "kind": "view", "extends": "../outside.json", "size": {"width": 4, "height": 4}}"#,
                             to: "sub/spec.json")
        XCTAssertThrowsError(try LoadedSpec(contentsOfFile: path, root: folder.appendingPathComponent("sub").path)) { error in
            let errors = (error as? SpecErrors)?.errors ?? []
            XCTAssertEqual(errors.count, 1)
            XCTAssertTrue(errors.first?.message.contains("outside the render root") == true, "\(error)")
        }
    }

    func testDataWithASyntaxErrorNamesTheGivenFileLineAndColumn() throws {
        let data = Data("{\"version\": 1,\n  \"kind\": \"label\" \"text\": \"x\"}".utf8)
        do {
            _ = try LoadedSpec(data: data, name: "broken.json", baseDirectory: folder.path)
            XCTFail("loaded a broken spec")
        } catch {
            XCTAssertEqual(error.errors.count, 1)
            let first = try XCTUnwrap(error.errors.first)
            XCTAssertEqual(first.file, folder.appendingPathComponent("broken.json").path)
            XCTAssertEqual(first.line, 2)
            XCTAssertEqual(first.column, 19)
            XCTAssertTrue(first.description.hasSuffix("broken.json:2:19: error: \(first.path): \(first.message)"), first.description)
        }
    }

    func testDataInTheCurrentDirectoryReadsAsItsName() throws {
        do {
            _ = try LoadedSpec(data: Data(#"{"version": 1, "kind": "label", "size": {"width": 9}, "text": 3}"#.utf8), name: "inline.json")
            XCTFail("loaded a bad spec")
        } catch {
            XCTAssertEqual(error.description, "inline.json:1:63: error: $.text: expected a string or a catalog reference {\"key\", \"from\"}, got a number")
        }
    }

    func testDataResolvesExtendsFromTheBaseDirectory() throws {
        _ = try write(##"{"version": 1, "kind": "view", "size": {"width": 8, "height": 6}, "background": "#00FF00"}"##,
                      to: "bases/_green.json")
        let data = Data(#"{"extends": "bases/_green.json", "name": "inline"}"#.utf8)
        let spec = try LoadedSpec(data: data, name: "inline.json", baseDirectory: folder.path)
        let bitmap = try Self.renderer.bitmap(spec.variants[0])
        XCTAssertEqual([bitmap.width, bitmap.height], [8, 6])
        XCTAssertEqual(bitmap[x: 4, y: 3].green, 255)
    }

    func testLoadsAModelFillingInVersionAndKind() throws {
        let button = ButtonSpec(size: SizeValue(width: 120, height: 40), cornerRadius: 8,
                                title: TextStyleValue(text: "OK", font: FontValue(size: 17, weight: .bold)),
                                states: ["highlighted": ButtonSpec()])
        let spec = try LoadedSpec(button)
        XCTAssertEqual(spec.name, "button")
        XCTAssertEqual(spec.variants.map(\.state), ["normal", "highlighted"])
        let named = try LoadedSpec(SpecDocument.view(ViewSpec(name: "panel", size: SizeValue(width: 10, height: 10))))
        XCTAssertEqual(named.name, "panel")
        XCTAssertTrue(named.file.hasSuffix("/panel.json"))
    }

    func testAModelWithABadValueIsRefusedAtItsPath() throws {
        let label = LabelSpec(size: SizeValue(width: -5, height: 20), text: "Hi")
        XCTAssertThrowsError(try LoadedSpec(label, name: "bad-label.json")) { error in
            let errors = (error as? SpecErrors)?.errors ?? []
            // The Swift property, not a place in JSON no one wrote.
            XCTAssertEqual(errors.map(\.path), ["LabelSpec.size.width"], "\(error)")
            XCTAssertEqual(errors.first?.hasPosition, false)
            XCTAssertTrue(errors.first?.file.hasSuffix("/bad-label.json") == true)
        }
    }

    // MARK: rendering

    func testRendersPNGBytes() throws {
        let spec = try LoadedSpec(data: Data(redView.utf8), name: "red.json", baseDirectory: folder.path)
        let png = try Self.renderer.render(spec.variants[0], as: .png, scale: 2).data
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let bitmap = try Bitmap(pngData: png)
        XCTAssertEqual([bitmap.width, bitmap.height], [40, 20])
        XCTAssertTrue(bitmap[x: 20, y: 10] == (255, 0, 0, 255))
        // Straight alpha: the faded state is full red at half opacity.
        let faded = try Self.renderer.bitmap(XCTUnwrap(spec.variant(state: "faded")), scale: 1)
        let pixel = faded[x: 10, y: 5]
        XCTAssertEqual(pixel.red, 255)
        XCTAssertEqual(Int(pixel.alpha), 128, accuracy: 1)
    }

    func testRendersSVGAndPDF() throws {
        let spec = try LoadedSpec(data: Data(redView.utf8), name: "red.json", baseDirectory: folder.path)
        let svg = String(decoding: try Self.renderer.render(spec.variants[0], as: .svg).data, as: UTF8.self)
        XCTAssertTrue(svg.hasPrefix("<?xml") || svg.hasPrefix("<svg"), String(svg.prefix(40)))
        XCTAssertTrue(svg.contains("<svg"))
        let pdf = try Self.renderer.render(spec.variants[0], as: .pdf, scale: 1).data
        XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
    }

    func testBitmapSizeFollowsTheScale() throws {
        let spec = try LoadedSpec(data: Data(redView.utf8), name: "red.json", baseDirectory: folder.path)
        for scale in [1.0, 2, 3] {
            let bitmap = try Self.renderer.bitmap(spec.variants[0], scale: scale)
            XCTAssertEqual([bitmap.width, bitmap.height], [Int(20 * scale), Int(10 * scale)])
            XCTAssertEqual(bitmap.pixels.count, bitmap.width * bitmap.height * 4)
        }
        XCTAssertThrowsError(try Self.renderer.render(spec.variants[0], as: .png, scale: 0)) { error in
            XCTAssertTrue(error is RenderingError, "\(error)")
        }
    }

    func testTextRendersAndWarnsWhenItDoesNotFit() throws {
        let label = LabelSpec(size: SizeValue(width: 40, height: 20), text: "A sentence far too long for the frame",
                              font: FontValue(size: 14), lines: 1)
        let spec = try LoadedSpec(label, name: "tight.json")
        let bitmap = try Self.renderer.bitmap(spec.variants[0])
        XCTAssertTrue(bitmap.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 }, "no ink")
        let warnings = try Self.renderer.warnings(for: spec.variants[0])
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        // Built in code: the warning names the Swift property, with no file position.
        XCTAssertEqual(warnings.first?.path, "LabelSpec.text")
        XCTAssertNil(warnings.first?.line)
    }

    // MARK: comparing

    func testComparingIdenticalImagesFindsNothing() throws {
        let pixels = [UInt8](repeating: 200, count: 6 * 4 * 4)
        let image = try Bitmap(width: 6, height: 4, pixels: pixels)
        let comparison = try ImageComparison(image, image)
        XCTAssertTrue(comparison.isMatch)
        XCTAssertEqual(comparison.changedPixels, 0)
        XCTAssertNil(comparison.changedRegion)
        XCTAssertEqual([comparison.diffImage.width, comparison.diffImage.height], [6, 4])
    }

    func testComparingDifferentImagesFindsTheChangedRegion() throws {
        var pixels = [UInt8](repeating: 255, count: 10 * 10 * 4)
        let expected = try Bitmap(width: 10, height: 10, pixels: pixels)
        for y in 3 ..< 5 { for x in 2 ..< 7 { pixels[(y * 10 + x) * 4] = 0 } }  // cyan block
        let actual = try Bitmap(width: 10, height: 10, pixels: pixels)
        let comparison = try ImageComparison(expectedPNG: expected.pngData(), actualPNG: actual.pngData(),
                                             options: .init(threshold: 0.05, antialiasing: .count))
        XCTAssertEqual(comparison.changedPixels, 10)
        XCTAssertEqual(comparison.changedRegion, PixelRegion(x: 2, y: 3, width: 5, height: 2))
        XCTAssertEqual(comparison.largestChannelChange, 255)
        XCTAssertEqual(comparison.changedFraction, 0.1, accuracy: 1e-12)
        XCTAssertEqual(comparison.diffImage[x: 4, y: 3].red, 255)   // drawn in pixelmatch's red
        XCTAssertEqual(comparison.diffImage[x: 4, y: 3].green, 0)

        XCTAssertThrowsError(try ImageComparison(expected, Bitmap(width: 5, height: 20, pixels: Array(pixels)))) { error in
            XCTAssertEqual(error as? ImageError, .sizeMismatch(expectedWidth: 10, expectedHeight: 10, actualWidth: 5, actualHeight: 20))
        }
        XCTAssertThrowsError(try Bitmap(width: 3, height: 3, pixels: [0])) { error in
            XCTAssertEqual(error as? ImageError, .invalidPixelBuffer(width: 3, height: 3, byteCount: 1))
        }
        XCTAssertThrowsError(try Bitmap(pngData: Data("not a png".utf8)))
    }

    // MARK: checking

    func testChecksAFolderAgainstItsGoldens() throws {
        _ = try write(redView, to: "specs/red.json")
        let specs = folder.appendingPathComponent("specs").path
        var options = SpecCheck.Options(renderRoot: folder.path, jobs: 1)

        let first = SpecCheck(paths: [specs], options: options).run()
        XCTAssertEqual(first.outcomes.map(\.status), [.missing, .missing])
        XCTAssertEqual(first.exitCode, 1)
        XCTAssertFalse(first.passed)

        options.update = .missing
        let recorded = SpecCheck(paths: [specs], options: options).run()
        XCTAssertEqual(recorded.outcomes.map(\.updated), [true, true])
        XCTAssertTrue(FileManager.default.fileExists(atPath: specs + "/red-faded.png"))

        options.update = .never
        let second = SpecCheck(paths: [specs], options: options).run()
        XCTAssertTrue(second.passed, second.summary)
        XCTAssertEqual(second.outcomes.map(\.status), [.pass, .pass])
        XCTAssertEqual(second.summary, "2 passed")
        let json = try JSONSerialization.jsonObject(with: second.json) as? [String: Any]
        XCTAssertEqual((json?["results"] as? [Any])?.count, 2)

        // A changed spec fails with the changed pixels counted.
        _ = try write(redView.replacingOccurrences(of: "#FF0000", with: "#0000FF"), to: "specs/red.json")
        let third = SpecCheck(paths: [specs], options: options).run()
        let failed = try XCTUnwrap(third.outcomes.first { $0.state == "normal" })
        XCTAssertEqual(failed.status, .fail)
        XCTAssertEqual(failed.changedPixels, 200)
        XCTAssertEqual(failed.changedRegion, PixelRegion(x: 0, y: 0, width: 20, height: 10))
        XCTAssertTrue(failed.isFailure)
    }
}
