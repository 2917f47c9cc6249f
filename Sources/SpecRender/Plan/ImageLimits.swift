import SpecModel
import SpecScene

/// The size limits of one image (docs/spec.md#errors-and-limits), checked on the final size, margins
/// included, at each scale the scene is drawn at: in the plan, once per scale, before anything is
/// drawn or written.
enum ImageLimits {
    static func check(_ scene: Scene, scale: Double, spec: ResolvedSpec) throws(SpecError) {
        let (w, h) = scene.pixelSize(scale: scale)
        let at = "the image at @\(OutputName.scaleLabel(scale))x would be"
        if w > SpecLimits.maxImageSide || h > SpecLimits.maxImageSide {
            throw spec.error(at: "$.size", "\(at) \(w)×\(h) pixels; a side may be at most \(SpecLimits.maxImageSide)")
        }
        if w * h > SpecLimits.maxImagePixels {
            throw spec.error(at: "$.size", "\(at) \(w * h) pixels; at most \(SpecLimits.maxImagePixels >> 20) megapixels")
        }
        if w == 0 || h == 0 {
            throw spec.error(at: "$.size", "the image would be empty (\(w)×\(h) pixels)")
        }
    }
}
