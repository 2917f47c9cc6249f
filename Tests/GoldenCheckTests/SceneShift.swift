import SpecModel
import SpecScene

/// A scene moved by a fraction of a point: the smallest change a renderer can make, which moves
/// only anti-aliased edge pixels (chrome boxes snap to device pixels, so they do not move at all).
/// The default check budgets must let it pass (issue 8, point 4).
extension Scene {
    func shifted(by d: Double) -> Scene {
        var scene = self
        scene.commands = commands.map { $0.shifted(d) }
        return scene
    }
}

private extension Point {
    func shifted(_ d: Double) -> Point { Point(x + d, y + d) }
}

private extension Rect {
    func shifted(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width, height: height) }
}

private extension Shape {
    func shifted(_ d: Double) -> Shape {
        switch self {
        case .path(let path):
            return .path(Path(path.elements.map { element in
                switch element {
                case .move(let p): .move(p.shifted(d))
                case .line(let p): .line(p.shifted(d))
                case .curve(let a, let b, let c): .curve(a.shifted(d), b.shifted(d), c.shifted(d))
                case .close: .close
                }
            }))
        case .glyphs(let runs):
            return .glyphs(runs.map { $0.moved(dx: d, dy: d) })
        case .box:
            // Chrome snaps to device pixels: a sub-pixel shift leaves it where it is, except where
            // rounding flips, which moves a whole edge by a pixel (not an anti-aliasing change).
            return self
        }
    }
}

private extension Paint {
    func shifted(_ d: Double) -> Paint {
        switch self {
        case .solid: self
        case .linear(let start, let end, let stops, let dither):
            .linear(start: start.shifted(d), end: end.shifted(d), stops: stops, dither: dither)
        case .radial(let center, let radius, let stops, let dither):
            .radial(center: center.shifted(d), radius: radius, stops: stops, dither: dither)
        case .gloss(let gloss, let top, let height): .gloss(gloss, top: top + d, height: height)
        case .rows: self
        }
    }
}

private extension DrawCommand {
    func shifted(_ d: Double) -> DrawCommand {
        switch self {
        case .fill(let shape, let paint): .fill(shape.shifted(d), paint.shifted(d))
        case .stroke(let shape, let paint, let width, let position):
            .stroke(shape.shifted(d), paint.shifted(d), width: width, position: position)
        case .shadow(var layer):
            { layer.shape = layer.shape.shifted(d); return .shadow(layer) }()
        case .clip(let rect, let inner): .clip(rect.shifted(d), inner.map { $0.shifted(d) })
        case .seamless(let layer): .seamless(layer.map { $0.shifted(d) })
        case .layer(let inner, let opacity): .layer(inner.map { $0.shifted(d) }, opacity: opacity)
        }
    }
}
