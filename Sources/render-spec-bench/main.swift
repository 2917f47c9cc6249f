// render-spec-bench: in-process timings of the hot paths, for Benchmarks/run.sh (issue 12). Not part
// of the product; it links the package's own modules, which another package cannot (`package`
// access stops at the package), so it lives here. Each case prints one JSON line: the median, min
// and max of `--runs` timed runs (ContinuousClock) after `--warmup` untimed ones, and the time of the
// very first run (caches cold).
//
//   swift build -c release --product render-spec-bench
//   .build/release/render-spec-bench [--runs N] [--warmup N] [--images DIR] [--only TEXT]
//
// Run from the repository's top folder (it reads Benchmarks/specs/w1-title.json and
// Examples/glossy-blue.json). `--images DIR` takes W4's a.png, a-copy.png and b.png (2048², the same
// files run.sh diffs); without it the pair is drawn here. Exits 1 when the blur check fails.
import CairoGraphics
import Foundation
import ImageDiff
import PNGCodec
import SpecModel
import SpecRender

var runs = 15
var warmup = 3
var imageDir: String?
var only: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs": runs = Int(arguments.next() ?? "") ?? runs
    case "--warmup": warmup = Int(arguments.next() ?? "") ?? warmup
    case "--images": imageDir = arguments.next()
    case "--only": only = arguments.next()
    default:
        FileHandle.standardError.write(Data("usage: render-spec-bench [--runs N] [--warmup N] [--images DIR] [--only TEXT]\n".utf8))
        exit(2)
    }
}

@MainActor func emit(_ fields: [String: Any]) {
    let data = try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

/// Times `body` on a fresh value from `setup` each run (setup is not timed).
@MainActor func measure<T>(_ name: String, _ extra: [String: Any] = [:], setup: () throws -> T, _ body: (inout T) throws -> Void) rethrows {
    guard only.map({ name.contains($0) }) ?? true else { return }
    let clock = ContinuousClock()
    var times: [Double] = [], first = 0.0
    for i in 0 ..< warmup + runs {
        var value = try setup()
        let elapsed = try clock.measure { try body(&value) }
        if i == 0 { first = milliseconds(elapsed) }
        if i >= warmup { times.append(milliseconds(elapsed)) }
    }
    times.sort()
    let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
    emit(["case": name, "median_ms": median, "min_ms": times.first!, "max_ms": times.last!, "first_ms": first, "runs": runs].merging(extra) { a, _ in a })
}

@MainActor func measure(_ name: String, _ extra: [String: Any] = [:], _ body: () throws -> Void) rethrows {
    try measure(name, extra, setup: { () }, { _ in try body() })
}

// MARK: - W3: the blur

let side = 1024, sigma = 8.0
/// A 512² square of full coverage centred in a 1024² mask: what a big shadow's caster looks like.
let square: [Float] = {
    var m = [Float](repeating: 0, count: side * side)
    for y in 256 ..< 768 { for x in 256 ..< 768 { m[y * side + x] = 1 } }
    return m
}()

measure("blur-mask-f32-1024-sigma8", ["pixels": side * side, "threads": ProcessInfo.processInfo.activeProcessorCount],
        setup: { square }) { mask in
    Blur.apply(&mask, width: side, height: side, sigma: sigma)
}
// The shadow path end to end around the blur: A8 coverage in, A8 out (ShadowCommand keeps the mask
// in Float between coverage and compositing, so this adds the two conversions it would need).
let squareA8 = square.map { UInt8($0 * 255) }
let fromByte = (0...255).map { Float($0) / 255 }
measure("blur-a8-1024-sigma8", ["pixels": side * side], setup: { squareA8 }) { a8 in
    var mask = [Float](repeating: 0, count: a8.count)
    a8.withUnsafeBufferPointer { bytes in
        mask.withUnsafeMutableBufferPointer { floats in
            for i in 0 ..< bytes.count { floats[i] = fromByte[Int(bytes[i])] }
        }
    }
    Blur.apply(&mask, width: side, height: side, sigma: sigma)
    mask.withUnsafeBufferPointer { floats in
        a8.withUnsafeMutableBufferPointer { bytes in
            for i in 0 ..< floats.count { bytes[i] = UInt8(max(0, min(255, floats[i] * 255 + 0.5))) }
        }
    }
}
if only.map({ "blur-argb".contains($0) }) ?? true {
    emit(["case": "blur-argb-premultiplied", "skipped": "the renderer has no ARGB blur: shadows and glows blur a one-channel coverage mask, then paint their colour through it"])
}

/// "No halos": the blurred square is symmetric, stays within 0…1 and its profile never rises away
/// from the square. How far it is from the true Gaussian (the sampled kernel of σ = 8, convolved
/// exactly) is reported beside: three box passes are the W3C Filter Effects approximation the
/// renderer follows (as browsers do), about 5/255 off the exact kernel at σ = 8; Pillow's is 3/255.
var blurCheckFailed = false
if only.map({ "blur-check".contains($0) }) ?? true {
    var mask = square
    Blur.apply(&mask, width: side, height: side, sigma: sigma)
    var asymmetry = 0.0
    for y in 0 ..< side {
        for x in 0 ..< side {
            let v = Double(mask[y * side + x])
            asymmetry = max(asymmetry, abs(v - Double(mask[y * side + (side - 1 - x)])),
                            abs(v - Double(mask[(side - 1 - y) * side + x])), abs(v - Double(mask[x * side + y])))
        }
    }
    let radius = Int((4 * sigma).rounded(.up))
    var kernel = (-radius ... radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = kernel.reduce(0, +)
    kernel = kernel.map { $0 / total }
    let profile: [Double] = (0 ..< side).map { x in
        var s = 0.0
        for k in -radius ... radius where (256 ..< 768).contains(x - k) { s += kernel[k + radius] }
        return s
    }
    var deviation = 0.0, worstAt = (0, 0), lowest = Double.infinity, highest = -Double.infinity
    for y in 0 ..< side {
        for x in 0 ..< side {
            let v = Double(mask[y * side + x])
            lowest = min(lowest, v); highest = max(highest, v)
            let d = abs(v - profile[x] * profile[y])
            if d > deviation { deviation = d; worstAt = (x, y) }
        }
    }
    // Monotone along the centre row: rising up to the square's middle, then falling (no ring).
    var monotone = true
    let row = side / 2 * side
    for x in 1 ..< side / 2 where mask[row + x] < mask[row + x - 1] - 1e-6 { monotone = false }
    for x in side / 2 ..< side - 1 where mask[row + x + 1] > mask[row + x] + 1e-6 { monotone = false }
    // The blur's own σ: the spread of the centre row's edge, from its derivative.
    var mean = 0.0, weight = 0.0, spread = 0.0
    for x in 1 ..< side / 2 { let w = Double(mask[row + x] - mask[row + x - 1]); mean += w * (Double(x) - 0.5); weight += w }
    mean /= weight
    for x in 1 ..< side / 2 { let w = Double(mask[row + x] - mask[row + x - 1]); spread += w * pow(Double(x) - 0.5 - mean, 2) }
    let effectiveSigma = (spread / weight).squareRoot()
    let ok = asymmetry <= 1e-5 && lowest >= -1e-6 && highest <= 1 + 1e-6 && monotone
    blurCheckFailed = !ok
    emit(["case": "blur-check-1024-sigma8", "ok": ok, "asymmetry": asymmetry, "min": lowest, "max": highest,
          "monotone": monotone, "max_deviation_from_gaussian": deviation, "max_deviation_levels": deviation * 255,
          "worst_at": [worstAt.0, worstAt.1], "effective_sigma": effectiveSigma, "sigma": sigma])
}

// MARK: - W1, W2: scene, drawing, PNG encoding

let renderer = SpecRenderer()
@MainActor func variant(_ file: String, root: String) throws -> ResolvedSpec {
    let specs = try SpecLoader(root: root).load(file: file)
    guard let normal = specs.first(where: { $0.state == "normal" && $0.locale == nil }) else {
        fatalError("\(file): no normal variant")
    }
    return normal
}

for (name, file, root) in [("w1", "Benchmarks/specs/w1-title.json", "Benchmarks/specs"),
                           ("w2", "Examples/glossy-blue.json", "Examples")] {
    guard only.map({ name.contains($0) || "scene render png-encode".contains($0) }) ?? true else { continue }
    let spec = try variant(file, root: root)
    let scene = try renderer.scene(spec)
    let image = try SceneRenderer(fonts: renderer.fonts).image(scene, scale: 2)
    let size = ["width": image.width, "height": image.height]
    try measure("\(name)-scene", size) { _ = try renderer.scene(spec) }
    try measure("\(name)-draw", size) { _ = try SceneRenderer(fonts: renderer.fonts).image(scene, scale: 2) }
    try measure("\(name)-png-encode", size.merging(["bytes": try image.pngData().count]) { a, _ in a }) { _ = try image.pngData() }
    try measure("\(name)-scene+render", size) { _ = try renderer.render(spec, scales: [2], formats: [.png]) }
}

// MARK: - W4: PNG decoding and pixelmatch at 2048²

let w4 = 2048
@MainActor func pngBytes(_ name: String, changed: Bool) throws -> Data {
    if let imageDir { return try Data(contentsOf: URL(fileURLWithPath: "\(imageDir)/\(name)")) }
    // Diagonal lines on a light ground; the changed copy has three filled rectangles.
    var image = RGBAImage(width: w4, height: w4)
    for y in 0 ..< w4 {
        for x in 0 ..< w4 {
            let k = (y * w4 + x) * 4
            let line = (x + y) % 40 < 3
            image.pixels[k] = line ? 20 : 250; image.pixels[k + 1] = line ? 60 : 250
            image.pixels[k + 2] = line ? 200 : UInt8(200 + y % 50); image.pixels[k + 3] = 255
            if changed, [(600, 900, 800, 100), (100, 100, 60, 60), (1500, 1700, 300, 40)].contains(where: {
                (($0.0) ..< ($0.0 + $0.2)).contains(x) && (($0.1) ..< ($0.1 + $0.3)).contains(y) }) {
                image.pixels[k] = 240; image.pixels[k + 1] = 80; image.pixels[k + 2] = 80
            }
        }
    }
    return try image.pngData()
}

if only.map({ "png-decode-2048 pixelmatch-2048".contains($0) }) ?? true {
    let aBytes = try pngBytes("a.png", changed: false)
    let a2Bytes = imageDir == nil ? aBytes : try pngBytes("a-copy.png", changed: false)
    let bBytes = try pngBytes("b.png", changed: true)
    try measure("png-decode-2048", ["bytes": aBytes.count]) { _ = try RGBAImage(pngData: aBytes) }
    let a = try RGBAImage(pngData: aBytes), a2 = try RGBAImage(pngData: a2Bytes), b = try RGBAImage(pngData: bBytes)
    try measure("pixelmatch-2048-identical", ["mismatched": try pixelmatch(a, a2)]) { _ = try pixelmatch(a, a2) }
    try measure("pixelmatch-2048-different", ["mismatched": try pixelmatch(a, b)]) { _ = try pixelmatch(a, b) }
}

if blurCheckFailed { exit(1) }
