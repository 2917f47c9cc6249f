import PNGCodec

/// Gives every fully transparent pixel of a page the colour of its nearest ink, alpha left at 0.
///
/// Distance is the chessboard distance over the 8 neighbours, to the nearest pixel whose alpha is
/// above 0. A transparent pixel touching ink (distance 1) takes the mean colour of the ink around it
/// weighted by that ink's alpha: a faint anti-aliased pixel's colour is coarsely quantised, the
/// solid ink beside it is not. Every pixel further out takes the colour of a neighbour one step
/// nearer, found by the two raster sweeps of a chamfer distance transform (forward over the
/// neighbours above and to the left, backward over those below and to the right), which give the
/// exact chessboard distance. Each pixel is visited a fixed number of times in a fixed order, so the
/// same page always gives the same bytes. A page with no ink is left as it is.
enum AlphaBleeding {
    private static let unreached = UInt16.max

    static func bleed(_ image: inout RGBAImage) {
        let width = image.width, height = image.height
        guard width > 0, height > 0 else { return }
        // A page is an image within ImageLimits, so every distance fits 16 bits: 2 bytes a pixel
        // beside the page's 4. `unreached` is farther than any.
        precondition(max(width, height) < Int(unreached))
        var distance = [UInt16](repeating: unreached, count: width * height)
        image.pixels.withUnsafeMutableBufferPointer { pixelBuffer in
            distance.withUnsafeMutableBufferPointer { distanceBuffer in
                let pixels = pixelBuffer.baseAddress!, distance = distanceBuffer.baseAddress!
                for index in 0..<(width * height) where pixels[index * 4 + 3] > 0 { distance[index] = 0 }
                touchingInk(pixels, distance, width: width, height: height)
                sweep(pixels, distance, width: width, height: height)
            }
        }
    }

    /// Distance 1: the alpha-weighted mean of the ink around. Only transparent pixels are written
    /// and only ink is read, so the order does not matter.
    private static func touchingInk(_ pixels: UnsafeMutablePointer<UInt8>, _ distance: UnsafeMutablePointer<UInt16>,
                                    width: Int, height: Int) {
        for y in 0..<height {
            let top = max(y - 1, 0), bottom = min(y + 1, height - 1)
            for x in 0..<width where distance[y * width + x] != 0 {
                let left = max(x - 1, 0), right = min(x + 1, width - 1)
                var r = 0, g = 0, b = 0, weight = 0
                var ny = top
                while ny <= bottom {
                    var n = (ny * width + left) * 4
                    let end = (ny * width + right) * 4
                    while n <= end {
                        let w = Int(pixels[n + 3])
                        if w > 0 {
                            r &+= Int(pixels[n]) &* w
                            g &+= Int(pixels[n + 1]) &* w
                            b &+= Int(pixels[n + 2]) &* w
                            weight &+= w
                        }
                        n += 4
                    }
                    ny += 1
                }
                guard weight > 0 else { continue }
                let index = y * width + x, half = weight / 2
                pixels[index * 4] = UInt8((r + half) / weight)
                pixels[index * 4 + 1] = UInt8((g + half) / weight)
                pixels[index * 4 + 2] = UInt8((b + half) / weight)
                distance[index] = 1
            }
        }
    }

    /// Further out: each pixel from a nearer neighbour, first the sweep down and to the right
    /// (from the neighbours before it), then the sweep up and to the left (from those after it).
    private static func sweep(_ pixels: UnsafeMutablePointer<UInt8>, _ distance: UnsafeMutablePointer<UInt16>,
                              width: Int, height: Int) {
        @inline(__always) func take(_ index: Int, from neighbour: Int) {
            let through = Int(distance[neighbour]) + 1
            guard through < Int(distance[index]) else { return }
            distance[index] = UInt16(through)
            pixels[index * 4] = pixels[neighbour * 4]
            pixels[index * 4 + 1] = pixels[neighbour * 4 + 1]
            pixels[index * 4 + 2] = pixels[neighbour * 4 + 2]
        }
        for y in 0..<height {
            for x in 0..<width where distance[y * width + x] > 1 {
                let index = y * width + x
                if x > 0 { take(index, from: index - 1) }
                if y > 0 {
                    if x > 0 { take(index, from: index - width - 1) }
                    take(index, from: index - width)
                    if x + 1 < width { take(index, from: index - width + 1) }
                }
            }
        }
        for y in stride(from: height - 1, through: 0, by: -1) {
            for x in stride(from: width - 1, through: 0, by: -1) where distance[y * width + x] > 1 {
                let index = y * width + x
                if x + 1 < width { take(index, from: index + 1) }
                if y + 1 < height {
                    if x + 1 < width { take(index, from: index + width + 1) }
                    take(index, from: index + width)
                    if x > 0 { take(index, from: index + width - 1) }
                }
            }
        }
    }
}
