import SpecModel

/// Lays out a `label`: text fitted into the frame as UILabel does, drawn with Photoshop's layer
/// style order (drop shadows, outer glow, fill, inner shadow, stroke).
struct LabelScene {
    let spec: Spec
    let style: TextStyle
    let engine: any TextLayoutEngine

    func build() throws(SpecError) -> Scene {
        let width = spec.size.width
        let contentWidth = max(0, width - style.padding.left - style.padding.right)
        let contentHeight = spec.size.height.map { max(0, $0 - style.padding.top - style.padding.bottom) }

        let fitted = try fit(contentWidth: contentWidth, contentHeight: contentHeight)
        let layout = fitted.layout
        let blockHeight = layout.logical.height
        let height = spec.size.height ?? (blockHeight + style.padding.top + style.padding.bottom)
        let boxHeight = contentHeight ?? blockHeight
        let dy: Double
        switch style.verticalAlignment {
        case .top: dy = 0
        case .center: dy = (boxHeight - blockHeight) / 2
        case .bottom: dy = boxHeight - blockHeight
        }
        // Block origin inside the frame (the frame itself sits at the margin).
        let origin = Point(style.padding.left, style.padding.top + dy - layout.logical.y)

        let frame = Rect(x: 0, y: 0, width: width, height: height)
        let lines = layout.lines.map { $0.moved(by: origin) }
        let inkRect = lines.reduce(Rect.zero) { $0.union($1.ink) }
        let margin = TextEffects(style: style).margin(for: spec.canvas.margin, frame: frame, ink: inkRect)

        let placed = lines.map { $0.moved(by: Point(margin.left, margin.top)) }
        let placedFrame = frame.offsetBy(margin.left, margin.top)
        var commands = TextEffects(style: style).commands(lines: placed, frame: placedFrame)
        if style.lineBreak == .clip { commands = [.clip(placedFrame, commands)] }

        return Scene(width: width + margin.left + margin.right, height: height + margin.top + margin.bottom,
                     background: spec.canvas.background, commands: commands, warnings: fitted.warning.map { [$0] } ?? [])
    }

    /// UILabel's adjustsFontSizeToFitWidth: the largest font scale in [minimumScale, 1] at which the
    /// text fits without truncation, found by bisection; below that, the minimum and a warning.
    private func fit(contentWidth: Double, contentHeight: Double?) throws(SpecError) -> (layout: TextLayoutResult, warning: String?) {
        let full = try lay(scale: 1, width: contentWidth, height: contentHeight)
        if fits(full, height: contentHeight) { return (full, nil) }
        let minimum = style.minimumScale
        if minimum >= 1 { return (full, warning(full, shrunk: nil)) }

        let smallest = try lay(scale: minimum, width: contentWidth, height: contentHeight)
        if !fits(smallest, height: contentHeight) { return (smallest, warning(smallest, shrunk: minimum)) }
        var (lo, hi) = (minimum, 1.0)   // lo fits, hi does not
        var best = smallest
        // 12 halvings: the chosen size is within 0.03% of the largest that fits.
        for _ in 0..<12 {
            let mid = (lo + hi) / 2
            let attempt = try lay(scale: mid, width: contentWidth, height: contentHeight)
            if fits(attempt, height: contentHeight) { lo = mid; best = attempt } else { hi = mid }
        }
        return (best, nil)
    }

    private func fits(_ layout: TextLayoutResult, height: Double?) -> Bool {
        if layout.ellipsized || layout.overflowed { return false }
        if let height, layout.logical.height > height + 1e-6 { return false }
        return true
    }

    private func warning(_ layout: TextLayoutResult, shrunk: Double?) -> String {
        var what: [String] = []
        if let shrunk { what.append("shrunk to the minimum scale \(format(shrunk))") }
        if layout.ellipsized { what.append("truncated with an ellipsis") }
        else if layout.overflowed { what.append(style.lineBreak == .clip ? "clipped" : "cut to \(layout.lines.count) line(s)") }
        else { what.append("taller than its frame") }
        let where_ = "state \(spec.state)" + (spec.locale.map { ", locale \($0)" } ?? "")
        return "\(DisplayPath.forUser(spec.file)): warning: text does not fit (\(where_)): " + what.joined(separator: " and still ")
    }

    private func lay(scale: Double, width: Double, height: Double?) throws(SpecError) -> TextLayoutResult {
        let request = TextLayoutRequest(
            text: style.text, font: style.font, fontScale: scale, fonts: spec.fonts, language: spec.language,
            width: width, height: style.lines == 0 ? height : nil, lines: style.lines, lineBreak: style.lineBreak,
            alignment: style.alignment, lineHeight: style.lineHeight, letterSpacing: style.letterSpacing)
        do {
            return try engine.layout(request)
        } catch {
            throw spec.error(for: error, font: style.font, fontPath: "$.font", textPath: "$.text")
        }
    }
}

private func format(_ x: Double) -> String {
    let s = String(Int((x * 1000).rounded()))
    return x == 1 ? "1" : "0." + String(repeating: "0", count: max(0, 3 - s.count)) + s.trimmingTrailingZeros()
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
        GlyphRun(font: font, glyphs: glyphs.map { Glyph(id: $0.id, x: $0.x + p.x, y: $0.y + p.y) })
    }
}

extension Spec {
    /// A text engine failure, reported at the spec value that caused it.
    func error(for error: TextLayoutError, font: FontSpec, fontPath: String, textPath: String) -> SpecError {
        switch error {
        case .familyNotFound(let family, let index):
            let path = index == 0 ? "\(fontPath).family" : "\(fontPath).fallback[\(index - 1)]"
            return self.error(at: path, "no font family `\(family)` in the spec's fonts, the pinned fonts or the system's")
        case .fontFileUnreadable(let file, let reason):
            return self.error(at: font.file != nil ? "\(fontPath).file" : "$.fonts", "cannot use font file \(DisplayPath.forUser(file)): \(reason)")
        case .missingCharacters(let missing, let tried):
            let chars = missing.prefix(5).map(\.label).joined(separator: ", ") + (missing.count > 5 ? ", …" : "")
            return self.error(at: textPath, "no font in the chain (\(tried.joined(separator: ", "))) draws \(chars); "
                              + "add a `fallback` family that has it, or set `missingGlyphs` to `allow`")
        }
    }
}
