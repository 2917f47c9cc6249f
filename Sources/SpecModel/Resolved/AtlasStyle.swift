/// A resolved `atlas`: the specs whose PNG renders it packs, already loaded, and how.
package struct AtlasStyle: Equatable, Hashable, Sendable {
    /// In the order written (a folder's specs sorted by path); each loaded, so nothing after the
    /// resolver reads a sprite's file again.
    package var sprites: [AtlasSpriteFile]
    package var options: AtlasOptions
    package var format: AtlasFileFormat
    package init(sprites: [AtlasSpriteFile], options: AtlasOptions = AtlasOptions(), format: AtlasFileFormat = .texturepacker) {
        self.sprites = sprites; self.options = options; self.format = format
    }
}

/// One spec file an atlas packs: every state and locale of it, resolved.
package struct AtlasSpriteFile: Equatable, Hashable, Sendable {
    /// Absolute.
    package var file: String
    /// The `sprites` entry that named it (a file, or the folder it was found in), for errors.
    package var entry: Int
    package var variants: [ResolvedSpec]
    package init(file: String, entry: Int, variants: [ResolvedSpec]) {
        self.file = file; self.entry = entry; self.variants = variants
    }
}
