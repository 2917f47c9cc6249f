import Foundation
import ImageDiff
import PNGCodec
import XCTest

final class PNGTests: XCTestCase {
    /// Every colour type, bit depth, tRNS, interlacing and colour chunk in Fixtures/png decodes
    /// to the bytes pngjs gives (computed from the source samples by make-fixtures.py).
    func testDecodesEveryPNGKindAsPngjsDoes() throws {
        let expected = try Fixtures.decode([String: ExpectedImage].self, "expected.json", in: Fixtures.png)
        XCTAssertGreaterThanOrEqual(expected.count, 13)
        for (name, want) in expected.sorted(by: { $0.key < $1.key }) {
            let image = try Fixtures.image(name + ".png", in: Fixtures.png)
            XCTAssertEqual(image.width, want.width, name)
            XCTAssertEqual(image.height, want.height, name)
            if let difference = firstDifference(image, try RGBAImage(width: want.width, height: want.height, pixels: want.rgba)) {
                XCTFail("\(name).png: \(difference)")
            }
        }
    }

    /// libpng's simplified reader cannot read these safely, so they are refused with a message.
    func testInterlaced16BitIsRefused() {
        let url = Fixtures.png.appendingPathComponent("unsupported-greyalpha16-interlaced.png")
        XCTAssertThrowsError(try RGBAImage(contentsOfPNG: url)) { error in
            guard case PNGError.unsupportedPNG(url.path, _) = error else { return XCTFail("\(error)") }
            XCTAssertTrue("\(error)".contains("16-bit interlaced"), "\(error)")
        }
    }

    /// The palette (2a), RGB (4a) and sRGB/gAMA-tagged (8a) inputs read as RGBA with alpha 255
    /// where the file has no alpha.
    func testPaletteAndRGBFixturesReadAsOpaqueRGBA() throws {
        for name in ["2a.png", "4a.png", "7b.png"] {
            let image = try Fixtures.image(name)
            XCTAssertEqual(image.pixels.count, image.width * image.height * 4, name)
            XCTAssertTrue(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }, name)
        }
    }

    func testWriteThenReadGivesTheSamePixels() throws {
        var pixels = [UInt8](repeating: 0, count: 13 * 7 * 4)
        for i in pixels.indices { pixels[i] = UInt8(truncatingIfNeeded: i &* 37 &+ i / 5) }
        let image = try RGBAImage(width: 13, height: 7, pixels: pixels)
        XCTAssertEqual(try RGBAImage(pngData: try image.pngData()), image)

        // and through a file, for a real fixture with semi-transparent pixels
        let fixture = try Fixtures.image("5a.png")
        let url = temporaryFolder().appendingPathComponent("round-trip.png")
        try fixture.writePNG(to: url)
        XCTAssertEqual(try RGBAImage(contentsOfPNG: url), fixture)
    }

    /// Cairo's premultiplied words come out as Cairo's own writer un-premultiplies them,
    /// c = (c · 255 + a / 2) / a, for every alpha and every colour level it can hold (opaque and
    /// clear pixels take a shortcut in the encoder, four at a time, and the others a multiplication
    /// by a reciprocal instead of the division: the formula must hold for all of them). One pixel
    /// first, so the runs of four do not start at a multiple of four.
    func testPremultipliedRowsAreUnpremultipliedAsCairoDoes() throws {
        var words: [UInt32] = [0x8040_2010]
        for a in UInt32(0)...255 {
            for c in UInt32(0)...255 where c <= a { words.append(a << 24 | c << 16 | (a - c) << 8 | c / 2) }
        }
        let width = 256, height = (words.count + width - 1) / width
        words += [UInt32](repeating: 0, count: width * height - words.count)
        let bytes = try words.withUnsafeBytes { raw in
            try PNGEncoder.encode(raw.bindMemory(to: UInt8.self).baseAddress!, width: width, height: height,
                                  stride: width * 4, premultiplied: true, compression: .fast)
        }
        let image = try RGBAImage(pngData: Data(bytes))
        for (i, word) in words.enumerated() {
            let a = word >> 24
            let expected: [UInt32] = a == 0 ? [0, 0, 0, 0]
                : [(word >> 16) & 0xff, (word >> 8) & 0xff, word & 0xff].map { ($0 * 255 + a / 2) / a } + [a]
            let got = image.pixels[i * 4..<i * 4 + 4].map(UInt32.init)
            if got != expected { return XCTFail("pixel \(i) (\(String(word, radix: 16))): \(got), expected \(expected)") }
        }
    }

    func testEncodingIsDeterministic() throws {
        let image = try Fixtures.image("1a.png")
        let first = try image.pngData()
        XCTAssertEqual(try image.pngData(), first)
        // no tIME (or any chunk but these) in what we write
        XCTAssertEqual(chunkTypes(first), ["IHDR", "IDAT", "IEND"])
    }

    func testAtomicWriteReplacesAndLeavesNoTemporaryFile() throws {
        let folder = temporaryFolder()
        let url = folder.appendingPathComponent("out.png")
        try RGBAImage(width: 2, height: 2).writePNG(to: url)
        let image = try Fixtures.image("6a.png")
        try image.writePNG(to: url)
        XCTAssertEqual(try RGBAImage(contentsOfPNG: url), image)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["out.png"])
    }

    func testWriteIntoMissingFolderNamesTheFile() {
        let url = URL(fileURLWithPath: "/nonexistent-folder-\(UUID().uuidString)/diff.png")
        XCTAssertThrowsError(try RGBAImage(width: 1, height: 1).writePNG(to: url)) { error in
            guard case PNGError.writeFailed(let path, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(path, url.path)
            XCTAssertTrue("\(error)".hasPrefix("cannot write \(url.path): "), "\(error)")
        }
    }

    func testMissingFileIsUnreadable() {
        let url = temporaryFolder().appendingPathComponent("missing.png")
        XCTAssertThrowsError(try RGBAImage(contentsOfPNG: url)) { error in
            XCTAssertEqual(error as? PNGError, .unreadableFile(path: url.path, reason: "No such file or directory"))
            XCTAssertEqual("\(error)", "cannot read \(url.path): No such file or directory")
        }
    }

    func testFolderIsUnreadable() {
        let url = temporaryFolder()
        XCTAssertThrowsError(try RGBAImage(contentsOfPNG: url)) { error in
            guard case PNGError.unreadableFile(url.path, _) = error else { return XCTFail("\(error)") }
        }
    }

    func testTextFileIsNotAPNG() throws {
        let url = temporaryFolder().appendingPathComponent("spec.json")
        try Data("{\"kind\": \"button\"}".utf8).write(to: url)
        XCTAssertThrowsError(try RGBAImage(contentsOfPNG: url)) { error in
            XCTAssertEqual(error as? PNGError, .notPNG(source: url.path))
            XCTAssertEqual("\(error)", "\(url.path) is not a PNG file")
        }
        XCTAssertThrowsError(try RGBAImage(pngData: Data())) { error in
            XCTAssertEqual(error as? PNGError, .notPNG(source: "PNG data"))
        }
    }

    func testDamagedPNGsAreReportedNotCrashed() throws {
        let good = try Data(contentsOf: Fixtures.pixelmatch.appendingPathComponent("3a.png"))
        var corruptIDAT = good
        corruptIDAT[good.count / 2] ^= 0xFF // breaks the IDAT CRC
        for (label, bytes) in [("truncated", good.prefix(good.count / 2)),
                               ("signature only", good.prefix(8)),
                               ("corrupt IDAT", corruptIDAT)] {
            XCTAssertThrowsError(try RGBAImage(pngData: Data(bytes), source: label), label) { error in
                guard case PNGError.invalidPNG(label, let reason) = error else { return XCTFail("\(label): \(error)") }
                XCTAssertFalse(reason.isEmpty, label)
            }
        }
    }

    func testPixelBufferLengthIsChecked() {
        XCTAssertThrowsError(try RGBAImage(width: 2, height: 2, pixels: [0, 0, 0])) { error in
            XCTAssertEqual(error as? PNGError, .invalidPixelBuffer(width: 2, height: 2, byteCount: 3))
        }
    }

    // MARK: helpers

    private struct ExpectedImage: Decodable {
        var width: Int
        var height: Int
        var rgba: [UInt8]
    }

    private func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ImageDiffTests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func chunkTypes(_ png: Data) -> [String] {
        let bytes = [UInt8](png)
        var types: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            if types.last != type { types.append(type) }
            offset += 12 + length
        }
        return types
    }
}
