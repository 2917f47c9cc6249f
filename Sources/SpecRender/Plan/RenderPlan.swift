import SpecModel
import SpecScene

/// One variant, planned: everything `render`, `check`, `atlas` and the preview need to know before
/// a pixel is drawn, worked out once. Planning builds the scene, holds it to the image limits at
/// every scale it is drawn at, measures the effects the canvas cuts, names every file, and lets
/// each exporter prepare its own part (stretch plans, packed pages, an atlas's sheets); rendering
/// then only draws what the plan says (`SpecRenderer.render(_:)`).
package struct RenderPlan: Sendable {
    package let spec: ResolvedSpec
    /// The variant's full-size scene, as laid out once.
    package let scene: Scene
    /// Every file the plan renders, relative to its format's output folder, in render order.
    package let outputs: [PlannedOutput]
    /// Everything a user should hear about this variant, whatever is rendered of it: text that
    /// does not fit, effects the canvas cuts off, what an exporter had to give up.
    package let warnings: [String]
    /// What the user should know that is no fault: the installed families `missingGlyphs:
    /// fallback` drew characters in (`Scene.fallbackNote`). Printed as `note:` lines; `--strict`
    /// does not fail them.
    package var notes: [String] { scene.fallbackNote(for: spec).map { [$0] } ?? [] }
    /// The plain images (one per scale and format) and the exporters' prepared parts, in order.
    let steps: [Step]

    enum Step: Sendable {
        /// `png`, `svg` or `pdf` of the scene at one scale.
        case image(format: OutputFormat, scale: Double, path: String)
        /// A platform format's, a bitmap font's or an atlas's files.
        case export(ExportPlan)
    }
}

/// One file a plan renders.
package struct PlannedOutput: Equatable, Sendable {
    /// Relative to the format's output folder (an image set's: to its asset catalog).
    package var path: String
    package var format: OutputFormat
}
