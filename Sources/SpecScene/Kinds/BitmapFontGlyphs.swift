import RenderSupport
import SpecModel

/// A bitmap font's characters, each laid out alone in the spec's text style, in points with the pen
/// at x = 0 and the baseline at y = 0: what every scale's cells are cut from.
package struct BitmapFontGlyphs: Sendable {
    package struct Shaped: Sendable {
        package var character: Unicode.Scalar
        /// Glyph runs with the pen at (0, 0) on the baseline.
        package var runs: [GlyphRun]
        /// The pen's advance (the letter spacing included), in points.
        package var advance: Double
        /// The glyphs' ink, relative to the pen and baseline; empty for a space.
        package var ink: Rect
        /// Everything the style draws (stroke, shadows, glow), relative to the pen and baseline.
        package var reach: Rect
    }

    package var glyphs: [Shaped]
    /// The line box of a line holding every character: ascent above the baseline, its height.
    package var ascent: Double
    package var lineHeight: Double
    /// Things a user should hear about (a face drawn in place of the one asked for, characters left out).
    package var warnings: [String]
    /// Characters of a set, range or file that no face draws, left out under `missing: warn`.
    package var leftOut: [Unicode.Scalar]

    /// Lays the characters out with `engine`: first together, so a character no face of the chain
    /// draws is reported where the spec asked for it, then each alone.
    package init(spec: ResolvedSpec, style: BitmapFontStyle, engine: any TextLayoutEngine) throws(SpecError) {
        let coverage = try BitmapFontCoverage(spec: spec, style: style, engine: engine)
        let style = coverage.style
        leftOut = coverage.leftOut
        let text = style.text
        let effects = TextEffects(style: text)
        let line = try Self.layout(String(String.UnicodeScalarView(style.characters)), spec: spec, style: style, engine: engine)
        guard let first = line.layout.lines.first else {
            throw spec.error(at: "$.characters", "the characters lay out as no line")
        }
        ascent = first.baseline - first.logical.minY
        lineHeight = first.logical.height
        warnings = coverage.warnings + line.warnings

        // Each character alone, with the features that rewrite a character by its neighbours off
        // (BitmapCellFeatures): its cell holds the glyph it has in the middle of a word, whose
        // advance the kerning pairs are measured from, not its word-final or ligature form.
        var cellStyle = style
        cellStyle.text.font.features += BitmapCellFeatures.turnedOff
        var glyphs: [Shaped] = []
        for character in style.characters {
            let alone = try Self.layout(String(character), spec: spec, style: cellStyle, engine: engine).layout
            guard let laid = alone.lines.first else { continue }
            let origin = Point(-laid.logical.minX, -laid.baseline)
            let moved = laid.moved(by: origin)
            glyphs.append(Shaped(character: character, runs: moved.runs, advance: laid.logical.width + text.letterSpacing,
                                 ink: moved.ink, reach: effects.reach(ink: moved.ink)))
        }
        self.glyphs = glyphs
    }

    private static func layout(_ characters: String, spec: ResolvedSpec, style: BitmapFontStyle,
                               engine: any TextLayoutEngine) throws(SpecError) -> (layout: TextLayoutResult, warnings: [String]) {
        let text = style.text
        let request = TextLayoutRequest(text: characters, font: text.font, fonts: spec.fonts, language: spec.language,
                                        width: nil, height: nil, lines: 1, lineBreak: .clip, alignment: .left,
                                        lineHeight: 1, letterSpacing: 0)
        do {
            let layout = try engine.layout(request)
            return (layout, TextBlock(spec: spec, style: text, engine: engine).notes(layout))
        } catch {
            let missing: String? = if case .missingCharacters(let list, _, _) = error { list.first?.character } else { nil }
            throw spec.error(for: error, font: text.font, fontPath: "$.font",
                             textPath: missing.map { style.path(asking: $0) } ?? "$.characters")
        }
    }

    /// The cells at `scale`, in whole device pixels as BMFont has them.
    package func cells(scale: Double, style: BitmapFontStyle) -> BitmapFontCells {
        BitmapFontCells(glyphs: self, scale: scale, style: style)
    }
}

/// One scale of a bitmap font: each glyph's cell in device pixels, placed against the pen and the
/// line top, with the scenes that draw it.
package struct BitmapFontCells: Sendable {
    package struct Cell: Sendable {
        package var character: Unicode.Scalar
        package var width: Int, height: Int
        /// From the pen to the cell's left edge, and from the line top to its top edge.
        package var xoffset: Int, yoffset: Int
        package var xadvance: Int
        /// Drawn at 1/scale points per pixel, so rendering at `scale` gives exactly width × height
        /// pixels: everything, only what lies under the fill, or only the fill and what lies over it.
        package var all: Scene, under: Scene, over: Scene
        /// The face the glyph is set in, for kerning; nil when it is set in more than one glyph.
        package var face: FontRef?
        package var isEmpty: Bool { width == 0 || height == 0 }
    }

    package var scale: Double
    /// The em size in pixels (`info size`).
    package var size: Int
    package var lineHeight: Int
    /// From the line top to the baseline.
    package var base: Int
    package var cells: [Cell]
    /// The transparent border of every cell, in pixels: enough for a bilinear filter's 2×2 taps.
    static let margin = 1

    init(glyphs: BitmapFontGlyphs, scale: Double, style: BitmapFontStyle) {
        self.scale = scale
        size = Int((style.text.font.size * scale).rounded())
        lineHeight = Int((glyphs.lineHeight * scale).rounded())
        let base = Int((glyphs.ascent * scale).rounded())
        self.base = base
        let effects = TextEffects(style: style.text)
        // A distance field reaches past the ink by half its range: the cell keeps that much.
        let fieldPadding = Double(style.field?.padding ?? 0) / scale
        cells = glyphs.glyphs.map { glyph in
            var glyph = glyph
            if fieldPadding > 0, !glyph.reach.isEmpty {
                glyph.reach = glyph.reach.inset(by: Insets(top: -fieldPadding, left: -fieldPadding, bottom: -fieldPadding, right: -fieldPadding))
            }
            return Self.cell(glyph, scale: scale, base: base, ascent: glyphs.ascent, lineHeight: glyphs.lineHeight, effects: effects)
        }
    }

    /// The cell holds every pixel the style touches, rounded out to whole pixels around the pen,
    /// which an engine puts on a whole pixel: so the glyph is drawn here exactly where it lands.
    /// One transparent pixel more on every side: the page's bleeding (or premultiplying) gives it
    /// the ink's colour, and an engine that copies cells onto a texture of its own with transparent
    /// black around them (LÖVE) still samples that colour, not black, when it filters the edge.
    private static func cell(_ glyph: BitmapFontGlyphs.Shaped, scale: Double, base: Int, ascent: Double,
                             lineHeight: Double, effects: TextEffects) -> Cell {
        let xadvance = Int((glyph.advance * scale).rounded())
        let face = Set(glyph.runs.map(\.font)).count == 1 && glyph.runs.first?.glyphs.count == 1 ? glyph.runs.first?.font : nil
        let empty = Scene(width: 0, height: 0, background: .clear, commands: [])
        guard !glyph.reach.isEmpty else {
            return Cell(character: glyph.character, width: 0, height: 0, xoffset: 0, yoffset: 0, xadvance: xadvance,
                        all: empty, under: empty, over: empty, face: face)
        }
        let left = Int((glyph.reach.minX * scale + 1e-9).rounded(.down)) - Self.margin
        let top = Int((glyph.reach.minY * scale + 1e-9).rounded(.down)) - Self.margin
        let right = Int((glyph.reach.maxX * scale - 1e-9).rounded(.up)) + Self.margin
        let bottom = Int((glyph.reach.maxY * scale - 1e-9).rounded(.up)) + Self.margin
        let (width, height) = (right - left, bottom - top)

        // In the cell's points: the pen at (−left, −top) pixels. The line box (for gradients, which
        // run over it as a label's `span: line` does) from the exact ascent above the baseline.
        let pen = Point(-Double(left) / scale, -Double(top) / scale)
        let runs = glyph.runs.map { $0.moved(by: pen) }
        let lineBox = Rect(x: pen.x, y: pen.y - ascent, width: max(glyph.advance, 0), height: lineHeight)
        let line = TextLine(runs: runs, baseline: pen.y, logical: lineBox, ink: lineBox)
        let commands = effects.commands(lines: [line], frame: lineBox)
        func scene(_ commands: [DrawCommand]) -> Scene {
            Scene(width: Double(width) / scale, height: Double(height) / scale, background: .clear, commands: commands)
        }
        return Cell(character: glyph.character, width: width, height: height, xoffset: left, yoffset: base + top,
                    xadvance: xadvance, all: scene(commands), under: scene(commands.filter(TextEffects.liesUnderFill)),
                    over: scene(commands.filter { !TextEffects.liesUnderFill($0) }), face: face)
    }
}
