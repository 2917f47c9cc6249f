import SpecModel

/// Lays out one block of styled text in a box as UILabel does: padding, fitting (shrinking to
/// `minimumScale`), vertical alignment. Shared by a label's frame and a button's title box, so both
/// truncate, shrink and warn the same way.
struct TextBox {
    let spec: Spec
    let style: TextStyle
    let engine: any TextLayoutEngine
    /// Where the style's `font` and `text` were written, for errors (`$.font`, `$.title.font`).
    var fontPath = "$.font"
    var textPath = "$.text"

    /// The laid-out lines with the box's top-left at (0, 0), the box height (the given one, or the
    /// text's own plus padding when nil), and a warning when the text does not fit.
    func layout(width: Double, height: Double?) throws(SpecError) -> (lines: [TextLine], height: Double, warning: String?) {
        let contentWidth = max(0, width - style.padding.left - style.padding.right)
        let contentHeight = height.map { max(0, $0 - style.padding.top - style.padding.bottom) }

        let fitted = try fit(contentWidth: contentWidth, contentHeight: contentHeight)
        let layout = fitted.layout
        let blockHeight = layout.logical.height
        let boxHeight = contentHeight ?? blockHeight
        let dy: Double
        switch style.verticalAlignment {
        case .top: dy = 0
        case .center: dy = (boxHeight - blockHeight) / 2
        case .bottom: dy = boxHeight - blockHeight
        }
        let origin = Point(style.padding.left, style.padding.top + dy - layout.logical.y)
        return (layout.lines.map { $0.moved(by: origin) }, height ?? (blockHeight + style.padding.top + style.padding.bottom),
                fitted.warning)
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
            throw spec.error(for: error, font: style.font, fontPath: fontPath, textPath: textPath)
        }
    }
}

private func format(_ x: Double) -> String {
    let s = String(Int((x * 1000).rounded()))
    return x == 1 ? "1" : "0." + String(repeating: "0", count: max(0, 3 - s.count)) + s.trimmingTrailingZeros()
}
