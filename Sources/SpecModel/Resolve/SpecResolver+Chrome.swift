/// A button's and a view's keys: background, corners, border, groove, edge, title, shadows.
extension SpecResolver {
    func buttonStyle(_ button: ButtonSpec) -> ButtonStyle? {
        let path = ValuePath.root
        let background = button.background.map { fill($0, path.key("background")) } ?? ButtonStyle.defaultBackground
        let cornerRadius = button.cornerRadius.map { length($0, path.key("cornerRadius"), .atLeast(0), "corner radius") } ?? 0
        let border = button.border.map { self.border($0, path.key("border")) } ?? .button
        let groove: Groove?? = button.groove.map { ring($0.width, $0.from, $0.to, $0.exponent, path.key("groove"), Groove()) }
            .map { $0.map { Groove(width: $0.width, from: $0.from, to: $0.to, exponent: $0.exponent) } }
        let edge: Edge?? = button.edge.map { ring($0.width, $0.from, $0.to, $0.exponent, path.key("edge"), Edge()) }
            .map { $0.map { Edge(width: $0.width, from: $0.from, to: $0.to, exponent: $0.exponent) } }
        let title: TextStyle?? = button.title.map { self.title($0, path.key("title")) }
        let contentInsets = button.contentInsets.map { insets($0, path.key("contentInsets"), "inset") } ?? .zero
        let opacity = button.opacity.map { unit($0, path.key("opacity")) } ?? 1
        guard let background, let cornerRadius, let border, groove != .some(nil), edge != .some(nil),
              title != .some(nil), let contentInsets, let opacity else { return nil }
        return ButtonStyle(background: background, cornerRadius: cornerRadius, border: border, groove: groove ?? nil,
                           edge: edge ?? nil, title: title ?? nil, contentInsets: contentInsets,
                           opacity: opacity, unfaded: Set(button.unfaded ?? []))
    }

    func viewStyle(_ view: ViewSpec) -> ViewStyle? {
        let path = ValuePath.root
        let background = view.background.map { fill($0, path.key("background")) } ?? .color(.clear)
        let cornerRadius = view.cornerRadius.map { length($0, path.key("cornerRadius"), .atLeast(0), "corner radius") } ?? 0
        // A view has no border unless it says so (UIView's borderWidth is 0); one given without a
        // colour or width is a button's 1 pt #9F9F9F (docs/spec.md#button).
        let border = view.border.map { self.border($0, path.key("border")) } ?? Border.none
        let shadows = view.shadow.map { self.shadows($0, path.key("shadow")) } ?? []
        let innerShadow: Shadow?? = view.innerShadow.map { self.shadow($0, path.key("innerShadow")) }
        guard let background, let cornerRadius, let border, let shadows, innerShadow != .some(nil) else { return nil }
        return ViewStyle(background: background, cornerRadius: cornerRadius, border: border, shadows: shadows,
                         innerShadow: innerShadow ?? nil)
    }

    /// Defaults 1 pt #9F9F9F (docs/spec.md#button); width 0 draws none.
    private func border(_ value: BorderValue, _ path: ValuePath) -> Border? {
        let color = value.color.map { self.color($0, path.key("color")) } ?? Border.button.color
        let width = value.width.map { length($0, path.key("width"), .atLeast(0), "width") } ?? Border.button.width
        guard let color, let width else { return nil }
        return Border(color: color, width: width)
    }

    private typealias Ramp = (width: Double, from: RGBA, to: RGBA, exponent: Double)

    /// A ring's per-row ramp, groove or edge alike: the same four keys, each with its default.
    private func ring(_ width: Double?, _ from: ColorValue?, _ to: ColorValue?, _ exponent: Double?, _ path: ValuePath,
                      _ defaults: some RingDefaults) -> Ramp? {
        let width = width.map { length($0, path.key("width"), .greaterThan(0), "width") } ?? defaults.width
        let from = from.map { color($0, path.key("from")) } ?? defaults.from
        let to = to.map { color($0, path.key("to")) } ?? defaults.to
        let exponent = exponent.map { number($0, path.key("exponent"), .greaterThan(0)) } ?? defaults.exponent
        guard let width, let from, let to, let exponent else { return nil }
        return (width, from, to, exponent)
    }

    /// The label keys, with UIButton's title defaults where the spec is silent: centred, one line,
    /// `truncateMiddle`, white, and (when there is no `font` at all) iPhone's classic 15 pt bold.
    /// No title shadow unless the spec gives one.
    private func title(_ value: TextStyleValue, _ path: ValuePath) -> TextStyle? {
        guard var style = textStyle(value, path) else { return nil }
        if value.alignment == nil { style.alignment = .center }
        if value.lineBreak == nil { style.lineBreak = .truncateMiddle }
        if value.fill == nil { style.fill = .color(.white) }
        if value.font == nil { style.font = ButtonStyle.defaultTitleFont }
        return style
    }
}

/// The defaults of a ring (docs/math.md#groove-and-edge-ramps), which `Groove()` and `Edge()` hold.
protocol RingDefaults {
    var width: Double { get }
    var from: RGBA { get }
    var to: RGBA { get }
    var exponent: Double { get }
}

extension Groove: RingDefaults {}
extension Edge: RingDefaults {}

extension ButtonStyle {
    /// UIButton's title font before iOS 7: the bold system font at 15 pt.
    package static let defaultTitleFont = FontSpec(size: 15, weight: 700)
}
