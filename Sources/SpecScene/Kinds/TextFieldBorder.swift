import SpecModel

/// UITextField's four border styles as iOS draws them: the commands for the border and background,
/// and how far the text sits inside the field.
struct TextFieldBorder {
    let style: BorderStyle
    /// The spec's `background`; nil for the style's own.
    let background: Fill?

    /// roundedRect: 5 pt corners, a 1 pt light grey hairline, white inside.
    static let roundedRadius = 5.0
    static let roundedBorder = RGBA(0.78, 0.78, 0.80)
    /// line: a 1 pt dark rectangle.
    static let lineBorder = RGBA(0.2, 0.2, 0.2)
    /// bezel: a mid grey rectangle whose top and left edges are darker, as if the field were sunk in.
    static let bezelBorder = RGBA(0.68, 0.68, 0.70)
    static let bezelShade = RGBA(0.42, 0.42, 0.44)

    /// Left and right text insets: 7 pt inside a rounded rect (UIKit's textRect), 2–3 pt inside a line
    /// or bezel (clear of the 1 pt border), none without a border.
    var textInsets: Insets {
        switch style {
        case .none: return .zero
        case .line: return Insets(left: 2, right: 2)
        case .bezel: return Insets(left: 3, right: 3)
        case .roundedRect: return Insets(left: 7, right: 7)
        }
    }

    /// Background first, then the border on top of it, inside the frame (a border never grows the field).
    func commands(frame: Rect) -> [DrawCommand] {
        let outline: Path = style == .roundedRect ? .roundedRect(frame, radius: Self.roundedRadius) : .rect(frame)
        var out: [DrawCommand] = []
        let fill = background ?? (style == .roundedRect ? .color(.white) : nil)
        if let fill { out.append(.fill(.path(outline), .fill(fill, over: frame))) }
        switch style {
        case .none:
            break
        case .line:
            out.append(.stroke(.path(outline), .solid(Self.lineBorder), width: 1, position: .inside))
        case .bezel:
            out.append(.stroke(.path(outline), .solid(Self.bezelBorder), width: 1, position: .inside))
            let top = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)
            let left = Rect(x: frame.minX, y: frame.minY, width: 1, height: frame.height)
            out.append(.fill(.path(.rect(top)), .solid(Self.bezelShade)))
            out.append(.fill(.path(.rect(left)), .solid(Self.bezelShade)))
        case .roundedRect:
            out.append(.stroke(.path(outline), .solid(Self.roundedBorder), width: 1, position: .inside))
        }
        return out
    }
}
