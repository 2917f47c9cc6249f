/// Why sprites cannot become an atlas. The command line turns each into one line naming the spec.
package enum AtlasError: Error, Equatable, Sendable {
    /// After trimming, the sprite is still wider or taller than a page may be.
    case spriteTooLarge(key: String, width: Int, height: Int, maxSize: Int)
    /// After trimming, with its extrude border (`width`×`height`), the sprite fits a page's sides
    /// but no page within the image limits holds it.
    case spriteOverImageLimits(key: String, width: Int, height: Int)
    /// Two sprites with one frame name: one would hide the other.
    case duplicateKey(String)
    /// A name the format cannot hold (libGDX reads a line with `:` as a field, and trims spaces).
    case unsupportedName(String, reason: String)
}

extension AtlasError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .spriteTooLarge(let key, let width, let height, let maxSize):
            return "the sprite \(key) is \(width)×\(height) pixels after trimming, larger than a \(maxSize)×\(maxSize) page"
        case .spriteOverImageLimits(let key, let width, let height):
            return "the sprite \(key) is \(width)×\(height) pixels after trimming (with any extrude border), and no page within the image limits (\(ImageLimits.description)) holds it"
        case .duplicateKey(let key):
            return "two sprites are named \(key)"
        case .unsupportedName(let name, let reason):
            return "\(name) cannot name a libGDX atlas entry: \(reason)"
        }
    }
}
