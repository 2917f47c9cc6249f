import CPNG

/// Owns one `png_image`, the control structure of libpng's simplified API, used for writing.
///
/// The simplified API is used because it needs no `setjmp`: libpng catches its own errors
/// inside each call and reports them through the return value and `message`. The classic
/// API reports errors by `longjmp`, which Swift cannot survive (reading uses it, from C:
/// Sources/CPNG/rgba_reader.h, to set libpng's limits before the header is read).
///
/// The structure lives on the heap, not in a Swift variable, because libpng keeps its
/// address (as the error pointer) for as long as the image is in use: an `inout` copy
/// could move between two calls.
final class SimplifiedPNGImage {
    let pointer: UnsafeMutablePointer<png_image>

    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: png_image())
        pointer.pointee.version = UInt32(PNG_IMAGE_VERSION)
    }

    deinit {
        // Safe after libpng already freed its part (on error or after finish_read):
        // png_image_free does nothing when `opaque` is NULL.
        png_image_free(pointer)
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }

    /// libpng's error or warning text for the last failed call.
    var message: String {
        withUnsafeBytes(of: pointer.pointee.message) { bytes in
            let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? "unknown libpng error" : text
        }
    }
}

/// `PNG_FORMAT_RGBA`: 8-bit sRGB-encoded R, G, B, A, alpha not premultiplied.
let pngFormatRGBA = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
