/// Shadow, glow, inner shadow and stroke.
extension ValueReader {
    /// NSShadow's default colour: a shadow written without one is still visible, and soft.
    static let defaultShadowColor = RGBA(0, 0, 0, 1.0 / 3)

    /// `shadow` is one shadow object or a list of them (drawn in list order).
    func shadows(_ node: JSONValue) -> [Shadow]? {
        if case .array(let items) = node.kind {
            let shadows = items.map { shadow($0) }
            return shadows.contains(where: { $0 == nil }) ? nil : shadows.map { $0! }
        }
        guard node.members != nil else {
            diagnostics.report(node, "expected a shadow object or a list of them, got \(node.typeName)")
            return nil
        }
        return shadow(node).map { [$0] }
    }

    /// `{"color", "offset": [dx, dy], "blur", "spread"}`; also the form of `innerShadow`.
    func shadow(_ node: JSONValue) -> Shadow? {
        guard let fields = fields(node, expecting: "a shadow object", keys: ["color", "offset", "blur", "spread"]) else { return nil }
        let color = fields["color"].map { self.color($0) } ?? Self.defaultShadowColor
        let offset = fields["offset"].map { point($0) } ?? Point(0, 0)
        let blur = fields["blur"].map { self.blur($0) } ?? 0
        let spread = fields["spread"].map { length($0, .any, "spread") } ?? 0
        guard let color, let offset, let blur, let spread else { return nil }
        return Shadow(color: color, offset: offset, blur: blur, spread: spread)
    }

    /// `{"color", "blur", "spread"}`: a shadow with no offset. The colour is required: unlike a
    /// shadow's, a glow's colour has no conventional default.
    func glow(_ node: JSONValue) -> Shadow? {
        guard let fields = fields(node, expecting: "a glow object", keys: ["color", "blur", "spread"]) else { return nil }
        let color = fields.required("color").flatMap { self.color($0) }
        let blur = fields["blur"].map { self.blur($0) } ?? 0
        let spread = fields["spread"].map { length($0, .any, "spread") } ?? 0
        guard let color, let blur, let spread else { return nil }
        return Shadow(color: color, offset: Point(0, 0), blur: blur, spread: spread)
    }

    /// A blur radius: not negative, and not beyond the limit (the blur's padding and cost grow with it).
    private func blur(_ node: JSONValue) -> Double? {
        number(node, .atLeast(0), limit: SpecLimits.maxBlur, "blur")
    }

    /// `[dx, dy]` in points.
    func point(_ node: JSONValue) -> Point? {
        guard case .array(let items) = node.kind, items.count == 2 else {
            diagnostics.report(node, "expected [dx, dy], got \(node.typeName)")
            return nil
        }
        let x = length(items[0], .any, "offset"), y = length(items[1], .any, "offset")
        guard let x, let y else { return nil }
        return Point(x, y)
    }

    /// `{"fill": Fill}` or `{"color": Color}`, `"width"` (> 0, default 1), `"position"` (default outside).
    func stroke(_ node: JSONValue) -> Stroke? {
        guard let fields = fields(node, expecting: "a stroke object", keys: ["fill", "color", "width", "position"]) else { return nil }
        var paint: Fill?
        switch (fields["fill"], fields["color"]) {
        case (let fillNode?, nil): paint = fill(fillNode)
        case (nil, let colorNode?): paint = color(colorNode).map(Fill.color)
        case (_?, _?):
            diagnostics.report(at: fields.keyPosition("color")!, "give a stroke `fill` or `color`, not both")
        case (nil, nil):
            diagnostics.report(node, "missing required key `fill` (or `color`)")
        }
        let width = fields["width"].map { length($0, .greaterThan(0), "width") } ?? 1
        let position = fields["position"].map { choice($0, [StrokePosition.outside, .center, .inside]) } ?? .outside
        guard let paint, let width, let position else { return nil }
        return Stroke(fill: paint, width: width, position: position)
    }
}
