import RenderSupport
import SpecModel

/// How a button or view background shrinks to the smallest image that UIKit can stretch back to any
/// size (an asset catalog's slicing), and which directions may stretch at all.
///
/// The caps on each side are `max(corner radius, edge + groove + border widths)` — plus, for a view,
/// the reach of its shadows past a corner (radius + spread + |offset| + the blur's reach,
/// `ShadowLayer.blurReach(of:)`) — rounded up to whole points, plus the canvas margin; between them
/// is a one-point middle. A direction whose fill changes along it cannot stretch and keeps its full
/// length: the gloss, the groove and edge ramps and a vertical gradient change down the rows, so
/// such a button is "3-part-horizontal"; a horizontal gradient makes "3-part-vertical"; a flat view
/// is "9-part". A radial or diagonal gradient changes both ways: the image stays full size, without
/// slicing.
///
/// A button's title is left out: in an app the title is the UIButton's own label, drawn over the
/// stretched background.
package struct StretchPlan: Equatable, Sendable {
    package enum Mode: String, Equatable, Sendable {
        case threePartHorizontal = "3-part-horizontal"
        case threePartVertical = "3-part-vertical"
        case ninePart = "9-part"
    }

    /// The minimal spec: the chrome only, at its stretchable size.
    package var spec: ResolvedSpec
    /// Nil when the image cannot stretch (it is then the full-size background).
    package var mode: Mode?
    /// Cap insets of the minimal image in points (margins included); only the stretching
    /// directions' sides are meaningful.
    package var caps: Insets
    /// Where the chrome (the button's or view's bounds) sits in the minimal image, in points: the
    /// canvas margin is around it.
    package var frame: Rect

    /// Nil for a kind that has no background to stretch (a label).
    package init?(_ spec: ResolvedSpec) {
        var chrome = spec
        let radius: Double, bands: Double, fill: Fill, verticalOnlyRamps: Bool, shadows: [Shadow]
        switch spec.content {
        case .button(var style):
            style.title = nil
            chrome.content = .button(style)
            radius = style.cornerRadius
            bands = (style.edge?.width ?? 0) + (style.groove?.width ?? 0) + style.border.width
            fill = style.background
            verticalOnlyRamps = style.edge != nil || style.groove != nil
            shadows = []
        case .view(let style):
            radius = style.cornerRadius
            bands = style.border.width
            fill = style.background
            verticalOnlyRamps = false
            shadows = style.shadows + (style.innerShadow.map { [$0] } ?? [])
        default:
            return nil
        }
        let frame = Rect(x: 0, y: 0, width: spec.size.width, height: spec.size.height ?? 0)
        let shortSide = min(frame.width, frame.height)
        var cap = max(min(radius, shortSide / 2), bands)
        for s in shadows {
            cap = max(cap, min(radius, shortSide / 2) + abs(s.spread) + max(abs(s.offset.x), abs(s.offset.y))
                + ShadowLayer.blurReach(of: s.blur))
        }
        cap = max(1, (cap - 1e-9).rounded(.up))

        let (changesDown, changesAcross) = Self.directions(of: fill)
        var stretchX = !changesAcross, stretchY = !(changesDown || verticalOnlyRamps)
        // Too small to have a middle: that direction keeps its length.
        if frame.width < 2 * cap + 1 { stretchX = false }
        if frame.height < 2 * cap + 1 { stretchY = false }
        if stretchX { chrome.size.width = 2 * cap + 1 }
        if stretchY { chrome.size.height = 2 * cap + 1 }

        let margin = Chrome.margin(chrome, frame: frame, titleInk: nil, titleStyle: nil)
        self.spec = chrome
        self.caps = Insets(top: margin.top + cap, left: margin.left + cap, bottom: margin.bottom + cap, right: margin.right + cap)
        self.frame = Rect(x: margin.left, y: margin.top, width: chrome.size.width, height: chrome.size.height ?? 0)
        switch (stretchX, stretchY) {
        case (true, true): mode = .ninePart
        case (true, false): mode = .threePartHorizontal
        case (false, true): mode = .threePartVertical
        case (false, false): mode = nil
        }
    }

    /// Whether a fill's colour changes down the rows and across the columns.
    static func directions(of fill: Fill) -> (down: Bool, across: Bool) {
        switch fill {
        case .color: return (false, false)
        case .gloss: return (true, false)
        case .gradient(let g):
            if g.type == .radial { return (true, true) }
            let angle = g.angle.truncatingRemainder(dividingBy: 180)
            let a = angle < 0 ? angle + 180 : angle
            if a == 0 { return (true, false) }    // 0 or 180: top to bottom
            if a == 90 { return (false, true) }   // 90 or 270: left to right
            return (true, true)
        }
    }
}
