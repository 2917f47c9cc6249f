import Foundation
import CairoGraphics
import SpecModel
import SpecScene
@testable import SpecRender

/// Un-premultiplied RGBA8 pixels of a rendered image, for probing (Cairo keeps premultiplied BGRA).
struct Pixels {
    let width: Int, height: Int
    private let data: [UInt8]

    init(_ surface: CairoSurface) {
        let width = surface.width, height = surface.height
        self.width = width; self.height = height
        var out = [UInt8](repeating: 0, count: width * height * 4)
        surface.withPixels { base, stride in
            for y in 0..<height {
                let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = row[x]
                    let a = p >> 24, r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255
                    func un(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                    let i = (y * width + x) * 4
                    out[i] = un(r); out[i + 1] = un(g); out[i + 2] = un(b); out[i + 3] = UInt8(a)
                }
            }
        }
        data = out
    }

    subscript(x x: Int, y y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let i = (y * width + x) * 4
        return (Int(data[i]), Int(data[i + 1]), Int(data[i + 2]), Int(data[i + 3]))
    }

    func alpha(_ x: Int, _ y: Int) -> Int { self[x: x, y: y].a }

    /// Rows that have any pixel with alpha above `threshold`, in x range.
    func inkedRows(threshold: Int = 0, xs: Range<Int>? = nil) -> [Int] {
        (0..<height).filter { y in (xs ?? 0..<width).contains { alpha($0, y) > threshold } }
    }
}

let renderer = SpecRenderer()

func labelSpec(_ style: TextStyle, width: Double, height: Double?, margin: Margin = .points(0),
               background: RGBA = .clear) -> ResolvedSpec {
    ResolvedSpec(name: "t", state: "normal", locale: nil, language: "en", size: Size(width: width, height: height),
         canvas: Canvas(background: background, margin: margin), fonts: [], output: OutputOptions(),
         content: .label(style), file: "/tmp/t.json", positions: [:])
}

func render(_ spec: ResolvedSpec, scale: Double = 1) throws -> Pixels {
    let scene = try renderer.scene(spec)
    return Pixels(try SceneRenderer(fonts: renderer.fonts).image(scene, scale: scale))
}

/// Loads `json` as the spec file `b.json` in a temporary render root (removed afterwards).
func loadSpecs(_ json: String) throws -> [ResolvedSpec] {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("b.json")
    try json.write(to: file, atomically: true, encoding: .utf8)
    return try SpecLoader(root: dir.path).load(file: file.path)
}
