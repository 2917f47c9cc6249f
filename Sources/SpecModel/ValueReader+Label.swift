/// The text keys of a label, which a text field and a button title share.
extension ValueReader {
    static let labelKeys = ["text", "font", "fill", "stroke", "shadow", "glow", "innerShadow", "lines", "lineBreak",
                            "alignment", "verticalAlignment", "lineHeight", "letterSpacing", "minimumScale", "padding"]

    /// Reads the label keys of `fields` (a whole spec document, whose unknown keys were checked already).
    /// A text field may leave `text` out (it then shows its placeholder).
    func textStyle(_ fields: ObjectFields, textRequired: Bool = true) -> TextStyle? {
        let text = textRequired ? fields.required("text").flatMap { self.text($0) } : fields["text"].map { self.text($0) } ?? ""
        let font = fields["font"].map { self.font($0) } ?? FontSpec()
        let fill = fields["fill"].map { self.fill($0) } ?? .color(.black)
        let stroke: Stroke?? = fields["stroke"].map { self.stroke($0) }
        let shadows = fields["shadow"].map { self.shadows($0) } ?? []
        let glow: Shadow?? = fields["glow"].map { self.glow($0) }
        let innerShadow: Shadow?? = fields["innerShadow"].map { self.shadow($0) }
        let lines = fields["lines"].map { integer($0, atLeast: 0) } ?? 1
        let lineBreak = fields["lineBreak"].map {
            choice($0, [LineBreak.word, .char, .clip, .truncateHead, .truncateMiddle, .truncateTail])
        } ?? .truncateTail
        let alignment = fields["alignment"].map {
            choice($0, [TextAlignment.natural, .left, .center, .right, .justified])
        } ?? .natural
        let verticalAlignment = fields["verticalAlignment"].map {
            choice($0, [VerticalAlignment.top, .center, .bottom])
        } ?? .center
        let lineHeight = fields["lineHeight"].map {
            number($0, .greaterThan(0), limit: SpecLimits.maxLineHeight, "line height", unit: "")
        } ?? 1
        let letterSpacing = fields["letterSpacing"].map { number($0, limit: SpecLimits.maxLetterSpacing, "letter spacing") } ?? 0
        let minimumScale = fields["minimumScale"].map { number($0, .aboveAndAtMost(0, 1)) } ?? 1
        let padding = fields["padding"].map { insets($0, "padding") } ?? .zero
        guard let text, let font, let fill, stroke != .some(nil), let shadows, glow != .some(nil),
              innerShadow != .some(nil), let lines, let lineBreak, let alignment, let verticalAlignment,
              let lineHeight, let letterSpacing, let minimumScale, let padding else { return nil }
        return TextStyle(text: text, font: font, fill: fill, stroke: stroke ?? nil, shadows: shadows,
                         glow: glow ?? nil, innerShadow: innerShadow ?? nil, lines: lines, lineBreak: lineBreak,
                         alignment: alignment, verticalAlignment: verticalAlignment, lineHeight: lineHeight,
                         letterSpacing: letterSpacing, minimumScale: minimumScale, padding: padding)
    }

    /// A string of at most `SpecLimits.maxTextLength` characters (Unicode scalars, so combining marks
    /// count: the cost of shaping follows scalars, not what a reader sees as one character).
    func text(_ node: JSONValue) -> String? {
        guard let text = string(node, nonEmpty: false) else { return nil }
        let length = text.unicodeScalars.count
        guard length <= SpecLimits.maxTextLength else {
            diagnostics.report(node, "text is \(NumberText.grouped(length)) characters long; the limit is \(NumberText.grouped(SpecLimits.maxTextLength))")
            return nil
        }
        // Controls other than newline and tab have no glyph and no defined layout: Pango would draw
        // them as hex boxes or nothing. Named by code point, since the raw character is unreadable.
        if let control = text.unicodeScalars.first(where: { Self.isForbiddenControl($0) }) {
            diagnostics.report(node, "text contains the control character \(Self.codePoint(control)); only newline and tab are allowed")
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

    /// Padding: one number for all four sides, or `{"top", "left", "bottom", "right"}` (each default 0).
    /// `what` names it in errors ("padding", "inset").
    func insets(_ node: JSONValue, _ what: String) -> Insets? {
        if case .number = node.kind {
            return length(node, .atLeast(0), what).map { Insets(top: $0, left: $0, bottom: $0, right: $0) }
        }
        guard let fields = fields(node, expecting: "a number or {\"top\", \"left\", \"bottom\", \"right\"}",
                                  keys: ["top", "left", "bottom", "right"]) else { return nil }
        let sides = ["top", "left", "bottom", "right"].map { key in fields[key].map { length($0, .atLeast(0), what) } ?? 0 }
        guard let top = sides[0], let left = sides[1], let bottom = sides[2], let right = sides[3] else { return nil }
        return Insets(top: top, left: left, bottom: bottom, right: right)
    }
}
