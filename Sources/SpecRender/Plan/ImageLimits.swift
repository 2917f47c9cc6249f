import SpecModel
import SpecScene

/// The size limits of one image (docs/spec.md#errors-and-limits), checked on the final size, margins
/// included, at each scale the scene is drawn at: in the plan, once per scale, before anything is
/// drawn or written. Pages of bitmap fonts and atlases are images too: the packer sizes them by
/// `allows` and `tallest(width:)`.
package enum ImageLimits {
    static func check(_ scene: Scene, scale: Double, spec: ResolvedSpec) throws(SpecError) {
        let (w, h) = scene.pixelSize(scale: scale)
        let at = "the image at @\(OutputName.scaleLabel(scale))x would be"
        if w > SpecLimits.maxImageSide || h > SpecLimits.maxImageSide {
            throw spec.error(at: "$.size", "\(at) \(w)×\(h) pixels; a side may be at most \(SpecLimits.maxImageSide)")
        }
        if w * h > SpecLimits.maxImagePixels {
            throw spec.error(at: "$.size", "\(at) \(w * h) pixels; at most \(megapixels) megapixels")
        }
        if w == 0 || h == 0 {
            throw spec.error(at: "$.size", "the image would be empty (\(w)×\(h) pixels)")
        }
    }

    /// Whether an image of `width`×`height` pixels is within both limits.
    static func allows(width: Int, height: Int) -> Bool {
        width <= SpecLimits.maxImageSide && height <= SpecLimits.maxImageSide && width * height <= SpecLimits.maxImagePixels
    }

    /// The tallest image `width` pixels wide that the limits allow (0 when none is).
    static func tallest(width: Int) -> Int {
        guard width > 0, width <= SpecLimits.maxImageSide else { return 0 }
        return min(SpecLimits.maxImageSide, SpecLimits.maxImagePixels / width)
    }

    /// The limits in words, for a refusal.
    package static var description: String { "\(SpecLimits.maxImageSide) px a side and \(megapixels) megapixels" }

    private static var megapixels: Int { SpecLimits.maxImagePixels >> 20 }
}
