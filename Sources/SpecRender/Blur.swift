import Foundation

/// A Gaussian blur of an alpha mask by three box blurs per axis (W3C Filter Effects), so the cost
/// per pixel does not depend on the radius. Values stay in floating point between passes and are
/// rounded once at the end.
package enum Blur {
    /// Box size for a standard deviation in pixels: d = floor(σ · 3·√(2π) / 4 + 0.5).
    package static func boxSize(sigma: Double) -> Int {
        Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// The three windows of one axis as (pixels before, pixels after) the output pixel.
    static func windows(sigma: Double) -> [(before: Int, after: Int)] {
        let d = boxSize(sigma: sigma)
        guard d > 1 else { return [] }
        if d % 2 == 1 {
            let h = (d - 1) / 2
            return [(h, h), (h, h), (h, h)]
        }
        // Even: two boxes of d, centred on the boundaries before and after the pixel, then one of d + 1.
        let h = d / 2
        return [(h, h - 1), (h - 1, h), (h, h)]
    }

    /// Blurs `mask` (width × height, one value 0…1 a pixel) in place.
    package static func apply(_ mask: inout [Float], width: Int, height: Int, sigma: Double) {
        let passes = windows(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        mask.withUnsafeMutableBufferPointer { buf in
            nonisolated(unsafe) let base = buf.baseAddress!
            // Rows are independent, and so are columns: each runs on its own line buffer, so the
            // result is the same whatever the number of threads.
            DispatchQueue.concurrentPerform(iterations: height) { y in
                blurLine(base + y * width, count: width, step: 1, passes: passes)
            }
            DispatchQueue.concurrentPerform(iterations: width) { x in
                blurLine(base + x, count: height, step: width, passes: passes)
            }
        }
    }

    private static func blurLine(_ start: UnsafeMutablePointer<Float>, count: Int, step: Int,
                                 passes: [(before: Int, after: Int)]) {
        var a = [Float](repeating: 0, count: count)
        for i in 0..<count { a[i] = start[i * step] }
        var b = [Float](repeating: 0, count: count)
        for pass in passes {
            box(a, into: &b, before: pass.before, after: pass.after)
            swap(&a, &b)
        }
        for i in 0..<count { start[i * step] = a[i] }
    }

    /// A running-sum box filter; pixels outside the line count as 0.
    private static func box(_ src: [Float], into dst: inout [Float], before: Int, after: Int) {
        let n = src.count
        let scale = 1 / Float(before + after + 1)
        var sum: Double = 0
        for i in 0..<min(after, n) { sum += Double(src[i]) }
        for i in 0..<n {
            let enter = i + after, leave = i - before - 1
            if enter < n { sum += Double(src[enter]) }
            if leave >= 0 { sum -= Double(src[leave]) }
            dst[i] = Float(sum) * scale
        }
    }
}
