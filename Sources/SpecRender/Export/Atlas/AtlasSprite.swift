import PNGCodec

/// One image to put on an atlas: its frame name and its pixels, straight RGBA as decoded from the
/// PNG a single render writes, so that the frame cut back out of a sheet is that PNG exactly.
package struct AtlasSprite: Equatable, Sendable {
    /// The frame name: the @1x output path (`de/continue.png`), the same in every scale's sheet.
    package var key: String
    package var pixels: Pixels
    /// Where the image stretches, for a button or view background that can (AtlasNineSlice.swift).
    package var nineSlice: AtlasNineSlice?

    /// The pixels themselves, or the PNG they decode from: a sheet of sprites held as PNGs decodes
    /// one sprite at a time while it packs and draws, so their pixels are never all held at once.
    package enum Pixels: Equatable, Sendable {
        case image(RGBAImage)
        case png([UInt8])
    }

    package init(key: String, image: RGBAImage, nineSlice: AtlasNineSlice? = nil) {
        self.init(key: key, pixels: .image(image), nineSlice: nineSlice)
    }

    package init(key: String, png: [UInt8], nineSlice: AtlasNineSlice? = nil) {
        self.init(key: key, pixels: .png(png), nineSlice: nineSlice)
    }

    private init(key: String, pixels: Pixels, nineSlice: AtlasNineSlice?) {
        self.key = key
        self.pixels = pixels
        self.nineSlice = nineSlice
    }

    /// The pixels, decoded from the PNG when the sprite holds one.
    package func image() throws -> RGBAImage {
        switch pixels {
        case .image(let image): image
        case .png(let bytes): try RGBAImage(pngBytes: bytes, source: key)
        }
    }
}

/// The descriptor an atlas is written with.
package enum AtlasFormat: String, CaseIterable, Sendable {
    /// TexturePacker's JSON (hash): Phaser, PixiJS, Cocos Creator and most web engines read it.
    case texturePacker = "texturepacker"
    /// The libGDX (and Spine) `.atlas` text.
    case libgdx
}

/// A pixel rectangle, top-left origin.
package struct AtlasRect: Equatable, Hashable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
