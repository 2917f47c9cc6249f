import RenderSupport

/// Why two images cannot be compared. (A pixel buffer of the wrong length is `PNGError`'s
/// `invalidPixelBuffer`, as when the image is made.)
package enum ImageDiffError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The two images of a comparison have different sizes.
    case sizeMismatch(width1: Int, height1: Int, width2: Int, height2: Int)

    package var description: String {
        switch self {
        case let .sizeMismatch(w1, h1, w2, h2): "sizes differ: \(w1)×\(h1) vs \(w2)×\(h2)"
        }
    }

    package var errorDescription: String? { description }
}
