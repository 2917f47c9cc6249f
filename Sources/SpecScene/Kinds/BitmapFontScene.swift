import SpecModel

/// What a `bitmapFont` looks like as one image (its png, svg or pdf output, and `preview`): every
/// character in the style, 32 to a line, as a label would draw them. The font's own files are cut
/// from `BitmapFontGlyphs`.
struct BitmapFontScene {
    let spec: ResolvedSpec
    let font: BitmapFontStyle
    let engine: any TextLayoutEngine

    static let perLine = 32

    func build() throws(SpecError) -> Scene {
        let coverage = try BitmapFontCoverage(spec: spec, style: font, engine: engine)
        let font = coverage.style
        var style = font.text
        let characters = font.characters
        style.text = stride(from: 0, to: characters.count, by: Self.perLine).map { start in
            String(String.UnicodeScalarView(characters[start..<min(start + Self.perLine, characters.count)]))
        }.joined(separator: "\n")
        style.lines = 0
        style.alignment = .left
        let request = TextLayoutRequest(text: style.text, font: style.font, fonts: spec.fonts, language: spec.language,
                                        width: nil, height: nil, lines: 0, lineBreak: .clip, alignment: .left,
                                        lineHeight: 1, letterSpacing: style.letterSpacing)
        let layout: TextLayoutResult
        do {
            layout = try engine.layout(request)
        } catch {
            let missing: String? = if case .missingCharacters(let list, _, _) = error { list.first?.character } else { nil }
            throw spec.error(for: error, font: style.font, fontPath: "$.font",
                             textPath: missing.map { font.path(asking: $0) } ?? "$.characters")
        }
        let lines = layout.lines.map { $0.moved(by: Point(-layout.logical.x, -layout.logical.y)) }
        let frame = Rect(x: 0, y: 0, width: layout.logical.width, height: layout.logical.height)
        let ink = lines.reduce(Rect.zero) { $0.union($1.ink) }
        let effects = TextEffects(style: style)
        let margin = effects.margin(for: .auto, frame: frame, ink: ink)
        let placed = lines.map { $0.moved(by: Point(margin.left, margin.top)) }
        // Each line's box for a gradient, as the font's cells have it.
        let commands = effects.commands(lines: placed.map { line in
            var line = line
            line.ink = line.logical
            return line
        }, frame: frame.offsetBy(margin.left, margin.top))
        return Scene(width: frame.width + margin.left + margin.right, height: frame.height + margin.top + margin.bottom,
                     background: .clear, commands: commands,
                     warnings: coverage.warnings + TextBlock(spec: spec, style: style, engine: engine).notes(layout))
    }
}
