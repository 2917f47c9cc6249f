/// What render-spec refuses to load, so that a hostile or mistaken spec fails fast with a clear
/// message instead of exhausting memory or time (SPEC-v1.md, "Errors").
public enum SpecLimits {
    public static let maxFileBytes = 5 * 1024 * 1024
    public static let maxTextLength = 100_000
    public static let maxBlur = 200.0
    public static let maxImageSide = 16_384
    /// 64 megapixels, as 64 × 2^20 (an 8192 × 8192 image).
    public static let maxImagePixels = 64 * 1024 * 1024
    public static let maxExtendsDepth = 32
    public static let maxJSONDepth = 128
    /// Images one spec file may expand to ((1 + states) × (1 + locales)): each is a full document to
    /// validate, so an unbounded product would let a small file demand unbounded work.
    public static let maxVariants = 1_000
    /// Token values are shared when used many times; this caps what they expand to.
    public static let maxExpandedValues = 1_000_000
}
