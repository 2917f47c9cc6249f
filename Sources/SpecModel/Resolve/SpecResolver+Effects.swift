/// Shadow, glow, inner shadow and stroke.
extension SpecResolver {
    /// NSShadow's default colour: a shadow written without one is still visible, and soft.
    static let defaultShadowColor = RGBA(0, 0, 0, 1.0 / 3)

    /// `shadow`: one shadow object or a list of them (drawn in list order).
    func shadows(_ value: ShadowList, _ path: ValuePath) -> [Shadow]? {
        switch value {
        case .one(let shadow):
            return self.shadow(shadow, path).map { [$0] }
        case .many(let items):
            let shadows = items.enumerated().map { shadow($0.element, path.index($0.offset)) }
            return shadows.contains(where: { $0 == nil }) ? nil : shadows.map { $0! }
        }
    }

    /// A drop shadow; also the form of `innerShadow`.
    func shadow(_ value: ShadowValue, _ path: ValuePath) -> Shadow? {
        let color = value.color.map { self.color($0, path.key("color")) } ?? Self.defaultShadowColor
        let offset = value.offset.map { point($0, path.key("offset")) } ?? Point(0, 0)
        let blur = value.blur.map { self.blur($0, path.key("blur")) } ?? 0
        let spread = value.spread.map { length($0, path.key("spread"), .any, "spread") } ?? 0
        guard let color, let offset, let blur, let spread else { return nil }
        return Shadow(color: color, offset: offset, blur: blur, spread: spread)
    }

    /// A shadow with no offset. The colour is required: unlike a shadow's, a glow's colour has no
    /// conventional default.
    func glow(_ value: GlowValue, _ path: ValuePath) -> Shadow? {
        let color = required(value.color, path.key("color")).flatMap { self.color($0, path.key("color")) }
        let blur = value.blur.map { self.blur($0, path.key("blur")) } ?? 0
        let spread = value.spread.map { length($0, path.key("spread"), .any, "spread") } ?? 0
        guard let color, let blur, let spread else { return nil }
        return Shadow(color: color, offset: Point(0, 0), blur: blur, spread: spread)
    }

    /// A blur radius: not negative, and not beyond the limit (the blur's padding and cost grow with it).
    private func blur(_ value: Double, _ path: ValuePath) -> Double? {
        number(value, path, .atLeast(0), limit: SpecLimits.maxBlur, "blur")
    }

    /// `[dx, dy]` in points.
    func point(_ items: [Double], _ path: ValuePath) -> Point? {
        guard items.count == 2 else {
            report(path, "expected [dx, dy], got an array")
            return nil
        }
        let x = length(items[0], path.index(0), .any, "offset"), y = length(items[1], path.index(1), .any, "offset")
        guard let x, let y else { return nil }
        return Point(x, y)
    }

    /// `fill` or `color`, not both; `width` > 0 (default 1); `position` (default outside).
    func stroke(_ value: StrokeValue, _ path: ValuePath) -> Stroke? {
        var paint: Fill?
        switch (value.fill, value.color) {
        case (let fill?, nil): paint = self.fill(fill, path.key("fill"))
        case (nil, let color?): paint = self.color(color, path.key("color")).map(Fill.color)
        case (_?, _?):
            reportKey(path.key("color"), "give a stroke `fill` or `color`, not both")
        case (nil, nil):
            if !written(path.key("fill")) && !written(path.key("color")) {
                report(path, "missing required key `fill` (or `color`)")
            }
        }
        let width = value.width.map { length($0, path.key("width"), .greaterThan(0), "width") } ?? 1
        guard let paint, let width else { return nil }
        return Stroke(fill: paint, width: width, position: value.position ?? .outside)
    }

    /// Padding: one number for all four sides, or each side (default 0). `what` names it in errors.
    func insets(_ value: InsetsValue, _ path: ValuePath, _ what: String) -> Insets? {
        switch value {
        case .all(let all):
            return length(all, path, .atLeast(0), what).map { Insets(top: $0, left: $0, bottom: $0, right: $0) }
        case .sides(let sides):
            func side(_ key: String, _ value: Double?) -> Double? {
                value.map { length($0, path.key(key), .atLeast(0), what) } ?? 0
            }
            let top = side("top", sides.top), left = side("left", sides.left)
            let bottom = side("bottom", sides.bottom), right = side("right", sides.right)
            guard let top, let left, let bottom, let right else { return nil }
            return Insets(top: top, left: left, bottom: bottom, right: right)
        }
    }
}
