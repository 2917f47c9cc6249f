/// What a button state looks like when it does not say: UIKit's automatic adjustments of a
/// custom button's background image, applied once here so that every later stage sees a fully
/// resolved background.
///
/// - `highlighted`: darker — every colour of the background (solid, gradient stops, gloss base and
///   caustic) has its red, green and blue multiplied by 0.7, as `adjustsImageWhenHighlighted` dims
///   the image while the finger is down.
/// - `disabled`: faded — the whole button, chrome and title, at half opacity (`opacity` 0.5), as
///   a disabled control is drawn; unless the state sets `opacity` itself, or its own `background`
///   (a disabled look designed part by part). `unfaded` keeps the chrome or the title opaque.
/// - `normal`, `selected` and any other state: the spec's own background (UIKit draws a selected
///   custom button like a normal one unless told otherwise).
///
/// A state that sets `background` itself (the classic grey highlighted gloss) gets exactly that.
package enum ButtonStateDefaults {
    package static let highlightFactor = 0.7

    package static let disabledOpacity = 0.5

    package static func apply(to style: ButtonStyle, state: String, stateKeys: Set<String>) -> ButtonStyle {
        guard !stateKeys.contains("background") else { return style }
        var style = style
        switch state {
        case "highlighted":
            style.background = style.background.mapColors { RGBA($0.r * highlightFactor, $0.g * highlightFactor, $0.b * highlightFactor, $0.a) }
        case "disabled" where !stateKeys.contains("opacity"):
            style.opacity = disabledOpacity
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
