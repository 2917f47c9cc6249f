import RenderSupport

/// Everything that can go wrong while reading, decoding, encoding or writing an RGBA image.
/// Each message is one line and names the file involved, so a CLI can print it as is.
package enum PNGError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The file could not be opened or read; `reason` is the system's explanation.
    case unreadableFile(path: String, reason: String)
    /// The bytes do not start with the PNG signature.
    case notPNG(source: String)
    /// The bytes start like a PNG but libpng rejected them; `reason` is libpng's message.
    case invalidPNG(source: String, reason: String)
    /// A valid PNG of a kind PNGCodec refuses to decode; `reason` says which and why.
    case unsupportedPNG(source: String, reason: String)
    /// The IHDR declares an image over `PNGLimits`; nothing was decoded.
    case imageTooLarge(source: String, width: Int, height: Int)
    /// A pixel buffer whose length is not `width * height * 4` (or an output image of another size).
    case invalidPixelBuffer(width: Int, height: Int, byteCount: Int)
    /// Encoding a PNG failed; `reason` is libpng's message.
    case encodingFailed(reason: String)
    /// Writing the file (or renaming the temporary file into place) failed.
    case writeFailed(path: String, reason: String)

    package var description: String {
        switch self {
        case let .unreadableFile(path, reason):
            return "cannot read \(path): \(reason)"
        case let .notPNG(source):
            return "\(source) is not a PNG file"
        case let .invalidPNG(source, reason):
            return "\(source) is not a valid PNG: \(reason)"
        case let .unsupportedPNG(source, reason):
            return "cannot read \(source): \(reason)"
        case let .imageTooLarge(source, width, height):
            return "cannot read \(source): its \(width)×\(height) image is over the limit of \(PNGLimits.maxSide) px a side and \(PNGLimits.maxPixels >> 20) Mpx"
        case let .invalidPixelBuffer(width, height, byteCount):
            return "pixel buffer of \(byteCount) bytes does not hold a \(width)×\(height) RGBA8 image"
        case let .encodingFailed(reason):
            return "cannot encode PNG: \(reason)"
        case let .writeFailed(path, reason):
            return "cannot write \(path): \(reason)"
        }
    }

    package var errorDescription: String? { description }
}
