import Foundation
import ImageDiff
import PNGCodec
import XCTest

/// The test fixtures, copied into the test bundle by `resources: [.copy("Fixtures")]`.
enum Fixtures {
    static let root: URL = {
        guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            fatalError("Fixtures folder missing from the test bundle")
        }
        return url
    }()

    static let pixelmatch = root.appendingPathComponent("pixelmatch")
    static let png = root.appendingPathComponent("png")

    static func image(_ name: String, in folder: URL = pixelmatch) throws -> RGBAImage {
        try RGBAImage(contentsOfPNG: folder.appendingPathComponent(name))
    }

    static func decode<T: Decodable>(_ type: T.Type, _ name: String, in folder: URL = pixelmatch) throws -> T {
        try JSONDecoder().decode(type, from: Data(contentsOf: folder.appendingPathComponent(name)))
    }
}

/// One entry of cases*.json or unit-cases*.json (format in Fixtures/pixelmatch/README.md).
struct PixelmatchCase: Decodable {
    /// A fixture file name, or inline RGBA bytes with the case's width and height.
    enum Input: Decodable {
        case file(String)
        case bytes([UInt8])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let name = try? container.decode(String.self) {
                self = .file(name)
            } else {
                self = .bytes(try container.decode([UInt8].self))
            }
        }
    }

    struct Options: Decodable {
        var threshold: Double
        var includeAA: Bool
        var alpha: Double
        var aaColor: [UInt8]
        var diffColor: [UInt8]
        var diffColorAlt: [UInt8]?
        var diffMask: Bool
        var checkerboard: Bool
        var windowSize: Int?
    }

    var name: String
    var a: Input
    var b: Input
    var width: Int?
    var height: Int?
    var options: Options
    var expectedMismatch: Int
    var expectedDiff: String?

    func image(_ input: Input) throws -> RGBAImage {
        switch input {
        case let .file(name): return try Fixtures.image(name)
        case let .bytes(bytes): return try RGBAImage(width: width ?? 0, height: height ?? 0, pixels: bytes)
        }
    }

    func pixelmatchOptions(_ metric: PixelmatchOptions.Metric) -> PixelmatchOptions {
        func color(_ c: [UInt8]) -> RGBColor { RGBColor(c[0], c[1], c[2]) }
        return PixelmatchOptions(
            threshold: options.threshold, includeAA: options.includeAA, alpha: options.alpha,
            aaColor: color(options.aaColor), diffColor: color(options.diffColor),
            diffColorAlt: options.diffColorAlt.map(color), diffMask: options.diffMask,
            checkerboard: options.checkerboard, metric: metric, windowSize: options.windowSize)
    }
}

/// Where two images differ: nil when equal, else how many pixels and the first one.
func firstDifference(_ actual: RGBAImage, _ expected: RGBAImage) -> String? {
    guard actual.width == expected.width, actual.height == expected.height else {
        return "size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)"
    }
    if actual.pixels == expected.pixels { return nil }
    var count = 0
    var first: (Int, Int)?
    for i in 0 ..< actual.width * actual.height where actual.pixels[4 * i ..< 4 * i + 4] != expected.pixels[4 * i ..< 4 * i + 4] {
        count += 1
        if first == nil { first = (i % actual.width, i / actual.width) }
    }
    let (x, y) = first!
    return "\(count) pixels differ, first at (\(x), \(y)): \(actual[x, y]) instead of \(expected[x, y])"
}
