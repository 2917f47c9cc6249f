import Foundation
@testable import SpecModel
import XCTest

/// Every input in Fuzz/regressions/color and Fuzz/regressions/loader (inputs that once crashed
/// a fuzzer) is parsed or refused without crashing.
final class FuzzRegressionTests: XCTestCase {
    private func regressions(_ target: String) throws -> [URL] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions/\(target)")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    func testEveryColorRegressionIsParsedOrRefused() throws {
        for url in try regressions("color") {
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            switch ColorString.parse(text) {
            case .success(let color):
                XCTAssertTrue([color.r, color.g, color.b, color.a].allSatisfy { (0 ... 1).contains($0) }, url.lastPathComponent)
            case .failure(let error):
                XCTAssertFalse(error.message.isEmpty, url.lastPathComponent)
            }
        }
    }

    func testEveryLoaderRegressionIsLoadedOrRefused() throws {
        for url in try regressions("loader") {
            do {
                _ = try SpecLoader(root: url.deletingLastPathComponent().path).load(file: url.path)
            } catch {
                XCTAssertFalse(error.errors.isEmpty, url.lastPathComponent)
            }
        }
    }
}
