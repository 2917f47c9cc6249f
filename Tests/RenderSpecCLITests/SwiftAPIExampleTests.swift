import Foundation
import ImageDiff
import PNGCodec
import XCTest

/// Examples/SwiftAPI, a package of its own that uses the RenderSpec library as a user would
/// (a path dependency, the public API only): built with the same toolchain, run, and its PNG probed.
final class SwiftAPIExampleTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testTheExampleBuildsARenderedGlossyButton() throws {
        let swift = try XCTUnwrap(Self.swiftExecutable(), "no swift on PATH or in /opt/swift/usr/bin")
        // A scratch folder of its own (ignored, as every .build-*): the example compiles the library
        // sources again, and must not lock or disturb the build running these tests.
        let scratch = Self.repository.appendingPathComponent(".build-example")
        let build = try Self.run(swift, ["build", "--package-path", Self.repository.appendingPathComponent("Examples/SwiftAPI").path,
                                         "--scratch-path", scratch.path])
        XCTAssertEqual(build.status, 0, build.output)
        guard build.status == 0 else { return }
        // A user's build prints no warnings (issue 38, point 4): none of SwiftPM's "prohibited
        // flag(s): -pthread" from pkg-config (Package.swift, CCairo), printed on every build, nor
        // the compiler's, printed when the library's sources compile (a cold scratch folder).
        XCTAssertEqual(build.output.split(separator: "\n").filter { $0.contains("warning:") }, [], build.output)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-api-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("buy-button@2x.png")
        let run = try Self.run(scratch.appendingPathComponent("debug/glossy-button"), [png.path])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.output, "", "no warnings expected")

        // 220×54 pt at @2x.
        let image = try RGBAImage(contentsOfPNG: png)
        XCTAssertEqual([image.width, image.height], [440, 108])
        // Rounded corners (12 pt) leave the image's corners transparent.
        for (x, y) in [(0, 0), (439, 0), (0, 107), (439, 107)] {
            XCTAssertEqual(image[x, y].a, 0, "corner (\(x), \(y))")
        }
        // The body, left of the title, in both halves of the gloss: opaque and the green of #1E9E3A
        // (hue 134°), lighter above the middle (the reflection) than below.
        let upper = image[40, 30], lower = image[40, 80]
        for pixel in [upper, lower] {
            XCTAssertEqual(pixel.a, 255)
            XCTAssertEqual(Self.hue(pixel), 134, accuracy: 20, "\(pixel)")
        }
        XCTAssertGreaterThan(Int(upper.r) + Int(upper.g) + Int(upper.b), Int(lower.r) + Int(lower.g) + Int(lower.b))
        // The white title in the middle.
        let title = (150 ..< 290).map { image[$0, 54] }
        XCTAssertTrue(title.contains { $0.r > 240 && $0.g > 240 && $0.b > 240 }, "no white title pixels on the middle row")

        // The README shows the committed picture: it must still be what the example draws (within
        // `render-spec check`'s default tolerance).
        let committed = try RGBAImage(contentsOfPNG: Self.repository.appendingPathComponent("Examples/SwiftAPI/buy-button@2x.png"))
        let changed = try pixelmatch(committed, image, options: PixelmatchOptions(threshold: 0, antialiasing: .subPixelShift))
        XCTAssertEqual(changed, 0, "Examples/SwiftAPI/buy-button@2x.png is out of date: run the example to rewrite it")
    }

    private static func hue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double {
        let r = Double(p.r) / 255, g = Double(p.g) / 255, b = Double(p.b) / 255
        let high = max(r, g, b), low = min(r, g, b), range = high - low
        guard range > 0 else { return 0 }
        let h: Double = high == r ? (g - b) / range : high == g ? 2 + (b - r) / range : 4 + (r - g) / range
        return (h * 60 + 360).truncatingRemainder(dividingBy: 360)
    }

    private static func swiftExecutable() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swift" } + ["/opt/swift/usr/bin/swift"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }

    /// Runs a process to the end; stdout and stderr together.
    private static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = repository
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
