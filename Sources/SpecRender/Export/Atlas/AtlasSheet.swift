import PNGCodec

/// Where one sprite is on its page, and how to put it back into its original frame.
package struct AtlasFrame: Equatable, Sendable {
    package var key: String
    /// The pixels on the page.
    package var frame: AtlasRect
    /// Where those pixels sit in the original (all of it when nothing was trimmed).
    package var spriteSourceBounds: AtlasRect
    package var sourceWidth: Int
    package var sourceHeight: Int
    package var trimmed: Bool
}

/// One page image and the frames on it, sorted by key.
package struct AtlasPage: Equatable, Sendable {
    package var image: RGBAImage
    package var frames: [AtlasFrame]
    package var width: Int { image.width }
    package var height: Int { image.height }
}

/// Sprites trimmed, packed and copied onto pages: the atlas before it has file names or a format.
package struct AtlasSheet: Equatable, Sendable {
    package var pages: [AtlasPage]

    /// The sprites are sorted by key before packing, so the sheet depends only on which sprites
    /// there are, not on the order they were rendered in. Pixels are copied, never blended: each
    /// frame is its sprite's bytes, and the rest of a page is transparent black.
    package init(_ sprites: [AtlasSprite], options: PackOptions) throws(AtlasError) {
        let sorted = sprites.sorted { $0.key < $1.key }
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.key == b.key { throw .duplicateKey(a.key) }
        let trimmed = sorted.map(TrimmedSprite.init)
        let packed: PackedPages
        do {
            packed = try MaxRectsPacker(options: options).pack(trimmed.map { ($0.image.width, $0.image.height) })
        } catch {
            switch error {
            case .tooLarge(let index, let width, let height, let maxSize):
                throw .spriteTooLarge(key: trimmed[index].key, width: width, height: height, maxSize: maxSize)
            }
        }
        var pages = packed.pageSizes.map { AtlasPage(image: RGBAImage(width: $0.width, height: $0.height), frames: []) }
        for (sprite, place) in zip(trimmed, packed.placements) {
            pages[place.page].image.copy(sprite.image, toX: place.x, y: place.y)
            pages[place.page].frames.append(AtlasFrame(
                key: sprite.key,
                frame: AtlasRect(x: place.x, y: place.y, width: sprite.image.width, height: sprite.image.height),
                spriteSourceBounds: sprite.bounds, sourceWidth: sprite.sourceWidth, sourceHeight: sprite.sourceHeight,
                trimmed: sprite.trimmed))
        }
        self.pages = pages
    }
}

private extension RGBAImage {
    /// `image`'s pixels, row by row, with its top-left corner at (x, y); it must fit.
    mutating func copy(_ image: RGBAImage, toX x: Int, y: Int) {
        let row = image.width * 4
        for line in 0..<image.height {
            let to = ((y + line) * width + x) * 4
            pixels.replaceSubrange(to..<(to + row), with: image.pixels[(line * row)..<((line + 1) * row)])
        }
    }
}
