import SpecModel
import SpecScene

/// Where a sprite stretches (its 9-slice): the pixels of the original image, from each edge, that
/// keep their size (`left`, `top`, `right`, `bottom`; the middle between them stretches), and the
/// content area's inset from each edge (`pad`: where a button's title goes).
package struct AtlasNineSlice: Equatable, Sendable {
    package var left: Int, top: Int, right: Int, bottom: Int
    package var padLeft: Int, padTop: Int, padRight: Int, padBottom: Int

    package init(left: Int, top: Int, right: Int, bottom: Int, padLeft: Int, padTop: Int, padRight: Int, padBottom: Int) {
        self.left = left; self.top = top; self.right = right; self.bottom = bottom
        self.padLeft = padLeft; self.padTop = padTop; self.padRight = padRight; self.padBottom = padBottom
    }

    /// The 9-slice of a variant's render at `scale`, `width`×`height` pixels, from the same
    /// stretch plan as its Android 9-patch (StretchPlan, NinePatch): the caps around the
    /// one-point middle on the sides that stretch; a side that cannot stretch (its fill changes
    /// along it) has no caps, so an engine scales it evenly. Only a background whose render is
    /// all background has one: a view, or a button without a title; a titled button's render
    /// holds its title, which stretching would smear (pack the button without a title for that).
    package static func of(_ spec: ResolvedSpec, scale: Double, width: Int, height: Int) -> AtlasNineSlice? {
        switch spec.content {
        case .button(let button) where button.title == nil: break
        case .view: break
        default: return nil
        }
        guard let plan = StretchPlan(spec), let mode = plan.mode else { return nil }
        let across = mode != .threePartVertical, down = mode != .threePartHorizontal
        // The render keeps the chrome's caps at its edges; the minimal image's middle is where
        // the full image's middle begins.
        let middleX = NinePatch.middle(cap: plan.caps.left, scale: scale)
        let middleY = NinePatch.middle(cap: plan.caps.top, scale: scale)
        let rightCap = plan.caps.right, bottomCap = plan.caps.bottom
        let left = across ? middleX.lowerBound : 0
        let right = across ? max(0, min(width - left - 1, Int((rightCap * scale - 1e-9).rounded(.up)))) : 0
        let top = down ? middleY.lowerBound : 0
        let bottom = down ? max(0, min(height - top - 1, Int((bottomCap * scale - 1e-9).rounded(.up)))) : 0
        let content = AndroidExporter.content(of: plan)
        // The content box's inset from each edge of the image: the caps are the margin plus one
        // cap on every side, so the right margin is the left one plus the caps' difference.
        let margin = (right: plan.caps.right - plan.caps.left + plan.frame.minX, bottom: plan.caps.bottom - plan.caps.top + plan.frame.minY)
        let pad = (left: Int((content.minX * scale).rounded()), top: Int((content.minY * scale).rounded()),
                   right: Int(((margin.right + plan.frame.maxX - content.maxX) * scale).rounded()),
                   bottom: Int(((margin.bottom + plan.frame.maxY - content.maxY) * scale).rounded()))
        return AtlasNineSlice(left: left, top: top, right: right, bottom: bottom,
                              padLeft: pad.left, padTop: pad.top, padRight: max(0, pad.right), padBottom: max(0, pad.bottom))
    }
}
