import RenderSupport
import SpecModel

/// One block of styled text fitted into a box: UILabel's shrinking (minimumScale), then vertical
/// alignment, with a warning when it still does not fit. Labels, text fields and button titles all
/// lay their text out through it, so they truncate, shrink and warn the same way; what they draw
/// around it is their own.
struct TextBlock {
    let spec: ResolvedSpec
    let style: TextStyle
    let engine: any TextLayoutEngine
    /// Where the text and font were written, for errors: `$.text`, `$.placeholder`, `$.title.text`.
    var textPath = "$.text"
    var fontPath = "$.font"
    /// What a warning calls it: "text" or "placeholder".
    var noun = "text"
    /// The most points tall the frame may grow to (a nil height) for the image to stay within the
    /// image limits at the largest scale it is drawn at; nil when no image is drawn.
    var tallest: Double?

    struct Fitted {
        var layout: TextLayoutResult
        /// Phrased for the user; nil when the text fits.
        var warning: String?
    }

    /// The style's padding applied to a `width` × `height` frame (a nil height fits the text), the
    /// text fitted and aligned in what is left: the lines with the frame's top-left at (0, 0), the
    /// frame's height, and warnings (the text does not fit, a face or the letter spacing is not the
    /// one asked for).
    func layout(width: Double, height: Double?) throws(SpecError) -> (lines: [TextLine], height: Double, warnings: [String]) {
        let contentWidth = max(0, width - style.padding.left - style.padding.right)
        let contentHeight = height.map { max(0, $0 - style.padding.top - style.padding.bottom) }
        if let tallest { try refuseTaller(than: tallest, height: height) }
        let fitted = try fit(width: contentWidth, height: contentHeight)
        let blockHeight = fitted.layout.logical.height
        let box = Rect(x: style.padding.left, y: style.padding.top, width: contentWidth, height: contentHeight ?? blockHeight)
        return (place(fitted.layout, in: box), height ?? (blockHeight + style.padding.top + style.padding.bottom),
                (fitted.warning.map { [$0] } ?? []) + notes(fitted.layout))
    }

    /// Text whose lines at their least height (TextHeightBound) are taller than the image limits
    /// allow is refused here, before any layout: a frame with no height would grow past the limits,
    /// and text that is neither cut to `lines` nor truncated would overflow any frame by more than
    /// an image can show. Truncated text and text cut to `lines` are laid out, only the
    /// paragraphs they can show (VisibleParagraphs).
    private func refuseTaller(than tallest: Double, height: Double?) throws(SpecError) {
        let truncates = style.lines > 0 || [.truncateHead, .truncateMiddle, .truncateTail].contains(style.lineBreak)
        if height != nil && truncates { return }
        let forced = TextHeightBound.forcedLines(style.text)
        let lines = style.lines > 0 ? min(style.lines, forced) : forced
        let least = TextHeightBound.minimumHeight(lines: lines, style: style) + style.padding.top + style.padding.bottom
        guard least > tallest else { return }
        let tall = "the \(noun)'s \(NumberText.grouped(lines)) lines are at least \(NumberText.grouped(Int(least))) points tall"
        let limit = "\(NumberText.grouped(Int(tallest))) points (\(NumberText.grouped(SpecLimits.maxImageSide)) pixels a side, \(SpecLimits.maxImagePixels >> 20) megapixels, at its largest scale)"
        if height == nil {
            throw spec.error(at: textPath, "\(tall), and the frame, with no `height`, grows to them: the image could be at most \(limit); give `size.height` or fewer lines")
        }
        throw spec.error(at: textPath, "\(tall), and they overflow the frame: an image could show at most \(limit) of them; give fewer lines, `lines`, or a truncating `lineBreak`")
    }

    /// UILabel's adjustsFontSizeToFitWidth: the largest font scale in [minimumScale, 1] at which the
    /// text fits without truncation, found by bisection (ShrinkSearch); below that, the minimum and a
    /// warning.
    func fit(width: Double, height: Double?) throws(SpecError) -> Fitted {
        let full = try lay(scale: 1, width: width, height: height)
        if fits(full, height: height) { return Fitted(layout: full, warning: nil) }
        let minimum = style.minimumScale
        if minimum >= 1 { return Fitted(layout: full, warning: warning(full, shrunk: nil)) }

        var search = ShrinkSearch<TextLayoutResult>(minimum: minimum) { scale throws(SpecError) in
            let layout = try lay(scale: scale, width: width, height: height)
            return (layout, fits(layout, height: height))
        }
        if let found = try search.run(predicted: try predictedScale(full, width: width, height: height)) {
            return Fitted(layout: found.layout, warning: nil)
        }
        let smallest = try search.smallest()
        return Fitted(layout: smallest, warning: warning(smallest, shrunk: minimum))
    }

    /// Where one line of text stops fitting: its width and height grow with the font size (the
    /// outlines are unhinted), so the box's width over the line's natural width, or its height over
    /// the line's height, whichever is smaller. Nil for text that may wrap onto several lines.
    /// `full` is the layout at scale 1, already the natural line when the style clips.
    private func predictedScale(_ full: TextLayoutResult, width: Double, height: Double?) throws(SpecError) -> Double? {
        guard style.lines == 1 else { return nil }
        var natural = full.logical
        if style.lineBreak != .clip { natural = try lay(scale: 1, width: width, height: nil, lineBreak: .clip).logical }
        var scale = natural.width > 0 ? width / natural.width : 1
        if let height, natural.height > 0 { scale = min(scale, height / natural.height) }
        return scale < 1 ? scale : nil
    }

    /// The layout's lines moved into `box` (its top-left the layout origin), aligned vertically in its height.
    func place(_ layout: TextLayoutResult, in box: Rect) -> [TextLine] {
        let blockHeight = layout.logical.height
        let dy: Double
        switch style.verticalAlignment {
        case .top: dy = 0
        case .center: dy = (box.height - blockHeight) / 2
        case .bottom: dy = box.height - blockHeight
        }
        let origin = Point(box.x, box.y + dy - layout.logical.y)
        return layout.lines.map { $0.moved(by: origin) }
    }

    private func fits(_ layout: TextLayoutResult, height: Double?) -> Bool {
        if layout.ellipsized || layout.overflowed { return false }
        if let height, layout.logical.height > height + 1e-6 { return false }
        return true
    }

    /// Warnings about how the text was set, whether or not it fits: a weight or style the family
    /// has no face for (another face was drawn), characters `missingGlyphs: fallback` found no
    /// installed font for, letter spacing left out of cursive scripts.
    func notes(_ layout: TextLayoutResult) -> [String] {
        var out: [String] = []
        let font = style.font
        let italic = font.style == .italic
        for fallback in layout.faceFallbacks {
            let weightDiffers = abs(fallback.weight - font.weight) >= 50
            let slantDiffers = fallback.slanted != italic
            let path = weightDiffers && slantDiffers ? fontPath : weightDiffers ? fontPath + ".weight" : fontPath + ".style"
            let asked = weightName(font.weight) + (italic ? " italic" : slantDiffers ? " upright" : "")
            let drawn = "\(fallback.weight)" + (slantDiffers ? (fallback.slanted ? ", slanted" : ", upright") : "")
            out.append(located(path, "`\(fallback.family)` has no \(asked) face; its \(fallback.face) face (\(drawn)) is drawn instead"))
        }
        if !layout.undrawn.isEmpty {
            let chars = layout.undrawn.prefix(5).map(\.label).joined(separator: ", ") + (layout.undrawn.count > 5 ? ", …" : "")
            out.append(located(textPath, "no font installed here draws \(chars) either; drawn as .notdef (`missingGlyphs` is `fallback`)"))
        }
        for glyph in layout.unpaintedColorGlyphs {
            out.append(located(fontPath, "`\(glyph.character)` is a COLR version 1 colour glyph in \(glyph.font), which render-spec cannot paint "
                + "(Debian 12's Cairo and HarfBuzz have no painter for it): it is drawn from its plain outline; use a CBDT or COLR version 0 font"))
        }
        if !layout.unspacedScripts.isEmpty {
            let path = fontPath.hasSuffix("font") ? String(fontPath.dropLast(4)) + "letterSpacing" : "$.letterSpacing"
            let scripts = layout.unspacedScripts.joined(separator: ", ")
            out.append(located(path, "not applied to the \(scripts) text: its letters join, and spacing them would break the joins (CSS Text)"))
        }
        return out
    }

    /// `FILE:LINE:COLUMN: warning: PATH: message (state …)`, at the value the warning is about (or
    /// its nearest written ancestor).
    private func located(_ path: String, _ message: String) -> String {
        let at = spec.error(at: path, message)
        return "\(DisplayPath.forUser(at.file)):\(at.line):\(at.column): warning: \(at.path): \(at.message) (\(variantName))"
    }

    private var variantName: String { "state \(spec.state)" + (spec.locale.map { ", locale \($0)" } ?? "") }

    private func weightName(_ weight: Int) -> String {
        let names = [100: "thin", 200: "extraLight", 300: "light", 400: "regular", 500: "medium", 600: "semibold",
                     700: "bold", 800: "extraBold", 900: "black"]
        return names[weight].map { "\($0) (\(weight))" } ?? "weight \(weight)"
    }

    private func warning(_ layout: TextLayoutResult, shrunk: Double?) -> String {
        var what: [String] = []
        if let shrunk { what.append("shrunk to the minimum scale \(format(shrunk))") }
        if layout.ellipsized { what.append("truncated with an ellipsis") }
        else if layout.overflowed { what.append(style.lineBreak == .clip ? "clipped" : "cut to \(layout.lines.count) line(s)") }
        else { what.append("taller than its frame") }
        // At the text's own line and column (a catalog's translation when the text came from one),
        // so an annotation lands on the words that do not fit.
        return located(textPath, "\(noun) does not fit: " + what.joined(separator: " and still "))
    }

    /// How many paragraphs the layout can show, one more than its lines (the next tells it that text
    /// follows): cut to `lines`, or truncated at the end of the frame's height, where at most the
    /// lines of their least height fit. Nil when every paragraph can matter: text that overflows
    /// its frame is placed by its whole height, and truncation at the head or middle shows the end.
    private func shownParagraphs(scale: Double, height: Double?, lineBreak: LineBreak) -> Int? {
        guard lineBreak != .truncateHead, lineBreak != .truncateMiddle else { return nil }
        if style.lines > 0 { return style.lines + 1 }
        guard lineBreak == .truncateTail, let height else { return nil }
        let line = TextHeightBound.minimumHeight(lines: 1, style: style, scale: scale)
        guard line > 0 else { return nil }
        let fitting = (height / line).rounded(.up)
        return fitting < Double(Int.max / 2) ? Int(fitting) + 1 : nil
    }

    private func lay(scale: Double, width: Double, height: Double?, lineBreak: LineBreak? = nil) throws(SpecError) -> TextLayoutResult {
        let lineBreak = lineBreak ?? style.lineBreak
        // Every mode but `char` wraps by word once it has more than one line (TextLayoutEngine).
        let wrapsByWord = lineBreak == .word || (lineBreak != .char && style.lines != 1)
        var text = style.text
        if let shown = shownParagraphs(scale: scale, height: height, lineBreak: lineBreak),
           let first = VisibleParagraphs.first(shown, of: text) {
            text = first
        }
        if wrapsByWord, let broken = LongWords.broken(text, limit: LongWords.maxCharacters(width: width, fontSize: style.font.size * scale)) {
            text = broken
        }
        let request = TextLayoutRequest(
            text: text, font: style.font, fontScale: scale, fonts: spec.fonts, language: spec.language,
            width: width, height: style.lines == 0 ? height : nil, lines: style.lines, lineBreak: lineBreak,
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
