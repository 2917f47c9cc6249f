/// The largest images `diff` and `check` read: the same limits a spec's output has
/// (docs/spec.md, "Errors and limits"), so any image render-spec can write can be compared.
///
/// They are checked on the IHDR before anything is allocated for the pixels, so a small file that
/// declares a huge image is refused in microseconds, and the memory a decode takes is bounded by
/// these numbers (at most 256 MiB of RGBA pixels), not by what a file claims.
package enum PNGLimits {
    /// The longest side, in pixels.
    package static let maxSide = 16384
    /// The most pixels in one image: 64 Mpx (64 × 2²⁰), so at most 256 MiB as RGBA8.
    package static let maxPixels = 64 << 20
    /// The most bytes of ancillary chunks (text, colour profiles, EXIF…) a file may carry on top of
    /// its pixel data before it is refused unread; they are dropped anyway.
    static let ancillaryAllowance = 16 << 20
    /// The largest chunk libpng may allocate for (png_set_chunk_malloc_max). Only IHDR, PLTE, tRNS
    /// and IDAT reach libpng, and the largest of those it buffers whole, PLTE, is 768 bytes.
    static let maxChunkAllocation = 1 << 20
}
