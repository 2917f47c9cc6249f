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
    /// The pixels lie turned 90° on the page (`turn` of the sheet): `frame` keeps the sprite's
    /// own width and height, and takes `frame.height` across the page and `frame.width` down.
    package var rotated = false
    package var nineSlice: AtlasNineSlice?
}

/// One page image and the frames on it, sorted by key.
package struct AtlasPage: Equatable, Sendable {
    package var image: RGBAImage
    package var frames: [AtlasFrame]
    package var width: Int { image.width }
    package var height: Int { image.height }
}

/// Which way a sprite is turned on a page when the packer rotates it: each format's readers turn
/// it back one way only. TexturePacker turns sprites 90° clockwise (PixiJS's `rotate = 2`);
/// libGDX's and Spine's packers counter-clockwise (libGDX's AtlasRegion.rotate: "rotated 90
/// degrees counter clockwise"; PixiJS's `6`).
package enum AtlasTurn: Sendable { case clockwise, counterClockwise }

/// Sprites trimmed, packed and copied onto pages: the atlas before it has file names or a format.
package struct AtlasSheet: Equatable, Sendable {
    package var pages: [AtlasPage]

    /// The sprites are sorted by key before packing, so the sheet depends only on which sprites
    /// there are, not on the order they were rendered in. Pixels are copied, never blended: each
    /// frame is its sprite's bytes, and the rest of a page is transparent black.
    /// With `options.extrude`, each frame's edge pixels are repeated around it on the page;
    /// with `options.rotation`, a sprite may be turned the `turn` way.
    package init(_ sprites: [AtlasSprite], options: PackOptions, turn: AtlasTurn = .clockwise) throws(AtlasError) {
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
        for (index, (sprite, place)) in zip(trimmed, packed.placements).enumerated() {
            let image = place.rotated ? sprite.image.turned(turn) : sprite.image
            pages[place.page].image.copy(image, toX: place.x, y: place.y)
            let stride = pages[place.page].image.width * 4
            pages[place.page].image.pixels.withUnsafeMutableBufferPointer { pixels in
                Extrusion.extrude(pixels.baseAddress!, stride: stride, bytesPerPixel: 4,
                                  x: place.x, y: place.y, width: image.width, height: image.height, count: options.extrude)
            }
            pages[place.page].frames.append(AtlasFrame(
                key: sprite.key,
                frame: AtlasRect(x: place.x, y: place.y, width: sprite.image.width, height: sprite.image.height),
                spriteSourceBounds: sprite.bounds, sourceWidth: sprite.sourceWidth, sourceHeight: sprite.sourceHeight,
                trimmed: sprite.trimmed, rotated: place.rotated, nineSlice: sorted[index].nineSlice))
        }
        self.pages = pages
    }
}

private extension RGBAImage {
    /// The image turned 90° (`width` and `height` swap): clockwise, the top-left pixel goes to the
    /// top-right; counter-clockwise, to the bottom-left.
    func turned(_ turn: AtlasTurn) -> RGBAImage {
        var out = RGBAImage(width: height, height: width)
        for y in 0..<height {
            for x in 0..<width {
                let (tx, ty) = turn == .clockwise ? (height - 1 - y, x) : (y, width - 1 - x)
                let from = (y * width + x) * 4, to = (ty * out.width + tx) * 4
                out.pixels.replaceSubrange(to..<(to + 4), with: pixels[from..<(from + 4)])
            }
        }
        return out
    }

    /// `image`'s pixels, row by row, with its top-left corner at (x, y); it must fit.
    mutating func copy(_ image: RGBAImage, toX x: Int, y: Int) {
        let row = image.width * 4
        for line in 0..<image.height {
            let to = ((y + line) * width + x) * 4
            pixels.replaceSubrange(to..<(to + row), with: image.pixels[(line * row)..<((line + 1) * row)])
        }
    }
}
