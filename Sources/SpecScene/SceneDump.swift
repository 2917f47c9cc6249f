import RenderSupport
import SpecModel

/// A Scene as stable text, one command a line (nested under clips), numbers to 1/1000 of a point
/// and fonts by file name, so layout can be reviewed and tested without pixels, and two scenes
/// compared line by line.
extension Scene {
    package var dump: String {
        var out = "scene \(n(width))×\(n(height)) background \(hex(background))\n"
        for w in warnings { out += "warning \(w)\n" }
        appendCommands(commands, depth: 0, to: &out)
        return out
    }

    private func appendCommands(_ commands: [DrawCommand], depth: Int, to out: inout String) {
        let pad = String(repeating: "  ", count: depth)
        for command in commands {
            switch command {
            case .fill(let shape, let paint):
                out += "\(pad)fill \(describe(shape)) with \(describe(paint))\n"
            case .stroke(let shape, let paint, let width, let position):
                out += "\(pad)stroke \(position.rawValue) \(n(width)) \(describe(shape)) with \(describe(paint))\n"
            case .shadow(let l):
                out += "\(pad)\(l.inner ? "inner-shadow" : "shadow") \(hex(l.color)) offset \(n(l.offset.x)),\(n(l.offset.y))"
                    + " blur \(n(l.blur)) outset \(n(l.outset)) of \(describe(l.shape))\n"
            case .clip(let rect, let inner):
                out += "\(pad)clip \(describe(rect))\n"
                appendCommands(inner, depth: depth + 1, to: &out)
            case .seamless(let inner):
                out += "\(pad)seamless\n"
                appendCommands(inner, depth: depth + 1, to: &out)
            case .layer(let inner, let opacity):
                out += "\(pad)layer opacity \(n(opacity))\n"
                appendCommands(inner, depth: depth + 1, to: &out)
            }
        }
    }

    private func describe(_ shape: Shape) -> String {
        switch shape {
        case .path(let path):
            return "path[" + path.elements.map { e in
                switch e {
                case .move(let p): return "M\(n(p.x)),\(n(p.y))"
                case .line(let p): return "L\(n(p.x)),\(n(p.y))"
                case .curve(let a, let b, let c): return "C\(n(a.x)),\(n(a.y)) \(n(b.x)),\(n(b.y)) \(n(c.x)),\(n(c.y))"
                case .close: return "Z"
                }
            }.joined(separator: " ") + "]"
        case .glyphs(let runs):
            return runs.map { run in
                let file = run.font.file.split(separator: "/").last.map(String.init) ?? run.font.file
                let variations = run.font.variations.isEmpty ? "" : " \(run.font.variations)"
                return "glyphs[\(file)#\(run.font.index) \(n(run.font.size))pt\(variations): "
                    + run.glyphs.map { "\($0.id)@\(n($0.x)),\(n($0.y))" }.joined(separator: " ") + "]"
            }.joined(separator: " ")
        case .box(let box):
            return "box[\(describe(box.rect)) radius \(n(box.radius)) bands \(box.bands.map(n).joined(separator: ","))\(box.ring ? " ring" : "")]"
        }
    }

    /// Only the spec's explicit choice: the default decides per scale, which a scene has not got.
    private func describe(dither: Bool?) -> String {
        dither.map { $0 ? "; dither" : "; no dither" } ?? ""
    }

    private func describe(_ paint: Paint) -> String {
        switch paint {
        case .solid(let c):
            return hex(c)
        case .linear(let a, let b, let stops, let dither):
            return "linear(\(n(a.x)),\(n(a.y))→\(n(b.x)),\(n(b.y)); \(describe(stops))\(describe(dither: dither)))"
        case .radial(let c, let r, let stops, let dither):
            return "radial(\(n(c.x)),\(n(c.y)) r \(n(r)); \(describe(stops))\(describe(dither: dither)))"
        case .gloss(let g, let top, let height):
            return "gloss(\(hex(g.color)) caustic \(hex(g.caustic)) rows \(n(top))+\(n(height)))"
        case .rows(let fill, let box):
            switch fill {
            case .gloss(let g): return "gloss-rows(\(hex(g.color)) caustic \(hex(g.caustic)) over \(describe(.box(box))))"
            case .ramp(let from, let to, let k): return "ramp-rows(\(hex(from))→\(hex(to)) k \(n(k)) over \(describe(.box(box))))"
            }
        }
    }

    private func describe(_ stops: [GradientStop]) -> String {
        stops.map { "\(hex($0.color))@\(n($0.at))" }.joined(separator: ", ")
    }

    private func describe(_ r: Rect) -> String { "\(n(r.x)),\(n(r.y)) \(n(r.width))×\(n(r.height))" }
}

/// A number with at most three decimals and no trailing zeros ("-0" is "0").
private func n(_ x: Double) -> String {
    let rounded = (x * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    var s = CFormat.string("%.3f", rounded)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}

/// #RRGGBBAA, each channel rounded to 8 bits.
private func hex(_ c: RGBA) -> String {
    func byte(_ v: Double) -> String {
        let b = Int((max(0, min(1, v)) * 255).rounded())
        return (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
    }
    return "#" + byte(c.r) + byte(c.g) + byte(c.b) + byte(c.a)
}
