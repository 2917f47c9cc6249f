import Foundation
import PNGCodec
import Testing
import SpecModel
@testable import SpecRender

/// An `atlas` spec's options that game artists expect (issue 23, point 7): sprites turned to pack
/// tighter, extruded edges, spacing across and down, a pivot, a page size per scale, and the
/// 9-slice of a stretchable background. Every frame is cut back out of its sheet by each
/// format's rules, turned back, and must be the sprite's own render byte for byte.
@Suite(.serialized) struct AtlasOptionsTests {
    /// Sprite specs of very different shapes (so some turn), and a view that stretches.
    private static let sprites: [(name: String, json: String)] = [
        ("wide", ##"{"version": 1, "kind": "view", "size": {"width": 150, "height": 18}, "background": "#C0392B", "cornerRadius": 4}"##),
        ("tall", ##"{"version": 1, "kind": "view", "size": {"width": 14, "height": 130}, "background": {"gradient": {"stops": ["#16A085", "#2C3E50"], "angle": 90}}}"##),
        ("tall2", ##"{"version": 1, "kind": "view", "size": {"width": 20, "height": 110}, "background": "#8E44AD", "cornerRadius": 6}"##),
        ("panel", ##"{"version": 1, "kind": "view", "size": {"width": 90, "height": 50}, "background": "#2980B9", "cornerRadius": 10, "border": {"color": "#1B4F72", "width": 2}}"##),
        ("label", ##"{"version": 1, "kind": "label", "size": {"width": 80, "height": 40}, "text": "Go!", "font": {"family": "DejaVu Sans", "size": 22, "weight": "bold"}, "fill": "#F1C40F", "canvas": {"margin": 6}}"##),
    ]

    private struct Rendered {
        var dir: URL
        var files: [String: [UInt8]]
    }

    /// The sprites and an atlas of them with `atlasKeys`, rendered; and each sprite's own PNGs.
    private func render(_ atlasKeys: String, format: String) throws -> (atlas: Rendered, singles: [String: RGBAImage]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-atlas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sprites"), withIntermediateDirectories: true)
        for sprite in Self.sprites {
            try sprite.json.write(to: dir.appendingPathComponent("sprites/\(sprite.name).json"), atomically: true, encoding: .utf8)
        }
        let atlas = dir.appendingPathComponent("ui.json")
        try """
        {"version": 1, "kind": "atlas", "sprites": ["sprites"], "atlasFormat": "\(format)",
         "atlas": {\(atlasKeys)}, "output": {"scales": [1, 2]}}
        """.write(to: atlas, atomically: true, encoding: .utf8)
        let loader = SpecLoader(root: dir.path)
        let spec = try loader.load(file: atlas.path)[0]
        var files: [String: [UInt8]] = [:]
        for file in try renderer.render(spec).files { files[file.path] = file.bytes }
        var singles: [String: RGBAImage] = [:]
        for sprite in Self.sprites {
            let variant = try loader.load(file: dir.appendingPathComponent("sprites/\(sprite.name).json").path)[0]
            for scale in [1.0, 2.0] {
                let png = try #require(try renderer.render(variant, scales: [scale], formats: [.png]).files.first).bytes
                singles["\(sprite.name)@\(Int(scale))"] = try RGBAImage(pngData: Data(png))
            }
        }
        return (Rendered(dir: dir, files: files), singles)
    }

    /// The `w`×`h` sprite whose pixels lie at (x, y) on `page`, turned back: TexturePacker turns a
    /// sprite clockwise, libGDX counter-clockwise, each taking `h` across the page and `w` down.
    private func cut(_ page: RGBAImage, x: Int, y: Int, w: Int, h: Int, rotated: Bool, clockwise: Bool) -> RGBAImage {
        var out = RGBAImage(width: w, height: h)
        for sy in 0..<h {
            for sx in 0..<w {
                let (px, py) = !rotated ? (sx, sy) : clockwise ? (h - 1 - sy, sx) : (sy, w - 1 - sx)
                let from = ((y + py) * page.width + x + px) * 4, to = (sy * w + sx) * 4
                out.pixels.replaceSubrange(to..<(to + 4), with: page.pixels[from..<(from + 4)])
            }
        }
        return out
    }

    /// `frame` put back at (x, y) in a transparent `width`×`height` original.
    private func place(_ frame: RGBAImage, x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        var out = RGBAImage(width: width, height: height)
        for row in 0..<frame.height {
            let to = ((y + row) * width + x) * 4
            out.pixels.replaceSubrange(to..<(to + frame.width * 4), with: frame.pixels[(row * frame.width * 4)..<((row + 1) * frame.width * 4)])
        }
        return out
    }

    /// The image with every fully transparent pixel transparent black: atlas pages are bled (their
    /// transparent pixels take the colour of the nearest ink, PageAlpha), a single render is not,
    /// and what an engine draws of a pixel of alpha 0 is nothing either way.
    private func seen(_ image: RGBAImage?) -> RGBAImage? {
        guard var image else { return nil }
        for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i + 3] == 0 {
            image.pixels.replaceSubrange(i..<(i + 3), with: [0, 0, 0])
        }
        return image
    }

    /// One pixel of a page as `seen` has it.
    private func seen(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        pixel.a == 0 ? (0, 0, 0, 0) : pixel
    }

    private func json(_ bytes: [UInt8]?) throws -> [String: Any] {
        let data = Data(try #require(bytes))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func ints(_ value: Any?) throws -> [String: Int] { try #require(value as? [String: Int]) }

    @Test func texturePackerFramesTurnExtrudeAndComeBackExactly() throws {
        let (atlas, singles) = try render(#""rotation": true, "extrude": 2, "spacing": [3, 1], "pivot": [0.5, 1], "maxSize": {"1": 256, "2": 512}"#,
                                          format: "texturepacker")
        defer { try? FileManager.default.removeItem(at: atlas.dir) }
        var turned = 0
        for scale in [1, 2] {
            let stem = scale == 1 ? "ui" : "ui@2x"
            let document = try json(atlas.files[stem + ".json"])
            let page = try RGBAImage(pngData: Data(try #require(atlas.files[stem + ".png"])))
            #expect(max(page.width, page.height) <= 256 * scale, "the page side of @\(scale)x")
            let frames = try #require(document["frames"] as? [String: Any])
            #expect(frames.count == Self.sprites.count)
            var boxes: [(x: Int, y: Int, w: Int, h: Int)] = []
            for (key, value) in frames {
                let frame = try #require(value as? [String: Any])
                let f = try ints(frame["frame"]), placed = try ints(frame["spriteSourceSize"]), source = try ints(frame["sourceSize"])
                let rotated = try #require(frame["rotated"] as? Bool)
                if rotated { turned += 1 }
                #expect(frame["pivot"] as? [String: Double] == ["x": 0.5, "y": 1], "\(key)")
                let (w, h) = (f["w"]!, f["h"]!)
                let pixels = cut(page, x: f["x"]!, y: f["y"]!, w: w, h: h, rotated: rotated, clockwise: true)
                let rebuilt = place(pixels, x: placed["x"]!, y: placed["y"]!, width: source["w"]!, height: source["h"]!)
                let name = String(key.dropLast(4))
                #expect(seen(rebuilt) == seen(singles["\(name)@\(scale)"]), "\(key) @\(scale)x differs from its own render")
                // Extruded: the 2 px around the frame repeat its edge pixels.
                let (across, down) = rotated ? (h, w) : (w, h)
                for row in [f["y"]!, f["y"]! + down - 1] {
                    for step in 1...2 {
                        #expect(seen(page[f["x"]! - step, row]) == seen(page[f["x"]!, row]), "\(key): left extrude at row \(row)")
                        #expect(seen(page[f["x"]! + across - 1 + step, row]) == seen(page[f["x"]! + across - 1, row]), "\(key): right extrude")
                    }
                }
                boxes.append((f["x"]! - 2, f["y"]! - 2, across + 4, down + 4))
            }
            // Extruded borders never overlap, and stand 3 px apart across and 1 down.
            for (i, a) in boxes.enumerated() {
                for b in boxes[(i + 1)...] {
                    let apart = a.x + a.w + 3 <= b.x || b.x + b.w + 3 <= a.x || a.y + a.h + 1 <= b.y || b.y + b.h + 1 <= a.y
                    #expect(apart, "\(a) and \(b) closer than the spacing")
                }
            }
        }
        #expect(turned > 0, "the tall sprites are turned to pack tighter")
    }

    @Test func libGDXRegionsTurnCounterClockwiseAndComeBackExactly() throws {
        let (atlas, singles) = try render(#""rotation": true, "extrude": 1, "maxSize": [256, 512]"#, format: "libgdx")
        defer { try? FileManager.default.removeItem(at: atlas.dir) }
        var turned = 0
        for scale in [1, 2] {
            let stem = scale == 1 ? "ui" : "ui@2x"
            let text = String(decoding: try #require(atlas.files[stem + ".atlas"]), as: UTF8.self)
            let page = try RGBAImage(pngData: Data(try #require(atlas.files[stem + ".png"])))
            // Regions by libGDX's reader: name, then indented `key: values`.
            var regions: [String: [String: [String]]] = [:]
            var current: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("  "), let current, let colon = line.firstIndex(of: ":") {
                    let key = line[..<colon].trimmingCharacters(in: .whitespaces)
                    regions[current]![key] = line[line.index(after: colon)...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                } else if !line.isEmpty, !line.contains(":"), !line.hasSuffix(".png") {
                    current = line
                    regions[line] = [:]
                }
            }
            #expect(regions.count == Self.sprites.count, "\(regions.keys.sorted())")
            for (name, fields) in regions {
                func numbers(_ key: String) throws -> [Int] {
                    let values = try #require(fields[key], "\(name) has no \(key)")
                    return values.compactMap { Int($0) }
                }
                let rotated = fields["rotate"] == ["true"]
                if rotated { turned += 1 }
                let xy = try numbers("xy"), size = try numbers("size"), orig = try numbers("orig"), offset = try numbers("offset")
                let pixels = cut(page, x: xy[0], y: xy[1], w: size[0], h: size[1], rotated: rotated, clockwise: false)
                let rebuilt = place(pixels, x: offset[0], y: orig[1] - offset[1] - size[1], width: orig[0], height: orig[1])
                #expect(seen(rebuilt) == seen(singles["\(name)@\(scale)"]), "\(name) @\(scale)x differs from its own render")
            }
            // The panel and the flat views stretch; libGDX's split and pad are there.
            #expect(regions["panel"]?["split"] != nil && regions["panel"]?["pad"] != nil, "\(regions["panel"] ?? [:])")
            #expect(regions["label"]?["split"] == nil, "a label does not stretch")
        }
        #expect(turned > 0)
    }

    /// The 9-slice a frame carries stretches it into the render of the same view at another size:
    /// caps copied, the middle repeated, and the result is that render within 1/255.
    @Test func theBordersStretchAViewIntoItsRenderAtAnotherSize() throws {
        let (atlas, singles) = try render("", format: "texturepacker")
        defer { try? FileManager.default.removeItem(at: atlas.dir) }
        let panel = Self.sprites.first { $0.name == "panel" }!.json
        for scale in [1, 2] {
            let document = try json(atlas.files[scale == 1 ? "ui.json" : "ui@2x.json"])
            let frames = try #require(document["frames"] as? [String: Any])
            let frame = try #require(frames["panel.png"] as? [String: Any])
            let borders = try ints(frame["borders"])
            #expect((frames["label.png"] as? [String: Any])?["borders"] == nil)
            let image = try #require(singles["panel@\(scale)"])
            let (left, top) = (borders["x"]!, borders["y"]!)
            let right = image.width - left - borders["w"]!, bottom = image.height - top - borders["h"]!
            #expect(left >= 10 * scale && right >= 10 * scale && top >= 10 * scale && bottom >= 10 * scale, "\(borders) @\(scale)x")

            let larger = panel.replacingOccurrences(of: #""width": 90, "height": 50"#, with: #""width": 170, "height": 75"#)
            let spec = try loadSpecs(larger)[0]
            let png = try #require(try renderer.render(spec, scales: [Double(scale)], formats: [.png]).files.first).bytes
            let expected = try RGBAImage(pngData: Data(png))
            func source(_ t: Int, _ length: Int, _ low: Int, _ high: Int, _ sourceLength: Int) -> Int {
                t < low ? t : t >= length - high ? sourceLength - (length - t) : low
            }
            var worst = 0
            for y in 0..<expected.height {
                for x in 0..<expected.width {
                    let p = image[source(x, expected.width, left, right, image.width), source(y, expected.height, top, bottom, image.height)]
                    let q = expected[x, y]
                    worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
                }
            }
            #expect(worst <= 1, "@\(scale)x: the stretched frame differs from the larger render by \(worst)/255")
        }
    }
}
