/// Fill: a Color, `{"gradient": Gradient}` or `{"gloss": Gloss}`.
extension ValueReader {
    func fill(_ node: JSONValue) -> Fill? {
        switch node.kind {
        case .string:
            return color(node).map(Fill.color)
        case .object(let members):
            let keys = Set(members.map(\.key))
            if keys.contains("gradient") {
                guard let fields = fields(node, keys: ["gradient"]), let value = fields["gradient"] else { return nil }
                return gradient(value).map(Fill.gradient)
            }
            if keys.contains("gloss") {
                guard let fields = fields(node, keys: ["gloss"]), let value = fields["gloss"] else { return nil }
                return gloss(value).map(Fill.gloss)
            }
            if !keys.isDisjoint(with: Self.colorObjectKeys) {
                return color(node).map(Fill.color)
            }
            _ = fields(node, keys: ["gradient", "gloss"] + Self.colorObjectKeys)
            if keys.isEmpty || keys.allSatisfy({ Suggestion.closest(to: $0, among: ["gradient", "gloss"] + Self.colorObjectKeys) == nil }) {
                diagnostics.report(node, "expected a fill: a colour, {\"gradient\": …} or {\"gloss\": …}")
            }
            return nil
        default:
            diagnostics.report(node, "expected a fill (a colour, {\"gradient\": …} or {\"gloss\": …}), got \(node.typeName)")
            return nil
        }
    }

    func gradient(_ node: JSONValue) -> Gradient? {
        guard let fields = fields(node, expecting: "a gradient object", keys: ["stops", "type", "angle", "span"]) else { return nil }
        let type = fields["type"].map { choice($0, [GradientType.linear, .radial]) } ?? .linear
        let angle = fields["angle"].map { number($0) } ?? 180
        let span = fields["span"].map { choice($0, [GradientSpan.line, .ink, .text, .bounds]) } ?? .line
        let stops = fields.required("stops").flatMap { gradientStops($0) }
        guard let type, let angle, let span, let stops else { return nil }
        return Gradient(type: type, angle: angle, span: span, stops: stops)
    }

    /// Stops are colours or `{"color", "at"}`. As in CSS, a stop without `at` is placed evenly between
    /// its neighbours (the first at 0, the last at 1), so a list of bare colours is evenly spaced.
    private func gradientStops(_ node: JSONValue) -> [GradientStop]? {
        guard let items = array(node, of: "gradient stops") else { return nil }
        guard items.count >= 2 else {
            diagnostics.report(node, "a gradient needs at least 2 stops, got \(items.count)")
            return nil
        }
        // Before any stop is read: a list of 200,000 bad stops would otherwise report 200,000 errors.
        guard items.count <= SpecLimits.maxGradientStops else {
            diagnostics.report(node, "a gradient may have at most \(NumberText.grouped(SpecLimits.maxGradientStops)) stops, got \(NumberText.grouped(items.count))")
            return nil
        }
        var colors: [RGBA?] = []
        var positions: [Double?] = []
        var valid = true
        var previous: (at: Double, node: JSONValue)?
        for item in items {
            if item["color"] != nil {
                guard let stop = fields(item, keys: ["color", "at"]) else { valid = false; continue }
                colors.append(stop["color"].flatMap { color($0) })
                if let atNode = stop["at"] {
                    let at = unit(atNode)
                    if let at, let previous, at < previous.at {
                        diagnostics.report(atNode, "stop positions must not decrease: \(NumberText.short(at)) comes after \(NumberText.short(previous.at))")
                        valid = false
                    }
                    if let at { previous = (at, atNode) } else { valid = false }
                    positions.append(at)
                } else {
                    positions.append(nil)
                }
            } else {
                colors.append(color(item))
                positions.append(nil)
            }
        }
        guard valid, colors.count == items.count else { return nil }
        let resolved = Self.spreadStops(positions)
        var stops: [GradientStop] = []
        for (color, at) in zip(colors, resolved) {
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

    static let glossKeys = ["color", "caustic", "reflection", "exponent", "causticFraction"]

    /// `{"color", "caustic", "reflection": {"top", "bottom"}, "exponent", "causticFraction"}`, or just
    /// the base colour in any of its forms (a string, `{"red", …}`, `{"white"}`, `{"hue", …}`).
    /// The caustic is derived from the base when absent.
    func gloss(_ node: JSONValue) -> Gloss? {
        if Self.isGlossColor(node) {
            return color(node).map { Gloss(color: $0) }
        }
        guard let fields = fields(node, expecting: "a gloss object", keys: Self.glossKeys) else { return nil }
        let base = fields.required("color").flatMap { color($0) }
        let caustic = fields["caustic"].map { color($0) }
        var top: Double? = 0.6, bottom: Double? = 0.2
        if let reflectionNode = fields["reflection"] {
            if let reflection = self.fields(reflectionNode, expecting: "{\"top\", \"bottom\"}", keys: ["top", "bottom"]) {
                top = reflection["top"].map { unit($0) } ?? 0.6
                bottom = reflection["bottom"].map { unit($0) } ?? 0.2
            } else {
                top = nil
            }
        }
        let exponent = fields["exponent"].map { number($0, .greaterThan(0)) } ?? 1.2
        let causticFraction = fields["causticFraction"].map { unit($0) } ?? 0.6
        guard let base, let top, let bottom, let exponent, let causticFraction else { return nil }
        let resolvedCaustic: RGBA
        switch caustic {
        case .none: resolvedCaustic = Gloss.derivedCaustic(for: base, causticFraction: causticFraction)
        case .some(.some(let given)): resolvedCaustic = given
        case .some(.none): return nil
        }
        return Gloss(color: base, caustic: resolvedCaustic, reflectionTop: top, reflectionBottom: bottom,
                     exponent: exponent, causticFraction: causticFraction)
    }

    /// A gloss written as its base colour: a string, or an object with a colour component and no
    /// gloss key (so `{"white": 1, "exponent": 2}` is read as a gloss, and `white` reported there).
    private static func isGlossColor(_ node: JSONValue) -> Bool {
        switch node.kind {
        case .string: return true
        case .object(let members):
            let keys = members.map(\.key)
            return keys.contains(where: colorObjectKeys.contains) && !keys.contains(where: glossKeys.contains)
        default: return false
        }
    }
}
