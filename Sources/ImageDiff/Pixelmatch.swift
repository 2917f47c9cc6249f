import PNGCodec
// A port of pixelmatch (https://github.com/mapbox/pixelmatch, ISC licence): release 7.2.0
// with its YIQ metric, and the OKLab/HyAB metric of its unreleased master (commit c6fee35),
// chosen by `PixelmatchOptions.metric`. The steps, constants and order of floating-point
// operations follow docs/math.md#image-comparison-pixelmatch, so counts and diff images are equal
// to upstream's byte for byte: change nothing here without running the conformance tests.

/// A colour for drawing into diff images.
package struct RGBColor: Hashable, Sendable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8

    package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}

/// pixelmatch's options, with its defaults.
package struct PixelmatchOptions: Hashable, Sendable {
    /// How colour differences are measured.
    package enum Metric: String, Hashable, Sendable, CaseIterable {
        /// pixelmatch 7.2.0 (the current release): squared YIQ distance against `35215 * threshold²`.
        case yiq
        /// pixelmatch's unreleased master: OKLab HyAB distance against `threshold` (black↔white = 1),
        /// with master's anti-aliasing detector (transparent pixels composited over white).
        case oklab
    }

    /// Matching threshold from 0 to 1; smaller is more sensitive. 0 counts every colour change.
    package var threshold: Double
    /// Count anti-aliased pixels as differences instead of detecting and excluding them.
    package var includeAA: Bool
    /// Opacity of the faded grey copy of the first image drawn under the differences (0 white, 1 full).
    package var alpha: Double
    /// Colour of pixels detected as anti-aliasing.
    package var aaColor: RGBColor
    /// Colour of differing pixels.
    package var diffColor: RGBColor
    /// Colour of differing pixels where the second image is darker; nil means `diffColor`.
    package var diffColorAlt: RGBColor?
    /// Draw only the differing pixels, leaving the rest of the output untouched (transparent).
    package var diffMask: Bool
    /// Compare semi-transparent pixels over a checkerboard, so transparent differs from white.
    /// `false` blends with white, as pixelmatch ≤ 6 did.
    package var checkerboard: Bool
    package var metric: Metric
    /// When set, return the largest number of differing pixels inside any n×n window that
    /// fits in the image (n clamped to 1…min(width, height)) instead of the total. From master.
    package var windowSize: Int?
    /// How a difference is recognised as anti-aliasing (and so not counted unless `includeAA`).
    package var antialiasing: AntialiasingTest

    package init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: RGBColor = RGBColor(255, 255, 0), diffColor: RGBColor = RGBColor(255, 0, 0),
                diffColorAlt: RGBColor? = nil, diffMask: Bool = false, checkerboard: Bool = true,
                metric: Metric = .yiq, windowSize: Int? = nil, antialiasing: AntialiasingTest = .slope) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
        self.metric = metric
        self.windowSize = windowSize
        self.antialiasing = antialiasing
    }
}

/// Which pixels count as anti-aliasing.
package enum AntialiasingTest: Hashable, Sendable {
    /// pixelmatch's intensity-slope detector (Vyšniauskas 2009): the pixel sits on a ramp whose
    /// darkest or brightest neighbour lies in a flat area of both images.
    case slope
    /// A difference a sub-pixel shift explains. For one of the two images, channel by channel
    /// (premultiplied, within `tolerance` levels): the other image's pixel lies between the lowest
    /// and highest values of this image's 3×3 neighbourhood, and it moved by at most `reach` of the
    /// largest step from this pixel to a neighbour. Moving an edge by a fraction of a pixel blends a
    /// pixel with its neighbours by that fraction, so it passes; a change of colour or blur in a
    /// smooth area makes values no neighbour had, and moving an edge by a whole pixel takes a whole
    /// step: both are counted. What `render-spec check` uses, with the measured 4 and 0.75
    /// (docs/checking.md).
    case neighbourhood(tolerance: Int, reach: Double)

    /// `render-spec check`'s default (docs/checking.md has the measurement).
    package static let subPixelShift = AntialiasingTest.neighbourhood(tolerance: 4, reach: 0.75)
}

/// What one comparison found: the count pixelmatch returns, and where and how much the counted
/// pixels changed, for reports.
package struct PixelmatchResult: Equatable, Sendable {
    /// Differing pixels counted (or with `windowSize`, the most in any window).
    package var mismatched: Int
    /// The smallest rectangle holding every counted pixel; nil when none is.
    package var changedRegion: (x: Int, y: Int, width: Int, height: Int)? {
        guard maxX >= minX else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
    /// The largest change of one channel (0…255, unpremultiplied RGBA as stored) among counted pixels.
    package var largestChannelChange: Int
    /// Pixels beyond the threshold that were taken for anti-aliasing (not counted).
    package var antialiased = 0

    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    package init(mismatched: Int = 0, largestChannelChange: Int = 0) {
        self.mismatched = mismatched; self.largestChannelChange = largestChannelChange
    }

    mutating func count(x: Int, y: Int, change: Int) {
        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        largestChannelChange = max(largestChannelChange, change)
    }

    package static func == (a: PixelmatchResult, b: PixelmatchResult) -> Bool {
        a.mismatched == b.mismatched && a.largestChannelChange == b.largestChannelChange && a.antialiased == b.antialiased
            && a.minX == b.minX && a.minY == b.minY && a.maxX == b.maxX && a.maxY == b.maxY
    }
}

/// Compares two images of the same size and returns the number of differing pixels
/// (or, with `windowSize`, the most in any window). Pixels detected as anti-aliasing are not
/// counted unless `includeAA` is set.
///
/// When `output` holds an image of the same size, the diff is drawn into it: differences in
/// `diffColor`/`diffColorAlt`, anti-aliasing in `aaColor`, and everything else as a faded grey
/// copy of `img1` (in `diffMask` mode only the differences are drawn, over what was there).
/// Start from `RGBAImage(width:height:)`, transparent black, to match upstream's output.
///
/// Throws `ImageDiffError.sizeMismatch` when the sizes differ, and `PNGError.invalidPixelBuffer` when a
/// pixel array does not hold `width * height * 4` bytes or `output` has another size.
package func pixelmatch(_ img1: RGBAImage, _ img2: RGBAImage, output: inout RGBAImage?,
                       options: PixelmatchOptions = PixelmatchOptions()) throws -> Int {
    try pixelmatchResult(img1, img2, output: &output, options: options).mismatched
}

/// `pixelmatch` with the changed region and the largest channel change of the counted pixels.
package func pixelmatchResult(_ img1: RGBAImage, _ img2: RGBAImage, output: inout RGBAImage?,
                             options: PixelmatchOptions = PixelmatchOptions()) throws -> PixelmatchResult {
    try checkInputs(img1, img2)
    guard var diff = output else { return run(img1, img2, nil, options) }
    guard diff.width == img1.width, diff.height == img1.height, diff.pixels.count == img1.pixels.count else {
        throw PNGError.invalidPixelBuffer(width: img1.width, height: img1.height, byteCount: diff.pixels.count)
    }
    output = nil // leave `diff` as the only reference, so drawing does not copy the pixels
    defer { output = diff }
    return diff.pixels.withUnsafeMutableBufferPointer { run(img1, img2, $0.baseAddress, options) }
}

/// Counts differing pixels without drawing a diff image.
package func pixelmatch(_ img1: RGBAImage, _ img2: RGBAImage,
                       options: PixelmatchOptions = PixelmatchOptions()) throws -> Int {
    var none: RGBAImage? = nil
    return try pixelmatch(img1, img2, output: &none, options: options)
}

// MARK: - Top-level procedure

private func checkInputs(_ img1: RGBAImage, _ img2: RGBAImage) throws {
    for img in [img1, img2] where RGBAImage.byteCount(width: img.width, height: img.height) != img.pixels.count {
        throw PNGError.invalidPixelBuffer(width: img.width, height: img.height, byteCount: img.pixels.count)
    }
    guard img1.width == img2.width, img1.height == img2.height else {
        throw ImageDiffError.sizeMismatch(width1: img1.width, height1: img1.height,
                                          width2: img2.width, height2: img2.height)
    }
}

private func run(_ img1: RGBAImage, _ img2: RGBAImage, _ output: UnsafeMutablePointer<UInt8>?,
                 _ options: PixelmatchOptions) -> PixelmatchResult {
    img1.pixels.withUnsafeBufferPointer { a in
        img2.pixels.withUnsafeBufferPointer { b in
            // Empty images have no base address; they are identical and have nothing to draw.
            guard let a = a.baseAddress, let b = b.baseAddress else { return PixelmatchResult() }
            let image1 = Pixels(a, width: img1.width, height: img1.height)
            let image2 = Pixels(b, width: img2.width, height: img2.height)
            switch options.metric {
            case .yiq:
                let metric = YIQMetric(maxDelta: 35215 * options.threshold * options.threshold,
                                       checkerboard: options.checkerboard)
                return compare(image1, image2, output, options, metric)
            case .oklab:
                let metric = OKLabMetric(threshold: options.threshold, checkerboard: options.checkerboard)
                return compare(image1, image2, output, options, metric)
            }
        }
    }
}

/// The pixel loop, generic so each metric is specialised and inlined.
private func compare<Metric: ColorMetric>(_ img1: Pixels, _ img2: Pixels, _ output: UnsafeMutablePointer<UInt8>?,
                                          _ options: PixelmatchOptions, _ metric: Metric) -> PixelmatchResult {
    let width = img1.width, height = img1.height, count = width * height
    let drawsSimilar = output != nil && !options.diffMask

    // Fast path: identical images have no differences, and only the grey copy to draw.
    if (0 ..< count).allSatisfy({ img1.word($0) == img2.word($0) }) {
        if let output, drawsSimilar {
            for i in 0 ..< count { drawGrey(img1, 4 * i, options.alpha, output) }
        }
        return PixelmatchResult()
    }

    let diffColorAlt = options.diffColorAlt ?? options.diffColor
    // Only needed for windowSize: 1 where a pixel was counted.
    var counted = options.windowSize == nil ? [] : [UInt8](repeating: 0, count: count)
    var result = PixelmatchResult()
    for y in 0 ..< height {
        for x in 0 ..< width {
            let i = y * width + x
            let k = 4 * i
            // 0 similar, +1 different, -1 different with img2 darker
            let verdict = img1.word(i) == img2.word(i) ? 0 : metric.compare(img1, img2, k)
            if verdict != 0 {
                if !options.includeAA && isAntialiasing(x, y, img1, img2, metric, options.antialiasing) {
                    // a difference caused by anti-aliasing: shown, not counted
                    result.antialiased += 1
                    if let output, drawsSimilar { drawPixel(output, k, options.aaColor) }
                } else {
                    if let output { drawPixel(output, k, verdict < 0 ? diffColorAlt : options.diffColor) }
                    result.mismatched += 1
                    result.count(x: x, y: y, change: largestChange(img1, img2, k))
                    if !counted.isEmpty { counted[i] = 1 }
                }
            } else if let output, drawsSimilar {
                drawGrey(img1, k, options.alpha, output)
            }
        }
    }
    if let windowSize = options.windowSize, result.mismatched > 0 {
        result.mismatched = maxInWindow(counted, width: width, height: height, windowSize: windowSize)
    }
    return result
}

@inline(__always) private func largestChange(_ img1: Pixels, _ img2: Pixels, _ k: Int) -> Int {
    max(abs(Int(img1[k]) - Int(img2[k])), abs(Int(img1[k + 1]) - Int(img2[k + 1])),
        abs(Int(img1[k + 2]) - Int(img2[k + 2])), abs(Int(img1[k + 3]) - Int(img2[k + 3])))
}

private func isAntialiasing<Metric: ColorMetric>(_ x: Int, _ y: Int, _ img1: Pixels, _ img2: Pixels, _ metric: Metric,
                                                 _ test: AntialiasingTest) -> Bool {
    switch test {
    case .slope:
        return antialiased(img1, x, y, img1, img2, metric) || antialiased(img2, x, y, img1, img2, metric)
    case .neighbourhood(let tolerance, let reach):
        return shiftExplains(img1, x, y, value: img2, tolerance, reach)
            || shiftExplains(img2, x, y, value: img1, tolerance, reach)
    }
}

// MARK: - Anti-aliasing as a sub-pixel shift

/// Whether `value`'s pixel at (x, y) is `img`'s pixel moved by less than a pixel: in every
/// premultiplied channel, within `tolerance` of the range of the 3×3 neighbourhood of (x, y) in `img`,
/// and no further from `img`'s own value than `tolerance` plus `reach` of its largest step to a neighbour.
private func shiftExplains(_ img: Pixels, _ x1: Int, _ y1: Int, value: Pixels, _ tolerance: Int, _ reach: Double) -> Bool {
    let width = img.width
    let target = premultiplied(value, (y1 * width + x1) * 4)
    let centre = premultiplied(img, (y1 * width + x1) * 4)
    var low = centre, high = centre
    for y in max(y1 - 1, 0) ... min(y1 + 1, img.height - 1) {
        for x in max(x1 - 1, 0) ... min(x1 + 1, width - 1) {
            let p = premultiplied(img, (y * width + x) * 4)
            low = (min(low.0, p.0), min(low.1, p.1), min(low.2, p.2), min(low.3, p.3))
            high = (max(high.0, p.0), max(high.1, p.1), max(high.2, p.2), max(high.3, p.3))
        }
    }
    func explains(_ t: Int, _ c: Int, _ lo: Int, _ hi: Int) -> Bool {
        guard t >= lo - tolerance && t <= hi + tolerance else { return false }
        let step = max(hi - c, c - lo)
        return Double(abs(t - c)) <= Double(tolerance) + reach * Double(step)
    }
    return explains(target.0, centre.0, low.0, high.0) && explains(target.1, centre.1, low.1, high.1)
        && explains(target.2, centre.2, low.2, high.2) && explains(target.3, centre.3, low.3, high.3)
}

/// Premultiplied RGBA: a shift blends coverage, and colour under zero alpha means nothing.
@inline(__always) private func premultiplied(_ img: Pixels, _ k: Int) -> (Int, Int, Int, Int) {
    let a = Int(img[k + 3])
    return ((Int(img[k]) * a + 127) / 255, (Int(img[k + 1]) * a + 127) / 255, (Int(img[k + 2]) * a + 127) / 255, a)
}

// MARK: - Anti-aliasing detection
// V. Vyšniauskas, "Anti-aliased pixel and intensity slope detector" (2009).

/// Whether the pixel at (x1, y1) of `img` looks like anti-aliasing: it sits on a brightness
/// ramp (a darker and a brighter neighbour, at most two equal ones), and one of the two
/// extreme neighbours lies in a flat area in both images.
private func antialiased<Metric: ColorMetric>(_ img: Pixels, _ x1: Int, _ y1: Int,
                                              _ imgA: Pixels, _ imgB: Pixels, _ metric: Metric) -> Bool {
    let width = img.width, height = img.height
    let x0 = max(x1 - 1, 0), x2 = min(x1 + 1, width - 1)
    let y0 = max(y1 - 1, 0), y2 = min(y1 + 1, height - 1)
    let k = (y1 * width + x1) * 4
    var zeroes = x1 == 0 || x1 == width - 1 || y1 == 0 || y1 == height - 1 ? 1 : 0 // edge bonus
    var minDelta = 0.0, maxDelta = 0.0
    var minX = 0, minY = 0, maxX = 0, maxY = 0

    // The 8 neighbours, column by column: on ties the first in this order is kept.
    for x in x0 ... x2 {
        for y in y0 ... y2 where x != x1 || y != y1 {
            let delta = metric.brightnessDelta(img, k, (y * width + x) * 4)
            if delta == 0 {
                zeroes += 1
                if zeroes > 2 { return false } // 3+ equal neighbours: a flat area
            } else if delta < minDelta {
                minDelta = delta
                minX = x
                minY = y
            } else if delta > maxDelta {
                maxDelta = delta
                maxX = x
                maxY = y
            }
        }
    }
    // not on a ramp without both a darker and a brighter neighbour
    if minDelta == 0 || maxDelta == 0 { return false }

    return (hasManySiblings(imgA, minX, minY) && hasManySiblings(imgB, minX, minY))
        || (hasManySiblings(imgA, maxX, maxY) && hasManySiblings(imgB, maxX, maxY))
}

/// Whether the pixel has 3 or more neighbours of exactly its RGBA value (edges count one).
private func hasManySiblings(_ img: Pixels, _ x1: Int, _ y1: Int) -> Bool {
    let width = img.width, height = img.height
    let x0 = max(x1 - 1, 0), x2 = min(x1 + 1, width - 1)
    let y0 = max(y1 - 1, 0), y2 = min(y1 + 1, height - 1)
    let value = img.word(y1 * width + x1)
    var zeroes = x1 == 0 || x1 == width - 1 || y1 == 0 || y1 == height - 1 ? 1 : 0
    for x in x0 ... x2 {
        for y in y0 ... y2 where x != x1 || y != y1 {
            if img.word(y * width + x) == value { zeroes += 1 }
            if zeroes > 2 { return true }
        }
    }
    return false
}

// MARK: - YIQ colour metric (7.2.0)
// Y. Kotsarenko, F. Ramos, "Measuring perceived color difference using YIQ NTSC
// transmission color space in mobile applications" (2010).

/// What the pixel loop and the anti-aliasing detector ask of a colour metric.
protocol ColorMetric {
    /// For two pixels that are not byte-identical, at byte offset `k` of both images:
    /// 0 when similar, -1 when different and img2's pixel is darker, +1 when otherwise different.
    func compare(_ img1: Pixels, _ img2: Pixels, _ k: Int) -> Int
    /// The signed brightness difference, center minus neighbour, of two pixels of one image.
    func brightnessDelta(_ img: Pixels, _ center: Int, _ neighbour: Int) -> Double
}

struct YIQMetric: ColorMetric {
    /// 35215 (the largest YIQ delta, red against cyan, rounded) × threshold².
    let maxDelta: Double
    let checkerboard: Bool

    func compare(_ img1: Pixels, _ img2: Pixels, _ k: Int) -> Int {
        let (dr, dg, db) = channelDeltas(img1, k, img2, k, background: background(k, checkerboard))
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        guard delta > maxDelta else { return 0 }
        return y > 0 ? -1 : 1 // y > 0: img1 brighter, img2 darker
    }

    func brightnessDelta(_ img: Pixels, _ center: Int, _ neighbour: Int) -> Double {
        if img.word(center / 4) == img.word(neighbour / 4) { return 0 }
        // the background is the center pixel's, for both pixels
        let (dr, dg, db) = channelDeltas(img, center, img, neighbour, background: background(center, checkerboard))
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }
}

/// R, G, B of pixel `k` of `img1` minus pixel `m` of `img2`. Raw when both are opaque;
/// otherwise both composited over `background`, in one step whose numerator is an exact
/// integer: `(c1*a1 - c2*a2 - bg*(a1-a2)) / 255` = blend(c1, a1) - blend(c2, a2).
@inline(__always)
func channelDeltas(_ img1: Pixels, _ k: Int, _ img2: Pixels, _ m: Int,
                   background: (r: Double, g: Double, b: Double)) -> (Double, Double, Double) {
    let r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
    let r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])
    if a1 == 255 && a2 == 255 { return (r1 - r2, g1 - g2, b1 - b2) }
    let da = a1 - a2
    return ((r1 * a1 - r2 * a2 - background.r * da) / 255,
            (g1 * a1 - g2 * a2 - background.g * da) / 255,
            (b1 * a1 - b2 * a2 - background.b * da) / 255)
}

/// What semi-transparent pixels at byte offset `k` are composited over: white, or (the
/// default since 7.0) a pattern of 48s and 207s driven by `k`, so that transparent no longer
/// equals opaque white. `| 0` in upstream is an int32 truncation, reproduced exactly.
@inline(__always)
func background(_ k: Int, _ checkerboard: Bool) -> (r: Double, g: Double, b: Double) {
    guard checkerboard else { return (255, 255, 255) }
    let kd = Double(k)
    return (Double(48 + 159 * (k % 2)),
            Double(48 + 159 * (jsInt32(kd / 1.618033988749895) % 2)),
            Double(48 + 159 * (jsInt32(kd / 2.618033988749895) % 2)))
}

/// JavaScript's `x | 0`: truncate, then wrap to a signed 32-bit integer.
@inline(__always)
func jsInt32(_ x: Double) -> Int {
    Int(Int32(truncatingIfNeeded: Int64(x)))
}

// MARK: - Drawing

@inline(__always)
private func drawPixel(_ output: UnsafeMutablePointer<UInt8>, _ k: Int, _ color: RGBColor) {
    output[k] = color.red
    output[k + 1] = color.green
    output[k + 2] = color.blue
    output[k + 3] = 255
}

/// A faded grey copy of img1's pixel (its raw luma, not blended), `alpha` of the way from white.
/// The value is stored truncated, like upstream's write into a Uint8Array.
@inline(__always)
private func drawGrey(_ img: Pixels, _ k: Int, _ alpha: Double, _ output: UnsafeMutablePointer<UInt8>) {
    let luma = Double(img[k]) * 0.29889531 + Double(img[k + 1]) * 0.58662247 + Double(img[k + 2]) * 0.11448223
    let value = 255 + (luma - 255) * alpha * Double(img[k + 3]) / 255
    let stored = value.isFinite ? UInt8(truncatingIfNeeded: Int64(value)) : 0 // JS ToUint8
    output[k] = stored
    output[k + 1] = stored
    output[k + 2] = stored
    output[k + 3] = 255
}

// MARK: - windowSize (master)

/// The largest sum of `counted` over any n×n window inside the image, with
/// n = max(1, min(windowSize, width, height)); by a summed-area table, O(width × height).
/// (Upstream truncates windowSize to int32 first; that only differs for sizes of 2³¹ and more.)
private func maxInWindow(_ counted: [UInt8], width: Int, height: Int, windowSize: Int) -> Int {
    let n = max(1, min(windowSize, width, height))
    let stride = width + 1
    var sums = [Int](repeating: 0, count: stride * (height + 1))
    for y in 0 ..< height {
        var row = 0
        for x in 0 ..< width {
            row += Int(counted[y * width + x])
            sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row
        }
    }
    var best = 0
    for y in n ... height {
        for x in n ... width {
            let inside = sums[y * stride + x] - sums[(y - n) * stride + x]
                - sums[y * stride + x - n] + sums[(y - n) * stride + x - n]
            best = max(best, inside)
        }
    }
    return best
}

// MARK: - Pixel access

/// A read-only view of one image's bytes for the helpers above; valid only inside `run`.
struct Pixels {
    let base: UnsafePointer<UInt8>
    let width: Int
    let height: Int

    init(_ base: UnsafePointer<UInt8>, width: Int, height: Int) {
        self.base = base
        self.width = width
        self.height = height
    }

    /// Byte `k` (channel k % 4 of pixel k / 4).
    @inline(__always) subscript(k: Int) -> UInt8 { base[k] }

    /// All four bytes of pixel `i`, for "identical" tests (upstream compares them as one word).
    @inline(__always) func word(_ i: Int) -> UInt32 {
        UnsafeRawPointer(base).loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)
    }
}
