// Times Blur.apply in-process: a 1024×1024 mask of random bytes / 255, σ = 8 px, the median of 20
// runs after 3 warm-up runs. Built by Benchmarks/blur.sh from the blur's own source files, so the
// same driver times any revision's blur.
import Foundation

let (width, height, sigma) = (1024, 1024, 8.0)
var state: UInt64 = 0x9E37_79B9_7F4A_7C15
let input = (0..<width * height).map { _ in
    state ^= state << 13; state ^= state >> 7; state ^= state << 17
    return Float(state % 256) / 255
}

func once() -> Double {
    var mask = input
    let start = DispatchTime.now().uptimeNanoseconds
    Blur.apply(&mask, width: width, height: height, sigma: sigma)
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    precondition(mask[width * height / 2] > 0)  // keeps the result alive
    return Double(elapsed) / 1e6
}

for _ in 0..<3 { _ = once() }
let times = (0..<20).map { _ in once() }.sorted()
print(String(format: "blur 1024×1024 σ=8: median %.3f ms, min %.3f ms, max %.3f ms",
             (times[9] + times[10]) / 2, times[0], times[19]))
