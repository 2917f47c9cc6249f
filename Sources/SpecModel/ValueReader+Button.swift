/// The keys of a `button`: background, cornerRadius, border, groove, edge, title, contentInsets.
extension ValueReader {
    func buttonStyle(_ fields: ObjectFields) -> ButtonStyle? {
        let background = fields["background"].map { fill($0) } ?? ButtonStyle.defaultBackground
        let cornerRadius = fields["cornerRadius"].map { length($0, .atLeast(0), "corner radius") } ?? 0
        let border = fields["border"].map { self.border($0) } ?? .button
        let groove: Groove?? = fields["groove"].map { self.groove($0) }
        let edge: Edge?? = fields["edge"].map { self.edge($0) }
        let title: TextStyle?? = fields["title"].map { self.title($0) }
        let contentInsets = fields["contentInsets"].map { insets($0, "inset") } ?? .zero
        guard let background, let cornerRadius, let border, groove != .some(nil), edge != .some(nil),
              title != .some(nil), let contentInsets else { return nil }
        return ButtonStyle(background: background, cornerRadius: cornerRadius, border: border, groove: groove ?? nil,
                           edge: edge ?? nil, title: title ?? nil, contentInsets: contentInsets)
    }

    /// `{"color", "width"}`, defaults 1 pt #9F9F9F (REFERENCE-MATH.md); width 0 draws none.
    func border(_ node: JSONValue) -> Border? {
        guard let fields = fields(node, expecting: "a border object {\"color\", \"width\"}", keys: ["color", "width"]) else { return nil }
        let color = fields["color"].map { self.color($0) } ?? Border.button.color
        let width = fields["width"].map { length($0, .atLeast(0), "width") } ?? Border.button.width
        guard let color, let width else { return nil }
        return Border(color: color, width: width)
    }

    /// `{"width", "from", "to", "exponent"}`, each defaulted per REFERENCE-MATH.md.
    func groove(_ node: JSONValue) -> Groove? {
        let d = Groove()
        return ramp(node, expecting: "a groove object", defaults: (d.width, d.from, d.to, d.exponent))
            .map { Groove(width: $0.width, from: $0.from, to: $0.to, exponent: $0.exponent) }
    }

    /// `{"from", "to", "width", "exponent"}`: the rim outside the groove.
    func edge(_ node: JSONValue) -> Edge? {
        let d = Edge()
        return ramp(node, expecting: "an edge object", defaults: (d.width, d.from, d.to, d.exponent))
            .map { Edge(width: $0.width, from: $0.from, to: $0.to, exponent: $0.exponent) }
    }

    private typealias Ramp = (width: Double, from: RGBA, to: RGBA, exponent: Double)

    /// A ring's per-row ramp, groove or edge alike: the same four keys, each with its default.
    private func ramp(_ node: JSONValue, expecting noun: String, defaults: Ramp) -> Ramp? {
        guard let fields = fields(node, expecting: noun, keys: ["width", "from", "to", "exponent"]) else { return nil }
        let width = fields["width"].map { length($0, .greaterThan(0), "width") } ?? defaults.width
        let from = fields["from"].map { color($0) } ?? defaults.from
        let to = fields["to"].map { color($0) } ?? defaults.to
        let exponent = fields["exponent"].map { number($0, .greaterThan(0)) } ?? defaults.exponent
        guard let width, let from, let to, let exponent else { return nil }
        return (width, from, to, exponent)
    }

    /// The label keys, with UIButton's title defaults where the spec is silent: centred, one line,
    /// `truncateMiddle`, white, and (when there is no `font` at all) iPhone's classic 15 pt bold.
    /// No title shadow unless the spec gives one.
    func title(_ node: JSONValue) -> TextStyle? {
        guard let fields = fields(node, expecting: "a title object (the label keys)", keys: Self.labelKeys),
              var style = textStyle(fields) else { return nil }
        if fields["alignment"] == nil { style.alignment = .center }
        if fields["lineBreak"] == nil { style.lineBreak = .truncateMiddle }
        if fields["fill"] == nil { style.fill = .color(.white) }
        if fields["font"] == nil { style.font = ButtonStyle.defaultTitleFont }
        return style
    }
}

extension ButtonStyle {
    /// UIButton's title font before iOS 7: the bold system font at 15 pt.
    public static let defaultTitleFont = FontSpec(size: 15, weight: 700)
}
