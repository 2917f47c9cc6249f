import SpecModel

/// Lays out a `view` as a layer: drop shadows of its rounded rect (the first listed on top, as in
/// CSS), the background inside the border (CSS's padding box, so a translucent border does not
/// show the background through it), the inner shadow inside that, and the border ring around it,
/// the last three as one seamless layer.
struct ViewScene {
    let spec: ResolvedSpec
    let style: ViewStyle

    func build() -> Scene {
        let frame = Rect(x: 0, y: 0, width: spec.size.width, height: spec.size.height ?? 0)
        let margin = Chrome.margin(spec, frame: frame, titleInk: nil, titleStyle: nil)
        let outer = frame.offsetBy(margin.left, margin.top)
        let radius = style.cornerRadius
        let whole = PixelBox(rect: outer, radius: radius)
        let borderBands = style.border.width > 0 ? [style.border.width] : []
        let body = PixelBox(rect: outer, radius: radius, bands: borderBands)

        var out: [DrawCommand] = style.shadows.enumerated().reversed().map { i, s in
            .shadow(ShadowLayer(shape: .box(whole), outset: s.spread, color: s.color, offset: s.offset, blur: s.blur, inner: false,
                                effect: style.shadows.count == 1 ? "$.shadow" : "$.shadow[\(i)]"))
        }
        var layer: [DrawCommand] = []
        if style.border.width > 0 {
            layer.append(.fill(.box(PixelBox(rect: outer, radius: radius, bands: borderBands, ring: true)), .solid(style.border.color)))
        }
        layer.append(.fill(.box(body), Chrome.paint(style.background, over: body)))
        if let inner = style.innerShadow {
            layer.append(.shadow(ShadowLayer(shape: .box(body), outset: -inner.spread, color: inner.color, offset: inner.offset,
                                             blur: inner.blur, inner: true, effect: "$.innerShadow")))
        }
        // The border and the background meet along an antialiased edge: one seamless layer, so the
        // rounded corners do not let the canvas through. Without a border nothing meets.
        out += style.border.width > 0 ? [.seamless(layer)] : layer
        return Scene(width: frame.width + margin.left + margin.right, height: frame.height + margin.top + margin.bottom,
                     background: spec.canvas.background, commands: out)
    }
}
