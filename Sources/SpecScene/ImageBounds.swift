import SpecModel

/// The image limits (SpecLimits: a side, the pixels) as a height in points, for a scene that grows
/// to its content: what ImageLimits would refuse once the scene is built, known before.
enum ImageBounds {
    /// The most points tall an image `width` points wide can be at `scale` and stay within both
    /// limits (its margins only add to it).
    static func tallest(width: Double, scale: Double) -> Double {
        guard scale > 0 else { return .infinity }
        let bySide = Double(SpecLimits.maxImageSide) / scale
        guard width > 0 else { return bySide }
        return min(bySide, Double(SpecLimits.maxImagePixels) / (width * scale * scale))
    }
}
