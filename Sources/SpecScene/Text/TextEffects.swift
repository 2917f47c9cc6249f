import SpecModel

/// The layer style of a run of text: which commands draw it, in Photoshop's order, and how far
/// its effects reach beyond the glyphs.
struct TextEffects {
    let style: TextStyle
    /// Where the style sits in the spec (`$`, `$.title`), for the effects' paths.
    var path = "$"

    /// How far the stroke reaches outside the glyph outlines.
    var strokeOutset: Double {
        guard let stroke = style.stroke else { return 0 }
        switch stroke.position {
        case .outside: return stroke.width
        case .center: return stroke.width / 2
        case .inside: return 0
        }
    }

    /// Drop shadows and glow, each with the offset it is drawn at.
    private var outerShadows: [Shadow] { style.shadows + (style.glow.map { [$0] } ?? []) }

    /// Bottom to top: drop shadows (the first listed on top, as in CSS), outer glow, fill per line,
    /// inner shadow, stroke per line. Gradients resolve per line, over the whole text or over the frame.
    func commands(lines: [TextLine], frame: Rect) -> [DrawCommand] {
        let visible = lines.filter { !$0.runs.isEmpty }
        guard !visible.isEmpty else { return [] }
        let all = Shape.glyphs(visible.flatMap(\.runs))
        let textBox = visible.reduce(Rect.zero) { $0.union($1.ink) }

        func paint(_ fill: Fill, line: TextLine) -> Paint {
            guard case .gradient(let g) = fill else {
                if case .gloss = fill { return .fill(fill, over: line.ink.isEmpty ? line.logical : line.ink) }
                return .fill(fill, over: frame)
            }
            switch g.span {
            // The line box, not the ink: a line with descenders would otherwise stretch the gradient
            // lower and colour its capitals differently from a line without.
            case .line: return .fill(fill, over: line.logical)
            case .ink: return .fill(fill, over: line.ink.isEmpty ? line.logical : line.ink)
            case .text: return .fill(fill, over: textBox)
            case .bounds: return .fill(fill, over: frame)
            }
        }

        // Drop shadows in reverse, so the first one listed ends on top (as in CSS); the glow above them.
        let shadowPaths = style.shadows.indices.map { style.shadows.count == 1 ? "\(path).shadow" : "\(path).shadow[\($0)]" }
        var out: [DrawCommand] = zip(style.shadows, shadowPaths).reversed().map { shadow, effect in
            .shadow(ShadowLayer(shape: all, outset: strokeOutset + shadow.spread, color: shadow.color,
                                offset: shadow.offset, blur: shadow.blur, inner: false, effect: effect))
        }
        if let glow = style.glow {
            out.append(.shadow(ShadowLayer(shape: all, outset: strokeOutset + glow.spread, color: glow.color,
                                           offset: Point(0, 0), blur: glow.blur, inner: false, effect: "\(path).glow")))
        }
        for line in visible {
            out.append(.fill(.glyphs(line.runs), paint(style.fill, line: line)))
        }
        if let inner = style.innerShadow {
            out.append(.shadow(ShadowLayer(shape: all, outset: -inner.spread, color: inner.color,
                                           offset: inner.offset, blur: inner.blur, inner: true, effect: "\(path).innerShadow")))
        }
        if let stroke = style.stroke {
            for line in visible {
                out.append(.stroke(.glyphs(line.runs), paint(stroke.fill, line: line), width: stroke.width,
                                   position: stroke.position))
            }
        }
        return out
    }

    /// How far the style draws: the ink grown by the stroke and by every shadow's and the glow's
    /// blur reach (`ShadowLayer.blurReach(of:)`) plus spread, at its offset. Empty for empty ink.
    func reach(ink: Rect) -> Rect {
        guard !ink.isEmpty else { return .zero }
        var reach = Rect(x: ink.x - strokeOutset, y: ink.y - strokeOutset,
                         width: ink.width + 2 * strokeOutset, height: ink.height + 2 * strokeOutset)
        for s in outerShadows {
            let r = max(0, ShadowLayer.blurReach(of: s.blur) + s.spread + strokeOutset)
            reach = reach.union(Rect(x: ink.x - r + s.offset.x, y: ink.y - r + s.offset.y,
                                     width: ink.width + 2 * r, height: ink.height + 2 * r))
        }
        return reach
    }

    /// The canvas margin on each side. `auto` reaches every shadow's blur reach plus its spread
    /// and offset, the stroke, and any ink outside the frame, rounded up to whole points so that every
    /// scale gets the same layout.
    func margin(for margin: Margin, frame: Rect, ink: Rect) -> Insets {
        guard case .auto = margin else {
            if case .points(let m) = margin { return Insets(top: m, left: m, bottom: m, right: m) }
            return .zero
        }
        guard !ink.isEmpty else { return .zero }
        let reach = reach(ink: ink)
        func up(_ x: Double) -> Double { max(0, (x - 1e-9).rounded(.up)) }
        return Insets(top: up(frame.minY - reach.minY), left: up(frame.minX - reach.minX),
                      bottom: up(reach.maxY - frame.maxY), right: up(reach.maxX - frame.maxX))
    }

    /// Whether a command draws under the fills of every glyph (a drop shadow, the glow): what a
    /// bitmap font's effects layer holds. The stroke, even outside, is drawn after the fills (see
    /// `commands`), so it stays with them: in the effects layer a neighbour's shadow would fall on it.
    static func liesUnderFill(_ command: DrawCommand) -> Bool {
        if case .shadow(let layer) = command { return !layer.inner }
        return false
    }
}
