import SpecScene

/// The words an SVG keeps as text. Cairo 1.16 writes every glyph as a shape (a `<symbol>` each,
/// placed with `<use>`), so a browser could neither select nor find a title's words and a screen
/// reader heard nothing. Each run of the scene's text is added after the drawing as a `<text>` at
/// its glyphs' place and size, with no paint (`fill-opacity` 0): what a viewer draws is unchanged,
/// and the words are there to select, search and read. Runs are in drawing order; an emoji is kept
/// as its characters.
enum SVGText {
    static func annotate(_ svg: [UInt8], scene: Scene, scale: Double) -> [UInt8] {
        let runs = textRuns(scene.commands)
        let close = Array("</svg>".utf8)
        guard !runs.isEmpty, let end = lastIndex(of: close, in: svg) else { return svg }
        var layer = "<g fill-opacity=\"0\" stroke=\"none\" font-family=\"sans-serif\">\n"
        for run in runs {
            guard let x = run.glyphs.map(\.x).min(), let y = run.glyphs.first?.y else { continue }
            layer += "<text x=\"\(number(x * scale))\" y=\"\(number(y * scale))\" font-size=\"\(number(run.font.size * scale))\""
                + " xml:space=\"preserve\">\(XMLText.attribute(run.text))</text>\n"
        }
        layer += "</g>\n"
        return Array(svg[..<end]) + Array(layer.utf8) + Array(svg[end...])
    }

    /// The glyph runs the scene fills (each text once: its stroke and shadow draw the same runs).
    private static func textRuns(_ commands: [DrawCommand]) -> [GlyphRun] {
        commands.flatMap { command -> [GlyphRun] in
            switch command {
            case .fill(.glyphs(let runs), _):
                // A run of spaces too (Pango sets the space after an emoji in the emoji's face):
                // without it the words around it would run together when selected.
                return runs.filter { !$0.text.isEmpty && !$0.glyphs.isEmpty }
            case .clip(_, let inner), .seamless(let inner), .layer(let inner, _):
                return textRuns(inner)
            case .fill, .stroke, .shadow:
                return []
            }
        }
    }

    /// Two decimals, without trailing zeros: the same text for the same value on every machine.
    private static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : "", whole = abs(hundredths) / 100, part = abs(hundredths) % 100
        if part == 0 { return sign + String(whole) }
        return sign + String(whole) + "." + (part % 10 == 0 ? String(part / 10) : (part < 10 ? "0" : "") + String(part))
    }

    private static func lastIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var i = bytes.count - needle.count
        while i >= 0 {
            if bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i -= 1
        }
        return nil
    }
}
