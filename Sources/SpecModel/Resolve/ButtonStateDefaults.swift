/// What a button state looks like when it does not say: UIKit's automatic adjustments of a
/// custom button's background image, applied once here so that every later stage sees a fully
/// resolved background.
///
/// - `highlighted`: darker — every colour of the background (solid, gradient stops, gloss base and
///   caustic) has its red, green and blue multiplied by 0.7, as `adjustsImageWhenHighlighted` dims
///   the image while the finger is down.
/// - `disabled`: faded — every colour of the background keeps its hue but has its alpha halved, as
///   `adjustsImageWhenDisabled` washes the image out; the border, groove, edge and title stay.
/// - `normal`, `selected` and any other state: the spec's own background (UIKit draws a selected
///   custom button like a normal one unless told otherwise).
///
/// A state that sets `background` itself (the classic grey highlighted gloss) gets exactly that.
package enum ButtonStateDefaults {
    package static let highlightFactor = 0.7
    package static let disabledAlpha = 0.5

    package static func apply(to style: ButtonStyle, state: String, stateSetsBackground: Bool) -> ButtonStyle {
        guard !stateSetsBackground else { return style }
        var style = style
        switch state {
        case "highlighted":
            style.background = style.background.mapColors { RGBA($0.r * highlightFactor, $0.g * highlightFactor, $0.b * highlightFactor, $0.a) }
        case "disabled":
            style.background = style.background.mapColors { RGBA($0.r, $0.g, $0.b, $0.a * disabledAlpha) }
        default:
            break
        }
        return style
    }
}

extension Fill {
    /// The same fill with every colour in it transformed (gradient positions and gloss tuning kept).
    package func mapColors(_ transform: (RGBA) -> RGBA) -> Fill {
        switch self {
        case .color(let c):
            return .color(transform(c))
        case .gradient(var g):
            g.stops = g.stops.map { GradientStop(color: transform($0.color), at: $0.at) }
            return .gradient(g)
        case .gloss(var g):
            g.color = transform(g.color)
            g.caustic = transform(g.caustic)
            return .gloss(g)
        }
    }
}
