import Foundation
import PNGCodec
import XCTest

final class DiffCommandTests: XCTestCase {
    private func image(_ color: (UInt8, UInt8, UInt8), dot: Bool) throws -> RGBAImage {
        var img = RGBAImage(width: 20, height: 10)
        for i in 0..<200 { img.pixels[i * 4] = color.0; img.pixels[i * 4 + 1] = color.1; img.pixels[i * 4 + 2] = color.2; img.pixels[i * 4 + 3] = 255 }
        if dot { for i in [55, 56, 57] { img.pixels[i * 4] = 0; img.pixels[i * 4 + 1] = 0; img.pixels[i * 4 + 2] = 0 } }
        return img
    }

    func testExitCodesAndOutput() throws {
        let cli = try CLIRunner()
        try image((255, 255, 255), dot: false).writePNG(to: cli.directory.appendingPathComponent("a.png"))
        try image((255, 255, 255), dot: true).writePNG(to: cli.directory.appendingPathComponent("b.png"))
        XCTAssertEqual(try cli.run("diff", "a.png", "a.png").status, 0)
        let diff = try cli.run("diff", "a.png", "b.png", "--json", "-o", "d.png")
        XCTAssertEqual(diff.status, 1)
        let json = try JSONSerialization.jsonObject(with: Data(diff.stdout.utf8)) as! [String: Any]
        XCTAssertEqual(json["mismatched"] as? Int, 3)
        XCTAssertEqual(json["width"] as? Int, 20)
        XCTAssertEqual(json["height"] as? Int, 10)
        XCTAssertTrue(cli.exists("d.png"))
        let unreadable = try cli.run("diff", "a.png", "missing.png")
        XCTAssertEqual(unreadable.status, 2)
        XCTAssertTrue(unreadable.stderr.contains("missing.png"), unreadable.stderr)
    }
}
