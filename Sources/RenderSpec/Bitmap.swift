import Foundation
import ImageDiff
import PNGCodec

/// An image in memory: straight (non-premultiplied) RGBA, 8 bits per channel, rows top to bottom.
///
/// This is the layout a PNG decodes to and the one pixelmatch compares, so a pixel reads as a
/// colour picker shows it: a half-transparent red is `(255, 0, 0, 128)`, not `(128, 0, 0, 128)`.
public struct Bitmap: Equatable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha of each pixel, row by row from the top.
    public let pixels: [UInt8]

    /// Wraps RGBA bytes.
    ///
    /// - Throws: ``ImageError/invalidPixelBuffer(width:height:byteCount:)`` when `pixels` does not
    ///   hold `width × height × 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(ImageError) {
        guard width >= 0, height >= 0,
              case let (area, o1) = width.multipliedReportingOverflow(by: height), !o1,
              case let (bytes, o2) = area.multipliedReportingOverflow(by: 4), !o2, bytes == pixels.count else {
            throw .invalidPixelBuffer(width: width, height: height, byteCount: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes a PNG of any colour type and bit depth (16-bit samples are rounded to 8 bits, no
    /// colour management is applied, as pixelmatch's reader does).
    ///
    /// - Throws: ``ImageError/unreadable(_:)`` for bytes that are not a PNG this reader supports,
    ///   or an image over 16384 pixels a side or 64 megapixels (refused from its header).
    public init(pngData: Data) throws(ImageError) {
        do {
            self.init(try RGBAImage(pngData: pngData))
        } catch {
            throw .unreadable("\(error)")
        }
    }

    /// The pixel at column `x`, row `y` (from the top left).
    public subscript(x x: Int, y y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let k = (y * width + x) * 4
        return (pixels[k], pixels[k + 1], pixels[k + 2], pixels[k + 3])
    }

    /// One line for a log or the debugger: `Bitmap 240×88 px, RGBA8, straight alpha`.
    public var description: String { "Bitmap \(width)×\(height) px, RGBA8, straight alpha" }

    /// The image as PNG bytes (RGBA, 8 bits per channel).
    ///
    /// - Throws: ``ImageError/unwritable(_:)`` when encoding fails.
    public func pngData() throws(ImageError) -> Data {
        do {
            return try image.pngData()
        } catch {
            throw .unwritable("\(error)")
        }
    }

    init(_ image: RGBAImage) {
        width = image.width
        height = image.height
        pixels = image.pixels
    }

    /// ImageDiff's image of the same bytes (already checked, so this cannot fail).
    var image: RGBAImage {
        // swiftlint:disable:next force_try
        try! RGBAImage(width: width, height: height, pixels: pixels)
    }
}

/// Why an image could not be read, written or compared.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A pixel buffer that does not hold `width × height × 4` bytes.
    case invalidPixelBuffer(width: Int, height: Int, byteCount: Int)
    /// PNG bytes that cannot be decoded; the reason says why.
    case unreadable(String)
    /// An image that cannot be encoded; the reason says why.
    case unwritable(String)
    /// A comparison option out of its range; the reason says which.
    case invalidOption(String)
    /// Two images of different sizes, which are not compared pixel by pixel.
    case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)

    /// One line for a log.
    public var description: String {
        switch self {
        case let .invalidPixelBuffer(width, height, byteCount):
            "a \(width)×\(height) RGBA image needs \(width * height * 4) bytes, not \(byteCount)"
        case let .unreadable(reason): "cannot read the image: \(reason)"
        case let .unwritable(reason): "cannot write the image: \(reason)"
        case let .invalidOption(reason): reason
        case let .sizeMismatch(w1, h1, w2, h2): "the images differ in size: \(w1)×\(h1) and \(w2)×\(h2)"
        }
    }
}
