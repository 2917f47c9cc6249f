/// `field` and `distanceRange` of a `bitmapFont` (docs/bitmap-fonts.md#distance-fields).
extension SpecResolver {
    /// What `distanceField` resolved to: `options` nil for a font of coloured glyphs.
    struct DistanceFieldResult { var options: DistanceFieldOptions? }

    /// The field options, or nil after reporting every key that cannot go with them. A field page
    /// holds distances, not colours: the engine's shader and tint colour the text, so anything the
    /// spec would bake into the cells (fill, stroke, shadows, glow) is refused at its own key
    /// rather than quietly left out.
    func distanceField(_ spec: BitmapFontSpec, _ path: ValuePath) -> DistanceFieldResult? {
        guard let kind = spec.field else {
            if spec.distanceRange != nil {
                report(path.key("distanceRange"), "`distanceRange` applies only to a distance-field font; add `\"field\": \"sdf\"` or `\"msdf\"`, or leave it out")
                return nil
            }
            return DistanceFieldResult(options: nil)
        }
        var valid = true
        let range = spec.distanceRange ?? 4
        if !(1...SpecLimits.maxDistanceRange).contains(range) {
            report(path.key("distanceRange"), "expected a whole number of pixels from 1 to \(SpecLimits.maxDistanceRange), got \(range)")
            valid = false
        }
        let baked: [(key: String, given: Bool, what: String)] = [
            ("fill", spec.fill != nil, "a fill"),
            ("stroke", spec.stroke != nil, "a stroke"),
            ("shadow", spec.shadow != nil, "a shadow"),
            ("glow", spec.glow != nil, "a glow"),
            ("innerShadow", spec.innerShadow != nil, "an inner shadow"),
        ]
        for effect in baked where effect.given {
            let colour = effect.key == "fill" ? "its colour and gradient are" : "it is"
            report(path.key(effect.key), "a distance-field font (`\"field\": \"\(kind.rawValue)\"`) cannot hold \(effect.what): its pages hold distances to the outline, not colours, so \(colour) not baked; draw it with the engine's shader and tint, or leave out `field`")
            valid = false
        }
        if spec.layers == .separate {
            report(path.key("layers"), "a distance-field font (`\"field\": \"\(kind.rawValue)\"`) has no effects to draw under its glyphs; write `\"layers\": \"combined\"` or leave `layers` out")
            valid = false
        }
        if spec.fontFormat == .binary {
            report(path.key("fontFormat"), "BMFont's binary format has no block for a distance field (`field`), so an engine would read the pages as coloured glyphs; write `text`, `xml` or `json`")
            valid = false
        }
        return valid ? DistanceFieldResult(options: DistanceFieldOptions(kind: kind, range: range)) : nil
    }
}
