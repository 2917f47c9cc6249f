/// A bitmap font's `channels`, `pageFormat` and `padding`: how its pages hold the glyphs.
extension SpecResolver {
    func bitmapFontPages(_ spec: BitmapFontSpec, text: TextStyle, _ path: ValuePath) -> BitmapFontPages? {
        var valid = true
        let channels = spec.channels ?? .rgba, format = spec.pageFormat ?? .rgba
        var padding = (top: 0, right: 0, bottom: 0, left: 0)
        if let list = spec.padding {
            let paddingPath = path.key("padding")
            if list.count != 4 {
                report(paddingPath, "expected 4 whole numbers, up, right, down, left (BMFont's order), got \(list.count)")
                valid = false
            } else if list.enumerated().contains(where: { bounded($0.element, paddingPath.index($0.offset), 0...64) == nil }) {
                valid = false
            } else {
                padding = (list[0], list[1], list[2], list[3])
            }
        }
        if channels == .packed && format == .a8 {
            report(path.key("pageFormat"), "`a8` pages have one channel of glyphs and `channels: packed` needs four; keep one of the two")
            valid = false
        }
        var oneColour: [(key: String, what: String)] = []
        if channels == .packed { oneColour.append(("channels", "`channels: packed` keeps one glyph in each of a page's four channels")) }
        if format == .a8 { oneColour.append(("pageFormat", "`pageFormat: a8` keeps only each glyph's coverage")) }
        if let other = Self.secondColour(spec, text: text) {
            for asked in oneColour {
                let message: String = asked.what + ", so it needs a font of one colour, and " + other
                    + "; take that out, or leave `" + asked.key + "` out"
                report(path.key(asked.key), message)
                valid = false
            }
        }
        // A field font's pages hold distances (DistanceFieldPage), and coverage pages hold no
        // colour to multiply by alpha: neither is drawn as coverage layers.
        for asked in oneColour {
            if let field = spec.field {
                report(path.key(asked.key), asked.what + ", and a distance-field font (`\"field\": \"" + field.rawValue
                       + "\"`) keeps distances in its pages instead; leave out `" + asked.key + "` or `field`")
                valid = false
            }
            if spec.premultiplied == true {
                report(path.key("premultiplied"), asked.what + ", which has no colour to multiply by alpha: the engine tints it; leave out `premultiplied` or `" + asked.key + "`")
                valid = false
            }
        }
        if channels == .packed, let engine = spec.engine, let refusal = engine.refusalOfPackedChannels {
            report(path.key("channels"), refusal)
            valid = false
        }
        guard valid else { return nil }
        return BitmapFontPages(channels: channels, format: format, padding: padding)
    }

    /// What gives the font more than one colour (a key that keeps it from being a coverage
    /// layer), said for the message; nil for a font of one solid fill and nothing else.
    private static func secondColour(_ spec: BitmapFontSpec, text: TextStyle) -> String? {
        if case .color = text.fill {} else { return "its `fill` is a gradient" }
        if text.stroke != nil { return "`stroke` draws a second colour" }
        if !text.shadows.isEmpty { return "`shadow` draws a second colour" }
        if text.glow != nil { return "`glow` draws a second colour" }
        if text.innerShadow != nil { return "`innerShadow` draws a second colour" }
        if spec.layers == .separate { return "`layers: separate` writes a second font of effects" }
        return nil
    }
}
