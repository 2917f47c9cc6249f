import PNGCodec

/// How a font page or atlas sheet stores colour, so that an engine filtering it linearly (scaled,
/// rotated, at a fractional position, mipmapped) blends no black into the edges.
///
/// A straight-alpha texture is filtered channel by channel: a sample between an edge pixel and a
/// transparent one mixes their RGB before alpha is applied. With the transparent pixel's RGB at 0
/// that pulls the edge towards black (a dark fringe). Either the transparent pixels carry the
/// colour of the ink next to them (`bled`), or the colour is stored multiplied by alpha, where a
/// transparent pixel's 0 is the right value (`premultiplied`), which the engine must then blend
/// as premultiplied.
package enum PageAlpha: Sendable, Equatable {
    /// Straight alpha, every fully transparent pixel given the colour of its nearest ink
    /// (TexturePacker's "alpha bleeding"); alpha is left as it is.
    case bled
    /// RGB multiplied by alpha (rounded), alpha as it is; written as such into the PNG, whose
    /// format has no flag for it: the descriptor says so where its format can.
    case premultiplied

    package init(premultiplied: Bool) { self = premultiplied ? .premultiplied : .bled }

    /// `image` (straight alpha) made ready to be written as a page.
    package func apply(to image: inout RGBAImage) {
        switch self {
        case .bled: AlphaBleeding.bleed(&image)
        case .premultiplied: Self.premultiply(&image)
        }
    }

    /// c · a / 255, rounded to nearest, the inverse of the un-premultiplying a straight page came
    /// from (so a Cairo surface's premultiplied bytes come back).
    static func premultiply(_ image: inout RGBAImage) {
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for index in stride(from: 0, to: pixels.count, by: 4) {
                let alpha = Int(pixels[index + 3])
                guard alpha < 255 else { continue }
                for channel in 0..<3 {
                    pixels[index + channel] = UInt8((Int(pixels[index + channel]) * alpha + 127) / 255)
                }
            }
        }
    }
}
