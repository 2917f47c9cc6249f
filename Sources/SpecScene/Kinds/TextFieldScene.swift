import SpecModel

/// Lays out a `textField` as UITextField draws it: the border style's background and border, one
/// line of text (or the placeholder) vertically centred inside the insets, the clear button at the
/// right, and, in the `editing` state, the text in a plain colour with a caret after it.
///
/// Unlike UITextField, the text is never cropped to the field: descenders and shadows that reach
/// below it stay (with `margin: "auto"` the image grows to hold them).
struct TextFieldScene {
    let spec: ResolvedSpec
    let field: TextFieldStyle
    let engine: any TextLayoutEngine

    func build() throws(SpecError) -> Scene {
        let frame = Rect(x: 0, y: 0, width: spec.size.width, height: spec.size.height ?? 0)
        let border = TextFieldBorder(style: field.borderStyle, background: field.background)
        let area = frame.inset(by: border.textInsets)
        let hasText = !field.text.text.isEmpty
        let showsClear = hasText && (field.clearButton == .always || field.clearButton == .whileEditing && field.editing)
        let clear = showsClear ? TextFieldControls.clearRect(in: area) : nil
        var textRect = area.inset(by: field.text.padding)
        if let clear { textRect.width = max(0, clear.minX - textRect.minX) }

        let shown = shownStyle(hasText: hasText)
        let block = TextBlock(spec: spec, style: shown, engine: engine,
                              textPath: hasText ? "$.text" : "$.placeholder", noun: hasText ? "text" : "placeholder")
        let fitted = try block.fit(width: textRect.width, height: textRect.height)
        var lines = block.place(fitted.layout, in: textRect)
        var warning = fitted.warning
        var scrolled = false
        if field.editing, hasText, let line = lines.first {
            // While editing, UIKit scrolls a long text so that its end and the caret stay in view
            // instead of truncating it; that is not a fit problem of its own (the normal state reports it).
            let room = textRect.width - TextFieldControls.caretWidth
            if line.logical.width > room {
                let dx = fitted.layout.rightToLeft ? textRect.minX + TextFieldControls.caretWidth - line.logical.minX
                                                   : textRect.minX + room - line.logical.maxX
                lines = lines.map { $0.moved(by: Point(dx, 0)) }
                scrolled = true
            }
            warning = nil
        }

        var caret: Rect?
        if field.editing {
            if hasText, let line = lines.last {
                caret = TextFieldControls.caret(after: line, rightToLeft: fitted.layout.rightToLeft)
            } else {
                caret = try emptyLineCaret(in: textRect)
            }
        }

        let effects = TextEffects(style: shown)
        // The auto margin reserves room for the field's own text style (its shadows and stroke) around
        // the text area, whichever state is drawn: the editing and placeholder images then come out
        // the size of the normal one, as the state images of one control must.
        let ink = lines.reduce(area.inset(by: field.text.padding)) { $0.union($1.ink) }
        let margin = TextEffects(style: field.text).margin(for: spec.canvas.margin, frame: frame, ink: ink)
        let dx = margin.left, dy = margin.top
        let placedFrame = frame.offsetBy(dx, dy)
        let sceneHeight = frame.height + margin.top + margin.bottom

        var commands = border.commands(frame: placedFrame)
        var text = effects.commands(lines: lines.map { $0.moved(by: Point(dx, dy)) }, frame: placedFrame)
        if scrolled || !field.editing && shown.lineBreak == .clip {
            // Clip at the sides only: what reaches above or below the field is never cut.
            text = [.clip(Rect(x: textRect.minX + dx, y: 0, width: textRect.width, height: sceneHeight), text)]
        }
        commands += text
        if let caret {
            // Snapped to device pixels like the border, so the 2 pt caret is 2, 4 or 6 solid columns
            // at @1x, @2x and @3x rather than a blurred bar wherever the text happens to end.
            commands.append(.fill(.box(PixelBox(rect: caret.offsetBy(dx, dy), radius: 0)), .solid(TextFieldControls.tint)))
        }
        if let clear { commands += TextFieldControls.clearButton(in: clear.offsetBy(dx, dy)) }

        return Scene(width: frame.width + margin.left + margin.right, height: sceneHeight,
                     background: spec.canvas.background, commands: commands, warnings: (warning.map { [$0] } ?? []) + block.notes(fitted.layout))
    }

    /// What is drawn: the text with its layer style; while editing, the text plainly in `editingFill`
    /// (UITextField draws its editor's text without effects) and clipped rather than truncated; with
    /// no text, the placeholder plainly in `placeholderFill`. Always one line.
    private func shownStyle(hasText: Bool) -> TextStyle {
        var style = field.text
        style.lines = 1
        if hasText && !field.editing { return style }
        style = TextStyle(text: hasText ? style.text : field.placeholder, font: style.font,
                          fill: hasText ? .color(field.editingFill) : field.placeholderFill, lines: 1,
                          lineBreak: hasText ? .clip : style.lineBreak, alignment: style.alignment,
                          verticalAlignment: style.verticalAlignment, lineHeight: style.lineHeight,
                          letterSpacing: style.letterSpacing, minimumScale: style.minimumScale, padding: style.padding)
        return style
    }

    /// The caret of an empty field: where the text would start, as tall as an empty line of the font.
    private func emptyLineCaret(in textRect: Rect) throws(SpecError) -> Rect? {
        var style = field.text
        style.text = ""
        style.lines = 1
        let block = TextBlock(spec: spec, style: style, engine: engine)
        let layout = try block.fit(width: textRect.width, height: textRect.height).layout
        guard let line = block.place(layout, in: textRect).first else { return nil }
        var caret = TextFieldControls.caret(after: line, rightToLeft: false)
        // An empty line has no width: keep the caret inside the text rectangle at the right edge.
        caret.x = min(caret.x, textRect.maxX - TextFieldControls.caretWidth)
        return caret
    }
}
