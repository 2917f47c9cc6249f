import RenderSupport
import SpecModel
import SpecScene

/// A button's or view's background cut to its minimal stretchable image (StretchPlan), laid out
/// once, for the formats that ship it sliced: the Xcode image set and the Android 9-patch. Other
/// kinds (labels, text fields) keep their full scene.
struct StretchedBackground {
    /// Nil for a kind that has no stretchable background.
    let stretch: StretchPlan?
    /// The minimal image's scene, or the full scene when there is no stretch plan.
    let scene: Scene
    /// The minimal scene's warnings, and one when the background cannot be sliced.
    let warnings: [String]

    /// `unsliced` says what the format writes instead when the background changes both across and
    /// down (a radial or diagonal gradient).
    init(_ spec: ResolvedSpec, scene full: Scene, renderer: SpecRenderer, unsliced: String) throws(SpecError) {
        stretch = StretchPlan(spec)
        scene = try stretch.map { plan throws(SpecError) in try renderer.scene(plan.spec) } ?? full
        var warnings = scene.warnings
        if let stretch, stretch.mode == nil {
            warnings.append("\(DisplayPath.forUser(spec.file)): warning: the background of state \(spec.state) changes both across and down (a radial or diagonal gradient), so \(unsliced)")
        }
        self.warnings = warnings
    }

    /// The stretch plan when the background is sliced (its `mode` is known).
    var sliced: StretchPlan? { stretch?.mode == nil ? nil : stretch }
}
