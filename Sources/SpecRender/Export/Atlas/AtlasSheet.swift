import PNGCodec
import RenderSupport

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

/// One page's size and the frames on it, sorted by key; its pixels are drawn when it is written
/// (`AtlasSheet.image(page:)`).
package struct AtlasPage: Equatable, Sendable {
    package var width: Int
    package var height: Int
    package var frames: [AtlasFrame]
}

/// Which way a sprite is turned on a page when the packer rotates it: each format's readers turn
/// it back one way only. TexturePacker turns sprites 90° clockwise (PixiJS's `rotate = 2`);
/// libGDX's and Spine's packers counter-clockwise (libGDX's AtlasRegion.rotate: "rotated 90
/// degrees counter clockwise"; PixiJS's `6`).
package enum AtlasTurn: Sendable { case clockwise, counterClockwise }

/// Sprites trimmed and packed onto pages: the atlas before it has file names or a format. Each
/// page's pixels are drawn on demand, one page and one decoded sprite at a time, so a sheet never
/// holds more than that beside its sprites as given.
package struct AtlasSheet: Equatable, Sendable {
    package var pages: [AtlasPage]
    /// The sprites sorted by key, and where each went.
    private var sprites: [AtlasSprite]
    private var placements: [PackedRect]
    private var extrude: Int
    private var turn: AtlasTurn

    /// The sprites are sorted by key before packing, so the sheet depends only on which sprites
    /// there are, not on the order they were rendered in. Pixels are copied, never blended: each
    /// frame is its sprite's bytes, and the rest of a page is transparent black.
    /// With `options.extrude`, each frame's edge pixels are repeated around it on the page;
    /// with `options.rotation`, a sprite may be turned the `turn` way. Every page is sized and
    /// every sprite checked against it before any page is drawn. Throws `AtlasError`, or PNGCodec's
    /// error for a sprite's PNG that does not decode.
    package init(_ sprites: [AtlasSprite], options: PackOptions, turn: AtlasTurn = .clockwise) throws {
        let sorted = sprites.sorted { $0.key < $1.key }
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.key == b.key { throw AtlasError.duplicateKey(a.key) }
        // Only the trimmed sizes and bounds are kept: each sprite's pixels are decoded again when
        // its page is drawn.
        let trimmed = try sorted.map { sprite in
            let kept = try TrimmedSprite(sprite)
            return (bounds: kept.bounds, width: kept.sourceWidth, height: kept.sourceHeight, trimmed: kept.trimmed)
        }
        let packed: PackedPages
        do {
            packed = try MaxRectsPacker(options: options).pack(trimmed.map { ($0.bounds.width, $0.bounds.height) })
        } catch {
            switch error {
            case .tooLarge(let index, let width, let height, let maxSize):
                throw AtlasError.spriteTooLarge(key: sorted[index].key, width: width, height: height, maxSize: maxSize)
            case .tooManyPixels(let index, let width, let height):
                throw AtlasError.spriteOverImageLimits(key: sorted[index].key, width: width, height: height)
            }
        }
        var pages = packed.pageSizes.map { AtlasPage(width: $0.width, height: $0.height, frames: []) }
        for (index, (sprite, place)) in zip(trimmed, packed.placements).enumerated() {
            pages[place.page].frames.append(AtlasFrame(
                key: sorted[index].key,
                frame: AtlasRect(x: place.x, y: place.y, width: sprite.bounds.width, height: sprite.bounds.height),
                spriteSourceBounds: sprite.bounds, sourceWidth: sprite.width, sourceHeight: sprite.height,
                trimmed: sprite.trimmed, rotated: place.rotated, nineSlice: sorted[index].nineSlice))
        }
        self.pages = pages
        self.sprites = sorted
        self.placements = packed.placements
        self.extrude = options.extrude
        self.turn = turn
    }

    /// Page `index`'s pixels: each of its sprites decoded, trimmed and copied in (turned where it
    /// lies turned), its edges extruded.
    package func image(page index: Int) throws -> RGBAImage {
        FreedMemoryReuse.returnFreed(before: pages[index].width * pages[index].height * 4)
        var image = RGBAImage(width: pages[index].width, height: pages[index].height)
        for (sprite, place) in zip(sprites, placements) where place.page == index {
            let kept = try TrimmedSprite(sprite).image
            let placed = place.rotated ? kept.turned(turn) : kept
            image.copy(placed, toX: place.x, y: place.y)
            let stride = image.width * 4
            image.pixels.withUnsafeMutableBufferPointer { pixels in
                Extrusion.extrude(pixels.baseAddress!, stride: stride, bytesPerPixel: 4,
                                  x: place.x, y: place.y, width: placed.width, height: placed.height, count: extrude)
            }
        }
        return image
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
