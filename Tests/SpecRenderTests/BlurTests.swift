import XCTest
import Foundation
import CBoxBlur
@testable import SpecRender

final class BlurTests: XCTestCase {
    func testBoxSizesFollowTheW3CFormula() {
        // d = floor(σ · 3·√(2π)/4 + 0.5)
        XCTAssertEqual(Blur.boxSize(sigma: 2), 4)
        XCTAssertEqual(Blur.boxSize(sigma: 8), 15)
        XCTAssertEqual(Blur.boxSize(sigma: 0.3), 1)
        XCTAssertTrue(Blur.windows(sigma: 0.3).isEmpty, "a box of 1 is no blur")
        let even = Blur.windows(sigma: 2)
        XCTAssertEqual(even.map { $0.before + $0.after + 1 }, [4, 4, 5])
    }

    /// A straight edge blurred must follow the Gaussian's cumulative profile, 0.5 × erfc(−x / (σ√2)),
    /// within the three-box approximation's documented error (~7/255 at σ = 2, ~3/255 at σ ≥ 8).
    func testEdgeProfileAgainstTheAnalyticGaussian() {
        for (sigma, tolerance) in [(2.0, 7.5 / 255), (8.0, 3.5 / 255), (20.0, 3.5 / 255)] {
            // Tall enough that the vertical pass leaves the middle row untouched.
            let w = 400, h = 201
            var mask = [Float](repeating: 0, count: w * h)
            for y in 0..<h { for x in 200..<w { mask[y * w + x] = 1 } }
            Blur.apply(&mask, width: w, height: h, sigma: sigma)
            var worst = 0.0
            for x in 100..<300 {
                // Pixel centres: the edge lies between pixel 199 and 200, at 200.0.
                let d = Double(x) + 0.5 - 200
                let expected = 0.5 * erfc(-d / (sigma * 2.0.squareRoot()))
                worst = max(worst, abs(Double(mask[100 * w + x]) - expected))
            }
            XCTAssertLessThanOrEqual(worst, tolerance, "σ = \(sigma): worst error \(worst * 255)/255")
        }
    }

    func testBlurPreservesMassAndIsSymmetric() {
        let w = 101, h = 101
        var mask = [Float](repeating: 0, count: w * h)
        mask[50 * w + 50] = 1
        Blur.apply(&mask, width: w, height: h, sigma: 5)
        let total = mask.reduce(0, +)
        XCTAssertEqual(Double(total), 1, accuracy: 1e-4)
        XCTAssertEqual(mask[50 * w + 40], mask[50 * w + 60], accuracy: 1e-6)
        XCTAssertEqual(mask[40 * w + 50], mask[50 * w + 40], accuracy: 1e-6)
        // Peak near 1/(2πσ²).
        XCTAssertEqual(Double(mask[50 * w + 50]), 1 / (2 * Double.pi * 25), accuracy: 0.0015)
    }

    // MARK: Against the reference blur

    /// σ from half a pixel (no blur: a box of 1) to 100 px, odd boxes (σ 8, 25: d = 15, 47) and
    /// even ones (σ 1, 3, 100: d = 2, 6, 188), on sizes from one pixel to lines longer than the
    /// window and windows longer than the line.
    func testMatchesTheReferenceBlur() {
        let sigmas = [0.5, 1, 3, 8, 25, 100]
        XCTAssertEqual(sigmas.map(Blur.boxSize), [1, 2, 6, 15, 47, 188])
        var worst: Float = 0
        for (w, h) in [(1, 1), (7, 3), (3, 7), (1024, 1024), (4097, 13), (13, 4097)] {
            for sigma in sigmas {
                for (name, mask) in [("random", randomMask(w, h, seed: UInt64(w * 31 + h))), ("square", centredSquare(w, h))] {
                    var expected = mask, actual = mask
                    ReferenceBlur.apply(&expected, width: w, height: h, sigma: sigma)
                    Blur.apply(&actual, width: w, height: h, sigma: sigma)
                    let difference = zip(expected, actual).map { abs($0 - $1) }.max() ?? 0
                    worst = max(worst, difference)
                    XCTAssertLessThanOrEqual(difference, 1e-4, "\(name) \(w)×\(h), σ = \(sigma)")
                }
            }
        }
        // Float running sums drift by about 1e-5 over these lines (measured against Double sums);
        // anything near 1e-4 would mean the sums are no longer reset where they should be.
        XCTAssertLessThan(worst, 5e-5)
    }

    /// A square in the middle blurs into a mirror-symmetric patch (no shift, even with the even
    /// boxes' off-centre windows), with nothing beyond the three boxes' reach (no halo).
    func testCentredSquareStaysSymmetricAndInReach() {
        for sigma in [1.0, 3, 8, 25] {
            let n = 301
            var mask = centredSquare(n, n)
            Blur.apply(&mask, width: n, height: n, sigma: sigma)
            var asymmetry: Float = 0
            for y in 0..<n {
                for x in 0..<n {
                    let v = mask[y * n + x]
                    asymmetry = max(asymmetry, abs(v - mask[y * n + (n - 1 - x)]), abs(v - mask[(n - 1 - y) * n + x]),
                                    abs(v - mask[x * n + y]))
                }
            }
            XCTAssertLessThanOrEqual(asymmetry, 1e-5, "σ = \(sigma)")
            // A pixel reaches as far as the three windows reach together, on each side.
            let windows = Blur.windows(sigma: sigma)
            let reach = max(windows.map(\.before).reduce(0, +), windows.map(\.after).reduce(0, +))
            let (s0, s1) = squareBounds(n)
            var beyond: Float = 0
            for y in 0..<n {
                for x in 0..<n where x < s0 - reach || x >= s1 + reach || y < s0 - reach || y >= s1 + reach {
                    beyond = max(beyond, abs(mask[y * n + x]))
                }
            }
            XCTAssertLessThanOrEqual(beyond, 1e-6, "σ = \(sigma): \(beyond) beyond the blur's reach")
            if reach < (s1 - s0) / 2 {
                XCTAssertEqual(mask[(n / 2) * n + n / 2], 1, accuracy: 1e-5, "σ = \(sigma): the middle stays solid")
            }
        }
    }

    /// The blocks of rows and columns are shared among threads as they come free; what each pixel
    /// becomes must not depend on that.
    func testSameResultWithAnyNumberOfThreads() {
        let (w, h) = (333, 517)
        let mask = randomMask(w, h, seed: 7)
        var one = mask
        Blur.apply(&one, width: w, height: h, sigma: 6, workers: 1)
        for workers in [2, 3, 8] {
            var many = mask
            Blur.apply(&many, width: w, height: h, sigma: 6, workers: workers)
            XCTAssertEqual(many, one, "\(workers) threads")
        }
    }

    /// The box pass the first call picked for this machine (AVX-512, AVX2 or the baseline) gives the
    /// baseline build's floats bit for bit, for windows longer and shorter than the line.
    func testEveryInstructionSetGivesTheSameFloats() {
        let windows = [(0, 0), (1, 0), (7, 7), (23, 24), (3, 40), (60, 2), (200, 200)]
        for n in [1, 2, 17, 64, 1000] {
            let source = randomMask(n * 16, 1, seed: UInt64(n))
            for (before, after) in windows {
                var picked = [Float](repeating: .nan, count: n * 16), baseline = picked
                rs_box_blur_lanes(source, &picked, n, before, after)
                rs_box_blur_lanes_baseline(source, &baseline, n, before, after)
                XCTAssertEqual(picked.map(\.bitPattern), baseline.map(\.bitPattern), "n = \(n), window \(before) + \(after)")
                XCTAssertFalse(picked.contains { $0.isNaN }, "every element written")
            }
        }
    }

    /// The build picked is the widest the processor reports (the kernel's flags in /proc/cpuinfo,
    /// which it lists only when it saves those registers): the fast path is not left unused.
    func testTheWidestVectorsTheMachineHasArePicked() throws {
        #if arch(x86_64) && os(Linux)
        let info = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        guard let line = info.split(separator: "\n").first(where: { $0.hasPrefix("flags") }) else {
            return XCTFail("no flags in /proc/cpuinfo")
        }
        let flags = Set(line.split(separator: " ").map(String.init))
        let expected = flags.contains("avx512f") ? 2 : flags.contains("avx2") ? 1 : 0
        XCTAssertEqual(Int(rs_vector_level()), expected, "flags: avx512f \(flags.contains("avx512f")), avx2 \(flags.contains("avx2"))")
        #endif
    }

    private func randomMask(_ w: Int, _ h: Int, seed: UInt64) -> [Float] {
        var state = seed | 1
        return (0..<w * h).map { _ in
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Float(state % 256) / 255
        }
    }

    /// The middle third of each side (at least one pixel) as 1, the rest 0.
    private func centredSquare(_ w: Int, _ h: Int) -> [Float] {
        let (x0, x1) = squareBounds(w), (y0, y1) = squareBounds(h)
        var mask = [Float](repeating: 0, count: w * h)
        for y in y0..<y1 { for x in x0..<x1 { mask[y * w + x] = 1 } }
        return mask
    }

    /// Start and end of a run about a third as long as `n` (at least 1) and exactly as far from
    /// both ends.
    private func squareBounds(_ n: Int) -> (Int, Int) {
        var side = max(1, n / 3)
        if (n - side) % 2 != 0 { side += 1 }
        return ((n - side) / 2, (n - side) / 2 + side)
    }
}

/// A plain blur, kept as the reference the fast one is held to: Double running sums, two fresh
/// arrays a line, columns read with a stride, one line at a time.
private enum ReferenceBlur {
    static func apply(_ mask: inout [Float], width: Int, height: Int, sigma: Double) {
        let passes = Blur.windows(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        mask.withUnsafeMutableBufferPointer { buf in
            let base = buf.baseAddress!
            for y in 0..<height { blurLine(base + y * width, count: width, step: 1, passes: passes) }
            for x in 0..<width { blurLine(base + x, count: height, step: width, passes: passes) }
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
