/// Why sprites cannot become an atlas. The command line turns each into one line naming the spec.
package enum AtlasError: Error, Equatable, Sendable {
    /// After trimming, the sprite is still wider or taller than a page may be.
    case spriteTooLarge(key: String, width: Int, height: Int, maxSize: Int)
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
        case .duplicateKey(let key):
            return "two sprites are named \(key)"
        case .unsupportedName(let name, let reason):
            return "\(name) cannot name a libGDX atlas entry: \(reason)"
        }
    }
}
