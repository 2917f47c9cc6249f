import Foundation
import PNGCodec
import XCTest

/// Issue 8, point 8: small files that declare huge images are refused from their IHDR, before
/// anything is allocated for pixels; memory is bounded by PNGLimits, not by the file.
final class HostilePNGTests: XCTestCase {
    /// Refused from the header, not by failing to allocate its 40 GB of pixels.
    func testHugeDeclaredSizeIsRefusedFromTheHeader() throws {
        let bytes = HostilePNG.hugeRGBA
        XCTAssertLessThan(bytes.count, 200)
        let url = temporaryFile("huge.png", bytes)
        for attempt in [{ try RGBAImage(contentsOfPNG: url) }, { try RGBAImage(pngData: Data(bytes), source: url.path) }] {
            XCTAssertThrowsError(try attempt()) { error in
                XCTAssertEqual(error as? PNGError, .imageTooLarge(source: url.path, width: 100_000, height: 100_000))
                XCTAssertEqual("\(error)", "cannot read \(url.path): its 100000×100000 image is over the limit of 16384 px a side and 64 Mpx")
            }
        }
    }

    /// Refused from the header, not after filling a 17 GB buffer and inflating 4 billion pixels.
    func testHugePaletteImageIsRefused() {
        XCTAssertThrowsError(try RGBAImage(pngData: Data(HostilePNG.hugePalette), source: "palette.png")) { error in
            XCTAssertEqual(error as? PNGError, .imageTooLarge(source: "palette.png", width: 65535, height: 65535))
        }
    }

    func testLimitsAreASideAndAnArea() throws {
        func header(_ width: UInt32, _ height: UInt32) throws -> PNGHeader {
            try PNGHeader(pngData: Data(HostilePNG.file(width: width, height: height, chunks: [])))
        }
        XCTAssertEqual(try header(16384, 4096).width, 16384)
        XCTAssertEqual(try header(8192, 8192).height, 8192)
        for (width, height) in [(16385, 1), (1, 16385), (16384, 4097), (8193, 8192)] as [(UInt32, UInt32)] {
            XCTAssertThrowsError(try header(width, height), "\(width)×\(height)") { error in
                XCTAssertEqual(error as? PNGError, .imageTooLarge(source: "PNG data", width: Int(width), height: Int(height)))
            }
        }
        XCTAssertThrowsError(try header(0, 5)) { error in
            guard case PNGError.invalidPNG = error else { return XCTFail("\(error)") }
        }
    }

    /// The header reader needs only the first 33 bytes: no IDAT, nothing decoded.
    func testHeaderIsReadWithoutThePixels() throws {
        let bytes = HostilePNG.file(width: 300, height: 200, bitDepth: 16, colorType: 2, interlace: 1, chunks: [])
        let url = temporaryFile("header-only.png", Array(bytes.prefix(33)))
        XCTAssertEqual(try PNGHeader(contentsOfPNG: url),
                       try PNGHeader(pngData: Data(bytes)))
        let header = try PNGHeader(contentsOfPNG: url)
        XCTAssertEqual([header.width, header.height, header.bitDepth, header.colorType], [300, 200, 16, 2])
        XCTAssertTrue(header.isInterlaced)
        XCTAssertThrowsError(try RGBAImage(contentsOfPNG: url)) // the rest is missing
        XCTAssertThrowsError(try PNGHeader(pngData: Data(bytes.prefix(30)))) { error in
            guard case PNGError.invalidPNG(_, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("IHDR"), reason)
        }
    }

    /// A deflate bomb within the limits decodes, into exactly width × height × 4 bytes.
    func testDeflateBombWithinTheLimitsDecodes() throws {
        let bytes = HostilePNG.zeroBomb(width: 4096, height: 4096)
        XCTAssertLessThan(bytes.count, 120_000) // ~16 MB of filtered rows
        let image = try RGBAImage(pngData: Data(bytes))
        XCTAssertEqual(image.pixels.count, 4096 * 4096 * 4)
        XCTAssertEqual(image[4095, 4095].a, 255)
        XCTAssertEqual(image[17, 3000].r, 0)
    }

    /// Its twin over the limits never reaches libpng.
    func testDeflateBombOverTheLimitsIsRefused() {
        let bytes = HostilePNG.file(width: 16384, height: 16384, colorType: 0,
                                    chunks: HostilePNG.idatChunks(HostilePNG.zlibZeros(count: 1 << 20)))
        XCTAssertThrowsError(try RGBAImage(pngData: Data(bytes))) { error in
            XCTAssertEqual(error as? PNGError, .imageTooLarge(source: "PNG data", width: 16384, height: 16384))
        }
    }

    /// A file longer than its header allows is refused before it is read into memory.
    func testFileLongerThanItsHeaderAllowsIsRefusedUnread() throws {
        let png = try RGBAImage(width: 1, height: 1).pngData()
        let url = temporaryFile("padded.png", [UInt8](png) + [UInt8](repeating: 0, count: 17 << 20))
        XCTAssertThrowsError(try RGBAImage(contentsOfPNG: url)) { error in
            guard case PNGError.unsupportedPNG(url.path, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("longer than a 1×1 PNG can be"), reason)
        }
    }

    /// libpng's errors (a longjmp inside the C reader) come back as one-line errors.
    func testLibpngErrorsAreReportedNotCrashed() {
        var bytes = HostilePNG.zeroBomb(width: 64, height: 64)
        bytes[bytes.count - 20] ^= 0xFF // inside the IDAT: its CRC no longer matches
        XCTAssertThrowsError(try RGBAImage(pngData: Data(bytes), source: "bad-crc.png")) { error in
            guard case PNGError.invalidPNG("bad-crc.png", let reason) = error else { return XCTFail("\(error)") }
            XCTAssertFalse(reason.isEmpty)
            XCTAssertFalse("\(error)".contains("\n"))
        }
        let short = HostilePNG.file(width: 64, height: 64, colorType: 0, chunks: [HostilePNG.chunk("IDAT", HostilePNG.zlibZeros(count: 65))])
        XCTAssertThrowsError(try RGBAImage(pngData: Data(short))) { error in
            guard case PNGError.invalidPNG = error else { return XCTFail("\(error)") }
        }
    }

    private func temporaryFile(_ name: String, _ bytes: [UInt8]) -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-png-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try! Data(bytes).write(to: url)
        return url
    }
}
