import RenderSupport

/// The label keys, which a text field and a button's title share, and the text field's own.
extension SpecResolver {
    /// A text field may leave `text` out (it then shows its placeholder).
    func textStyle(_ keys: some TextKeys, _ path: ValuePath, textRequired: Bool = true) -> TextStyle? {
        let textPath = path.key("text")
        let text = textRequired ? required(keys.text, textPath).flatMap { self.text($0, textPath) }
                                : keys.text.map { self.text($0, textPath) } ?? ""
        let font = keys.font.map { self.font($0, path.key("font")) } ?? FontSpec()
        let fill = keys.fill.map { self.fill($0, path.key("fill")) } ?? .color(.black)
        let stroke: Stroke?? = keys.stroke.map { self.stroke($0, path.key("stroke")) }
        let shadows = keys.shadow.map { self.shadows($0, path.key("shadow")) } ?? []
        let glow: Shadow?? = keys.glow.map { self.glow($0, path.key("glow")) }
        let innerShadow: Shadow?? = keys.innerShadow.map { self.shadow($0, path.key("innerShadow")) }
        let lines = keys.lines.map { integer($0, path.key("lines"), atLeast: 0) } ?? 1
        let lineHeight = keys.lineHeight.map {
            number($0, path.key("lineHeight"), .greaterThan(0), limit: SpecLimits.maxLineHeight, "line height", unit: "")
        } ?? 1
        let letterSpacing = keys.letterSpacing.map {
            number($0, path.key("letterSpacing"), limit: SpecLimits.maxLetterSpacing, "letter spacing")
        } ?? 0
        let minimumScale = keys.minimumScale.map { number($0, path.key("minimumScale"), .aboveAndAtMost(0, 1)) } ?? 1
        let padding = keys.padding.map { insets($0, path.key("padding"), "padding") } ?? .zero
        guard let text, let font, let fill, stroke != .some(nil), let shadows, glow != .some(nil),
              innerShadow != .some(nil), let lines, let lineHeight, let letterSpacing, let minimumScale,
              let padding else { return nil }
        warnIfInvisible(fill: fill, stroke: stroke ?? nil, effects: !shadows.isEmpty || glow != nil, text: text, path)
        return TextStyle(text: text, font: font, fill: fill, stroke: stroke ?? nil, shadows: shadows,
                         glow: glow ?? nil, innerShadow: innerShadow ?? nil, lines: lines,
                         lineBreak: keys.lineBreak ?? .truncateTail, alignment: keys.alignment ?? .natural,
                         verticalAlignment: keys.verticalAlignment ?? .center, lineHeight: lineHeight,
                         letterSpacing: letterSpacing, minimumScale: minimumScale, padding: padding)
    }

    /// At most `SpecLimits.maxTextLength` characters (Unicode scalars, so combining marks count: the
    /// cost of shaping follows scalars, not what a reader sees as one character).
    /// Catalog references were replaced by their text before decoding (CatalogTextResolver.swift);
    /// one still here sits where no reference may (a state or locale), which that stage reports.
    func text(_ value: TextValue, _ path: ValuePath) -> String? {
        switch value {
        case .literal(let text): return self.text(text, path)
        case .catalog: return nil
        }
    }

    func text(_ text: String, _ path: ValuePath) -> String? {
        let length = text.unicodeScalars.count
        guard length <= SpecLimits.maxTextLength else {
            report(path, "text is \(NumberText.grouped(length)) characters long; the limit is \(NumberText.grouped(SpecLimits.maxTextLength))")
            return nil
        }
        // Controls other than newline and tab have no glyph and no defined layout: Pango would draw
        // them as hex boxes or nothing. Named by code point, since the raw character is unreadable.
        if let control = text.unicodeScalars.first(where: { Self.isForbiddenControl($0) }) {
            report(path, "text contains the control character \(Self.codePoint(control)); only newline and tab are allowed")
            return nil
        }
        return text
    }

    /// C0 and C1 controls (and DEL), except newline and tab.
    static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t"
    }

    /// "U+0007".
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `editing` says whether this variant is the `editing` state, which draws the text plainly with a caret.
    func textField(_ field: TextFieldSpec, editing: Bool) -> TextFieldStyle? {
        let path = ValuePath.root
        let style = textStyle(field, path, textRequired: false)
        // A text field holds one line, as UITextField does; `lines` may say so, but nothing else.
        if let lines = field.lines, lines != 1 {
            report(path.key("lines"), lines < 0 ? "expected a whole number of at least 0, got \(lines)"
                                                : "a text field shows one line; `lines` may only be 1 (use a label for more)")
            return nil
        }
        let placeholder = field.placeholder.map { text($0, path.key("placeholder")) } ?? ""
        let placeholderFill = field.placeholderFill.map { fill($0, path.key("placeholderFill")) } ?? .color(TextFieldStyle.placeholderGrey)
        let background: Fill?? = field.background.map { fill($0, path.key("background")) }
        let editingFill: RGBA?? = field.editingFill.map { color($0, path.key("editingFill")) }
        guard let style, let placeholder, let placeholderFill, background != .some(nil), editingFill != .some(nil) else { return nil }
        return TextFieldStyle(text: style, placeholder: placeholder, placeholderFill: placeholderFill,
                              borderStyle: field.borderStyle ?? .roundedRect, background: background ?? nil,
                              clearButton: field.clearButton ?? .never, editingFill: editingFill ?? nil, editing: editing)
    }
}

extension SpecResolver {
    /// `#FFF0` reads as white but its last digit is its alpha: a text whose fill is fully
    /// transparent and that has no stroke, shadow or glow to show draws nothing, and a stroke whose
    /// colour is fully transparent draws nothing either. Outline text (a clear fill under a visible
    /// stroke) is a design and is left alone.
    fileprivate func warnIfInvisible(fill: Fill, stroke: Stroke?, effects: Bool, text: String, _ path: ValuePath) {
        let strokeShows = stroke.map { !$0.fill.isInvisible && $0.width > 0 } ?? false
        if let stroke, stroke.fill.isInvisible {
            warn(path.key("stroke"), "the stroke's colour is fully transparent (alpha 0): it draws nothing")
        }
        if fill.isInvisible && !strokeShows && !effects && !text.isEmpty {
            warn(path.key("fill"), "the fill is fully transparent (alpha 0) and nothing else shows the text: it draws nothing")
        }
    }
}
