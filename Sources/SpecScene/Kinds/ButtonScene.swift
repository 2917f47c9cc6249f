import SpecModel

/// Lays out a `button` in the layer order of docs/math.md#groove-and-edge-ramps: the edge ring over
/// the whole rounded rect, the groove ring inside it, the border ring inside that, the body inside
/// the border, then the title drawn by the label engine (so gradients, strokes, shadows and glows
/// work on titles). Every ring is a PixelBox band, so each is crisp and they abut exactly at
/// every scale.
struct ButtonScene {
    let spec: ResolvedSpec
    let style: ButtonStyle
    let engine: any TextLayoutEngine

    func build() throws(SpecError) -> Scene {
        let frame = Rect(x: 0, y: 0, width: spec.size.width, height: spec.size.height ?? 0)

        // The title first: an `auto` margin has to reach its shadows and glow.
        var lines: [TextLine] = []
        var warnings: [String] = []
        if let title = style.title {
            let box = frame.inset(by: style.contentInsets)
            let laid = try TextBlock(spec: spec, style: title, engine: engine, textPath: "$.title.text", fontPath: "$.title.font")
                .layout(width: max(0, box.width), height: max(0, box.height))
            lines = laid.lines.map { $0.moved(by: Point(box.x, box.y)) }
            warnings += laid.warnings
        }
        let ink = lines.reduce(Rect.zero) { $0.union($1.ink) }
        let margin = Chrome.margin(spec, frame: frame, titleInk: style.title == nil ? nil : ink, titleStyle: style.title)
        let outer = frame.offsetBy(margin.left, margin.top)

        let chromeCommands = chrome(in: outer)
        var titleCommands: [DrawCommand] = []
        if let title = style.title {
            let placed = lines.map { $0.moved(by: Point(margin.left, margin.top)) }
            titleCommands = TextEffects(style: title, path: "$.title").commands(lines: placed, frame: outer)
        }
        let commands = faded(chrome: chromeCommands, title: titleCommands)
        return Scene(width: frame.width + margin.left + margin.right, height: frame.height + margin.top + margin.bottom,
                     background: spec.canvas.background, commands: commands, warnings: warnings)
    }

    /// The button at its `opacity`: the parts that fade composited together first and faded as one
    /// layer (the title over the chrome shows the chrome through it, not the canvas), those in
    /// `unfaded` drawn at full opacity in their place.
    private func faded(chrome: [DrawCommand], title: [DrawCommand]) -> [DrawCommand] {
        guard style.opacity < 1 else { return chrome + title }
        let chromeFades = !style.unfaded.contains(.chrome), titleFades = !style.unfaded.contains(.title)
        switch (chromeFades, titleFades) {
        case (true, true): return [.layer(chrome + title, opacity: style.opacity)]
        case (true, false): return [.layer(chrome, opacity: style.opacity)] + title
        case (false, true): return chrome + (title.isEmpty ? [] : [.layer(title, opacity: style.opacity)])
        case (false, false): return chrome + title
        }
    }

    /// Edge, groove, border and body, outside in. Each ramp runs over its own rounded rect's rows
    /// (t = 0 on its top row, 1 on its bottom row), as the layers of
    /// docs/math.md#groove-and-edge-ramps clipped to their own rects would; drawing rings rather
    /// than whole rects keeps translucent layers from stacking. They are one seamless layer, so no
    /// rounded corner lets the canvas through between two of them.
    private func chrome(in outer: Rect) -> [DrawCommand] {
        let radius = style.cornerRadius
        var bands: [Double] = []
        var out: [DrawCommand] = []
        func ring(_ width: Double, _ paint: Paint) {
            out.append(.fill(.box(PixelBox(rect: outer, radius: radius, bands: bands + [width], ring: true)), paint))
            bands.append(width)
        }
        if let edge = style.edge {
            ring(edge.width, .rows(.ramp(from: edge.from, to: edge.to, exponent: edge.exponent),
                                   over: PixelBox(rect: outer, radius: radius, bands: bands)))
        }
        if let groove = style.groove {
            ring(groove.width, .rows(.ramp(from: groove.from, to: groove.to, exponent: groove.exponent),
                                     over: PixelBox(rect: outer, radius: radius, bands: bands)))
        }
        if style.border.width > 0 {
            ring(style.border.width, .solid(style.border.color))
        }
        let body = PixelBox(rect: outer, radius: radius, bands: bands)
        out.append(.fill(.box(body), Chrome.paint(style.background, over: body)))
        return [.seamless(out)]
    }
}
