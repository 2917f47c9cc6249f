/// A resolved `atlas`: the spec files whose PNG renders it packs, and how.
package struct AtlasStyle: Equatable, Hashable, Sendable {
    /// Absolute, in the order written (a folder's specs sorted by path); each loads.
    package var sprites: [String]
    package var options: AtlasOptions
    package var format: AtlasFileFormat
    /// The render root the sprites were loaded under, for loading them again to render.
    package var root: String
    package init(sprites: [String], options: AtlasOptions = AtlasOptions(), format: AtlasFileFormat = .texturepacker, root: String) {
        self.sprites = sprites; self.options = options; self.format = format; self.root = root
    }
}
