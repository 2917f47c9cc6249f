import Foundation
import PNGCodec
import XCTest

/// Every input in Fuzz/regressions/png (inputs that once crashed the PNG fuzzer) is read
/// without crashing: decoded or refused with a one-line error naming it.
final class FuzzRegressionTests: XCTestCase {
    func testEveryPNGRegressionIsReadOrRefused() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions/png")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted()
        for name in names {
            let url = folder.appendingPathComponent(name)
            do {
                let image = try RGBAImage(contentsOfPNG: url)
                XCTAssertEqual(image.pixels.count, image.width * image.height * 4, name)
            } catch {
                XCTAssertTrue("\(error)".contains(url.path) && !"\(error)".contains("\n"), "\(name): \(error)")
            }
        }
    }
}
