import RenderSupport
import SpecModel

/// Lays out a `label`: text fitted into the frame as UILabel does, drawn with Photoshop's layer
/// style order (drop shadows, outer glow, fill, inner shadow, stroke).
struct LabelScene {
    let spec: ResolvedSpec
    let style: TextStyle
    let engine: any TextLayoutEngine
    /// The largest scale the image is drawn at; nil when none is.
    var largestScale: Double?

    func build() throws(SpecError) -> Scene {
        let width = spec.size.width
        var block = TextBlock(spec: spec, style: style, engine: engine)
        block.tallest = largestScale.map { ImageBounds.tallest(width: width, scale: $0) }
        let laid = try block.layout(width: width, height: spec.size.height)
        let height = laid.height

        let frame = Rect(x: 0, y: 0, width: width, height: height)
        let inkRect = laid.lines.reduce(Rect.zero) { $0.union($1.ink) }
        let margin = TextEffects(style: style).margin(for: spec.canvas.margin, frame: frame, ink: inkRect)

        let placed = laid.lines.map { $0.moved(by: Point(margin.left, margin.top)) }
        let placedFrame = frame.offsetBy(margin.left, margin.top)
        var commands = TextEffects(style: style).commands(lines: placed, frame: placedFrame)
        if style.lineBreak == .clip { commands = [.clip(placedFrame, commands)] }

        return Scene(width: width + margin.left + margin.right, height: height + margin.top + margin.bottom,
                     background: spec.canvas.background, commands: commands, warnings: laid.warnings)
    }
}

extension String {
    func trimmingTrailingZeros() -> String {
        var s = self
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}

extension TextLine {
    func moved(by p: Point) -> TextLine {
        TextLine(runs: runs.map { $0.moved(by: p) }, baseline: baseline + p.y,
                 logical: logical.offsetBy(p.x, p.y), ink: ink.isEmpty ? ink : ink.offsetBy(p.x, p.y))
    }
}

extension GlyphRun {
    func moved(by p: Point) -> GlyphRun {
        moved(dx: p.x, dy: p.y)
    }
}

extension ResolvedSpec {
    /// A text engine failure, reported at the spec value that caused it.
    func error(for error: TextLayoutError, font: FontSpec, fontPath: String, textPath: String) -> SpecError {
        switch error {
        case .familyNotFound(let family, let index, let nearest):
            let path = index == 0 ? "\(fontPath).family" : "\(fontPath).fallback[\(index - 1)]"
            let quoted = nearest.map { "`\($0)`" }
            let hint = switch quoted.count {
            case 0: ""
            case 1: "; the nearest family is \(quoted[0])"
            default: "; the nearest families are " + quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
            }
            // A family another machine has (Helvetica Neue on a Mac) is no typo: say how to bring it.
            let ship = "; to use a font this machine lacks, put its file beside the spec and list it in `fonts` (or name it in `font.file`)"
            return self.error(at: path, "no font family `\(family)` in the spec's fonts, the pinned fonts or the system's" + hint + ship)
        case .fontFileUnreadable(let file, let reason):
            return self.error(at: font.file != nil ? "\(fontPath).file" : "$.fonts", "cannot use font file \(DisplayPath.forUser(file)): \(reason)")
        case .missingCharacters(let missing, let tried, let installed):
            let chars = missing.prefix(5).map(\.label).joined(separator: ", ") + (missing.count > 5 ? ", …" : "")
            // The locale whose text it is (a catalog's translations share one `text` key), and a
            // family this machine has that draws it, so the fix can be written as it stands.
            let variant = locale.map { " in locale \($0)" } ?? ""
            let family = installed.first.map { "`fallback` family that has it (installed here: `\($0)`)" } ?? "`fallback` family that has it"
            return self.error(at: textPath, "no font in the chain (\(tried.joined(separator: ", "))) draws \(chars)\(variant); "
                              + "add a \(family), or set `missingGlyphs` to `fallback` (any installed family that has it) or `allow`")
        case .glyphNotFound(let character, let glyph, let fontName):
            return self.error(at: ResolvedSpec.path("\(fontPath).glyphs", key: character),
                              "\(fontName) has \(glyph) for \(MissingCharacter(character).label)")
        }
    }
}
