import Foundation
import PNGCodec
import XCTest

/// `render-spec diff` on hostile PNGs (issue 8, point 8): one line naming the file, exit 2,
/// and sizes compared from the headers before either image is decoded.
final class DiffHostileInputTests: XCTestCase {
    /// Refused from the header, not by failing to allocate its 40 GB of pixels.
    func testImageOverTheLimitsExitsTwoNamingTheFile() throws {
        let cli = try CLIRunner()
        try RGBAImage(width: 2, height: 2).writePNG(to: cli.directory.appendingPathComponent("a.png"))
        try Data(pngDeclaring(width: 100_000, height: 100_000)).write(to: cli.directory.appendingPathComponent("huge.png"))
        for arguments in [["diff", "a.png", "huge.png"], ["diff", "huge.png", "a.png"]] {
            let result = try cli.run(arguments, environment: [:])
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("huge.png: its 100000×100000 image is over the limit"), result.stderr)
        }
    }

    /// The second image has another size and no pixel data at all: the sizes differ (exit 1)
    /// without decoding it, so its missing data is no error.
    func testSizeMismatchIsFoundBeforeDecoding() throws {
        let cli = try CLIRunner()
        try RGBAImage(width: 2, height: 2).writePNG(to: cli.directory.appendingPathComponent("a.png"))
        try Data(pngDeclaring(width: 3, height: 2).prefix(33)).write(to: cli.directory.appendingPathComponent("b.png"))
        let result = try cli.run("diff", "a.png", "b.png")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout, "sizes differ: 2×2 vs 3×2\n")
        let json = try cli.run("diff", "a.png", "b.png", "--json")
        XCTAssertTrue(json.stdout.contains(#""secondWidth":3"#), json.stdout)
    }

    /// Signature, an RGBA8 IHDR with valid CRC, an empty IDAT and IEND.
    private func pngDeclaring(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(v >> $0 & 0xFF) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in body {
                crc ^= UInt32(byte)
                for _ in 0 ..< 8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return be(UInt32(data.count)) + body + be(~crc)
        }
        return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
    }
}
