import Foundation
import ImageDiff
import PNGCodec

/// Two images compared pixel by pixel with pixelmatch (7.2.0's YIQ metric, byte for byte as
/// upstream): how many pixels changed, where, and a diff image that shows them.
///
/// ```swift
/// let comparison = try ImageComparison(expectedPNG: golden, actualPNG: rendered)
/// if !comparison.isMatch {
///     print("\(comparison.changedPixels) pixels changed in \(comparison.changedRegion!)")
///     try comparison.diffImage.pngData().write(to: URL(fileURLWithPath: "diff.png"))
/// }
/// ```
public struct ImageComparison: Sendable {
    /// How pixels are compared.
    public struct Options: Hashable, Sendable {
        /// Matching threshold from 0 to 1: how far a pixel's colour may move (in pixelmatch's
        /// YIQ distance) before it counts. Smaller is more sensitive; 0 counts every change.
        public var threshold: Double
        /// What happens to differences that look like anti-aliasing.
        public var antialiasing: AntialiasingHandling

        /// pixelmatch's defaults (and `render-spec diff`'s): threshold 0.1, anti-aliasing detected
        /// and not counted.
        ///
        /// - Parameters:
        ///   - threshold: From 0 to 1.
        ///   - antialiasing: What to do with anti-aliased pixels.
        public init(threshold: Double = 0.1, antialiasing: AntialiasingHandling = .detect) {
            self.threshold = threshold
            self.antialiasing = antialiasing
        }

        /// What `render-spec check` uses by default: any colour change counts unless moving the
        /// picture by less than a pixel explains it.
        public static let goldenCheck = Options(threshold: 0, antialiasing: .subPixelShift)
    }

    /// What is done with pixels that differ only as anti-aliasing does.
    public enum AntialiasingHandling: Hashable, Sendable {
        /// pixelmatch's detector: a pixel on an intensity ramp next to a flat area is anti-aliasing;
        /// it is drawn yellow in the diff image and not counted.
        case detect
        /// A difference that moving an edge by less than a pixel explains is not counted (what
        /// `render-spec check` uses); a change of colour or blur, or a whole-pixel move, is.
        case subPixelShift
        /// Every pixel beyond the threshold is counted (pixelmatch's `includeAA`).
        case count
    }

    /// Pixels that differ beyond the threshold and were counted.
    public let changedPixels: Int
    /// The smallest rectangle holding every counted pixel; `nil` when none changed.
    public let changedRegion: PixelRegion?
    /// The largest change of one channel (0–255) among the counted pixels.
    public let largestChannelChange: Int
    /// Width and height of both images, in pixels.
    public let width: Int, height: Int
    /// The diff image: counted pixels red (darker in the second image: red too), anti-aliasing
    /// yellow, everything else a faded grey copy of the expected image, as pixelmatch draws it.
    public let diffImage: Bitmap

    /// Whether no pixel was counted.
    public var isMatch: Bool { changedPixels == 0 }

    /// The counted pixels as a fraction of all pixels, 0 to 1.
    public var changedFraction: Double {
        width * height == 0 ? 0 : Double(changedPixels) / Double(width * height)
    }

    /// Compares two bitmaps of the same size.
    ///
    /// - Parameters:
    ///   - expected: The reference image (the golden); the diff image fades it in the background.
    ///   - actual: The image to check.
    ///   - options: Threshold and anti-aliasing handling.
    /// - Throws: ``ImageError/sizeMismatch(expectedWidth:expectedHeight:actualWidth:actualHeight:)``
    ///   when the sizes differ, ``ImageError/invalidOption(_:)`` when the threshold is not in 0…1.
    public init(_ expected: Bitmap, _ actual: Bitmap, options: Options = Options()) throws(ImageError) {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw .sizeMismatch(expectedWidth: expected.width, expectedHeight: expected.height,
                                actualWidth: actual.width, actualHeight: actual.height)
        }
        guard options.threshold.isFinite, (0 ... 1).contains(options.threshold) else {
            throw .invalidOption("the threshold must be between 0 and 1, not \(options.threshold)")
        }
        var pixelmatchOptions = PixelmatchOptions(threshold: options.threshold)
        switch options.antialiasing {
        case .detect: break
        case .subPixelShift: pixelmatchOptions.antialiasing = .subPixelShift
        case .count: pixelmatchOptions.includeAA = true
        }
        var diff: RGBAImage? = RGBAImage(width: expected.width, height: expected.height)
        let result: PixelmatchResult
        do {
            result = try pixelmatchResult(expected.image, actual.image, output: &diff, options: pixelmatchOptions)
        } catch {
            throw .unreadable("\(error)")
        }
        changedPixels = result.mismatched
        changedRegion = result.changedRegion.map { PixelRegion(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        largestChannelChange = result.largestChannelChange
        width = expected.width
        height = expected.height
        diffImage = Bitmap(diff ?? RGBAImage(width: width, height: height))
    }

    /// Compares two PNG images of the same size.
    ///
    /// - Throws: ``ImageError/unreadable(_:)`` when either is not a readable PNG, and as
    ///   ``init(_:_:options:)``.
    public init(expectedPNG: Data, actualPNG: Data, options: Options = Options()) throws(ImageError) {
        try self.init(try Bitmap(pngData: expectedPNG), try Bitmap(pngData: actualPNG), options: options)
    }
}

/// A rectangle of pixels, from the top left.
public struct PixelRegion: Hashable, Sendable, CustomStringConvertible {
    /// Column of the left edge.
    public var x: Int
    /// Row of the top edge.
    public var y: Int
    /// In pixels.
    public var width: Int
    /// In pixels.
    public var height: Int

    /// A rectangle at (`x`, `y`) of `width` × `height` pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// `W×H at (X, Y)`.
    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}
