import RenderSupport

/// Fill: a Color, a gradient or a gloss.
extension SpecResolver {
    func fill(_ value: FillValue, _ path: ValuePath) -> Fill? {
        switch value {
        case .color(let color): self.color(color, path).map(Fill.color)
        case .gradient(let gradient): self.gradient(gradient, path.key("gradient")).map(Fill.gradient)
        case .gloss(let gloss): self.gloss(gloss, path.key("gloss")).map(Fill.gloss)
        }
    }

    func gradient(_ value: GradientValue, _ path: ValuePath) -> Gradient? {
        let stops = required(value.stops, path.key("stops")).flatMap { gradientStops($0, path.key("stops")) }
        guard let stops else { return nil }
        return Gradient(type: value.type ?? .linear, angle: value.angle ?? 180, span: value.span ?? .line, stops: stops,
                        dither: value.dither)
    }

    /// As in CSS, a stop without `at` is placed evenly between its neighbours (the first at 0, the
    /// last at 1), so a list of bare colours is evenly spaced.
    private func gradientStops(_ items: [GradientStopValue], _ path: ValuePath) -> [GradientStop]? {
        guard items.count >= 2 else {
            report(path, "a gradient needs at least 2 stops, got \(items.count)")
            return nil
        }
        guard items.count <= SpecLimits.maxGradientStops else {
            report(path, "a gradient may have at most \(NumberText.grouped(SpecLimits.maxGradientStops)) stops, got \(NumberText.grouped(items.count))")
            return nil
        }
        var colors: [RGBA?] = []
        var positions: [Double?] = []
        var valid = true
        var previous: Double?
        for (index, item) in items.enumerated() {
            let itemPath = path.index(index)
            switch item {
            case .color(let color):
                colors.append(self.color(color, itemPath))
                positions.append(nil)
            case .positioned(let stop):
                colors.append(stop.color.flatMap { color($0, itemPath.key("color")) })
                guard let atValue = stop.at else {
                    positions.append(nil)
                    continue
                }
                let at = unit(atValue, itemPath.key("at"))
                if let at, let previous, at < previous {
                    report(itemPath.key("at"), "stop positions must not decrease: \(NumberText.short(at)) comes after \(NumberText.short(previous))")
                    valid = false
                }
                if let at { previous = at } else { valid = false }
                positions.append(at)
            }
        }
        guard valid else { return nil }
        var stops: [GradientStop] = []
        for (color, at) in zip(colors, Self.spreadStops(positions)) {
            guard let color else { return nil }
            stops.append(GradientStop(color: color, at: at))
        }
        return stops
    }

    /// Fills in missing positions: the ends default to 0 and 1, each run between two known positions
    /// is spaced evenly.
    static func spreadStops(_ given: [Double?]) -> [Double] {
        var positions = given
        if positions.first! == nil { positions[0] = 0 }
        if positions.last! == nil { positions[positions.count - 1] = 1 }
        var index = 0
        while index < positions.count {
            guard positions[index] == nil else { index += 1; continue }
            let start = index - 1
            var end = index
            while positions[end] == nil { end += 1 }
            let from = positions[start]!, to = positions[end]!
            for filled in (start + 1)..<end {
                positions[filled] = from + (to - from) * Double(filled - start) / Double(end - start)
            }
            index = end
        }
        return positions.map { $0! }
    }

    /// The caustic is derived from the base when absent.
    func gloss(_ value: GlossValue, _ path: ValuePath) -> Gloss? {
        switch value {
        case .color(let color):
            return self.color(color, path).map { Gloss(color: $0) }
        case .parameters(let p):
            let base = required(p.color, path.key("color")).flatMap { color($0, path.key("color")) }
            let caustic = p.caustic.map { color($0, path.key("caustic")) }
            let reflection = path.key("reflection")
            let top = p.reflection?.top.map { unit($0, reflection.key("top")) } ?? 0.6
            let bottom = p.reflection?.bottom.map { unit($0, reflection.key("bottom")) } ?? 0.2
            let exponent = p.exponent.map { number($0, path.key("exponent"), .greaterThan(0)) } ?? 1.2
            let causticFraction = p.causticFraction.map { unit($0, path.key("causticFraction")) } ?? 0.6
            guard let base, let top, let bottom, let exponent, let causticFraction, caustic != .some(nil) else { return nil }
            return Gloss(color: base, caustic: (caustic ?? nil) ?? Gloss.derivedCaustic(for: base, causticFraction: causticFraction),
                         reflectionTop: top, reflectionBottom: bottom, exponent: exponent, causticFraction: causticFraction)
        }
    }
}
