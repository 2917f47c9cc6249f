import RenderSupport
import SpecModel

/// What button and view chrome share: how a Fill paints a chrome box, and how far a box's
/// shadows reach past its frame (for `margin: "auto"` and for stretchable caps).
enum Chrome {
    /// A gloss runs per device row over the box's own rows (the body inside the border, so p = 0 is
    /// the body's first row, as docs/math.md#gloss-and-caustic says); colours and gradients resolve
    /// over the box's rect in points.
    static func paint(_ fill: Fill, over box: PixelBox) -> Paint {
        if case .gloss(let gloss) = fill { return .rows(.gloss(gloss), over: box) }
        let inset = box.bands.reduce(0, +)
        return .fill(fill, over: box.rect.inset(by: Insets(top: inset, left: inset, bottom: inset, right: inset)))
    }

    /// The distance each side of `frame` a set of drop shadows reaches: the blur's reach
    /// (`ShadowLayer.blurReach(of:)`) plus the spread, moved by the offset.
    static func reach(of shadows: [Shadow], frame: Rect) -> Insets {
        var reach = frame
        for s in shadows {
            let r = max(0, ShadowLayer.blurReach(of: s.blur) + s.spread)
            reach = reach.union(Rect(x: frame.x - r + s.offset.x, y: frame.y - r + s.offset.y,
                                     width: frame.width + 2 * r, height: frame.height + 2 * r))
        }
        return Insets(top: frame.minY - reach.minY, left: frame.minX - reach.minX,
                      bottom: reach.maxY - frame.maxY, right: reach.maxX - frame.maxX)
    }

    /// The canvas margin of a button or view: the spec's points, or for `auto` whole points that
    /// reach past every shadow (a button's only shadows are its title's).
    static func margin(_ spec: ResolvedSpec, frame: Rect, titleInk: Rect?, titleStyle: TextStyle?) -> Insets {
        switch spec.canvas.margin {
        case .points(let m):
            return Insets(top: m, left: m, bottom: m, right: m)
        case .auto:
            if let titleStyle, let titleInk {
                return TextEffects(style: titleStyle).margin(for: .auto, frame: frame, ink: titleInk)
            }
            guard case .view(let view) = spec.content else { return .zero }
            let reach = Chrome.reach(of: view.shadows, frame: frame)
            func up(_ x: Double) -> Double { max(0, (x - 1e-9).rounded(.up)) }
            return Insets(top: up(reach.top), left: up(reach.left), bottom: up(reach.bottom), right: up(reach.right))
        }
    }
}
